import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import type { ListCheckLine, TradeFeeRes } from '@/contract/nftMarket.types';
import { MAX_COIN_DECIMALS } from '@/domain/amountInput';
import type { PriceRange } from '@/domain/price';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { isLoggedIn } from '@/session/session';
import { displayAmount } from '@/shared/lib/amountFormat';
import { isValidPrice } from '@/shared/lib/validate';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Dialog } from '@/shared/ui/Dialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { AmountField } from '@/shared/ui/AmountField';
import { IconButton } from '@/shared/ui/IconButton';
import { Page } from '@/shared/ui/Page';
import { Price } from '@/shared/ui/Price';
import { editionsOf, groupBySymbol, lineProblem, listBatchBody, samePrices, type BatchItem } from '../batch';
import { batchState, clearBatch, removeBatchItem, setBatchPrices } from '../batchState';
import { CollectionName } from '../components/GoodsCard';
import { RecordItem } from '../components/RecordItem';
import { SignInPrompt } from '../components/SignInPrompt';
import { useBatchListing, useCollection, usePriceProblemText, useTradeFee } from '../hooks';
import { belowFloor, goodsHref, MARKET_COIN, percent, sellBreakdown } from '../model';
import '../components/Batch.css';
import '../components/Records.css';

/** What the check said of a line, for the price and editions it was asked with. */
interface Answer {
  typed: string;
  line: ListCheckLine;
}
const typedOf = (item: Pick<BatchItem, 'editions'>, price: string) => `${price}|${item.editions}`;

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
          {split && fee ? <Price value={split.proceeds} coin={coin} decimals={fee.decimals} /> : '—'}
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
function BatchGroup({
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
                {t('batch.on.floor')} <Price value={floor} coin={collection.data!.price_symbol} />
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

/**
 * /nft/batch/on: a price for each chosen NFT (one for all, or each collection's floor), checked as typed, what each
 * pays after the fee and its collection's royalty, then "Check" (on_batch_verify: each line's answer under it) and
 * "List N" (on_batch_v2): every line or none; a refusal lists nothing and says which line.
 */
export default function BatchOnPage() {
  const { t } = useTranslation('market');
  if (!isLoggedIn()) return <SignInPrompt title={t('batch.on.title')} text={t('batch.signedOut')} />;
  return <BatchOn />;
}

function BatchOn() {
  const { t } = useTranslation('market');
  const [, navigate] = useLocation();
  const { items, prices } = useSnapshot(batchState);
  const range = useTradeFee();
  const { verify, list } = useBatchListing();
  const [answers, setAnswers] = useState<Map<number, Answer>>(new Map());
  const [same, setSame] = useState('');
  const [floors, setFloors] = useState<Readonly<Record<string, string | null>>>({});
  const onFloor = useCallback(
    (symbol: string, floor: string | null) =>
      setFloors((now) => (now[symbol] === floor ? now : { ...now, [symbol]: floor })),
    [],
  );
  const [askFloor, setAskFloor] = useState(false);
  const typedAny = Object.values(prices).some(Boolean);
  useConfirmClosing(typedAny);

  if (items.length === 0)
    return (
      <Page title={t('batch.on.title')}>
        <EmptyState text={t('batch.on.empty')} />
        <ButtonLink href="/nft/batch" variant="primary" block>
          {t('batch.on.choose')}
        </ButtonLink>
      </Page>
    );

  const lines = items as BatchItem[];
  const answerOf = (item: BatchItem) => {
    const answer = answers.get(item.item_id);
    return answer && answer.typed === typedOf(item, prices[item.item_id] ?? '') ? answer.line : undefined;
  };
  const problems = lines.filter(
    (item) => lineProblem(prices[item.item_id] ?? '', range.data) !== null || editionsOf(item) === null,
  ).length;
  const refused = lines.filter((item) => answerOf(item)?.ok === false).length;
  // lines priced far below their collection's floor: listed only once the seller confirms
  const belowFloorLines = lines.filter(
    (item) => belowFloor(prices[item.item_id] ?? '', floors[item.goods.symbol]) !== null,
  ).length;
  const body = listBatchBody(lines, prices);
  const busy = verify.busy || list.busy;

  /** The dry run: each line's answer, kept with what was typed when it was asked. */
  const check = async () => {
    const outcome = await verify.run(body);
    if (!outcome.ok) return null;
    const next = new Map<number, Answer>();
    for (const line of outcome.data.lines) {
      const item = lines.find((entry) => entry.item_id === line.item_id);
      if (item) next.set(line.item_id, { typed: typedOf(item, prices[item.item_id] ?? ''), line });
    }
    setAnswers(next);
    return outcome.data.lines;
  };
  const submit = async () => {
    const checked = await check();
    if (!checked || checked.some((line) => !line.ok)) return;
    const outcome = await list.run(body);
    if (outcome.ok) {
      clearBatch();
      navigate('/nft/nftRecordPageOrder?status=open', { replace: true });
    } else await check(); // something changed meanwhile: the lines say what
  };

  return (
    <Page
      title={t('batch.on.title')}
      wide
      primary={{
        text: t('batch.on.list', { count: lines.length }),
        onClick: () => (belowFloorLines > 0 ? setAskFloor(true) : void submit()),
        busy,
        disabled: problems > 0,
        testId: 'batch-list',
      }}
    >
      <div className="batch-stack">
        <AmountField
          className="batch-field"
          label={t('batch.on.same', { symbol: range.data?.price_symbol ?? MARKET_COIN })}
          decimals={range.data?.decimals ?? MAX_COIN_DECIMALS}
          symbol={range.data?.price_symbol ?? MARKET_COIN}
          value={same}
          error={same && !isValidPrice(same) ? t('sell.priceInvalid') : undefined}
          onChange={setSame}
          data-testid="batch-same"
          trailing={
            <Button
              variant="ghost"
              size="sm"
              disabled={!isValidPrice(same)}
              onClick={() =>
                setBatchPrices(
                  samePrices(
                    lines.map((item) => item.item_id),
                    same,
                  ),
                )
              }
              data-testid="batch-same-apply"
            >
              {t('batch.on.apply')}
            </Button>
          }
        />
        {refused > 0 ? (
          <Banner tone="danger" title={t('batch.on.refusedTitle')} testId="batch-refused">
            {t('batch.on.refused', { count: refused })}
          </Banner>
        ) : list.error && !verify.busy ? (
          <Banner tone="danger" title={t('batch.on.refusedTitle')}>
            {list.error.message}
          </Banner>
        ) : null}
        {groupBySymbol(lines).map(([symbol, group]) => (
          <BatchGroup
            key={symbol}
            symbol={symbol}
            items={group}
            prices={prices}
            range={range.data}
            answerOf={answerOf}
            onFloor={onFloor}
          />
        ))}
        <div className="records-bar">
          <p className="records-hint" aria-live="polite">
            {problems > 0 ? t('batch.on.missing', { count: problems }) : t('batch.on.ready', { count: lines.length })}
          </p>
          <Button
            variant="secondary"
            busy={verify.busy && !list.busy}
            disabled={problems > 0 || busy}
            onClick={() => void check()}
            data-testid="batch-check"
          >
            {t('batch.on.check')}
          </Button>
        </div>
      </div>
      <Dialog
        open={askFloor}
        onClose={() => setAskFloor(false)}
        title={t('sell.belowFloorTitle')}
        confirmText={t('sell.belowFloorConfirm')}
        onConfirm={() => {
          setAskFloor(false);
          void submit();
        }}
      >
        <p data-testid="batch-below-floor-confirm">{t('batch.on.belowFloorText', { count: belowFloorLines })}</p>
      </Dialog>
    </Page>
  );
}
