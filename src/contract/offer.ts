import { endpoint } from './define';

/** Offers. */
export const offer = {
  offerSendList: endpoint('/nft-api/api/offer/offer_send_list'),
  offerReceiveList: endpoint('/nft-api/api/offer/offer_receive_list'),
  offerCancel: endpoint('/nft-api/api/offer/offer_cancel'),
  offerList: endpoint('/nft-api/api/offer/offer_list'),
  offerTake: endpoint('/nft-api/api/offer/offer_take'),
  offerMake: endpoint('/nft-api/api/offer/offer_make'),
} as const;
