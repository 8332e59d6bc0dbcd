import { useTranslation } from 'react-i18next';
import type { MarketOrder } from '@/contract';
import { MAX_COIN_DECIMALS } from '@/domain/amountInput';
import type { PriceRange } from '@/domain/price';
import { AmountField } from '@/shared/ui/AmountField';
import { Checkbox } from '@/shared/ui/Checkbox';
import { Money } from '@/shared/ui/Money';
import { usePriceProblemText, useTradeFee } from '../hooks';
import { sellBreakdown } from '../model';
import { RecordItem } from './RecordItem';
import './Batch.css';

/** One open order: a check box; chosen, its new price (checked as typed) and what it would pay. */
export function OrderLine({
  order,
  chosen,
  price,
  range,
  onToggle,
  onPrice,
}: {
  order: MarketOrder;
  chosen: boolean;
  price: string;
  range: PriceRange | undefined;
  onToggle: () => void;
  onPrice: (price: string) => void;
}) {
  const { t } = useTranslation('market');
  // the fee and this collection's royalty (asked once per collection: the query is shared)
  const fee = useTradeFee(chosen ? order.symbol : undefined);
  const name = order.name || `#${order.token_id}`;
  const error = usePriceProblemText()(price, range, order.price_symbol);
  const split = chosen && fee.data && price ? sellBreakdown(price, order.remaining, fee.data) : null;
  return (
    <li className="batch-line batch-line--pick" data-testid="batch-order" data-order={order.order_no}>
      <Checkbox
        label={
          <RecordItem
            image={order.image}
            name={name}
            lines={[
              order.collection_name,
              <>
                {t('batch.update.current')}{' '}
                <strong data-testid="batch-order-price">
                  <Money kind="price" value={order.price} symbol={order.price_symbol} />
                </strong>
                {order.erc_type === 'ERC1155' ? ` · ${t('detail.editions', { count: order.remaining })}` : null}
              </>,
            ]}
          />
        }
        checked={chosen}
        onChange={onToggle}
        testId="batch-order-select"
      />
      {chosen ? (
        <div className="batch-line__fields">
          <AmountField
            label={t('batch.update.newPrice', { symbol: order.price_symbol })}
            decimals={range?.decimals ?? MAX_COIN_DECIMALS}
            symbol={order.price_symbol}
            placeholder={order.price}
            value={price}
            error={error}
            onChange={onPrice}
            data-testid="batch-new-price"
          />
          {split ? (
            <span className="batch-line__receive">
              {t('sell.proceeds')}:{' '}
              <Money kind="price" value={split.proceeds} symbol={order.price_symbol} decimals={fee.data!.decimals} />
            </span>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
