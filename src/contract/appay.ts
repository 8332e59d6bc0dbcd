import { endpoint } from './define';

/** App pay orders. */
export const appay = {
  appayOrderList: endpoint('/appay-api/api/appay/appay_order_list'),
  appayOrderDetail: endpoint('/appay-api/api/appay/appay_order_detail'),
} as const;
