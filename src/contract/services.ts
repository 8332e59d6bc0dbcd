/**
 * Every declared call, grouped by service prefix. `index.ts` re-exports this module as the
 * namespace `contract`, so `contract.user.profile` is a static member access and the client bundle keeps
 * only the services it uses. Keys are the spec's call names in camelCase; the path keeps the spec's
 * spelling. Groups named `…Extra` hold the few calls beyond the spec (see EXTRA_CALLS in `catalogue.ts`).
 *
 * The services only a lazily loaded area reaches are in `lazyServices.ts`, not here: a module this namespace
 * re-exports is bundled into the first load as soon as any chunk uses it, however late. Reach those through
 * `contract` from `full.ts` (every service) or from their own module (`import { nftMarket } from
 * '@/contract/nftMarket'`); `allServices.ts` lists both.
 */
export { activity, nftAuction, pfpV2, pfpV3, spl } from './activity';
export { appay } from './appay';
export { inscription } from './inscription';
export { message } from './message';
export { pledge } from './pledge';
export { project } from './project';
export { system } from './system';
// userExtra: beyond the spec (EXTRA_CALLS), served by the reference server, needed by a spec feature.
export { user, userExtra } from './user';
