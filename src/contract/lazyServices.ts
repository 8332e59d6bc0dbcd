/**
 * The services only lazily loaded areas reach (the NFT market, the wallet and its NFT custody, the game account):
 * reached through `contract` from `full.ts`, or imported from their own modules, so that they load with the area
 * and not in the first load (see services.ts).
 */
export { address } from './address';
export { coin } from './coin';
export { fiat } from './fiat';
export { finance } from './finance';
export { game } from './game';
export { collect } from './collect';
export { merchantTransfer } from './merchantTransfer';
export { nftCustody } from './nftCustody';
export { nftMarket } from './nftMarket';
