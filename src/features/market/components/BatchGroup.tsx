import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListCheckLine, TradeFeeRes } from '@/contract';
import { MAX_COIN_DECIMALS } from '@/domain/amountInput';
import type { PriceRange } from '@/domain/price';
import { displayAmount } from '@/shared/lib/amountFormat';
import { AmountField } from '@/shared/ui/AmountField';
import { Button } from '@/shared/ui/Button';
import { IconButton } from '@/shared/ui/IconButton';
import { Money } from '@/shared/ui/Money';
import { editionsOf, samePrices, type BatchItem } from '../batch';
import { removeBatchItem, setBatchPrices } from '../batchState';
import { useCollection, usePriceProblemText, useTradeFee } from '../hooks';
import { belowFloor, goodsHref, MARKET_COIN, percent, sellBreakdown } from '../model';
import { CollectionName } from './GoodsCard';
import { RecordItem } from './RecordItem';
import './Batch.css';

/**
 * One line: the token, its price (checked as typed), what it pays, how far below its collection's floor when far
 * below, and the check's answer under it.
 */
function BatchLine({
  item,
  price,
  fee,
  range,
  floor,
  answer,
}: {
  item: BatchItem;
  price: string;
  fee: TradeFeeRes | undefined;
  range: PriceRange | undefined;
  floor: string | null;
  answer: ListCheckLine | undefined;
}) {
  const { t } = useTranslation('market');
  const problemText = usePriceProblemText();
  const goods = item.goods;
  const name = goods.name || `#${goods.token_id}`;
  const editions = editionsOf(item) ?? 1;
  const split = fee ? sellBreakdown(price, editions, fee) : null;
  const coin = fee?.price_symbol ?? MARKET_COIN;
  const below = belowFloor(price, floor);
  return (
    <li className="batch-line" data-testid="batch-line" data-item={item.item_id}>
      <div className="batch-line__head">
        <RecordItem
          image={goods.image}
          name={name}
          href={goodsHref(goods)}
          lines={[goods.erc_type === 'ERC1155' ? t('detail.editions', { count: editions }) : goods.erc_type]}
        />
        <IconButton
          icon="close"
          aria-label={t('batch.on.removeNamed', { name })}
          onClick={() => removeBatchItem(item.item_id)}
          data-testid="batch-remove"
        />
      </div>
      <div className="batch-line__fields">
        <AmountField
          label={t('sell.price', { symbol: coin })}
          decimals={range?.decimals ?? MAX_COIN_DECIMALS}
          symbol={coin}
          value={price}
          error={problemText(price, range, coin)}
          onChange={(typed) => setBatchPrices({ [item.item_id]: typed })}
          data-testid="batch-price"
        />
        <span className="batch-line__receive" data-testid="batch-receive">
          {t('sell.proceeds')}:{' '}
          {split && fee ? <Money kind="price" value={split.proceeds} symbol={coin} decimals={fee.decimals} /> : '—'}
        </span>
        {below !== null && floor ? (
          <span className="batch-line__warn" data-testid="batch-below-floor">
            {t('sell.belowFloor', {
              percent: below,
              floor: `${displayAmount(floor, fee?.decimals)} ${coin}`,
            })}
          </span>
        ) : null}
        {answer ? (
          <span
            className={`batch-line__answer batch-line__answer--${answer.ok ? 'ok' : 'refused'}`}
            role={answer.ok ? undefined : 'alert'}
            data-testid="batch-answer"
            data-ok={String(answer.ok)}
          >
            {answer.ok ? t('batch.on.ok') : answer.msg}
          </span>
        ) : null}
      </div>
    </li>
  );
}

/** A collection's lines, with its royalty (each collection has its own) and its floor as a shortcut. */
export function BatchGroup({
  symbol,
  items,
  prices,
  range,
  answerOf,
  onFloor,
}: {
  symbol: string;
  items: BatchItem[];
  prices: Readonly<Record<string, string>>;
  range: PriceRange | undefined;
  answerOf: (item: BatchItem) => ListCheckLine | undefined;
  /** Tells the page the collection's floor (the page asks before listing far below it). */
  onFloor: (symbol: string, floor: string | null) => void;
}) {
  const { t } = useTranslation('market');
  const fee = useTradeFee(symbol);
  const collection = useCollection(symbol);
  const floor = collection.data?.floor_price ?? null;
  useEffect(() => onFloor(symbol, floor), [onFloor, symbol, floor]);
  const first = items[0]!.goods;
  return (
    <section className="batch-group" data-testid="batch-group" data-symbol={symbol}>
      <div className="batch-group__head">
        <span className="batch-group__facts">
          <CollectionName name={first.collection_name} verified={first.verified} />
          <span>
            {fee.data ? t('batch.on.royalty', { rate: percent(fee.data.royalty_rate) }) : '\u00a0'}
            {' · '}
            {floor ? (
              <>
                {t('batch.on.floor')} <Money kind="price" value={floor} symbol={collection.data!.price_symbol} />
              </>
            ) : (
              t('batch.on.noFloor')
            )}
          </span>
        </span>
        {floor ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              setBatchPrices(
                samePrices(
                  items.map((item) => item.item_id),
                  floor,
                ),
              )
            }
            data-testid="batch-floor"
          >
            {t('batch.on.useFloor')}
          </Button>
        ) : null}
      </div>
      <ul className="batch-lines">
        {items.map((item) => (
          <BatchLine
            key={item.item_id}
            item={item}
            price={prices[item.item_id] ?? ''}
            fee={fee.data}
            range={range}
            floor={floor}
            answer={answerOf(item)}
          />
        ))}
      </ul>
    </section>
  );
}
