import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NftErcType } from '@/contract/nftCustody/types';
import { formatDateTime } from '@/shared/lib/time';
import { EmptyState } from '@/shared/ui/EmptyState';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { LoadMore } from '@/shared/ui/LoadMore';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useOrderRanking } from '../hooks';
import './CollectionOrders.css';
import { marketUserName } from '../model';

const PAGE_SIZE = 10;
type Side = 'orders' | 'offers';

function OrdersPage(props: {
  side: Side;
  symbol: string;
  erc: NftErcType;
  page: number;
  last: boolean;
  onMore: () => void;
}) {
  const { t, i18n } = useTranslation('market');
  const query = useOrderRanking(props.side, props.symbol, props.page, PAGE_SIZE);
  if (query.isPending) return <Skeleton height={56} />;
  if (query.isError && !query.data) return <LoadFailed onRetry={() => void query.refetch()} busy={query.isFetching} />;
  const data = query.data!;
  if (props.page === 1 && data.count === 0) return <EmptyState text={t(`collection.rankings.${props.side}Empty`)} />;
  const first = (props.page - 1) * PAGE_SIZE;
  return (
    <>
      <List>
        {data.list.map((listing, index) => (
          <Row
            key={listing.order_no}
            data-testid={`ranking-${props.side}-row`}
            title={
              <span className="collection-orders__price">
                <span className="collection-orders__rank">{t('goods.rank', { rank: first + index + 1 })}</span>
                <Money kind="price" value={listing.price} symbol={listing.price_symbol} />
              </span>
            }
            subtitle={[
              listing.mine ? t('detail.yourListing') : marketUserName(listing.seller),
              formatDateTime(listing.created_at, i18n.language),
            ].join(' · ')}
            value={props.erc === 'ERC1155' ? t('detail.editions', { count: listing.remaining }) : undefined}
          />
        ))}
      </List>
      {props.last && data.count > props.page * PAGE_SIZE ? <LoadMore onMore={props.onMore} /> : null}
    </>
  );
}

/** One ranking of a collection's orders: its listings cheapest first, or its offers highest first. */
function OrderRanking({ side, symbol, erc }: { side: Side; symbol: string; erc: NftErcType }) {
  const { t } = useTranslation('market');
  const [pages, setPages] = useState(1);
  return (
    <section className="collection-orders__side" data-testid={`ranking-${side}`}>
      <h3 className="collection-orders__title">{t(`collection.rankings.${side}`)}</h3>
      {Array.from({ length: pages }, (_, index) => (
        <OrdersPage
          key={index}
          side={side}
          symbol={symbol}
          erc={erc}
          page={index + 1}
          last={index + 1 === pages}
          onMore={() => setPages(index + 2)}
        />
      ))}
    </section>
  );
}

/** The order rankings of a collection: open listings, cheapest first, beside the offers (none until offers exist). */
export function CollectionOrders({ symbol, erc }: { symbol: string; erc: NftErcType }) {
  return (
    <div className="collection-orders">
      <OrderRanking side="orders" symbol={symbol} erc={erc} />
      <OrderRanking side="offers" symbol={symbol} erc={erc} />
    </div>
  );
}
