import { signedIn } from './define';

/** Buying coins with fiat. */
export const fiat = {
  getCoinList: signedIn('/otc-api/api/fiat/get_coin_list'),
  getChannelList: signedIn('/otc-api/api/fiat/get_channel_list'),
  createOrder: signedIn('/otc-api/api/fiat/create_order'),
  quote: signedIn('/otc-api/api/fiat/quote'),
  getWidgetUrl: signedIn('/otc-api/api/fiat/get_widget_url'),
} as const;
