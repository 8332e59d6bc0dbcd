import { signedIn } from './define';

/** Address book. */
export const address = {
  list: signedIn('/user-api/api/address/list'),
  add: signedIn('/user-api/api/address/add'),
  edit: signedIn('/user-api/api/address/edit'),
  delete: signedIn('/user-api/api/address/delete'),
  check: signedIn('/user-api/api/address/check'),
  transferList: signedIn('/user-api/api/address/transfer_list'),
} as const;
