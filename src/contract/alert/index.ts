/**
 * Alerts in the Telegram chat and price alerts (`alert`).
 * Its calls (`calls.ts`), request and response types (`types.ts`) and the list of alert kinds (`kinds.ts`).
 * The request schemas (`schema.ts`) are the server's: left out here, so TypeBox never reaches the client.
 */
export * from './calls';
export * from './kinds';
export type * from './types';
