import { endpoint } from './define';
import type { EmptyBody, UnreadCountRes } from './types';

/** Messages. */
export const message = {
  unreadCount: endpoint<EmptyBody, UnreadCountRes>('/user-api/api/message/unread_count'),
  list: endpoint('/user-api/api/message/list'),
  allRead: endpoint('/user-api/api/message/all_read'),
  del: endpoint('/user-api/api/message/del'),
  detail: endpoint('/user-api/api/message/detail'),
} as const;
