import { signedIn } from '@/contract/define';

/**
 * Support work orders (body wrapped as a data payload by the caller). The spec shows the full path of
 * upload_image only; the first five use the same /workorder-api/workorder/user/ prefix (this project's choice).
 */
export const workorder = {
  getCategoryList: signedIn('/workorder-api/workorder/user/get_category_list'),
  getCategoryInfo: signedIn('/workorder-api/workorder/user/get_category_info'),
  createWorkOrder: signedIn('/workorder-api/workorder/user/create_work_order'),
  getMyWorkOrderList: signedIn('/workorder-api/workorder/user/get_my_work_order_list'),
  getWorkOrderInfo: signedIn('/workorder-api/workorder/user/get_work_order_info'),
  uploadImage: signedIn('/workorder-api/workorder/user/upload_image'),
} as const;
