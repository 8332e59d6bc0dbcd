import { signedIn } from '@/contract/define';
import type { EmptyBody } from '@/contract/common';
import type * as T from './types';

/**
 * Support tickets (work orders). The spec shows the path of upload_image only; the other five use the same
 * /workorder-api/workorder/user/ prefix (this project's choice). The spec's "data payload" is the usual signed
 * envelope: these calls are signed and answered like every other. Another user's ticket is never found (34010).
 */
export const workorder = {
  getCategoryList: signedIn<EmptyBody, T.CategoryListRes>('/workorder-api/workorder/user/get_category_list'),
  getCategoryInfo: signedIn<T.CategoryInfoReq, T.CategoryInfoRes>('/workorder-api/workorder/user/get_category_info'),
  createWorkOrder: signedIn<T.CreateTicketReq, T.TicketDetail>('/workorder-api/workorder/user/create_work_order', {
    idempotent: true,
  }),
  getMyWorkOrderList: signedIn<T.TicketListReq, T.TicketListRes>(
    '/workorder-api/workorder/user/get_my_work_order_list',
  ),
  getWorkOrderInfo: signedIn<T.TicketIdReq, T.TicketDetail>('/workorder-api/workorder/user/get_work_order_info'),
  uploadImage: signedIn<T.TicketUploadReq, T.TicketUploadRes>('/workorder-api/workorder/user/upload_image'),
} as const;

/** Beyond the spec (EXTRA_CALLS): the ticket screen answers and closes, which no spec call does. */
export const workorderExtra = {
  replyWorkOrder: signedIn<T.TicketReplyReq, T.TicketDetail>('/workorder-api/workorder/user/reply_work_order', {
    idempotent: true,
  }),
  closeWorkOrder: signedIn<T.TicketIdReq, T.TicketDetail>('/workorder-api/workorder/user/close_work_order'),
} as const;
