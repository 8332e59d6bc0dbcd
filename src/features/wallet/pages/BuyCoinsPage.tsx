import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Banner } from '@/shared/ui/Banner';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { StatusCard } from '@/shared/ui/StatusCard';
import { Money } from '@/shared/ui/Money';
import { openProviderPage, useBalances, useFiatOrder } from '@/features/wallet/hooks';
import { orderOpen, orderTone, parseOrderNo } from '@/features/wallet/buyModel';
import { displayAmount } from '@/features/wallet/model';
import { CreditedBalance } from '@/features/wallet/components/CreditedBalance';
import '@/features/wallet/components/Overview.css';

/**
 * /asset/buyCoins?order=: a fiat order: the provider page to pay on (Telegram's main button opens it), its state
 * followed without a reload while the order is open, and once credited the coin's balance.
 */
export default function BuyCoinsPage() {
  const { t } = useTranslation('wallet');
  const [, navigate] = useLocation();
  const orderNo = parseOrderNo(useSearch());
  const [refused, setRefused] = useState(false);
  const query = useFiatOrder(orderNo);
  const balances = useBalances();
  const order = query.data?.order;
  const status = order?.status;
  const stillOpen = status ? orderOpen(status) : true;
  const refetchBalances = balances.refetch;
  // Credited: the balance is asked for at once (not at its next poll).
  useEffect(() => {
    if (status === 'credited') void refetchBalances();
  }, [status, refetchBalances]);

  if (!orderNo)
    return (
      <Page title={t('buy.orderTitle')}>
        <StatusCard status="failure" title={t('buy.noOrder')}>
          <ButtonLink href="/asset/buy" variant="primary">
            {t('buy.toBuy')}
          </ButtonLink>
        </StatusCard>
      </Page>
    );
  const url = query.data?.url ?? '';
  const pay = () => setRefused(!openProviderPage(url));
  return (
    <Page
      title={t('buy.orderTitle')}
      primary={
        order && stillOpen && url
          ? { text: t('buy.pay', { channel: order.channel_name }), onClick: pay, testId: 'buy-pay' }
          : { text: t('buy.again'), onClick: () => navigate('/asset/buy'), testId: 'buy-again' }
      }
    >
      <div className="wallet-stack">
        {query.isPending ? (
          <Skeleton height={220} radius={14} />
        ) : query.isError ? (
          <LoadFailed onRetry={() => void query.refetch()} busy={query.isFetching} />
        ) : order ? (
          <>
            <div data-testid="buy-order" data-status={order.status}>
              <StatusCard
                status={orderTone(order.status)}
                title={t(`buy.status.${order.status}`)}
                text={t(`buy.statusText.${order.status}`, {
                  amount: displayAmount(order.coin_amount),
                  symbol: order.symbol,
                  channel: order.channel_name,
                })}
              />
            </div>
            {refused ? <Banner tone="danger">{t('buy.linkRefused')}</Banner> : null}
            {order.status === 'credited' && balances.data ? (
              <CreditedBalance list={balances.data.list} symbol={order.symbol} testId="buy-balance" />
            ) : null}
            <List>
              <Row
                title={t('buy.youPay')}
                value={<Money kind="price" value={order.fiat_amount} symbol={order.fiat} />}
              />
              <Row title={t('buy.feeLabel')} value={<Money kind="price" value={order.fee} symbol={order.fiat} />} />
              <Row
                title={t('buy.priceLabel')}
                value={`1 ${order.symbol} = ${displayAmount(order.price)} ${order.fiat}`}
              />
              <Row
                title={t('buy.youGet')}
                value={<Money kind="price" value={order.coin_amount} symbol={order.symbol} testId="buy-coin-amount" />}
              />
              <Row title={t('buy.provider')} value={order.channel_name} />
              <Row title={t('buy.orderNo')} value={order.order_no} />
            </List>
          </>
        ) : null}
      </div>
    </Page>
  );
}
