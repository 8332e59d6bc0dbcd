/**
 * Work orders (`workorder`); declared, not served yet.
 * Its calls (`calls.ts`).
 */
export * from './calls';
