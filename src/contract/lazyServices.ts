/**
 * The services only lazily loaded areas reach (the NFT market, NFT custody of the wallet): imported from their own modules by the area and the
 * server, so that they load with the area and not in the first load (see services.ts).
 */
export { collect } from './collect';
export { merchantTransfer } from './merchantTransfer';
export { nftCustody } from './nftCustody';
export { nftMarket } from './nftMarket';
