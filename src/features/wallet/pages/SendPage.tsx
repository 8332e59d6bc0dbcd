import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { hashPassword } from '@/shared/lib/password';
import { Avatar } from '@/shared/ui/Avatar';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { Field } from '@/shared/ui/Field';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';
import { Segmented } from '@/shared/ui/Segmented';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useBalances, useCoins, usePayIdOwner, useTransfer } from '@/features/wallet/hooks';
import { amountProblem, availableIn, displayAmount, payIdOf } from '@/features/wallet/model';
import '@/features/wallet/components/Overview.css';
import './SendPage.css';

/**
 * /asset/send?symbol=: an internal transfer to another user by Pay ID: who receives is shown before anything moves
 * (`get_nickname_by_pay_id`), then the coin, the amount (the spot account's available), an optional note and the
 * payment password. Instant, no network fee; one idempotency key per intent.
 */
export default function SendPage() {
  const { t } = useTranslation('wallet');
  const balances = useBalances();
  const coins = useCoins();
  const [payIdText, setPayIdText] = useState('');
  const [symbol, setSymbol] = useState(new URLSearchParams(useSearch()).get('symbol')?.toUpperCase() || 'USDT');
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  useConfirmClosing(payIdText.trim() !== '' || amount !== '' || memo !== '');
  const payId = payIdOf(payIdText);
  const owner = usePayIdOwner(payId);
  const send = useTransfer(t('send.done'));
  const decimals = coins.data?.find((c) => c.symbol === symbol)?.decimals ?? 8;
  const available = availableIn(balances.data?.list ?? [], 'spot', symbol);
  const problem = amountProblem(amount, available, decimals);
  const ready = owner.isSuccess && !problem && password.length === 6;
  const submit = async () => {
    setShown(true);
    if (!ready || !payId) return;
    const done = await send.run({
      symbol,
      amount: amount.trim(),
      pay_id: payId,
      password: hashPassword(password),
      ...(memo.trim() ? { memo: memo.trim() } : {}),
    });
    setPassword('');
    if (done.ok) {
      setAmount('');
      setMemo('');
      setShown(false);
    }
  };
  return (
    <Page
      title={t('send.title')}
      primary={{ text: t('send.submit'), onClick: () => void submit(), busy: send.busy, testId: 'send-submit' }}
    >
      <div className="wallet-stack">
        <Card padded>
          <Field
            label={t('send.payId')}
            inputMode="numeric"
            autoComplete="off"
            value={payIdText}
            onChange={(e) => setPayIdText(e.target.value.replace(/[^\d\s]/g, ''))}
            error={
              payIdText.trim() && !payId
                ? t('send.payIdInvalid')
                : owner.isError
                  ? owner.error.message || t('send.payIdUnknown')
                  : null
            }
            data-testid="send-pay-id"
          />
          {owner.isSuccess ? (
            <div className="send__to" data-testid="send-recipient">
              <Avatar src={owner.data.avatar || undefined} name={owner.data.nickname} size={40} />
              <div>
                <div className="send__name">{owner.data.nickname}</div>
                <div className="send__hint">{t('send.recipient', { payId: owner.data.pay_id })}</div>
              </div>
            </div>
          ) : owner.isFetching ? (
            <Skeleton height={40} />
          ) : null}
        </Card>
        {balances.isPending || coins.isPending ? (
          <Skeleton height={200} radius={14} />
        ) : balances.isError ? (
          <LoadFailed onRetry={() => void balances.refetch()} busy={balances.isFetching} />
        ) : (
          <Card padded>
            <Segmented
              label={t('send.coin')}
              size="sm"
              value={symbol}
              onChange={setSymbol}
              options={(coins.data ?? []).map((c) => ({ value: c.symbol, label: c.symbol }))}
              testId="send-coins"
            />
            <div className="deposit__chains">
              <Field
                label={t('send.amount', { symbol })}
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
                error={shown && problem ? t(`transfer.${problem}`, { decimals, count: decimals }) : null}
                hint={t('send.available', { amount: displayAmount(available, decimals), symbol })}
                data-testid="send-amount"
                trailing={
                  <Button size="sm" variant="ghost" onClick={() => setAmount(available)} data-testid="send-max">
                    {t('transfer.max')}
                  </Button>
                }
              />
            </div>
            <div className="deposit__chains">
              <Field
                label={t('send.memo')}
                maxLength={100}
                value={memo}
                onChange={(e) => setMemo(e.target.value)}
                data-testid="send-memo"
              />
            </div>
            <div className="deposit__chains">
              <Field
                label={t('send.password')}
                type="password"
                inputMode="numeric"
                autoComplete="off"
                value={password}
                onChange={(e) => setPassword(e.target.value.replace(/\D/g, '').slice(0, 6))}
                error={shown && password.length !== 6 ? t('send.passwordMissing') : (send.error?.message ?? null)}
                data-testid="send-password"
              />
            </div>
          </Card>
        )}
        <Banner tone="info">{t('send.hint')}</Banner>
      </div>
    </Page>
  );
}
