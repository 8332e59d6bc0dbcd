import { useEffect, useState } from 'react';
import { useSettled } from '@/shared/lib/useSettled';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { MAX_COIN_DECIMALS } from '@/domain/amountInput';
import type { SwapKind, SwapOrder } from '@/contract';
import { errorCode, useBalances, useCoins, useNow, useSwapApply, useSwapPairs, useSwapQuote } from './hooks';
import {
  DEFAULT_SLIPPAGE,
  PRICE_MOVED_CODE,
  QUOTE_DEBOUNCE_MS,
  QUOTE_EXPIRED_CODE,
  amountProblem,
  choosePair,
  findPair,
  parseSwapSearch,
  secondsLeft,
  slippageProblem,
  swapAvailable,
} from './swapModel';

/**
 * The state of a swap of one kind: the pair chosen (from the link's `?from=&to=` first), the amount and slippage
 * typed, the live quote asked once the amount settles (again when it expires), the refusal of the last try, and
 * the receipt once swapped.
 */
export function useSwapForm(kind: SwapKind) {
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
  const decimals = coins.data?.find((c) => c.symbol === from)?.decimals ?? MAX_COIN_DECIMALS;
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

  const ready = !!q && !expired && problem === null && !slipProblem && amount === settledAmount;
  /** "Swap again": a blank form for the same pair. */
  const again = () => {
    setReceipt(null);
    setAmount('');
    apply.reset();
  };

  return {
    pairs,
    list,
    chosen,
    from,
    to,
    pair,
    decimals,
    available,
    problem,
    amount,
    setAmount,
    slippage,
    setSlippage,
    refusal,
    setRefusal,
    receipt,
    apply,
    quotable: quotable && !slipProblem,
    quote,
    q,
    left,
    expired,
    ready,
    choose,
    swap,
    again,
  };
}
