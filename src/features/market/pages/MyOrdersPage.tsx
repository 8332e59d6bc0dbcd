import { useLoggedIn } from '@/session/useLoggedIn';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { MarketOrder } from '@/contract/nftMarket/types';
import { formatDateTime } from '@/shared/lib/time';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Dialog } from '@/shared/ui/Dialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Page } from '@/shared/ui/Page';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { Segmented } from '@/shared/ui/Segmented';
import { OrderPriceSheet } from '../components/OrderPriceSheet';
import { RecordItem, RecordValue } from '../components/RecordItem';
import { RecordPages } from '../components/RecordPages';
import { useListing, useMyOrders } from '../hooks';
import { goodsHref } from '../model';
import { ORDER_FILTERS, oneOf, orderStatusOf, type OrderFilter } from '../records';
import { liveTopic, useMarketLive } from '../live';

function OrderRow({ order, onChange, onDelist }: { order: MarketOrder; onChange: () => void; onDelist: () => void }) {
  const { t, i18n } = useTranslation('market');
  const open = order.status === 'open';
  return (
    <Row
      testId="order-row"
      data-status={order.status}
      data-order={order.order_no}
      title={
        <RecordItem
          image={order.image}
          name={order.name || `#${order.token_id}`}
          href={goodsHref(order)}
          lines={[
            order.collection_name,
            open
              ? t('records.orders.left', { remaining: order.remaining, quantity: order.quantity })
              : t('records.orders.sold', { sold: order.quantity - order.remaining, quantity: order.quantity }),
            formatDateTime(order.updated_at, i18n.language),
          ]}
          actions={
            open ? (
              <>
                <Button size="sm" onClick={onChange} data-testid="order-change">
                  {t('records.orders.change')}
                </Button>
                <Button size="sm" variant="danger" onClick={onDelist} data-testid="order-delist">
                  {t('records.orders.delist')}
                </Button>
              </>
            ) : undefined
          }
        />
      }
      value={
        <RecordValue
          label={<Badge tone={open ? 'success' : 'info'}>{t(`records.orders.status.${order.status}`)}</Badge>}
        >
          <Money kind="price" value={order.price} symbol={order.price_symbol} />
        </RecordValue>
      }
    />
  );
}

function OrderList({ filter }: { filter: OrderFilter }) {
  const { t } = useTranslation('market');
  const { delist } = useListing();
  const [repricing, setRepricing] = useState<MarketOrder | null>(null);
  const [delisting, setDelisting] = useState<MarketOrder | null>(null);
  const status = orderStatusOf(filter);
  const usePage = (page: number) => useMyOrders(status, page);
  return (
    <>
      <RecordPages
        usePage={usePage}
        keyOf={(order) => order.order_no}
        renderRow={(order) => (
          <OrderRow order={order} onChange={() => setRepricing(order)} onDelist={() => setDelisting(order)} />
        )}
        empty={<EmptyState text={filter === 'all' ? t('records.orders.empty') : t('records.orders.emptyOf')} />}
        testId="my-orders"
      />
      {repricing ? <OrderPriceSheet order={repricing} onClose={() => setRepricing(null)} /> : null}
      <Dialog
        open={delisting !== null}
        onClose={() => setDelisting(null)}
        title={t('sell.delistTitle')}
        confirmText={t('sell.delist')}
        confirmLoading={delist.busy}
        onConfirm={() => {
          if (!delisting) return;
          // sold or delisted meanwhile: the notice says so and the list refreshes, nothing to retry
          void delist.run({ order_no: delisting.order_no }).then(() => setDelisting(null));
        }}
      >
        {t('sell.delistText')}
      </Dialog>
    </>
  );
}

/**
 * /nft/nftRecordPageOrder ("My orders", sign-in): the caller's listings, newest first, filtered by status (in the
 * URL); an open one can be re-priced or delisted from its row.
 */
export default function MyOrdersPage() {
  const { t } = useTranslation('market');
  const loggedIn = useLoggedIn();
  useMarketLive([loggedIn ? liveTopic.me : '']);
  const [location, navigate] = useLocation();
  const filter = oneOf(ORDER_FILTERS, new URLSearchParams(useSearch()).get('status'));
  return (
    <Page title={t('records.orders.title')}>
      <div className="records-stack">
        <Segmented
          label={t('records.orders.filter')}
          size="sm"
          value={filter}
          onChange={(next) => navigate(next === 'all' ? location : `${location}?status=${next}`, { replace: true })}
          options={ORDER_FILTERS.map((value) => ({
            value,
            label: value === 'all' ? t('records.orders.all') : t(`records.orders.status.${value}`),
          }))}
          testId="my-orders-filter"
        />
        <div className="records-bar">
          <ButtonLink href="/nft/batch" variant="secondary" size="sm" data-testid="orders-batch">
            {t('batch.pick.title')}
          </ButtonLink>
          <ButtonLink href="/nft/batch/update" variant="secondary" size="sm" data-testid="orders-batch-update">
            {t('batch.update.title')}
          </ButtonLink>
        </div>
        <OrderList key={filter} filter={filter} />
      </div>
    </Page>
  );
}
