import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { GoodsInfo } from '@/contract/nftMarket/types';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { LoadMore } from '@/shared/ui/LoadMore';
import { Page } from '@/shared/ui/Page';
import { Price } from '@/shared/ui/Price';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { PurchaseItem } from '../components/PurchaseItem';
import { useGoodsInfo, useOrderRanking } from '../hooks';
import { liveTopic, useMarketLive } from '../live';
import { buyHref, marketUserName } from '../model';
import './BuyPage.css';
import './DetailPage.css';

const PAGE_SIZE = 20;

/** One page of the token's listings, cheapest first; the last page shown ends with "load more" when more exist. */
function ListingsPage(props: { goods: GoodsInfo; page: number; last: boolean; onMore: () => void }) {
  const { t } = useTranslation('market');
  const query = useOrderRanking('orders', props.goods.symbol, props.page, PAGE_SIZE, props.goods.token_id);
  if (query.isPending) return <Skeleton height={56} />;
  if (query.isError && !query.data) return <LoadFailed onRetry={() => void query.refetch()} busy={query.isFetching} />;
  const data = query.data!;
  if (props.page === 1 && data.count === 0) return <EmptyState text={t('editions.noListings')} />;
  return (
    <>
      <List testId={`editions-listings-${props.page}`}>
        {data.list.map((listing) => (
          <Row
            key={listing.order_no}
            title={<Price value={listing.price} coin={listing.price_symbol} />}
            subtitle={[
              listing.mine ? t('detail.yourListing') : marketUserName(listing.seller),
              t('detail.editions', { count: listing.remaining }),
            ].join(' · ')}
            {...(listing.mine ? {} : { href: buyHref(props.goods, listing.order_no) })}
          />
        ))}
      </List>
      {props.last && data.count > props.page * PAGE_SIZE ? <LoadMore onMore={props.onMore} /> : null}
    </>
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
  const [pages, setPages] = useState(1);
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
      {Array.from({ length: pages }, (_, index) => (
        <ListingsPage
          key={index}
          goods={goods}
          page={index + 1}
          last={index + 1 === pages}
          onMore={() => setPages(index + 2)}
        />
      ))}
      <List header={t('editions.holders', { count: goods.owner_count })} testId="editions-holders">
        {goods.owners.map((owner) => (
          <Row key={owner.pay_id} title={marketUserName(owner)} value={t('detail.editions', { count: owner.amount })} />
        ))}
      </List>
    </Page>
  );
}
