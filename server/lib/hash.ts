import { createHash } from 'node:crypto';

/**
 * How a bearer secret is kept in the database: its SHA-256, hex. Session tokens, biometric payment tokens and other
 * high-entropy secrets are looked up by this hash, so the database never holds one that would work if read.
 */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
