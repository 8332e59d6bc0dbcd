/**
 * The call catalogue: `call(contract.user.profile, {})` on the client, `defineHandler(app,
 * contract.user.profile, { handler })` on the server. A namespace re-export (not an object literal), so a
 * bundle keeps only the services it reaches. The flat list and the calls beyond the spec are in
 * `catalogue.ts`; the request schemas (server side) in `schemas.ts`; the code table in `codes.ts`.
 */
export * as contract from './services';
export type { AnyEndpoint, Auth, CallOptions, Endpoint, Envelope, ReqOf, ResOf } from './define';
