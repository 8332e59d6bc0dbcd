import { Type } from 'typebox';
import { EmptyBody, IdField, PageFields, StringEnum } from '@/contract/fields';

/**
 * What a message is about, for the list's filter and its icon: `system` notices and the welcome, `trade` (sold,
 * bought, offers and bids), `wallet` (deposits and withdrawals), `security` (a new device, a changed setting),
 * `activity` results, `support` (a reply to a ticket).
 */
export const MESSAGE_KINDS = ['system', 'trade', 'wallet', 'security', 'activity', 'support'] as const;
/** At most this many messages are deleted by one `del`. */
export const MESSAGE_DEL_MAX = 100;

export const MessageListReq = Type.Object({
  ...PageFields,
  kind: Type.Optional(StringEnum(MESSAGE_KINDS)),
  /** Only the unread ones. */
  unread: Type.Optional(Type.Boolean()),
});
/** Marks the caller's messages read: every one, or those of one kind. */
export const AllReadReq = Type.Object({ kind: Type.Optional(StringEnum(MESSAGE_KINDS)) });
export const MessageDelReq = Type.Object({
  ids: Type.Array(IdField, { minItems: 1, maxItems: MESSAGE_DEL_MAX, uniqueItems: true }),
});
/** One message in full; reading it marks it read. */
export const MessageDetailReq = Type.Object({ id: IdField });

/** Request schemas of the `message` calls, by call name. */
export const messageBodies = {
  unreadCount: EmptyBody,
  list: MessageListReq,
  allRead: AllReadReq,
  del: MessageDelReq,
  detail: MessageDetailReq,
};
