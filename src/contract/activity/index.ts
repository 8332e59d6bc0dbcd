/**
 * Activities: auctions, PFP, SPL (`activity`, `nftAuction`, `pfpV2`, `pfpV3`, `spl`); declared, not served yet.
 * Its calls (`calls.ts`).
 */
export * from './calls';
