import type { AppayOrder, AppayOrderDetailReq, AppayOrderListReq, AppayOrderListRes } from './types';
import { signedIn } from '@/contract/define';

/** App pay orders. */
export const appay = {
  appayOrderList: signedIn<AppayOrderListReq, AppayOrderListRes>('/appay-api/api/appay/appay_order_list'),
  appayOrderDetail: signedIn<AppayOrderDetailReq, AppayOrder>('/appay-api/api/appay/appay_order_detail'),
} as const;
