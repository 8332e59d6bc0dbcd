import type { Static } from 'typebox';
import type * as schemas from './schema';
import type { AlertKind } from './kinds';

/** Alerts in the Telegram chat and price alerts (alert service). */

export type PriceAlertDirection = (typeof schemas.PRICE_ALERT_DIRECTIONS)[number];
export type AlertSetReq = Static<typeof schemas.AlertSetReq>;
export type PriceAlertAddReq = Static<typeof schemas.PriceAlertAddReq>;
export type PriceAlertDelReq = Static<typeof schemas.PriceAlertDelReq>;

/** settings, set, write_access: where the caller's chat alerts stand. */
export interface AlertSettingsRes {
  /** A Telegram account is linked (signed in through Telegram): alerts have a chat to go to. */
  telegram_linked: boolean;
  /** The user allowed the bot to write to them; false again once the bot finds itself blocked. */
  write_access: boolean;
  /** The bot's username (without '@'), for a link to its chat; null when the server has none. */
  bot_username: string | null;
  /** Every kind, in a fixed order, with the user's choice (on unless turned off). */
  kinds: { kind: AlertKind; enabled: boolean }[];
}

/** One price alert. */
export interface PriceAlert {
  id: number;
  /** The collection's symbol and name. */
  symbol: string;
  name: string;
  image: string;
  direction: PriceAlertDirection;
  /** Decimal string, in `price_symbol`. */
  price: string;
  price_symbol: string;
  /** The collection's floor now, null when nothing is listed. */
  floor_price: string | null;
  /** The floor is past the price and the alert has told so; it tells again after the floor comes back. */
  fired: boolean;
  /** When it last told (seconds), or null. */
  last_fired_at: number | null;
  created_at: number;
}

/** price_list: the caller's price alerts, newest first, and how many one may keep. */
export interface PriceAlertListRes {
  list: PriceAlert[];
  limit: number;
}
