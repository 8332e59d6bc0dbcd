import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Codes } from '@/contract/codes';
import { rememberPath } from '@/session/loginRedirect';
import { isLoggedIn } from '@/session/session';
import { useLoggedIn } from '@/session/useLoggedIn';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';
import { Segmented } from '@/shared/ui/Segmented';
import { ActivityList } from '../components/ActivityList';
import { CollectionBids } from '../components/CollectionBids';
import { CollectionChart } from '../components/CollectionChart';
import { CollectionHeader, CollectionHeaderSkeleton } from '../components/CollectionHeader';
import { CollectionItems } from '../components/CollectionItems';
import { CollectionOrders } from '../components/CollectionOrders';
import { PriceAlertAction } from '../components/PriceAlertAction';
import { CollectionRanking } from '../components/CollectionRanking';
import { CollectionStats } from '../components/CollectionStats';
import { useCartPrimary } from '../components/SweepTools';
import { useCollection, useCollectionFavorite } from '../hooks';
import { COLLECTION_TABS, collectionSearch, collectionSymbol, type CollectionTab } from '../collectionModel';
import { useCollectionBids } from '../useCollectionBids';
import { useSearchState } from '../useSearchState';
import './CollectionPage.css';
import { liveTopic, useMarketLive } from '../live';

// The bid form (with its draft, fee preview and password) loads after the page has painted, outside its chunk.
const CollectionBidSheet = lazy(() =>
  import('../components/CollectionBidSheet').then((module) => ({ default: module.CollectionBidSheet })),
);

/** One collection: header, figures, chart, then its items, bids, activity and order rankings as tabs. */
function CollectionView({ symbol, path }: { symbol: string; path: string }) {
  const { t } = useTranslation('market');
  const [search, setSearch] = useSearchState(path);
  const query = useSearch();
  const [, navigate] = useLocation();
  const info = useCollection(symbol);
  const favorite = useCollectionFavorite();
  const [tab, setTab] = useState<CollectionTab>('items');
  const state = collectionSearch(search, symbol);
  const collection = info.data ?? null;
  const cartPrimary = useCartPrimary();
  const bids = useCollectionBids(symbol, `${path}?${query}`);

  const toggleFavorite = () => {
    if (!collection) return;
    if (!isLoggedIn()) {
      rememberPath(`${path}?${query}`);
      navigate('/login');
      return;
    }
    void (collection.favorite ? favorite.remove : favorite.add).run({ symbol });
  };

  if (info.isError && !collection)
    return (
      <Page title={t('collection.title')} wide>
        {info.error.code === Codes.NFT_COLLECTION_NOT_FOUND ? (
          <EmptyState text={t('collection.notFound')} />
        ) : (
          <LoadFailed onRetry={() => void info.refetch()} busy={info.isFetching} title={t('collection.failed')} />
        )}
      </Page>
    );

  return (
    <Page
      title={t('collection.title')}
      wide
      className="collection-page"
      busy={!collection}
      primary={tab === 'items' ? cartPrimary : tab === 'bids' ? bids.primary : null}
    >
      {collection ? (
        <CollectionHeader
          collection={collection}
          onFavorite={toggleFavorite}
          favoriteBusy={favorite.add.busy || favorite.remove.busy}
        />
      ) : (
        <CollectionHeaderSkeleton />
      )}
      {collection ? (
        <div className="collection-page__alert">
          <PriceAlertAction collection={collection} returnTo={`${path}?${query}`} />
        </div>
      ) : null}
      <div className="collection-page__overview">
        <CollectionStats collection={collection} topBid={bids.topBid} />
        <CollectionChart symbol={symbol} name={collection?.name ?? symbol} />
      </div>
      <Segmented
        label={t('collection.tabs.label')}
        value={tab}
        onChange={setTab}
        options={COLLECTION_TABS.map((value) => ({ value, label: t(`collection.tabs.${value}`) }))}
        testId="collection-tabs"
      />
      <div className="collection-page__tab" role="tabpanel" aria-label={t(`collection.tabs.${tab}`)}>
        {tab === 'items' ? (
          <CollectionItems
            symbol={symbol}
            state={state}
            onChange={(next) => setSearch(collectionSearch(next, symbol))}
          />
        ) : tab === 'bids' ? (
          <CollectionBids flow={bids} symbol={symbol} />
        ) : tab === 'activity' ? (
          <ActivityList symbol={symbol} />
        ) : (
          <CollectionOrders symbol={symbol} erc={collection?.erc_type ?? 'ERC721'} />
        )}
      </div>
      <Suspense fallback={null}>
        <CollectionBidSheet
          flow={bids}
          symbol={symbol}
          erc={collection?.erc_type ?? 'ERC721'}
          name={collection?.name ?? symbol}
        />
      </Suspense>
    </Page>
  );
}

/**
 * /nft/symbolDetail?symbol=X and /nft/nftCollection?symbol=X: one collection's page, whose URL keeps the items' order,
 * status and traits (`sort`, `status`, `attr`); /nft/nftCollection without a symbol: the collections by 7-day volume,
 * each leading to its page.
 */
export default function CollectionPage() {
  const { t } = useTranslation('market');
  const [path] = useLocation();
  const [search] = useSearchState(path);
  const symbol = collectionSymbol(search);
  const loggedIn = useLoggedIn();
  // the caller's own events too: a bid of theirs that fills here changes their bids and balance on this page
  useMarketLive([symbol ? liveTopic.collection(symbol) : liveTopic.market, symbol && loggedIn ? liveTopic.me : '']);
  if (symbol) return <CollectionView key={symbol} symbol={symbol} path={path} />;
  return (
    <Page title={t('collection.ranking.title')} wide className="collection-page">
      <CollectionRanking />
    </Page>
  );
}
