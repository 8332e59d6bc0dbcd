import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { SwapKind, SwapOrder } from '@/contract/wallet/types';
import { typedAmount } from '@/domain/amountInput';
import { formatDateTime } from '@/shared/lib/time';
import { AmountField } from '@/shared/ui/AmountField';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Icon } from '@/shared/ui/Icon';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { StatusCard } from '@/shared/ui/StatusCard';
import { SlippageChips } from '@/features/wallet/components/SlippageChips';
import { SwapCoinSelect } from '@/features/wallet/components/SwapCoinSelect';
import {
  errorCode,
  useBalances,
  useCoins,
  useNow,
  useSettled,
  useSwapApply,
  useSwapPairs,
  useSwapQuote,
} from '@/features/wallet/hooks';
import { displayAmount } from '@/features/wallet/model';
import {
  DEFAULT_SLIPPAGE,
  PRICE_MOVED_CODE,
  QUOTE_DEBOUNCE_MS,
  QUOTE_EXPIRED_CODE,
  amountProblem,
  choosePair,
  findPair,
  flipPair,
  fromCoins,
  impactIsHigh,
  maxAmount,
  parseSwapSearch,
  secondsLeft,
  slippageProblem,
  swapAvailable,
  swapBase,
  toCoins,
} from '@/features/wallet/swapModel';
import './Swap.css';
import './Overview.css';

/** The swap's receipt; "Swap again" is the screen's one primary action (Telegram's main button), not repeated here. */
function SwapReceipt({ order, kind }: { order: SwapOrder; kind: SwapKind }) {
  const { t, i18n } = useTranslation('wallet');
  return (
    <div className="wallet-stack" data-testid="swap-receipt">
      <StatusCard
        status="success"
        title={t('swap.doneTitle')}
        text={t('swap.doneText', {
          from: `${displayAmount(order.from_amount)} ${order.from_symbol}`,
          to: `${displayAmount(order.to_amount)} ${order.to_symbol}`,
        })}
      >
        <ButtonLink href={`${swapBase(kind)}/history`} variant="ghost">
          {t('swap.history')}
        </ButtonLink>
      </StatusCard>
      <List>
        <Row title={t('swap.paid')} value={`${displayAmount(order.from_amount)} ${order.from_symbol}`} />
        <Row title={t('swap.fee')} value={`${displayAmount(order.fee)} ${order.from_symbol}`} />
        <Row
          title={t('swap.received')}
          value={
            <span data-testid="swap-receipt-received">{`${displayAmount(order.to_amount)} ${order.to_symbol}`}</span>
          }
        />
        <Row
          title={t('swap.rate')}
          value={`1 ${order.from_symbol} ≈ ${displayAmount(order.rate)} ${order.to_symbol}`}
        />
        <Row title={t('swap.time')} value={formatDateTime(order.created_at, i18n.language)} />
      </List>
    </div>
  );
}

/**
 * The swap form of one kind (standard: the spot account; Seraph: the game account): configured pairs only, a
 * live quote with its countdown, slippage, and the swap as Telegram's main button.
 */
export function SwapForm({ kind }: { kind: SwapKind }) {
  const { t } = useTranslation('wallet');
  const asked = parseSwapSearch(useSearch());
  const pairs = useSwapPairs(kind);
  const balances = useBalances();
  const coins = useCoins();
  const [choice, setChoice] = useState(asked);
  const [amount, setAmount] = useState('');
  const [slippage, setSlippage] = useState(DEFAULT_SLIPPAGE);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<SwapOrder | null>(null);
  const apply = useSwapApply();
  const now = useNow();

  const list = pairs.data?.list ?? [];
  const chosen = choosePair(list, choice.from, choice.to);
  const from = chosen?.from ?? '';
  const to = chosen?.to ?? '';
  const pair = findPair(list, from, to);
  const decimals = coins.data?.find((c) => c.symbol === from)?.decimals ?? 8;
  const available = swapAvailable(balances.data?.list ?? [], kind, from);
  const problem = amountProblem(amount, pair, available);
  const slipProblem = slippageProblem(slippage);
  const settledAmount = useSettled(amount, QUOTE_DEBOUNCE_MS);
  const quotable = !!pair && settledAmount !== '' && amountProblem(settledAmount, pair, available) === null;
  const quote = useSwapQuote(
    {
      from_symbol: from,
      to_symbol: to,
      amount: settledAmount,
      slippage: slipProblem ? DEFAULT_SLIPPAGE : slippage,
      kind,
    },
    quotable && !slipProblem && !receipt,
  );
  const q =
    quotable && quote.data && quote.data.from_symbol === from && quote.data.to_symbol === to ? quote.data : null;
  const left = q ? secondsLeft(q.expires_at, now) : 0;
  const refetchQuote = quote.refetch;
  const expired = !!q && left === 0;
  useEffect(() => {
    if (expired) void refetchQuote();
  }, [expired, refetchQuote]);

  const choose = (next: { from: string; to: string }) => {
    setChoice(next);
    setRefusal(null);
  };
  const swap = async () => {
    if (!q) return;
    setRefusal(null);
    const outcome = await apply.run({ quote_id: q.quote_id, slippage });
    if (outcome.ok) {
      setReceipt(outcome.data);
      return;
    }
    const code = errorCode(outcome.error);
    if (code === PRICE_MOVED_CODE) setRefusal(t('swap.priceMoved', { slippage }));
    else if (code === QUOTE_EXPIRED_CODE) setRefusal(t('swap.quoteExpired'));
    else setRefusal(outcome.error.message);
    void refetchQuote();
  };

  const title = kind === 'seraph' ? t('swap.seraphTitle') : t('swap.title');
  if (receipt)
    return (
      <Page
        title={title}
        primary={{
          text: t('swap.again'),
          testId: 'swap-again-main',
          onClick: () => {
            setReceipt(null);
            setAmount('');
            apply.reset();
          },
        }}
      >
        <SwapReceipt order={receipt} kind={kind} />
      </Page>
    );

  const ready = !!q && !expired && problem === null && !slipProblem && amount === settledAmount;
  return (
    <Page
      title={title}
      primary={{
        text: t('swap.submit'),
        onClick: () => void swap(),
        busy: apply.busy,
        disabled: !ready,
        testId: 'swap-submit',
      }}
    >
      <div className="wallet-stack">
        {kind === 'seraph' ? <Banner tone="info">{t('swap.seraphHint')}</Banner> : null}
        <ButtonLink href={`${swapBase(kind)}/history`} variant="ghost" size="sm" data-testid="swap-history-link">
          {t('swap.history')}
        </ButtonLink>
        {pairs.isPending ? (
          <Skeleton height={200} radius={14} />
        ) : pairs.isError ? (
          <LoadFailed onRetry={() => void pairs.refetch()} busy={pairs.isFetching} />
        ) : !chosen ? (
          <EmptyState text={t('swap.noPairs')} />
        ) : (
          <>
            <SwapCoinSelect
              label={t('swap.from')}
              value={from}
              options={fromCoins(list)}
              subtitle={t('swap.available', { amount: displayAmount(available, decimals), symbol: from })}
              onChange={(symbol) => choose({ from: symbol, to })}
              testId="swap-from"
            />
            <div className="swap-flip">
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('swap.flip')}
                data-testid="swap-flip"
                disabled={!flipPair(list, from, to)}
                onClick={() => {
                  const flipped = flipPair(list, from, to);
                  if (flipped) choose(flipped);
                }}
              >
                <Icon name="swap" />
              </Button>
            </div>
            <SwapCoinSelect
              label={t('swap.to')}
              value={to}
              options={toCoins(list, from)}
              onChange={(symbol) => choose({ from, to: symbol })}
              testId="swap-to"
            />
            <Card padded>
              <AmountField
                label={t('swap.amount', { symbol: from })}
                decimals={decimals}
                symbol={from}
                value={amount}
                placeholder={
                  pair
                    ? t('swap.limits', { min: displayAmount(pair.min_amount), max: displayAmount(pair.max_amount) })
                    : undefined
                }
                data-testid="swap-amount"
                error={
                  problem
                    ? t(`swap.problem.${problem}`, {
                        min: displayAmount(pair?.min_amount),
                        max: displayAmount(pair?.max_amount),
                        symbol: from,
                      })
                    : null
                }
                onChange={(typed) => {
                  setAmount(typed);
                  setRefusal(null);
                }}
                trailing={
                  <Button
                    variant="ghost"
                    size="sm"
                    data-testid="swap-max"
                    onClick={() => setAmount(typedAmount(maxAmount(available, pair), decimals).value)}
                  >
                    {t('swap.max')}
                  </Button>
                }
              />
            </Card>
            <h2 className="ui-section__header">{t('swap.slippage')}</h2>
            <SlippageChips
              value={slippage}
              onChange={(value) => {
                setSlippage(value);
                setRefusal(null);
              }}
            />
            {refusal ? (
              <Banner tone="danger" testId="swap-refusal">
                {refusal}
              </Banner>
            ) : null}
            {quotable && !slipProblem ? (
              quote.isError && !q ? (
                <Banner tone="danger" testId="swap-quote-error">
                  {quote.error.message}
                </Banner>
              ) : !q ? (
                <Skeleton height={180} radius={14} />
              ) : (
                <List testId="swap-quote">
                  <Row
                    title={t('swap.receive')}
                    value={<span data-testid="swap-to-amount">{`${displayAmount(q.to_amount)} ${q.to_symbol}`}</span>}
                  />
                  <Row title={t('swap.rate')} value={`1 ${q.from_symbol} ≈ ${displayAmount(q.rate)} ${q.to_symbol}`} />
                  <Row
                    title={t('swap.minReceived')}
                    value={
                      <span data-testid="swap-min-received">{`${displayAmount(q.min_received)} ${q.to_symbol}`}</span>
                    }
                  />
                  <Row
                    title={t('swap.priceImpact')}
                    value={`${displayAmount(q.price_impact, 4)}%`}
                    tone={impactIsHigh(q.price_impact) ? 'warn' : undefined}
                  />
                  <Row title={t('swap.fee')} value={`${displayAmount(q.fee)} ${q.from_symbol}`} />
                  <Row
                    title={t('swap.expires')}
                    value={
                      <span className="swap-quote__countdown" data-testid="swap-countdown">
                        {expired ? t('swap.refreshing') : t('swap.seconds', { count: left })}
                      </span>
                    }
                  />
                </List>
              )
            ) : null}
          </>
        )}
      </div>
    </Page>
  );
}
