import { signedIn } from './define';

/** App pay orders. */
export const appay = {
  appayOrderList: signedIn('/appay-api/api/appay/appay_order_list'),
  appayOrderDetail: signedIn('/appay-api/api/appay/appay_order_detail'),
} as const;
