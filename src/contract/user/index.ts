/**
 * Accounts: sign-in, profile, devices, security, linked accounts: the calls (`calls.ts`), their request schemas for the server (`schema.ts`, not re-exported here so that
 * TypeBox stays out of the client bundle) and the request and response types (`types.ts`).
 */
export * from './calls';
export * from './types';
