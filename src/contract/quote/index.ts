/**
 * Quotes (`quote`): collection and trait bids, and entrustment orders.
 * Its calls (`calls.ts`) and response types (`types.ts`); requests and bids are offer's (`@/contract/offer`).
 */
export * from './calls';
export type * from './types';
