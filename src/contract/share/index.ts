/**
 * Sharing as a card and startapp links (`share`).
 * Its calls (`calls.ts`) and request and response types (`types.ts`).
 * The request schemas (`schema.ts`) are the server's: left out here, so TypeBox never reaches the client.
 */
export * from './calls';
export type * from './types';
