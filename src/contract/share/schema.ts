import { Type } from 'typebox';
import { StringEnum, SymbolField } from '@/contract/fields';

/** What can be shared as a card: a token, a collection, the caller's own profile (an invitation), a payment request. */
export const SHARE_KINDS = ['item', 'collection', 'profile', 'payment_request'] as const;

/**
 * share/prepare: what to share. `symbol` names the collection (item, collection), `token_id` the token (item);
 * `path` is the payment request's in-app send screen (`/asset/send?…`). `inline`: ask Telegram for a prepared
 * message (only from inside Telegram, for shareMessage); otherwise only the link is built.
 */
export const SharePrepareReq = Type.Object({
  kind: StringEnum(SHARE_KINDS),
  symbol: Type.Optional(SymbolField),
  token_id: Type.Optional(Type.String({ minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_.-]+$' })),
  path: Type.Optional(Type.String({ minLength: 1, maxLength: 400 })),
  inline: Type.Optional(Type.Boolean()),
});

/** Request schemas of the `share` calls, by call name. */
export const shareBodies = {
  prepare: SharePrepareReq,
};
