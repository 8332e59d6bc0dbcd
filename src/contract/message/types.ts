import type { Static } from 'typebox';
import type { Paged } from '@/contract/common';
import type * as schemas from './schema';

/** Messages (message service): the user's notices, written by the server when something happens to their account. */

export type MessageKind = (typeof schemas.MESSAGE_KINDS)[number];
export type MessageListReq = Static<typeof schemas.MessageListReq>;
export type AllReadReq = Static<typeof schemas.AllReadReq>;
export type MessageDelReq = Static<typeof schemas.MessageDelReq>;
export type MessageDetailReq = Static<typeof schemas.MessageDetailReq>;

export interface UnreadCountRes {
  count: number;
}

/** A message as the list shows it, in the request's language. */
export interface Message {
  id: number;
  kind: MessageKind;
  title: string;
  /** The body as plain text, cut to about 140 characters (the list never renders HTML). */
  summary: string;
  /** Where the message leads in the app (an internal path such as `/nft/detail?…`), or ''. */
  link: string;
  read: boolean;
  created_at: number;
}
/** list: newest first, with the caller's unread count after the request. */
export interface MessageListRes extends Paged<Message> {
  unread_count: number;
}
/** detail: the message with its body, HTML from the server (the client sanitises it before showing it). */
export interface MessageDetail extends Message {
  body: string;
}
/** all_read and del: how many messages changed, and the unread count after. */
export interface MessageChangeRes {
  changed: number;
  unread_count: number;
}
