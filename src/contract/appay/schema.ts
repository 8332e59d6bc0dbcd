import { Type } from 'typebox';
import { PageFields, StringEnum } from '@/contract/fields';

export const APPAY_STATUSES = ['pending', 'paid', 'refunded', 'closed'] as const;
const PayOrderNoField = Type.String({ pattern: '^[A-Z0-9]{8,40}$', maxLength: 40 });

export const AppayOrderListReq = Type.Object({ ...PageFields, status: Type.Optional(StringEnum(APPAY_STATUSES)) });
export const AppayOrderDetailReq = Type.Object({ order_no: PayOrderNoField });

/** Request schemas of the `appay` calls, by call name. */
export const appayBodies = {
  appayOrderList: AppayOrderListReq,
  appayOrderDetail: AppayOrderDetailReq,
};
