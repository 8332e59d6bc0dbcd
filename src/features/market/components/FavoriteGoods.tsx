import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Goods } from '@/contract/nftMarket/types';
import { Checkbox } from '@/shared/ui/Checkbox';
import { IconButton } from '@/shared/ui/IconButton';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { useFavoriteGoods, useFavoriteRemoval } from '../hooks';
import { goodsHref } from '../model';
import { goodsKey, RECORDS_PAGE_SIZE } from '../records';
import { GoodsCardFace } from './GoodsCard';
import { GoodsGrid } from './GoodsGrid';
import { GoodsSkeletons } from './GoodsSkeletons';
import { MARKET_ICONS } from '../icons';
import './Batch.css';
import './Records.css';

export interface Selection {
  /** Select mode is on: a tap selects instead of opening the NFT. */
  on: boolean;
  keys: ReadonlySet<string>;
  toggle: (key: string) => void;
}

function FavoriteCard({ goods, eager, selection }: { goods: Goods; eager: boolean; selection: Selection }) {
  const { t } = useTranslation('market');
  const { one } = useFavoriteRemoval();
  const key = goodsKey(goods);
  const name = goods.name || `#${goods.token_id}`;
  return (
    <li
      className={selection.on ? 'goods-card favorite-card pick-card' : 'goods-card favorite-card'}
      data-testid="favorite-card"
      data-token={key}
    >
      {selection.on ? (
        <Checkbox
          label={
            <>
              <span className="visually-hidden">{t('favorite.selectNamed', { name })}</span>
              <span className="ui-tile" aria-hidden="true">
                <GoodsCardFace goods={goods} eager={eager} />
              </span>
            </>
          }
          checked={selection.keys.has(key)}
          onChange={() => selection.toggle(key)}
          testId="favorite-select"
        />
      ) : (
        <>
          <Link href={goodsHref(goods)} className="ui-tile">
            <GoodsCardFace goods={goods} eager={eager} />
          </Link>
          <IconButton
            icon={{ path: MARKET_ICONS.heart }}
            className="favorite-card__remove"
            aria-label={t('favorite.removeNamed', { name })}
            disabled={one.busy}
            onClick={() => void one.run({ symbol: goods.symbol, token_id: goods.token_id })}
            data-testid="favorite-remove"
          />
        </>
      )}
    </li>
  );
}

function FavoritePage({ symbol, page, selection }: { symbol: string; page: number; selection: Selection }) {
  const query = useFavoriteGoods(symbol, page);
  if (query.isPending) return <GoodsSkeletons count={RECORDS_PAGE_SIZE} />;
  if (query.isError && !query.data) return <LoadFailed onRetry={() => void query.refetch()} busy={query.isFetching} />;
  return (
    <ul className="goods-grid__cards">
      {(query.data?.list ?? []).map((goods, index) => (
        <FavoriteCard key={goodsKey(goods)} goods={goods} eager={page === 1 && index < 4} selection={selection} />
      ))}
    </ul>
  );
}

/**
 * The caller's favourite NFTs in the market's virtualised grid (infinite scroll), of one collection or all; each card
 * takes itself out of the favourites, or, in select mode, is selected for a removal of several at once.
 */
export function FavoriteGoods({
  symbol,
  selection,
  total,
}: {
  symbol: string;
  selection: Selection;
  /** The first page's count, read by the screen with the same hook (one request). */
  total: number | null;
}) {
  const [pages, setPages] = useState(1);
  const last = useFavoriteGoods(symbol, pages);
  return (
    <GoodsGrid
      total={total}
      pageSize={RECORDS_PAGE_SIZE}
      pages={pages}
      loading={last.isPending}
      onMore={() => setPages((count) => count + 1)}
      renderPage={(page) => <FavoritePage symbol={symbol} page={page} selection={selection} />}
    />
  );
}
