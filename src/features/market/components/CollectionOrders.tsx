import { useTranslation } from 'react-i18next';
import { usePagedQuery } from '@/api/usePagedQuery';
import type { NftErcType } from '@/contract/nftCustody/types';
import { formatDateTime } from '@/shared/lib/time';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Money } from '@/shared/ui/Money';
import { PagedList } from '@/shared/ui/PagedList';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useOrderRanking } from '../hooks';
import './CollectionOrders.css';
import { marketUserName } from '../model';

const PAGE_SIZE = 10;
type Side = 'orders' | 'offers';

/** One ranking of a collection's orders: its listings cheapest first, or its offers highest first. */
function OrderRanking({ side, symbol, erc }: { side: Side; symbol: string; erc: NftErcType }) {
  const { t, i18n } = useTranslation('market');
  const paged = usePagedQuery(
    function usePage(page: number) {
      return useOrderRanking(side, symbol, page, PAGE_SIZE);
    },
    { pageSize: PAGE_SIZE, keyOf: (listing) => listing.order_no, filter: symbol },
  );
  return (
    <section className="collection-orders__side" data-testid={`ranking-${side}`}>
      <h3 className="collection-orders__title">{t(`collection.rankings.${side}`)}</h3>
      <PagedList
        paged={paged}
        skeleton={<Skeleton height={56} />}
        empty={<EmptyState text={t(`collection.rankings.${side}Empty`)} />}
        renderItem={(listing, position) => (
          <Row
            data-testid={`ranking-${side}-row`}
            title={
              <span className="collection-orders__price">
                <span className="collection-orders__rank">{t('goods.rank', { rank: position + 1 })}</span>
                <Money kind="price" value={listing.price} symbol={listing.price_symbol} />
              </span>
            }
            subtitle={[
              listing.mine ? t('detail.yourListing') : marketUserName(listing.seller),
              formatDateTime(listing.created_at, i18n.language),
            ].join(' · ')}
            value={erc === 'ERC1155' ? t('detail.editions', { count: listing.remaining }) : undefined}
          />
        )}
      />
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
