import { endpoint } from './define';

/**
 * Support work orders (body wrapped as a data payload by the caller). The spec shows the full path of
 * upload_image only; the first five use the same /workorder-api/workorder/user/ prefix (this project's choice).
 */
export const workorder = {
  getCategoryList: endpoint('/workorder-api/workorder/user/get_category_list'),
  getCategoryInfo: endpoint('/workorder-api/workorder/user/get_category_info'),
  createWorkOrder: endpoint('/workorder-api/workorder/user/create_work_order'),
  getMyWorkOrderList: endpoint('/workorder-api/workorder/user/get_my_work_order_list'),
  getWorkOrderInfo: endpoint('/workorder-api/workorder/user/get_work_order_info'),
  uploadImage: endpoint('/workorder-api/workorder/user/upload_image'),
} as const;
