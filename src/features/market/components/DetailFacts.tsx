import { useTranslation } from 'react-i18next';
import type { GoodsInfo } from '@/contract';
import { displayAmount } from '@/shared/lib/amountFormat';
import { useChainLabel } from '@/shared/lib/chains';
import { Button } from '@/shared/ui/Button';
import { List } from '@/shared/ui/List';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { buyHref, MARKET_COIN, marketUserName } from '../model';
import '../pages/DetailPage.css';

/** The token's price, its USD value and last sale; "Delist" when the viewer has it listed. */
export function DetailPrice({ goods, onDelist }: { goods: GoodsInfo; onDelist: (() => void) | null }) {
  const { t } = useTranslation('market');
  return (
    <div className="goods-detail__price ui-card" data-testid="detail-price">
      <span className="goods-detail__label">{goods.price ? t('detail.price') : t('goods.notListed')}</span>
      {goods.price && goods.price_symbol ? (
        <strong className="goods-detail__amount">
          <Money kind="price" value={goods.price} symbol={goods.price_symbol} />
        </strong>
      ) : null}
      {goods.usd_price ? (
        <span className="goods-detail__usd">{t('detail.usd', { value: goods.usd_price })}</span>
      ) : null}
      {goods.last_price ? (
        <span className="goods-detail__usd">
          {t('goods.lastSale', { price: displayAmount(goods.last_price), symbol: MARKET_COIN })}
        </span>
      ) : null}
      {onDelist ? (
        <Button variant="ghost" size="sm" onClick={onDelist} data-testid="detail-delist">
          {t('sell.delist')}
        </Button>
      ) : null}
    </div>
  );
}

/** Who owns it, its rarity, supply, what the viewer holds, standard, chain and token id. */
export function DetailAbout({ goods }: { goods: GoodsInfo }) {
  const { t } = useTranslation('market');
  const chainName = useChainLabel();
  return (
    <List header={t('detail.about')}>
      <Row
        title={t('detail.owner', { count: goods.owner_count })}
        value={goods.owners.map(marketUserName).join(', ') || '—'}
      />
      {goods.rarity_rank !== null ? (
        <Row
          title={t('detail.rarity')}
          value={t('detail.rank', { rank: goods.rarity_rank, total: goods.rarity_total })}
        />
      ) : null}
      {goods.erc_type === 'ERC1155' ? <Row title={t('detail.supply')} value={goods.supply} /> : null}
      {goods.mine ? (
        <Row title={t('detail.youHold')} value={t('detail.editions', { count: goods.mine.amount })} />
      ) : null}
      <Row title={t('detail.standard')} value={goods.erc_type} />
      <Row title={t('detail.chain')} value={chainName(goods.chain_name)} testId="detail-chain" />
      <Row title={t('detail.tokenId')} value={goods.token_id} />
    </List>
  );
}

/** Every open listing of the token, cheapest first; another's opens its purchase. */
export function DetailListings({ goods }: { goods: GoodsInfo }) {
  const { t } = useTranslation('market');
  if (goods.listings.length === 0) return null;
  return (
    <List header={t('detail.listings', { count: goods.listings.length })} testId="detail-listings">
      {goods.listings.map((listing) => (
        <Row
          key={listing.order_no}
          title={<Money kind="price" value={listing.price} symbol={listing.price_symbol} />}
          subtitle={[
            listing.mine ? t('detail.yourListing') : marketUserName(listing.seller),
            goods.erc_type === 'ERC1155' ? t('detail.editions', { count: listing.remaining }) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
          {...(listing.mine ? {} : { href: buyHref(goods, listing.order_no) })}
        />
      ))}
    </List>
  );
}
