import type { Static } from 'typebox';
import type * as schemas from './schema';

/** Sharing as a card inside Telegram, and the startapp link everywhere (share service). */

export type ShareKind = (typeof schemas.SHARE_KINDS)[number];
export type SharePrepareReq = Static<typeof schemas.SharePrepareReq>;

/** prepare: the link to share and, when asked from inside Telegram, the prepared message for shareMessage. */
export interface SharePrepareRes {
  /**
   * `https://t.me/<bot>/<app>?startapp=…`: the screen and the caller's referral code (when they have one); the
   * site's own URL of the screen when the server has no bot.
   */
  link: string;
  /** A line to send with the link (the item's name and price, the collection's name and floor). */
  text: string;
  /** The prepared inline message's id for `shareMessage`; null when not asked, or Telegram did not make one. */
  prepared_id: string | null;
  /** The story picture's path on this server (1080×1920), for `shareToStory`; null when the thing has no picture. */
  story_path: string | null;
}
