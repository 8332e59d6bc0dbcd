/**
 * Every call of spec section 7, grouped by service prefix. `index.ts` re-exports this module as the
 * namespace `contract`, so `contract.user.profile` is a static member access and the client bundle keeps
 * only the services it uses. Keys are the spec's call names in camelCase; the path keeps the spec's
 * spelling. Groups named `…Extra` hold the few calls beyond the spec (see EXTRA_CALLS in `catalogue.ts`).
 */
export { activity, nftAuction, pfpV2, pfpV3, spl } from './activity';
export { address } from './address';
export { appay } from './appay';
export { coin } from './coin';
export { collect } from './collect';
export { fiat } from './fiat';
export { finance } from './finance';
export { game } from './game';
export { inscription } from './inscription';
export { merchantTransfer } from './merchantTransfer';
export { message } from './message';
export { nftCustody } from './nftCustody';
export { nftMarket } from './nftMarket';
export { offer } from './offer';
export { pledge } from './pledge';
export { project } from './project';
export { quote } from './quote';
export { system } from './system';
// userExtra: beyond the spec (EXTRA_CALLS), served by the reference server, needed by a spec feature.
export { user, userExtra } from './user';
export { workorder } from './workorder';
