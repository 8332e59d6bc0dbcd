import { signedIn } from '@/contract/define';
import type { EmptyBody } from '@/contract/common';
import type * as T from './types';

/** Messages: the caller's own, newest first; another user's are never found (34001). */
export const message = {
  unreadCount: signedIn<EmptyBody, T.UnreadCountRes>('/user-api/api/message/unread_count'),
  list: signedIn<T.MessageListReq, T.MessageListRes>('/user-api/api/message/list'),
  allRead: signedIn<T.AllReadReq, T.MessageChangeRes>('/user-api/api/message/all_read'),
  del: signedIn<T.MessageDelReq, T.MessageChangeRes>('/user-api/api/message/del'),
  detail: signedIn<T.MessageDetailReq, T.MessageDetail>('/user-api/api/message/detail'),
} as const;
