import type { Static } from 'typebox';
import type { Paged } from '@/contract/common';
import type * as appaySchemas from './schema';

/** Payments to merchants (/appay-api/api/appay/*). */

export type AppayOrderListReq = Static<typeof appaySchemas.AppayOrderListReq>;
export type AppayOrderDetailReq = Static<typeof appaySchemas.AppayOrderDetailReq>;
export type AppayStatus = (typeof appaySchemas.APPAY_STATUSES)[number];

export interface AppayOrder {
  order_no: string;
  merchant_name: string;
  merchant_order_no: string;
  /** What was bought, in the request's X-Language. */
  subject: string;
  symbol: string;
  amount: string;
  fee: string;
  status: AppayStatus;
  created_at: number;
  paid_at: number | null;
  refunded_at: number | null;
}
/** appay_order_list: newest first, 15 a page. */
export type AppayOrderListRes = Paged<AppayOrder>;
