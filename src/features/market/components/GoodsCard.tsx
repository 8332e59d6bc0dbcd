import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Goods } from '@/contract/nftMarket/types';
import { Icon } from '@/shared/ui/Icon';
import { Money } from '@/shared/ui/Money';
import { displayAmount } from '@/shared/lib/amountFormat';
import { goodsHref, MARKET_COIN } from '../model';
import '@/shared/ui/Tile.css';
import './GoodsCard.css';
import { MARKET_ICONS } from '../icons';

/** The collection's name with its verified mark (a tick a screen reader names). */
export function CollectionName({ name, verified }: { name: string; verified: boolean }) {
  const { t } = useTranslation('market');
  return (
    <span className="collection-name">
      <span className="collection-name__text">{name}</span>
      {verified ? (
        <span className="collection-name__verified" role="img" aria-label={t('goods.verified')}>
          <Icon path={MARKET_ICONS.verified} size={14} />
        </span>
      ) : null}
    </span>
  );
}

/** A token's picture; a picture that fails to load says so instead of a broken image. */
export function GoodsImage({ src, alt, eager = false }: { src: string; alt: string; eager?: boolean }) {
  const { t } = useTranslation('market');
  const [failed, setFailed] = useState(!src);
  if (failed)
    return (
      <span className="goods-image goods-image--missing" role="img" aria-label={t('goods.noImage')}>
        <Icon path={MARKET_ICONS.imageOff} size={28} />
        <span>{t('goods.noImage')}</span>
      </span>
    );
  return (
    <img
      className="goods-image"
      src={src}
      alt={alt}
      width={400}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/** A card's face: picture with rarity, name, collection, price (or "not listed") and last sale (GoodsCard.css). */
export function GoodsCardFace({
  goods,
  eager = false,
  status,
}: {
  goods: Goods;
  eager?: boolean;
  /** Said instead of the price: the viewer's holding's state where that is what matters (batch listing). */
  status?: ReactNode;
}) {
  const { t } = useTranslation('market');
  const name = goods.name || `#${goods.token_id}`;
  return (
    <>
      <span className="goods-card__media">
        <GoodsImage src={goods.image} alt={name} eager={eager} />
        {goods.rarity_rank !== null ? (
          <span className="goods-card__rank">{t('goods.rank', { rank: goods.rarity_rank })}</span>
        ) : null}
      </span>
      <span className="goods-card__body">
        <span className="goods-card__title">{name}</span>
        <CollectionName name={goods.collection_name} verified={goods.verified} />
        <span className="goods-card__price">
          {status ? (
            <span className="goods-card__muted">{status}</span>
          ) : goods.price !== null && goods.price_symbol ? (
            <strong>
              <Money kind="price" value={goods.price} symbol={goods.price_symbol} />
            </strong>
          ) : (
            <span className="goods-card__muted">{t('goods.notListed')}</span>
          )}
        </span>
        <span className="goods-card__muted goods-card__last">
          {goods.last_price !== null
            ? t('goods.lastSale', { price: displayAmount(goods.last_price), symbol: MARKET_COIN })
            : '\u00a0'}
        </span>
      </span>
    </>
  );
}

/** One token in a grid: picture, name, collection, price (or "not listed"), rarity and last sale. */
export function GoodsCard({ goods, eager = false }: { goods: Goods; eager?: boolean }) {
  return (
    <li className="goods-card" data-testid="goods-card" data-token={`${goods.symbol}#${goods.token_id}`}>
      <Link href={goodsHref(goods)} className="ui-tile">
        <GoodsCardFace goods={goods} eager={eager} />
      </Link>
    </li>
  );
}
