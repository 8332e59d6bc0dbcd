import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { MAX_COIN_DECIMALS } from '@/domain/amountInput';
import { SecurityCodes } from '@/contract/codes';
import type { TransferEntry } from '@/contract/wallet/types';
import { paymentRequestKey } from '@/domain/paymentRequest';
import { useDraft } from '@/platform/drafts';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { hashPassword } from '@/shared/lib/password';
import { useSettled } from '@/shared/lib/useSettled';
import { withReturn } from '@/shared/lib/url';
import { Avatar } from '@/shared/ui/Avatar';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { Field } from '@/shared/ui/Field';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';
import { PaymentPasswordField } from '@/shared/ui/PaymentPasswordField';
import { Skeleton } from '@/shared/ui/Skeleton';
import { CoinAmount } from '@/features/wallet/components/CoinAmount';
import { SendReceipt } from '@/features/wallet/components/SendReceipt';
import {
  errorCode,
  useBalances,
  useCoins,
  usePayIdOwner,
  usePaymentSetting,
  useTransfer,
  useUsernameOwner,
} from '@/features/wallet/hooks';
import { amountProblem, availableIn, displayAmount, withdrawStepOf } from '@/features/wallet/model';
import { receiverOf, sendPrefill } from '@/features/wallet/payPeopleModel';
import '@/features/wallet/components/Overview.css';
import './SendPage.css';

/** The send form as it starts; what is typed is kept as a draft (never the password). */
const SEND_DRAFT = { receiver: '', symbol: 'USDT', amount: '', memo: '' };

/**
 * /asset/send?symbol=&amount=&pay_id=: an internal transfer to another user by Pay ID or Telegram @username: who
 * receives is shown before anything moves (`get_nickname_by_pay_id`, `find_by_username`; a name is sent to its Pay
 * ID, the one way money moves between users), then the coin, the amount (the spot account's available), an optional
 * note and the payment password. Instant, no network fee; one idempotency key per intent. An account without a payment password
 * is told so before any of it, and sent to set one (/setPay brings it back here). A send ends on its receipt.
 * A payment request link fills the coin, amount and receiver for the payer to confirm: a value that fails the
 * rules is left empty with a notice (sendPrefill).
 */
export default function SendPage() {
  const { t } = useTranslation('wallet');
  const [location, navigate] = useLocation();
  const search = useSearch();
  const payment = usePaymentSetting();
  const [receipt, setReceipt] = useState<TransferEntry | null>(null);
  const balances = useBalances();
  const coins = useCoins();
  // `pay_id`, `symbol` and `amount` prefill the form (a scanned Pay ID, a payment request) once the coins are known
  const [draft, updateDraft, clearDraft] = useDraft('send', SEND_DRAFT, ['receiver', 'amount', 'memo']);
  const { receiver: payIdText, symbol, amount, memo } = draft;
  const setPayIdText = (receiver: string) => updateDraft({ receiver });
  const setSymbol = (symbol: string) => updateDraft({ symbol });
  const setAmount = (amount: string) => updateDraft({ amount });
  const [prefillRefused, setPrefillRefused] = useState<boolean | null>(null);
  // the payment request the link carries, as it asked: paid as asked, every attempt is one payment
  const [request, setRequest] = useState<{ id: string; symbol: string; amount: string; payId: string } | null>(null);
  if (prefillRefused === null && coins.data) {
    // once, during the render the coins arrive in (React's adjust-state-while-rendering pattern)
    const prefill = sendPrefill(search, coins.data);
    if (prefill.symbol) setSymbol(prefill.symbol);
    if (prefill.amount) setAmount(prefill.amount);
    if (prefill.receiver) setPayIdText(prefill.receiver);
    setPrefillRefused(prefill.refused);
    if (prefill.requestId && prefill.symbol && prefill.amount && prefill.receiver)
      setRequest({ id: prefill.requestId, symbol: prefill.symbol, amount: prefill.amount, payId: prefill.receiver });
  }
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  useConfirmClosing(payIdText.trim() !== '' || amount !== '' || memo !== '');
  // a name is looked up once typing pauses: each look-up takes one of the server's rate-limit slots
  const settledText = useSettled(payIdText, 400);
  const receiver = receiverOf(settledText);
  const byPayId = usePayIdOwner(receiver.kind === 'payId' ? receiver.payId : null);
  const byName = useUsernameOwner(receiver.kind === 'username' ? receiver.username : null);
  const lookup = receiver.kind === 'username' ? byName : byPayId;
  // whom the typed name or Pay ID names, once the server said (the same shape for both)
  const owner =
    receiver.kind === 'username'
      ? byName.data && { nickname: byName.data.name, avatar: byName.data.avatar, pay_id: byName.data.pay_id }
      : receiver.kind === 'payId'
        ? byPayId.data
        : undefined;
  const payId = owner?.pay_id ?? null;
  const typedInvalid = receiverOf(payIdText).kind === 'invalid';
  const asRequested =
    request !== null && request.symbol === symbol && request.amount === amount.trim() && request.payId === payId;
  const send = useTransfer(undefined, asRequested ? paymentRequestKey(request.id) : null);
  const decimals = coins.data?.find((c) => c.symbol === symbol)?.decimals ?? MAX_COIN_DECIMALS;
  const available = availableIn(balances.data?.list ?? [], 'spot', symbol);
  const problem = amountProblem(amount, available, decimals);
  const ready = payId !== null && settledText === payIdText && !problem && password.length === 6;
  /** `token`: a biometric token in place of the typed password; resolves the outcome, if it was sent. */
  const submit = async (token?: string) => {
    setShown(true);
    if (!(ready || (token && !problem)) || !payId) return;
    const done = await send.run({
      symbol,
      amount: amount.trim(),
      pay_id: payId,
      password: token ?? hashPassword(password),
      ...(memo.trim() ? { memo: memo.trim() } : {}),
    });
    if (done.ok) {
      setPassword('');
      clearDraft();
      setShown(false);
      setReceipt(done.data);
      return;
    }
    // only a refused password is typed again; a refusal of the send itself keeps everything
    const code = errorCode(done.error);
    if (withdrawStepOf(code) === 'password') setPassword('');
    if (code === SecurityCodes.CAPITAL_PASSWORD_NOT_SET) void payment.refetch();
    return done;
  };

  // a refused password is said under its field; any other refusal of the send above the hint
  const refusedStep = send.error ? withdrawStepOf(errorCode(send.error)) : null;
  const passwordRefusal = refusedStep === 'password' ? send.error!.message : null;
  const refusal = refusedStep && refusedStep !== 'password' ? send.error!.message : null;

  if (receipt)
    return (
      <Page
        title={t('send.title')}
        primary={{
          text: t('send.again'),
          testId: 'send-again',
          onClick: () => {
            setReceipt(null);
            send.reset();
          },
        }}
      >
        <SendReceipt transfer={receipt} />
      </Page>
    );
  // whether a password is set decides what the screen asks first: known before the form shows
  if (payment.isPending)
    return (
      <Page title={t('send.title')}>
        <Skeleton height={200} radius={14} />
      </Page>
    );
  if (payment.data && !payment.data.has_capital_password) {
    const here = `${location}${search ? `?${search}` : ''}`;
    return (
      <Page
        title={t('send.title')}
        primary={{
          text: t('send.setPassword'),
          testId: 'send-set-password',
          onClick: () => navigate(withReturn('/setPay', here)),
        }}
      >
        <Banner tone="info" title={t('send.noPasswordTitle')} testId="send-no-password">
          {t('send.noPassword')}
        </Banner>
      </Page>
    );
  }
  return (
    <Page
      title={t('send.title')}
      primary={{ text: t('send.submit'), onClick: () => void submit(), busy: send.busy, testId: 'send-submit' }}
    >
      <div className="wallet-stack">
        {prefillRefused ? (
          <Banner tone="warn" testId="send-prefill-refused">
            {t('send.requestRefused')}
          </Banner>
        ) : null}
        <Card padded>
          <Field
            label={t('send.receiver')}
            hint={t('send.receiverHint')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            value={payIdText}
            onChange={(e) => setPayIdText(e.target.value.replace(/[^\w@\s]/g, ''))}
            error={
              typedInvalid
                ? t('send.receiverInvalid')
                : receiver.kind !== 'empty' && lookup.isError
                  ? lookup.error.message || t('send.payIdUnknown')
                  : null
            }
            data-testid="send-pay-id"
          />
          {owner ? (
            <div className="send__to" data-testid="send-recipient">
              <Avatar src={owner.avatar || undefined} name={owner.nickname} size={40} />
              <div>
                <div className="send__name">{owner.nickname}</div>
                <div className="send__hint">
                  {receiver.kind === 'username'
                    ? t('send.recipientTelegram', {
                        username: byName.data?.username ?? receiver.username,
                        payId: owner.pay_id,
                      })
                    : t('send.recipient', { payId: owner.pay_id })}
                </div>
              </div>
            </div>
          ) : lookup.isFetching ? (
            <Skeleton height={40} />
          ) : null}
        </Card>
        {balances.isPending || coins.isPending ? (
          <Skeleton height={200} radius={14} />
        ) : balances.isError ? (
          <LoadFailed onRetry={() => void balances.refetch()} busy={balances.isFetching} />
        ) : (
          <Card padded>
            <CoinAmount
              coins={coins.data ?? []}
              symbol={symbol}
              onSymbol={setSymbol}
              amount={amount}
              onAmount={setAmount}
              decimals={decimals}
              problem={problem}
              showProblem={shown}
              hint={t('send.available', { amount: displayAmount(available, decimals), symbol })}
              testId="send"
              trailing={
                <Button size="sm" variant="ghost" onClick={() => setAmount(available)} data-testid="send-max">
                  {t('transfer.max')}
                </Button>
              }
            />
            <div className="deposit__chains">
              <Field
                label={t('send.memo')}
                maxLength={100}
                value={memo}
                onChange={(e) => updateDraft({ memo: e.target.value })}
                data-testid="send-memo"
              />
            </div>
            <div className="deposit__chains">
              <PaymentPasswordField
                label={t('send.password')}
                value={password}
                onChange={setPassword}
                error={shown && password.length !== 6 ? t('send.passwordMissing') : passwordRefusal}
                onBiometricToken={submit}
                biometricDisabled={send.busy}
                data-testid="send-password"
              />
            </div>
          </Card>
        )}
        {refusal ? (
          <Banner tone="danger" testId="send-refused">
            {refusal}
          </Banner>
        ) : null}
        <Banner tone="info">{t('send.hint')}</Banner>
      </div>
    </Page>
  );
}
