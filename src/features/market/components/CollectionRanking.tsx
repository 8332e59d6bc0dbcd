import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { usePagedQuery } from '@/api/usePagedQuery';
import type { CollectionRank } from '@/contract/nftMarket/types';
import { Money } from '@/shared/ui/Money';
import { EmptyState } from '@/shared/ui/EmptyState';
import { PagedList } from '@/shared/ui/PagedList';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useCollectionRanking } from '../hooks';
import { collectionHref } from '../model';
import { CollectionName, GoodsImage } from './GoodsCard';
import './CollectionRanking.css';

const PAGE_SIZE = 20;

/** One collection: rank, cover, name, floor, 7-day volume, items and owners; the whole row opens its page. */
function RankingRow({ collection, rank }: { collection: CollectionRank; rank: number }) {
  const { t } = useTranslation('market');
  const coin = collection.price_symbol;
  return (
    <li>
      <Link
        href={collectionHref(collection.symbol)}
        className="collection-ranking__row"
        data-testid="collection-row"
        data-symbol={collection.symbol}
      >
        <span className="collection-ranking__rank">{rank}</span>
        <span className="collection-ranking__cover">
          <GoodsImage src={collection.image} alt="" eager={rank <= 6} />
        </span>
        <span className="collection-ranking__name">
          <CollectionName name={collection.name} verified={collection.verified} />
        </span>
        <span className="collection-ranking__figure collection-ranking__volume">
          <span className="collection-ranking__label">{t('collection.stats.volume7d')}</span>
          <Money kind="volume" value={collection.volume_7d} symbol={coin} />
        </span>
        <span className="collection-ranking__line">
          <span className="collection-ranking__figure collection-ranking__floor">
            <span className="collection-ranking__label">{t('collection.stats.floor')}</span>
            {collection.floor_price !== null ? (
              <Money kind="price" value={collection.floor_price} symbol={coin} />
            ) : (
              '—'
            )}
          </span>
          <span className="collection-ranking__counts">
            {t('collection.ranking.counts', { items: collection.items, owners: collection.owners })}
          </span>
        </span>
        <span className="collection-ranking__figure collection-ranking__wide">
          <Money kind="count" value={collection.items} />
        </span>
        <span className="collection-ranking__figure collection-ranking__wide">
          <Money kind="count" value={collection.owners} />
        </span>
      </Link>
    </li>
  );
}

/** Six row-high blocks: a page of the ranking on its way. */
const rowSkeletons = (
  <li className="collection-ranking__loading" aria-hidden="true">
    {Array.from({ length: 6 }, (_, index) => (
      <Skeleton key={index} height={64} radius={12} />
    ))}
  </li>
);

const rankingList = (rows: ReactNode) => <ol className="collection-ranking__list">{rows}</ol>;

/** The collections by 7-day volume (nft_symbol_recommend_list), spam left out; a table's columns on wide screens. */
export function CollectionRanking() {
  const { t } = useTranslation('market');
  const paged = usePagedQuery(
    function usePage(page: number) {
      return useCollectionRanking(page, PAGE_SIZE);
    },
    { pageSize: PAGE_SIZE, keyOf: (collection) => collection.symbol },
  );
  return (
    <section className="collection-ranking" data-testid="collection-ranking">
      <p className="collection-ranking__intro">{t('collection.ranking.intro')}</p>
      <div className="collection-ranking__head" aria-hidden="true">
        <span>{t('collection.ranking.rank')}</span>
        <span>{t('collection.ranking.collection')}</span>
        <span>{t('collection.stats.floor')}</span>
        <span>{t('collection.stats.volume7d')}</span>
        <span>{t('collection.stats.items')}</span>
        <span>{t('collection.stats.owners')}</span>
      </div>
      <PagedList
        paged={paged}
        container={rankingList}
        skeleton={rankingList(rowSkeletons)}
        pageSkeleton={rowSkeletons}
        failedTitle={t('collection.ranking.failed')}
        empty={<EmptyState text={t('collection.ranking.empty')} />}
        renderItem={(collection, position) => <RankingRow collection={collection} rank={position + 1} />}
      />
    </section>
  );
}
