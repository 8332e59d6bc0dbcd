import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketOrder } from '@/contract/nftMarket/types';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { MAX_COIN_DECIMALS } from '@/domain/amountInput';
import { Button } from '@/shared/ui/Button';
import { AmountField } from '@/shared/ui/AmountField';
import { List } from '@/shared/ui/List';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { Sheet } from '@/shared/ui/Sheet';
import { useCollection, useListing, usePriceProblemText, useTradeFee } from '../hooks';
import { percent, priceProblemShown, sellBreakdown } from '../model';
import { BelowFloorNotice, useFloorCheck } from './BelowFloor';

/**
 * A new price for one of the caller's open orders (the token page's SellSheet wants the token's whole page; an order
 * row has only the order): the price checked as typed against the coin's range, and what the editions still for
 * sale would pay after the fee and the royalty. A price far below the collection's floor says how far, and is
 * confirmed with a second tap.
 */
export function OrderPriceSheet({ order, onClose }: { order: MarketOrder; onClose: () => void }) {
  const { t } = useTranslation('market');
  const fee = useTradeFee(order.symbol);
  const { change } = useListing();
  const [price, setPrice] = useState(order.price);
  const [touched, setTouched] = useState(false);
  useConfirmClosing(price !== order.price);
  const collection = useCollection(order.symbol);
  const coin = order.price_symbol;
  const message = usePriceProblemText()(price, fee.data, coin, order.price);
  const shown = priceProblemShown(price, touched) ? message : undefined;
  const floor = collection.data?.floor_price ?? null;
  const floorCheck = useFloorCheck(price, floor);
  const split = fee.data ? sellBreakdown(price, order.remaining, fee.data) : null;
  const submit = async () => {
    setTouched(true);
    if (message) return;
    if (floorCheck.asks()) return;
    if ((await change.run({ order_no: order.order_no, price })).ok) onClose();
  };
  return (
    <Sheet
      open
      onClose={onClose}
      title={t('sell.changeTitle')}
      footer={
        <Button variant="primary" block busy={change.busy} onClick={() => void submit()} data-testid="order-price-save">
          {floorCheck.asking ? t('sell.belowFloorConfirm') : t('sell.changeConfirm')}
        </Button>
      }
    >
      <List>
        <Row
          title={order.name || `#${order.token_id}`}
          subtitle={t('records.price.current')}
          value={<Money kind="price" value={order.price} symbol={coin} />}
        />
      </List>
      <AmountField
        label={t('sell.price', { symbol: coin })}
        decimals={fee.data?.decimals ?? MAX_COIN_DECIMALS}
        symbol={coin}
        value={price}
        error={shown ?? change.error?.message}
        onChange={setPrice}
        onBlur={() => setTouched(true)}
        data-testid="order-price"
        data-autofocus
      />
      <BelowFloorNotice
        check={floorCheck}
        floor={floor}
        coin={coin}
        decimals={fee.data?.decimals}
        testId="order-price-below-floor"
      />
      {fee.data ? (
        <List header={t('sell.breakdown')} testId="order-price-breakdown">
          <Row
            title={order.remaining > 1 ? t('buy.priceTimes', { count: order.remaining }) : t('sell.amount')}
            value={split ? <Money kind="price" value={split.amount} symbol={coin} /> : '—'}
          />
          <Row
            title={t('sell.fee', { rate: percent(fee.data.seller_fee_rate) })}
            value={split ? <Money kind="price" value={split.fee} symbol={coin} /> : '—'}
          />
          <Row
            title={t('sell.royalty', { rate: percent(fee.data.royalty_rate) })}
            value={split ? <Money kind="price" value={split.royalty} symbol={coin} /> : '—'}
          />
          <Row
            title={<strong>{t('sell.proceeds')}</strong>}
            value={
              split ? (
                <strong>
                  <Money kind="price" value={split.proceeds} symbol={coin} />
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
