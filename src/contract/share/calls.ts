import { optionalAuth } from '@/contract/define';
import type * as T from './types';

/**
 * Sharing (beyond the spec, EXTRA_CALLS): the server builds the link, so the card's "Open" button can only point at
 * this app, and prepares the card with the bot (savePreparedInlineMessage) for the caller's Telegram account.
 * Something that does not exist is 35040.
 */
export const share = {
  prepare: optionalAuth<T.SharePrepareReq, T.SharePrepareRes>('/user-api/api/share/prepare'),
} as const;
