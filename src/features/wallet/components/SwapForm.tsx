import { useTranslation } from 'react-i18next';
import type { SwapKind } from '@/contract';
import { typedAmount } from '@/domain/amountInput';
import { AmountField } from '@/shared/ui/AmountField';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Icon } from '@/shared/ui/Icon';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';
import { Skeleton } from '@/shared/ui/Skeleton';
import { SlippageChips } from '@/features/wallet/components/SlippageChips';
import { SwapCoinSelect } from '@/features/wallet/components/SwapCoinSelect';
import { SwapQuoteList } from '@/features/wallet/components/SwapQuoteList';
import { SwapReceipt } from '@/features/wallet/components/SwapReceipt';
import { displayAmount } from '@/features/wallet/model';
import { flipPair, fromCoins, maxAmount, swapBase, toCoins } from '@/features/wallet/swapModel';
import { useSwapForm } from '@/features/wallet/useSwapForm';
import './Swap.css';
import './Overview.css';

/**
 * The swap form of one kind (standard: the spot account; Seraph: the game account): configured pairs only, a
 * live quote with its countdown, slippage, and the swap as Telegram's main button.
 */
export function SwapForm({ kind }: { kind: SwapKind }) {
  const { t } = useTranslation('wallet');
  const form = useSwapForm(kind);
  const { pairs, list, chosen, from, to, pair, decimals, available, problem, amount, setAmount } = form;
  const { setSlippage, setRefusal, refusal, receipt, apply, quotable, quote, q, left, expired } = form;

  const title = kind === 'seraph' ? t('swap.seraphTitle') : t('swap.title');
  if (receipt)
    return (
      <Page
        title={title}
        primary={{
          text: t('swap.again'),
          testId: 'swap-again-main',
          onClick: form.again,
        }}
      >
        <SwapReceipt order={receipt} kind={kind} />
      </Page>
    );

  return (
    <Page
      title={title}
      primary={{
        text: t('swap.submit'),
        onClick: () => void form.swap(),
        busy: apply.busy,
        disabled: !form.ready,
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
              onChange={(symbol) => form.choose({ from: symbol, to })}
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
                  if (flipped) form.choose(flipped);
                }}
              >
                <Icon name="swap" />
              </Button>
            </div>
            <SwapCoinSelect
              label={t('swap.to')}
              value={to}
              options={toCoins(list, from)}
              onChange={(symbol) => form.choose({ from, to: symbol })}
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
              value={form.slippage}
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
            {quotable ? (
              quote.isError && !q ? (
                <Banner tone="danger" testId="swap-quote-error">
                  {quote.error.message}
                </Banner>
              ) : !q ? (
                <Skeleton height={180} radius={14} />
              ) : (
                <SwapQuoteList q={q} left={left} expired={expired} />
              )
            ) : null}
          </>
        )}
      </div>
    </Page>
  );
}
