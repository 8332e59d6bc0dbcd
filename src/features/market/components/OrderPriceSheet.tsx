import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketOrder } from '@/contract/nftMarket.types';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { formatAmount } from '@/shared/lib/amountFormat';
import { Button } from '@/shared/ui/Button';
import { Field } from '@/shared/ui/Field';
import { List } from '@/shared/ui/List';
import { Price } from '@/shared/ui/Price';
import { Row } from '@/shared/ui/Row';
import { Sheet } from '@/shared/ui/Sheet';
import { useListing, useTradeFee } from '../hooks';
import { percent, sellBreakdown } from '../model';
import { priceProblem } from '../records';

/**
 * A new price for one of the caller's open orders (the token page's SellSheet wants the token's whole page; an order
 * row has only the order): the price checked as typed against the coin's range, and what the editions still for
 * sale would pay after the fee and the royalty.
 */
export function OrderPriceSheet({ order, onClose }: { order: MarketOrder; onClose: () => void }) {
  const { t } = useTranslation('market');
  const fee = useTradeFee(order.symbol);
  const { change } = useListing();
  const [price, setPrice] = useState(order.price);
  const [touched, setTouched] = useState(false);
  useConfirmClosing(price !== order.price);
  const problem = priceProblem(price, order.price, fee.data);
  const limit = (value: string) => `${formatAmount(value, 8, { grouping: true })} ${order.price_symbol}`;
  const message =
    problem === 'invalid'
      ? t('sell.priceInvalid')
      : problem === 'same'
        ? t('records.price.same')
        : problem === 'low'
          ? t('records.price.low', { price: limit(fee.data!.min_price) })
          : problem === 'high'
            ? t('records.price.high', { price: limit(fee.data!.max_price) })
            : undefined;
  const split = fee.data ? sellBreakdown(price, order.remaining, fee.data) : null;
  const submit = async () => {
    setTouched(true);
    if (problem) return;
    if ((await change.run({ order_no: order.order_no, price })).ok) onClose();
  };
  const coin = order.price_symbol;
  return (
    <Sheet
      open
      onClose={onClose}
      title={t('sell.changeTitle')}
      footer={
        <Button variant="primary" block busy={change.busy} onClick={() => void submit()} data-testid="order-price-save">
          {t('sell.changeConfirm')}
        </Button>
      }
    >
      <List>
        <Row
          title={order.name || `#${order.token_id}`}
          subtitle={t('records.price.current')}
          value={<Price value={order.price} coin={coin} decimals={8} />}
        />
      </List>
      <Field
        label={t('sell.price', { symbol: coin })}
        inputMode="decimal"
        autoComplete="off"
        value={price}
        error={(touched ? message : undefined) ?? change.error?.message}
        onChange={(event) => setPrice(event.target.value.trim())}
        onBlur={() => setTouched(true)}
        data-testid="order-price"
        data-autofocus
      />
      {fee.data ? (
        <List header={t('sell.breakdown')} testId="order-price-breakdown">
          <Row
            title={order.remaining > 1 ? t('buy.priceTimes', { count: order.remaining }) : t('sell.amount')}
            value={split ? <Price value={split.amount} coin={coin} decimals={8} /> : '—'}
          />
          <Row
            title={t('sell.fee', { rate: percent(fee.data.seller_fee_rate) })}
            value={split ? <Price value={split.fee} coin={coin} decimals={8} /> : '—'}
          />
          <Row
            title={t('sell.royalty', { rate: percent(fee.data.royalty_rate) })}
            value={split ? <Price value={split.royalty} coin={coin} decimals={8} /> : '—'}
          />
          <Row
            title={<strong>{t('sell.proceeds')}</strong>}
            value={
              split ? (
                <strong>
                  <Price value={split.proceeds} coin={coin} decimals={8} />
                </strong>
              ) : (
                '—'
              )
            }
            testId="order-price-proceeds"
          />
        </List>
      ) : null}
    </Sheet>
  );
}
