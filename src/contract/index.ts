/**
 * The call catalogue: `call(contract.user.profile, {})` on the client, `defineHandler(app,
 * contract.user.profile, { handler })` on the server. A namespace re-export (not an object literal), so a
 * bundle keeps only the services it reaches. Each service has its folder (`user/`, `wallet/`, `nftMarket/`, ...)
 * with its calls (`calls.ts`), request schemas (`schema.ts`, server side) and types (`types.ts`); shapes several
 * services share are in `common.ts`. The flat list and the calls beyond the spec are in `catalogue.ts`; the request
 * schemas by call in `schemas.ts`; the code table in `codes.ts`. `services.ts` lists the services the first load
 * needs (this namespace), `lazyServices.ts` the others (`full.ts`: all of them). A service's files import the
 * top-level modules, `common.ts` and the services whose shapes they reuse, never this barrel: the contract has no
 * import loop, types included (`noCycle.test.ts`).
 *
 * Every request and response type is re-exported here (`import type { Profile } from '@/contract'`): type-only
 * re-exports cost the bundle nothing.
 */
export * as contract from './services';
export type { AnyEndpoint, Auth, CallOptions, Endpoint, Envelope, ReqOf, ResOf } from './define';
export * from './common';
export { USER_CLOSE_REFUSED_CODE } from './user/types';
export type * from './user/types';
export type * from './system/types';
export type * from './message/types';
export type * from './share/types';
export type * from './alert/types';
export type { AlertKind } from './alert/kinds';
export type * from './biometric/types';
export type * from './game/types';
export type * from './wallet/types';
export type * from './fiat/types';
export type * from './stars/types';
export type * from './referral/types';
export type * from './appay/types';
export type * from './project/types';
export type * from './nftCustody/types';
export type * from './nftMarket/types';
export type * from './offer/types';
export type * from './quote/types';
