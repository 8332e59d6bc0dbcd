import { endpoint } from './define';

/** Address book. */
export const address = {
  list: endpoint('/user-api/api/address/list'),
  add: endpoint('/user-api/api/address/add'),
  edit: endpoint('/user-api/api/address/edit'),
  delete: endpoint('/user-api/api/address/delete'),
  check: endpoint('/user-api/api/address/check'),
  transferList: endpoint('/user-api/api/address/transfer_list'),
} as const;
