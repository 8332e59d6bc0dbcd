import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CollectionRank } from '@/contract/nftMarket/types';
import { Money } from '@/shared/ui/Money';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { LoadMore } from '@/shared/ui/LoadMore';
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

function RankingPage({ page, last, onMore }: { page: number; last: boolean; onMore: () => void }) {
  const { t } = useTranslation('market');
  const query = useCollectionRanking(page, PAGE_SIZE);
  if (query.isPending)
    return (
      <li className="collection-ranking__loading" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={64} radius={12} />
        ))}
      </li>
    );
  if (query.isError && !query.data)
    return (
      <li>
        <LoadFailed
          onRetry={() => void query.refetch()}
          busy={query.isFetching}
          title={t('collection.ranking.failed')}
        />
      </li>
    );
  const data = query.data!;
  if (page === 1 && data.count === 0)
    return (
      <li>
        <EmptyState text={t('collection.ranking.empty')} />
      </li>
    );
  return (
    <>
      {data.list.map((collection, index) => (
        <RankingRow key={collection.symbol} collection={collection} rank={(page - 1) * PAGE_SIZE + index + 1} />
      ))}
      {last && data.count > page * PAGE_SIZE ? (
        <li>
          <LoadMore onMore={onMore} />
        </li>
      ) : null}
    </>
  );
}

/** The collections by 7-day volume (nft_symbol_recommend_list), spam left out; a table's columns on wide screens. */
export function CollectionRanking() {
  const { t } = useTranslation('market');
  const [pages, setPages] = useState(1);
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
      <ol className="collection-ranking__list">
        {Array.from({ length: pages }, (_, index) => (
          <RankingPage key={index} page={index + 1} last={index + 1 === pages} onMore={() => setPages(index + 2)} />
        ))}
      </ol>
    </section>
  );
}
