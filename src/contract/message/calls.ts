import { signedIn } from '@/contract/define';
import type { EmptyBody } from '@/contract/common';
import type { UnreadCountRes } from './types';

/** Messages. */
export const message = {
  unreadCount: signedIn<EmptyBody, UnreadCountRes>('/user-api/api/message/unread_count'),
  list: signedIn('/user-api/api/message/list'),
  allRead: signedIn('/user-api/api/message/all_read'),
  del: signedIn('/user-api/api/message/del'),
  detail: signedIn('/user-api/api/message/detail'),
} as const;
