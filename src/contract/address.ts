import { signedIn } from './define';
import type {
  AddressAddReq,
  AddressCheckReq,
  AddressCheckRes,
  AddressEditReq,
  AddressEntry,
  AddressListReq,
  AddressListRes,
  AddressTransferListReq,
  AddressTransferListRes,
  EmptyRes,
  IdReq,
} from './types';

/** Address book. */
export const address = {
  list: signedIn<AddressListReq, AddressListRes>('/user-api/api/address/list'),
  add: signedIn<AddressAddReq, AddressEntry>('/user-api/api/address/add'),
  edit: signedIn<AddressEditReq, AddressEntry>('/user-api/api/address/edit'),
  delete: signedIn<IdReq, EmptyRes>('/user-api/api/address/delete'),
  check: signedIn<AddressCheckReq, AddressCheckRes>('/user-api/api/address/check'),
  transferList: signedIn<AddressTransferListReq, AddressTransferListRes>('/user-api/api/address/transfer_list'),
} as const;
