/**
 * Activities (auctions, PFP, SPL); declared, not served yet: the calls (`calls.ts`).
 */
export * from './calls';
