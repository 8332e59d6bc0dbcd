import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { Bid } from '@/contract/offer/types';
import { useLoggedIn } from '@/session/useLoggedIn';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Page } from '@/shared/ui/Page';
import { Segmented } from '@/shared/ui/Segmented';
import { BidCancelDialog } from '../components/BidCancelDialog';
import { BidRow } from '../components/BidRow';
import { BidsSummary } from '../components/BidsSummary';
import { RecordPages } from '../components/RecordPages';
import { SignInPrompt } from '../components/SignInPrompt';
import { useBidsSummary, useReceivedBids, useSentBids } from '../bidHooks';
import { liveTopic, useMarketLive } from '../live';
import { bidFiltersOf, bidStatusOf, OFFER_LIST_TABS, type BidFilter, type OfferListTab } from '../offerList';
import { oneOf } from '../records';

function BidList({
  tab,
  filter,
  now,
  onCancel,
}: {
  tab: OfferListTab;
  filter: BidFilter;
  now: number;
  onCancel: (bid: Bid) => void;
}) {
  const { t } = useTranslation('market');
  const status = bidStatusOf(filter);
  // the parent keys this list by tab, so one list always reads the same call
  const usePage =
    tab === 'sent'
      ? function useSentPage(page: number) {
          return useSentBids(status, page);
        }
      : function useReceivedPage(page: number) {
          return useReceivedBids(status, page);
        };
  return (
    <RecordPages<Bid>
      usePage={usePage}
      keyOf={(bid) => bid.order_no}
      renderRow={(bid) => <BidRow bid={bid} now={now} onCancel={onCancel} />}
      empty={<EmptyState text={filter === 'all' ? t(`offerList.empty.${tab}`) : t('offerList.emptyOf')} />}
      testId="bid-list"
    />
  );
}

/**
 * /nft/nftRecords/offerList ("My offers"): the caller's bids of every kind (sent), with their open total beside the
 * available balance, and the offers on their tokens (received); filtered by status, both in the URL. The spec does
 * not mark the route sign-in: a visitor is asked to log in here.
 */
export default function OfferListPage() {
  const { t } = useTranslation('market');
  const loggedIn = useLoggedIn();
  useMarketLive([loggedIn ? liveTopic.me : '']);
  const [location, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const tab = oneOf(OFFER_LIST_TABS, query.get('tab'));
  const filters = bidFiltersOf(tab);
  const filter = oneOf(filters, query.get('status'));
  // "expires in" is read against the time the screen opened; the list's refetches bring the statuses
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const [cancelling, setCancelling] = useState<Bid | null>(null);
  const summary = useBidsSummary(undefined, loggedIn && tab === 'sent');
  if (!loggedIn) return <SignInPrompt title={t('offerList.title')} text={t('offerList.signedOut')} />;

  const go = (next: { tab?: OfferListTab; status?: BidFilter }) => {
    const params = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    // a status the other tab has not falls back to all there
    const nextStatus = oneOf(bidFiltersOf(nextTab), next.status ?? filter);
    if (nextTab !== 'sent') params.set('tab', nextTab);
    if (nextStatus !== 'all') params.set('status', nextStatus);
    const search = params.toString();
    navigate(search ? `${location}?${search}` : location, { replace: true });
  };
  return (
    <Page title={t('offerList.title')}>
      <div className="records-stack">
        <Segmented
          label={t('offerList.tabs')}
          value={tab}
          onChange={(value) => go({ tab: value })}
          options={OFFER_LIST_TABS.map((value) => ({ value, label: t(`offerList.tab.${value}`) }))}
          testId="bid-tabs"
        />
        {tab === 'sent' ? <BidsSummary query={summary} /> : null}
        <Segmented
          label={t('offerList.filter')}
          size="sm"
          wrap
          value={filter}
          onChange={(value) => go({ status: value })}
          options={filters.map((value) => ({
            value,
            label: value === 'all' ? t('offerList.all') : t(`offerList.status.${value}`),
          }))}
          testId="bid-filter"
        />
        <BidList key={`${tab}:${filter}`} tab={tab} filter={filter} now={now} onCancel={setCancelling} />
      </div>
      <BidCancelDialog bid={cancelling} onClose={() => setCancelling(null)} />
    </Page>
  );
}
