import { signedIn } from '@/contract/define';

/** Offers. */
export const offer = {
  offerSendList: signedIn('/nft-api/api/offer/offer_send_list'),
  offerReceiveList: signedIn('/nft-api/api/offer/offer_receive_list'),
  offerCancel: signedIn('/nft-api/api/offer/offer_cancel'),
  offerList: signedIn('/nft-api/api/offer/offer_list'),
  offerTake: signedIn('/nft-api/api/offer/offer_take'),
  offerMake: signedIn('/nft-api/api/offer/offer_make'),
} as const;
