/**
 * The alerts a user may get in the Telegram chat, each switched on or off in /setting. Every kind is on until the
 * user turns it off: nothing reaches the chat before the user allows the bot to write, which is the opt-in.
 */
export const ALERT_KINDS = [
  'offer_received',
  'offer_accepted',
  'bid_filled',
  'item_sold',
  'deposit_credited',
  'withdrawal_done',
  'withdrawal_failed',
  'new_device',
  'price_alert',
] as const;

export type AlertKind = (typeof ALERT_KINDS)[number];

/** A price alert's side: tell when the collection's floor goes below or above the price. */
export const PRICE_ALERT_DIRECTIONS = ['below', 'above'] as const;

/** Price alerts one user may keep at once. */
export const PRICE_ALERT_LIMIT = 20;
