import { ALERT_KINDS, type AlertKind } from '@/contract/alert/kinds';

/**
 * The notice templates (server/modules/message/notices.ts) that reach the Telegram chat, and the alert kind whose
 * switch in /setting lets them through. A template not named here (a purchase of one's own, a security change, a
 * ticket answer) stays in the app's messages only. An NFT's deposit or withdrawal counts with the coin's, and a
 * transfer received from another user counts as money arriving (`deposit_credited`).
 */
export const TEMPLATE_ALERT: Readonly<Record<string, AlertKind>> = {
  offer_received: 'offer_received',
  offer_accepted: 'offer_accepted',
  bid_filled: 'bid_filled',
  item_sold: 'item_sold',
  deposit_credited: 'deposit_credited',
  nft_deposit_credited: 'deposit_credited',
  transfer_received: 'deposit_credited',
  withdrawal_done: 'withdrawal_done',
  nft_withdrawal_done: 'withdrawal_done',
  withdrawal_failed: 'withdrawal_failed',
  nft_withdrawal_failed: 'withdrawal_failed',
  new_device: 'new_device',
  price_alert_below: 'price_alert',
  price_alert_above: 'price_alert',
};

/** The alert kind a message's template belongs to, or null when it is never sent to the chat. */
export function alertKindOf(template: string | null): AlertKind | null {
  return template !== null && Object.hasOwn(TEMPLATE_ALERT, template) ? TEMPLATE_ALERT[template]! : null;
}

export const isAlertKind = (value: string): value is AlertKind => (ALERT_KINDS as readonly string[]).includes(value);
