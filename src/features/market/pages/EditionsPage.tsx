import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { usePagedQuery } from '@/api/usePagedQuery';
import type { GoodsInfo } from '@/contract/nftMarket/types';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';
import { PagedList } from '@/shared/ui/PagedList';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { PurchaseItem } from '../components/PurchaseItem';
import { useGoodsInfo, useOrderRanking } from '../hooks';
import { liveTopic, useMarketLive } from '../live';
import { buyHref, marketUserName } from '../model';
import './BuyPage.css';
import './DetailPage.css';

const PAGE_SIZE = 20;

/** The token's listings, cheapest first, page by page; a listing not the caller's opens its purchase. */
function Listings({ goods }: { goods: GoodsInfo }) {
  const { t } = useTranslation('market');
  const paged = usePagedQuery(
    function usePage(page: number) {
      return useOrderRanking('orders', goods.symbol, page, PAGE_SIZE, goods.token_id);
    },
    { pageSize: PAGE_SIZE, keyOf: (listing) => listing.order_no, filter: [goods.symbol, goods.token_id] },
  );
  return (
    <PagedList
      paged={paged}
      testId="editions-listings"
      skeleton={<Skeleton height={56} />}
      empty={<EmptyState text={t('editions.noListings')} />}
      renderItem={(listing) => (
        <Row
          title={<Money kind="price" value={listing.price} symbol={listing.price_symbol} />}
          subtitle={[
            listing.mine ? t('detail.yourListing') : marketUserName(listing.seller),
            t('detail.editions', { count: listing.remaining }),
          ].join(' · ')}
          {...(listing.mine ? {} : { href: buyHref(goods, listing.order_no) })}
        />
      )}
    />
  );
}

/**
 * /nft/detail1156?symbol=&token_id=: an ERC1155 token's editions, the view a token with many sellers needs (spec
 * section 2 names the route without a description; docs/market.md): every listing of its editions, cheapest first,
 * and its holders with how many each holds; "Buy the cheapest" leads to the quick buy.
 */
export default function EditionsPage() {
  const { t } = useTranslation('market');
  const query = new URLSearchParams(useSearch());
  const symbol = query.get('symbol')?.trim().toUpperCase() ?? '';
  const tokenId = query.get('token_id')?.trim() ?? '';
  const info = useGoodsInfo(symbol, tokenId);
  useMarketLive([liveTopic.token(symbol, tokenId)]);
  const goods = info.data;
  if (!goods)
    return (
      <Page title={t('editions.title')}>
        {info.isError ? (
          info.error.code === 33040 ? (
            <EmptyState text={t('detail.notFound')} />
          ) : (
            <LoadFailed onRetry={() => void info.refetch()} busy={info.isFetching} />
          )
        ) : (
          <Skeleton height={200} radius={16} />
        )}
      </Page>
    );
  return (
    <Page title={t('editions.title')} wide>
      <PurchaseItem
        goods={goods}
        note={t('editions.summary', { supply: goods.supply, listed: goods.listed_quantity, owners: goods.owner_count })}
      />
      {goods.erc_type === 'ERC1155' && goods.listed_quantity > 0 ? (
        <ButtonLink
          href={`/nft/detail1155/fastBuy?symbol=${encodeURIComponent(goods.symbol)}&token_id=${encodeURIComponent(goods.token_id)}`}
          variant="secondary"
          block
        >
          {t('editions.buyCheapest')}
        </ButtonLink>
      ) : null}
      <h2 className="goods-detail__section">{t('editions.listings')}</h2>
      <Listings goods={goods} />
      <List header={t('editions.holders', { count: goods.owner_count })} testId="editions-holders">
        {goods.owners.map((owner) => (
          <Row key={owner.pay_id} title={marketUserName(owner)} value={t('detail.editions', { count: owner.amount })} />
        ))}
      </List>
    </Page>
  );
}
