import { useTranslation } from 'react-i18next';
import { useApiMutation } from '@/api/useApiMutation';
import { useApiQuery } from '@/api/useApiQuery';
import type { BidListReq, EntrustmentCheckReq, QuoteListReq } from '@/contract/offer/types';
// The market's services are imported from their modules (contract/lazyServices.ts says why).
import { offer } from '@/contract/offer';
import { quote } from '@/contract/quote';
import { TRADE_CALLS } from './calls';
import { RECORDS_PAGE_SIZE } from './records';

/**
 * Bids' data (offers on one token, collection and trait bids, entrustment orders): one hook per call, so the bid
 * screens stay thin. Their answers are live: a bid event ('market' {kind:'bid'} for the book, 'me' for the bidder,
 * the holders and the seller) refetches them (calls.ts), and the user's own bid actions invalidate them at once.
 */

const fresh = { staleTime: 0, refetchOnFocus: true };

/**
 * A fill moves an NFT and money as a purchase does, and any bid changes the best bid the market's answers carry
 * (best_bid, top_bid): every bid action makes the trade's screens stale (TRADE_CALLS holds the bid calls too).
 */
const FILL_CALLS = TRADE_CALLS;

/** One token's open offers, best first (highest price, then oldest); visitors see them too. */
export const useOfferList = (symbol: string, tokenId: string, page = 1, pageSize = 20) =>
  useApiQuery(
    offer.offerList,
    { symbol, token_id: tokenId, page, page_size: pageSize },
    { enabled: symbol !== '' && tokenId !== '', staleTime: 0 },
  );

type ListFilter = Pick<BidListReq, 'status' | 'kind' | 'symbol'>;

/** One page of the caller's bids of every kind, with the summary of their open ones beside the balance. */
export const useSentBids = (filter: ListFilter, page: number, enabled = true, pageSize = RECORDS_PAGE_SIZE) =>
  useApiQuery(offer.offerSendList, { ...filter, page, page_size: pageSize }, { ...fresh, enabled });

/** The caller's open bids' total and their available balance in a coin (a bid form's summary): one bid is enough. */
export const useBidsSummary = (symbol: string | undefined, enabled = true) =>
  useApiQuery(
    offer.offerSendList,
    { status: 'open', page: 1, page_size: 1, ...(symbol ? { symbol } : {}) },
    { ...fresh, enabled, select: (res) => res.summary },
  );

/** One page of the offers on the caller's tokens (and those the caller accepted). */
export const useReceivedBids = (filter: ListFilter, page: number, enabled = true, pageSize = RECORDS_PAGE_SIZE) =>
  useApiQuery(offer.offerReceiveList, { ...filter, page, page_size: pageSize }, { ...fresh, enabled });

/** A collection's bid ladder, or one trait value's (trait_type and trait_value together). */
export const useQuoteLadder = (request: QuoteListReq, enabled = true) =>
  useApiQuery(quote.quoteList, request, { enabled: enabled && request.symbol !== '', staleTime: 0 });

/** One page of the caller's collection and trait bids and entrustment orders. */
export const useMyQuotes = (filter: ListFilter, page: number, enabled = true, pageSize = RECORDS_PAGE_SIZE) =>
  useApiQuery(quote.quoteSendList, { ...filter, page, page_size: pageSize }, { ...fresh, enabled });

/** What an entrustment order would buy at once and what stays standing (enabled once the form is valid). */
export const useEntrustCheck = (request: EntrustmentCheckReq, enabled: boolean) =>
  useApiQuery(quote.entrustmentCheck, request, { enabled, staleTime: 0 });

/** Making, cancelling and accepting offers on one token. */
export function useOfferActions() {
  const { t } = useTranslation('market');
  return {
    make: useApiMutation(offer.offerMake, {
      invalidates: FILL_CALLS,
      successText: (res) => (res.fills.length > 0 ? t('offers.boughtNow') : t('offers.made')),
    }),
    cancel: useApiMutation(offer.offerCancel, { invalidates: FILL_CALLS, successText: t('offers.cancelled') }),
    take: useApiMutation(offer.offerTake, { invalidates: FILL_CALLS, successText: t('offers.accepted') }),
  };
}

/** Making, cancelling and selling to collection and trait bids, and placing entrustment orders. */
export function useQuoteActions() {
  const { t } = useTranslation('market');
  const placed = (res: { fills: unknown[] }) => (res.fills.length > 0 ? t('offers.boughtNow') : t('bidForm.placed'));
  return {
    make: useApiMutation(quote.quoteMake, { invalidates: FILL_CALLS, successText: placed }),
    cancel: useApiMutation(quote.quoteCancel, { invalidates: FILL_CALLS, successText: t('offers.cancelled') }),
    take: useApiMutation(quote.quoteTake, { invalidates: FILL_CALLS, successText: t('offers.sold') }),
    entrust: useApiMutation(quote.entrustmentMake, { invalidates: FILL_CALLS, successText: placed }),
  };
}

/**
 * Sell now: the owner sells editions of a holding to the best bid on it, by the call of the bid's kind (an offer is
 * taken with offer_take; a collection or trait bid and an entrustment order with quote_take).
 */
export function useSellNow() {
  const { t } = useTranslation('market');
  const options = { invalidates: FILL_CALLS, successText: t('sellNow.sold') };
  return { offer: useApiMutation(offer.offerTake, options), quote: useApiMutation(quote.quoteTake, options) };
}
