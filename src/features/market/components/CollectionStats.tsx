import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionDetail } from '@/contract/nftMarket/types';
import { Money } from '@/shared/ui/Money';
import { Skeleton } from '@/shared/ui/Skeleton';
import { signedPercent } from '../collectionModel';
import { percent } from '../model';
import './CollectionStats.css';

const STAT_COUNT = 10;

function Stat({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="collection-stats__item" data-testid={`collection-stat-${id}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A collection's figures in one strip: floor, top bid, volumes (24 h, 7 d, all time), owners, items, listed (count and
 * share), sales in 24 h and the average price's change over 24 h. Amounts through the kit (decimal strings).
 */
export function CollectionStats({
  collection,
  topBid = null,
}: {
  collection: CollectionDetail | null;
  /** The highest collection bid its bidder can pay now (quote_list), beside the floor; null when none. */
  topBid?: string | null;
}) {
  const { t } = useTranslation('market');
  if (!collection)
    return (
      <div className="collection-stats" aria-hidden="true">
        {Array.from({ length: STAT_COUNT }, (_, index) => (
          <Skeleton key={index} height={48} radius={10} />
        ))}
      </div>
    );
  const coin = collection.price_symbol;
  const change = signedPercent(collection.price_change_24h);
  return (
    <dl className="collection-stats" aria-label={t('collection.stats.label')}>
      <Stat id="floor" label={t('collection.stats.floor')}>
        {collection.floor_price !== null ? <Money kind="price" value={collection.floor_price} symbol={coin} /> : '—'}
      </Stat>
      <Stat id="topBid" label={t('collectionBids.topBid')}>
        {topBid !== null ? <Money kind="price" value={topBid} symbol={coin} /> : '—'}
      </Stat>
      <Stat id="volume24h" label={t('collection.stats.volume24h')}>
        <Money kind="volume" value={collection.volume_24h} symbol={coin} />
      </Stat>
      <Stat id="volume7d" label={t('collection.stats.volume7d')}>
        <Money kind="volume" value={collection.volume_7d} symbol={coin} />
      </Stat>
      <Stat id="volumeAll" label={t('collection.stats.volumeAll')}>
        <Money kind="volume" value={collection.volume_all} symbol={coin} />
      </Stat>
      <Stat id="owners" label={t('collection.stats.owners')}>
        <Money kind="count" value={collection.owners} />
      </Stat>
      <Stat id="items" label={t('collection.stats.items')}>
        <Money kind="count" value={collection.items} />
      </Stat>
      <Stat id="listed" label={t('collection.stats.listed')}>
        <Money kind="count" value={collection.listed} />
        <span className="collection-stats__minor">
          {t('collection.stats.share', { share: percent(collection.listed_share) })}
        </span>
      </Stat>
      <Stat id="sales24h" label={t('collection.stats.sales24h')}>
        <Money kind="count" value={collection.sales_24h} />
      </Stat>
      <Stat id="change24h" label={t('collection.stats.change24h')}>
        {change ? (
          <span className={`collection-stats__change is-${change.direction}`}>
            {t('collection.stats.percent', { value: change.text })}
          </span>
        ) : (
          '—'
        )}
      </Stat>
    </dl>
  );
}
