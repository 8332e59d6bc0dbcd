/**
 * The development secret; a build may replace it with VITE_SIGN_SECRET, the server with SIGN_SECRET. Its own
 * module so that the client's config reads it without loading the signature's SHA-256 (`sign.ts`).
 */
export const DEFAULT_SIGN_SECRET = 'local-dev-secret';
