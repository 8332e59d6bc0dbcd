import { signedIn } from '@/contract/define';
import type {
  FiatChannelListReq,
  FiatChannelListRes,
  FiatCoinListRes,
  FiatCreateOrderReq,
  FiatOrder,
  FiatQuoteReq,
  FiatQuoteRes,
  FiatWidgetUrlReq,
  FiatWidgetUrlRes,
} from './types';
import type { EmptyBody } from '@/contract/common';

/** Buying coins with fiat. */
export const fiat = {
  getCoinList: signedIn<EmptyBody, FiatCoinListRes>('/otc-api/api/fiat/get_coin_list'),
  getChannelList: signedIn<FiatChannelListReq, FiatChannelListRes>('/otc-api/api/fiat/get_channel_list'),
  createOrder: signedIn<FiatCreateOrderReq, FiatOrder>('/otc-api/api/fiat/create_order', { idempotent: true }),
  quote: signedIn<FiatQuoteReq, FiatQuoteRes>('/otc-api/api/fiat/quote'),
  getWidgetUrl: signedIn<FiatWidgetUrlReq, FiatWidgetUrlRes>('/otc-api/api/fiat/get_widget_url'),
} as const;
