import type { Bid, BidListReq, BidStatus } from '@/contract/offer/types';

/**
 * The pure logic of the caller's bids list (/nft/nftRecords/offerList): its tabs and status filter as URL values,
 * the status a row says, whether its owner can cancel it and with which call, and how long it still runs. No React.
 */

/** Sent: the caller's bids of every kind; received: offers on the tokens the caller holds. */
export const OFFER_LIST_TABS = ['sent', 'received'] as const;
export type OfferListTab = (typeof OFFER_LIST_TABS)[number];

// The contract's statuses (its BID_STATUSES sits beside TypeBox's schemas, which stay off the client; a test holds the
// two lists equal).
export const BID_FILTERS = ['all', 'open', 'unfunded', 'accepted', 'cancelled', 'expired'] as const;
export type BidFilter = (typeof BID_FILTERS)[number];

/**
 * The received tab's filter: the offers on the caller's tokens are the live ones their bidders can pay and those the
 * caller accepted, so an unfunded, cancelled or expired one never shows there.
 */
export const RECEIVED_FILTERS = ['all', 'open', 'accepted'] as const satisfies readonly BidFilter[];
/** The statuses a tab can filter by. */
export const bidFiltersOf = (tab: OfferListTab): readonly BidFilter[] =>
  tab === 'sent' ? BID_FILTERS : RECEIVED_FILTERS;

/** The list call's status for a filter (none for all). */
export const bidStatusOf = (filter: BidFilter): Pick<BidListReq, 'status'> =>
  filter === 'all' ? {} : { status: filter };

/**
 * What a bid's badge says: its status, except that a collection or trait bid (or a standing order) that bought every
 * edition it asked for reads "Filled" (it bought from many sellers), where an offer on one token was "Accepted".
 */
export type BidStatusLabel = BidStatus | 'filled';
export function bidStatusLabel(bid: Pick<Bid, 'status' | 'kind'>): BidStatusLabel {
  return bid.status === 'accepted' && bid.kind !== 'offer' ? 'filled' : bid.status;
}

/** The badge's colour: still standing (open), needs the owner (unfunded), done (accepted), ended (cancelled, expired). */
export function bidStatusTone(status: BidStatus): 'success' | 'warn' | 'info' | 'muted' {
  if (status === 'open') return 'success';
  if (status === 'unfunded') return 'warn';
  if (status === 'accepted') return 'info';
  return 'muted';
}

/** What a bid is, as its row names it: an offer on one token, a collection or trait bid, a standing order. */
export type BidKindLabel = 'offer' | 'collection' | 'trait' | 'entrust';
export function bidKindLabel(bid: Pick<Bid, 'kind' | 'scope'>): BidKindLabel {
  if (bid.kind === 'offer') return 'offer';
  if (bid.kind === 'entrust') return 'entrust';
  return bid.scope === 'trait' ? 'trait' : 'collection';
}

/** Only its owner cancels a bid, and only while it stands (an unfunded bid stands too: it fills once topped up). */
export const canCancel = (bid: Pick<Bid, 'mine' | 'status'>) =>
  bid.mine && (bid.status === 'open' || bid.status === 'unfunded');

/** Which call cancels a bid: offer_cancel for an offer on one token, quote_cancel for every standing bid. */
export const cancelCallOf = (bid: Pick<Bid, 'kind'>): 'offer' | 'quote' => (bid.kind === 'offer' ? 'offer' : 'quote');

/**
 * How long a standing bid still runs at `now` (both unix seconds), in the largest whole unit: at least one minute
 * (a bid the expiry job has not closed yet still reads "1 minute", never zero or negative).
 */
export function timeLeft(expiresAt: number, now: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const seconds = Math.max(0, expiresAt - now);
  if (seconds >= 86_400) return { unit: 'days', count: Math.floor(seconds / 86_400) };
  if (seconds >= 3_600) return { unit: 'hours', count: Math.floor(seconds / 3_600) };
  return { unit: 'minutes', count: Math.max(1, Math.floor(seconds / 60)) };
}

/** The deposit screen on the bid's coin: where an unfunded bid's owner tops up. */
export const topUpHref = (symbol: string) => `/asset/deposit?symbol=${encodeURIComponent(symbol)}`;
