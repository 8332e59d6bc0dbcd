import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { MAX_COIN_DECIMALS } from '@/domain/amountInput';
import { useDraft } from '@/platform/drafts';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { hashPassword } from '@/shared/lib/password';
import { formatDateTime } from '@/shared/lib/time';
import { isValidAddress } from '@/domain/address';
import { AmountField } from '@/shared/ui/AmountField';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { Field } from '@/shared/ui/Field';
import { List } from '@/shared/ui/List';
import { Page } from '@/shared/ui/Page';
import { Row } from '@/shared/ui/Row';
import { Sheet } from '@/shared/ui/Sheet';
import { Skeleton } from '@/shared/ui/Skeleton';
import { Money } from '@/shared/ui/Money';
import { userState } from '@/state/user';
import {
  errorCode,
  useAddressBook,
  useCoinEntries,
  useWithdraw,
  useWithdrawHold,
  useWithdrawLimit,
} from '@/features/wallet/hooks';
import {
  amountProblem,
  coinChainChoice,
  coinChainHref,
  displayAmount,
  secretsAfterRefusal,
  secretsReady,
} from '@/features/wallet/model';
import { CoinChainPicker } from '@/features/wallet/components/CoinChainPicker';
import '@/features/wallet/components/Overview.css';
import './DepositPage.css';

// The confirm sheet's steps (the payment password, the codes) load when it opens: the screen's chunk stays without them.
const WithdrawSecrets = lazy(() =>
  import('@/features/wallet/components/WithdrawSecrets').then((m) => ({ default: m.WithdrawSecrets })),
);

/** The withdraw form as it starts; the address and amount typed are kept as a draft with their coin and chain. */
const WITHDRAW_DRAFT = { address: '', amount: '', symbol: '', chain: '' };

/**
 * /asset/withdraw?symbol=&chain=&address=: coin and chain, an address (prefilled from `address`, as a scanned code
 * leads here; checked as it is typed by the one address rule, `@/domain/address`: the product's prefix and length,
 * then the chain's real format; or picked from the address book), an amount up to what can leave (available minus fee, within the daily limit). "Continue" asks the server's
 * dry run (withdraw_check) for every problem at once, shown beside this screen's own; the confirm sheet then
 * shows fee and what arrives, and asks the payment password, the email code and the authenticator code when it is
 * on. A placed withdrawal opens its record, which follows it and can cancel it while it is pending.
 */
export default function WithdrawPage() {
  const { t, i18n } = useTranslation('wallet');
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const coins = useCoinEntries();
  const [draft, updateDraft, clearDraft] = useDraft('withdraw', WITHDRAW_DRAFT, ['address', 'amount']);
  // the address names the coin and chain; without them, those the draft was typed for
  const { symbol, chain } = coinChainChoice(
    coins.data,
    query.get('symbol') ?? (draft.symbol || null),
    query.get('chain') ?? (draft.chain || null),
  );
  const limit = useWithdrawLimit(symbol, chain);
  const book = useAddressBook(chain);
  const { check, place, sendCode } = useWithdraw();
  const { userInfo } = useSnapshot(userState);
  const gaEnabled = Boolean(userInfo?.ga_enabled);
  const { address, amount } = draft;
  const setAddress = (address: string) => updateDraft({ address, symbol, chain });
  const setAmount = (amount: string) => updateDraft({ amount, symbol, chain });
  // a scanned address (`?address=`) replaces the draft's, once
  const [scanned, setScanned] = useState(false);
  if (!scanned) {
    setScanned(true);
    const fromQuery = query.get('address')?.trim();
    if (fromQuery) setAddress(fromQuery);
  }
  const [shown, setShown] = useState(false);
  useConfirmClosing(address.trim() !== '' || amount !== '');
  const [confirming, setConfirming] = useState(false);
  const [secrets, setSecrets] = useState({ password: '', emailCode: '', gaCode: '' });
  const choose = (next: { symbol?: string; chain?: string }) => {
    navigate(coinChainHref('/asset/withdraw', symbol, next), { replace: true });
    check.reset();
  };
  const coin = coins.data?.find((c) => c.info.symbol === symbol);
  const decimals = coin?.info.decimals ?? MAX_COIN_DECIMALS;
  const addressError = !address.trim()
    ? shown
      ? t('withdraw.addressRequired')
      : null
    : !isValidAddress(address.trim(), chain)
      ? t('withdraw.addressInvalid', { chain })
      : null;
  const problem = amountProblem(amount, limit.data?.max_amount ?? '0', decimals);
  // every problem the dry run found for a field, not only its first (an amount can be both too small and too precise)
  const serverProblem = (field: string) =>
    check.data?.problems
      .filter((p) => p.field === field)
      .map((p) => p.msg)
      .join(' ') || null;
  // what the dry run said is about what was typed then: an edit clears it until the next "Continue"
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (check.data) check.reset();
  };
  // the hold as the screen opens, then as the latest dry run says (it may have ended meanwhile)
  const opening = useWithdrawHold();
  const hold = check.data ? check.data.hold_until : (opening.data ?? null);
  const body = { symbol, chain_name: chain, address: address.trim(), amount: amount.trim() };
  const proceed = async () => {
    setShown(true);
    // the dry run is asked whenever the request can be sent at all, even when this screen already sees a problem
    // (an address that cannot exist): it names the others (balance, minimum, daily limit), so all show at once
    if (!address.trim() || problem === 'amountMissing' || problem === 'amountInvalid') return;
    const checked = await check.run(body);
    if (checked.ok && checked.data.ok && !addressError && !problem) setConfirming(true);
  };
  /** `token`: a biometric token in place of the typed password; resolves the outcome, if it was sent. */
  const confirm = async (token?: string) => {
    const placed = await place.run({
      ...body,
      password: token ?? hashPassword(secrets.password),
      email_code: secrets.emailCode,
      ...(gaEnabled ? { ga_code: secrets.gaCode } : {}),
    });
    if (placed.ok) {
      clearDraft();
      navigate(`/asset/tradeDetail?kind=withdraw&id=${placed.data.id}`);
    } else setSecrets((now) => secretsAfterRefusal(now, errorCode(placed.error)));
    return placed;
  };
  return (
    <Page
      title={t('withdraw.title')}
      primary={{
        text: t('withdraw.continue'),
        onClick: () => void proceed(),
        busy: check.busy,
        testId: 'withdraw-continue',
      }}
    >
      <div className="wallet-stack">
        <CoinChainPicker coins={coins} symbol={symbol} chain={chain} onChoose={choose} testIdPrefix="withdraw" />
        {hold ? (
          <Banner tone="warn" title={t('withdraw.holdTitle')} testId="withdraw-hold">
            {t('withdraw.hold', { until: formatDateTime(hold, i18n.language) })}
          </Banner>
        ) : null}
        <Card padded>
          <Field
            label={t('withdraw.address', { chain })}
            autoComplete="off"
            spellCheck={false}
            value={address}
            onChange={(e) => edit(setAddress)(e.target.value)}
            error={(shown || address.length > 8 ? addressError : null) ?? serverProblem('address')}
            data-testid="withdraw-address"
          />
          {(book.data?.list.length ?? 0) > 0 ? (
            <div className="deposit__chains">
              <List header={t('withdraw.fromBook')}>
                {book.data!.list.slice(0, 5).map((entry) => (
                  <Row
                    key={entry.id}
                    title={entry.label || entry.address}
                    subtitle={entry.label ? entry.address : undefined}
                    onClick={() => edit(setAddress)(entry.address)}
                    testId="withdraw-book-entry"
                  />
                ))}
              </List>
            </div>
          ) : null}
          <div className="deposit__chains">
            <AmountField
              label={t('withdraw.amount', { symbol })}
              decimals={decimals}
              symbol={symbol}
              value={amount}
              onChange={edit(setAmount)}
              error={
                shown && problem
                  ? t(`transfer.${problem}`, { decimals, count: decimals })
                  : (serverProblem('amount') ?? serverProblem('balance'))
              }
              hint={
                limit.data
                  ? t('withdraw.max', { amount: displayAmount(limit.data.max_amount, decimals), symbol })
                  : undefined
              }
              data-testid="withdraw-amount"
              trailing={
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setAmount(limit.data?.max_amount ?? '')}
                  data-testid="withdraw-max"
                >
                  {t('transfer.max')}
                </Button>
              }
            />
          </div>
        </Card>
        {limit.data ? (
          <List>
            <Row
              title={t('withdraw.fee')}
              value={
                <Money kind="price" value={limit.data.fee} decimals={decimals} symbol={symbol} testId="withdraw-fee" />
              }
            />
            <Row
              title={t('withdraw.minimum')}
              value={<Money kind="price" value={limit.data.min_withdraw} decimals={decimals} symbol={symbol} />}
            />
            <Row
              title={t('withdraw.dailyLeft')}
              value={
                limit.data.daily_left === null ? (
                  t('withdraw.noLimit')
                ) : (
                  <Money kind="price" value={limit.data.daily_left} decimals={decimals} symbol={symbol} />
                )
              }
            />
          </List>
        ) : limit.isPending && symbol ? (
          <Skeleton height={150} radius={14} />
        ) : null}
      </div>
      <Sheet
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('withdraw.confirmTitle')}
        footer={
          <Button
            variant="primary"
            block
            busy={place.busy}
            disabled={!secretsReady(secrets, gaEnabled)}
            onClick={() => void confirm()}
            data-testid="withdraw-confirm"
          >
            {t('withdraw.confirm')}
          </Button>
        }
      >
        {check.data ? (
          <List>
            <Row title={t('withdraw.to')} subtitle={address.trim()} />
            <Row
              title={t('withdraw.fee')}
              value={<Money kind="price" value={check.data.fee} decimals={decimals} symbol={symbol} />}
            />
            <Row
              title={t('withdraw.receive')}
              value={
                <Money
                  kind="price"
                  value={check.data.receive_amount}
                  decimals={decimals}
                  symbol={symbol}
                  testId="withdraw-receive"
                />
              }
            />
            {check.data.internal ? <Row title={t('withdraw.internal')} /> : null}
          </List>
        ) : null}
        <Suspense fallback={<Skeleton height={150} radius={14} />}>
          <WithdrawSecrets
            values={secrets}
            onChange={setSecrets}
            gaEnabled={gaEnabled}
            onSendCode={sendCode}
            error={place.error}
            testIdPrefix="withdraw"
            onBiometricToken={confirm}
            biometricDisabled={place.busy}
          />
        </Suspense>
      </Sheet>
    </Page>
  );
}
