import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Bid, BidPlacedRes } from '@/contract/offer/types';
import { rememberPath } from '@/session/loginRedirect';
import { useLoggedIn } from '@/session/useLoggedIn';
import type { PagePrimary } from '@/shared/ui/Page';
import { useQuoteActions, useQuoteLadder } from './bidHooks';

/** What the bid sheet opens on: the whole collection, or one trait value (from the trait filter). */
export interface BidTarget {
  traitType: string;
  traitValue: string;
}

/**
 * The collection page's bids: the ladder (and its top bid for the header's figures), whether the bid sheet is open
 * and on what, and cancelling one of the caller's bids. `primary` is the Bids tab's action for the page ("Place a
 * bid": inside Telegram the main button); the sheet, its result and the cancel dialog put their own on it while open.
 */
export function useCollectionBids(symbol: string, path: string) {
  const [, navigate] = useLocation();
  const { t } = useTranslation('market');
  const signedIn = useLoggedIn();
  const ladder = useQuoteLadder({ symbol });
  const { cancel } = useQuoteActions();
  const [target, setTarget] = useState<BidTarget | null>(null);
  const [cancelling, setCancelling] = useState<Bid | null>(null);
  const [placed, setPlaced] = useState<BidPlacedRes | null>(null);

  const start = (trait?: BidTarget) => {
    if (!signedIn) {
      rememberPath(path);
      navigate('/login');
      return;
    }
    setPlaced(null);
    setTarget(trait ?? { traitType: '', traitValue: '' });
  };
  const confirmCancel = async () => {
    if (!cancelling) return;
    if ((await cancel.run({ order_no: cancelling.order_no })).ok) setCancelling(null);
  };
  const primary: PagePrimary = {
    text: t('collectionBids.place'),
    onClick: () => start(),
    testId: 'collection-bid-place',
  };

  return {
    signedIn,
    ladder,
    topBid: ladder.data?.top_bid ?? null,
    /** The sheet's target while it is open; null when closed. */
    target,
    start,
    close: () => setTarget(null),
    /** What the last bid placed here bought at once and what stands (shown once the form closes). */
    placed,
    setPlaced,
    cancelling,
    askCancel: (bid: Bid) => {
      cancel.reset();
      setCancelling(bid);
    },
    stopCancel: () => setCancelling(null),
    cancelBusy: cancel.busy,
    confirmCancel,
    primary,
  };
}

export type CollectionBidsFlow = ReturnType<typeof useCollectionBids>;
