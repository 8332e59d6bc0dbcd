import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { MAX_COIN_DECIMALS } from '@/domain/amountInput';
import { useDraft } from '@/platform/drafts';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { AmountField } from '@/shared/ui/AmountField';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';
import { Segmented } from '@/shared/ui/Segmented';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useBalances, useCoins, useTransfer } from '@/features/wallet/hooks';
import { ACCOUNT_MOVES, amountProblem, availableIn, displayAmount, type AccountMoveId } from '@/features/wallet/model';
import '@/features/wallet/components/Overview.css';

/** The transfer form as it starts; an amount typed is kept as a draft with its coin. */
const TRANSFER_DRAFT = { symbol: 'USDT', amount: '' };

/**
 * /asset/transfer?symbol=: moves a coin between the user's own accounts (spot ↔ game, spot ↔ pledge) at once, no
 * password (the money stays the user's). The amount is checked against what the source account holds.
 */
export default function TransferPage() {
  const { t } = useTranslation('wallet');
  const balances = useBalances();
  const coins = useCoins();
  const [move, setMove] = useState<AccountMoveId>('spot-game');
  const [draft, updateDraft, clearDraft] = useDraft('transfer', TRANSFER_DRAFT, ['amount']);
  const { symbol, amount } = draft;
  const setSymbol = (symbol: string) => updateDraft({ symbol });
  const setAmount = (amount: string) => updateDraft({ amount });
  // the coin the address names (`?symbol=`) replaces the draft's, once
  const linked = new URLSearchParams(useSearch()).get('symbol')?.toUpperCase();
  const [prefilled, setPrefilled] = useState(false);
  if (!prefilled) {
    setPrefilled(true);
    if (linked) setSymbol(linked);
  }
  useConfirmClosing(amount !== '');
  const [shown, setShown] = useState(false);
  const transfer = useTransfer(t('transfer.done'));
  const { from, to } = ACCOUNT_MOVES.find((m) => m.id === move)!;
  const coin = coins.data?.find((c) => c.symbol === symbol);
  const decimals = coin?.decimals ?? MAX_COIN_DECIMALS;
  const available = availableIn(balances.data?.list ?? [], from, symbol);
  const problem = amountProblem(amount, available, decimals);
  const submit = async () => {
    setShown(true);
    if (problem) return;
    const done = await transfer.run({ symbol, amount: amount.trim(), from_account: from, to_account: to });
    if (done.ok) {
      clearDraft();
      setShown(false);
    }
  };
  const accountName = (account: string) => t(`transfer.account.${account}`);
  return (
    <Page
      title={t('transfer.title')}
      primary={{
        text: t('transfer.submit'),
        onClick: () => void submit(),
        busy: transfer.busy,
        testId: 'transfer-submit',
      }}
    >
      <div className="wallet-stack">
        {balances.isPending || coins.isPending ? (
          <Skeleton height={220} radius={14} />
        ) : balances.isError ? (
          <LoadFailed onRetry={() => void balances.refetch()} busy={balances.isFetching} />
        ) : (
          <Card padded>
            <Segmented
              label={t('transfer.direction')}
              size="sm"
              value={move}
              onChange={setMove}
              options={ACCOUNT_MOVES.map((m) => ({
                value: m.id,
                label: t('transfer.move', { from: accountName(m.from), to: accountName(m.to) }),
              }))}
              testId="transfer-moves"
            />
            <div className="deposit__chains">
              <Segmented
                label={t('transfer.coin')}
                size="sm"
                value={symbol}
                onChange={(value) => {
                  setSymbol(value);
                  setShown(false);
                }}
                options={(coins.data ?? []).map((c) => ({ value: c.symbol, label: c.symbol }))}
                testId="transfer-coins"
              />
            </div>
            <div className="deposit__chains">
              <AmountField
                label={t('transfer.amount', { symbol })}
                decimals={decimals}
                symbol={symbol}
                value={amount}
                onChange={setAmount}
                error={
                  shown && problem
                    ? t(`transfer.${problem}`, { decimals, count: decimals })
                    : (transfer.error?.message ?? null)
                }
                hint={t('transfer.available', {
                  account: accountName(from),
                  amount: displayAmount(available, decimals),
                  symbol,
                })}
                data-testid="transfer-amount"
                trailing={
                  <Button size="sm" variant="ghost" onClick={() => setAmount(available)} data-testid="transfer-max">
                    {t('transfer.max')}
                  </Button>
                }
              />
            </div>
          </Card>
        )}
      </div>
    </Page>
  );
}
