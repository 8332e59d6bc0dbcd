/**
 * Pledges; declared, not served yet: the calls (`calls.ts`).
 */
export * from './calls';
