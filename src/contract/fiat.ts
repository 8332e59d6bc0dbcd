import { endpoint } from './define';

/** Buying coins with fiat. */
export const fiat = {
  getCoinList: endpoint('/otc-api/api/fiat/get_coin_list'),
  getChannelList: endpoint('/otc-api/api/fiat/get_channel_list'),
  createOrder: endpoint('/otc-api/api/fiat/create_order'),
  quote: endpoint('/otc-api/api/fiat/quote'),
  getWidgetUrl: endpoint('/otc-api/api/fiat/get_widget_url'),
} as const;
