import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { MarketSearchReq } from '@/contract/nftMarket/types';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { useSearchPage } from '../hooks';
import { cartState } from '../cartState';
import { SEARCH_PAGE_SIZE } from '../model';
import { GoodsCard } from './GoodsCard';
import { GoodsGrid } from './GoodsGrid';
import { GoodsSkeletons } from './GoodsSkeletons';
import { SweepCard } from './SweepCard';

/** One page of results (its own query: the first page refreshes without reloading the others). */
function ResultPage({ request, page }: { request: MarketSearchReq; page: number }) {
  const query = useSearchPage(request, page);
  // sweep mode: a tap puts the card in the cart (SweepTools)
  const Card = useSnapshot(cartState).sweeping ? SweepCard : GoodsCard;
  if (query.isPending) return <GoodsSkeletons count={SEARCH_PAGE_SIZE} />;
  if (query.isError && !query.data) return <LoadFailed onRetry={() => void query.refetch()} busy={query.isFetching} />;
  return (
    <ul className="goods-grid__cards">
      {(query.data?.list ?? []).map((goods, index) => (
        <Card key={`${goods.symbol}#${goods.token_id}`} goods={goods} eager={page === 1 && index < 4} />
      ))}
    </ul>
  );
}

/**
 * The results of a search: the count, then the virtualised grid with infinite scroll; the empty state when nothing
 * matches. A new search starts again at page one (the parent keys this component by the request).
 */
export function SearchResults({ request, emptyText }: { request: MarketSearchReq; emptyText?: string }) {
  const { t } = useTranslation('market');
  const [pages, setPages] = useState(1);
  const first = useSearchPage(request, 1);
  const last = useSearchPage(request, pages);
  const { sweeping } = useSnapshot(cartState);
  const total = first.data?.count ?? null;
  if (first.isError && !first.data)
    return <LoadFailed onRetry={() => void first.refetch()} busy={first.isFetching} title={t('search.failed')} />;
  if (total === 0) return <EmptyState text={emptyText ?? t('search.empty')} />;
  return (
    <section className="search-results" aria-label={t('search.results')}>
      <p className="search-results__count" data-testid="search-count" aria-live="polite">
        {total === null ? '\u00a0' : t('search.count', { count: total })}
      </p>
      {sweeping ? <p className="sweep-hint">{t('cart.sweepHint')}</p> : null}
      <GoodsGrid
        total={total}
        pageSize={SEARCH_PAGE_SIZE}
        pages={pages}
        loading={last.isPending}
        onMore={() => setPages((count) => count + 1)}
        renderPage={(page) => <ResultPage request={request} page={page} />}
      />
    </section>
  );
}
