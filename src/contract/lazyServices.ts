/**
 * The services only lazily loaded areas reach (the NFT market, the wallet and its NFT custody, the game account):
 * reached through `contract` from `full.ts`, or imported from their own modules, so that they load with the area
 * and not in the first load (see services.ts).
 */
export { fiat } from './fiat/calls';
export { game } from './game/calls';
export { nftCustody } from './nftCustody/calls';
export { collect, merchantTransfer, nftMarket } from './nftMarket/calls';
export { address, coin, finance } from './wallet/calls';
