import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useSettled } from '@/shared/lib/useSettled';
import { platform } from '@/platform';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { AmountField } from '@/shared/ui/AmountField';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { Icon } from '@/shared/ui/Icon';
import { List } from '@/shared/ui/List';
import { Money } from '@/shared/ui/Money';
import { Page } from '@/shared/ui/Page';
import { Row } from '@/shared/ui/Row';
import { Segmented } from '@/shared/ui/Segmented';
import { Skeleton } from '@/shared/ui/Skeleton';
import { Text } from '@/shared/ui/Text';
import { StatusCard } from '@/shared/ui/StatusCard';
import { useBalances, useCreateStarsInvoice, useStarPayment, useStarsQuote } from '@/features/wallet/hooks';
import { displayAmount } from '@/features/wallet/model';
import {
  DEFAULT_STARS,
  STARS_PRESETS,
  parseStars,
  paymentFromSearch,
  stageOf,
  starsProblem,
} from '@/features/wallet/starsModel';
import { QUOTE_DEBOUNCE_MS } from '@/features/wallet/swapModel';
import type { InvoiceOutcome } from '@/platform/tg/invoice';
import { CreditedBalance } from '@/features/wallet/components/CreditedBalance';
import '@/features/wallet/components/Overview.css';

/** Telegram's star, drawn (an emoji depends on the device's fonts; Telegram's own main button keeps ⭐). */
const STAR_PATH = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

/**
 * The Telegram Stars channel of /asset/buy (inside Telegram only): Stars typed or picked, what they buy, then
 * Telegram's invoice sheet; once it says paid, the screen waits for the webhook's credit (live events, then a poll)
 * and shows the balance. `?payment=` keeps a payment followed across a reload; a failed or cancelled sheet keeps the
 * amount for another try.
 */
export default function StarsBuy({ channels }: { channels: ReactNode }) {
  const { t } = useTranslation('wallet');
  const [, navigate] = useLocation();
  const search = useSearch();
  const paymentNo = paymentFromSearch(search);
  const [text, setText] = useState(DEFAULT_STARS);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [closed, setClosed] = useState<Exclude<InvoiceOutcome, 'paid' | 'pending'> | null>(null);
  const settled = useSettled(text, QUOTE_DEBOUNCE_MS);
  const stars = parseStars(settled);
  const quote = useStarsQuote(stars ?? 0, stars !== null);
  const limits = quote.data ? { min: quote.data.min_stars, max: quote.data.max_stars } : null;
  const problem = starsProblem(text, limits);
  const create = useCreateStarsInvoice();
  const payment = useStarPayment(paymentNo);
  const balances = useBalances();
  const stage = stageOf(sheetOpen, paymentNo, payment.data?.status);
  // A payment in flight: Telegram asks before the mini app closes.
  useConfirmClosing(stage === 'paying' || stage === 'confirming');

  const follow = (no: string | null) =>
    navigate(`/asset/buy?channel=stars${no ? `&payment=${encodeURIComponent(no)}` : ''}`, { replace: true });

  const pay = async () => {
    if (stars === null || !quote.data?.ok) return;
    setClosed(null);
    const created = await create.run({ stars });
    if (!created.ok) return;
    setSheetOpen(true);
    const { openInvoice } = await import('@/platform/tg/invoice');
    const outcome = await openInvoice(created.data.invoice_link);
    setSheetOpen(false);
    if (outcome === 'paid' || outcome === 'pending') {
      platform.haptic('success');
      follow(created.data.payment_no);
    } else {
      platform.haptic(outcome === 'failed' ? 'error' : 'warning');
      setClosed(outcome);
    }
  };

  const again = () => {
    setClosed(null);
    follow(null);
  };

  const ready = stars !== null && problem === null && text === settled && quote.data?.ok === true;
  const primary =
    stage === 'choose' || stage === 'paying'
      ? {
          text: stars !== null ? t('stars.pay', { count: stars }) : t('stars.payNone'),
          onClick: () => void pay(),
          busy: create.busy || sheetOpen,
          disabled: !ready,
          testId: 'stars-pay',
        }
      : stage === 'confirming'
        ? { text: t('stars.confirmingButton'), onClick: () => {}, busy: true, testId: 'stars-pay' }
        : { text: t('stars.again'), onClick: again, testId: 'stars-again' };

  const paid = payment.data;
  return (
    <Page title={t('buy.title')} primary={primary}>
      <div className="wallet-stack">
        {channels}
        {stage === 'choose' || stage === 'paying' ? (
          <>
            <Card padded>
              <AmountField
                label={t('stars.amount')}
                decimals={0}
                symbol="Stars"
                value={text}
                data-testid="stars-amount"
                trailing={<Icon path={STAR_PATH} size={18} className="wallet-star" />}
                error={problem ? t(`stars.problem.${problem}`, { min: limits?.min ?? 0, max: limits?.max ?? 0 }) : null}
                onChange={setText}
              />
              <Segmented
                label={t('stars.presets')}
                size="sm"
                wrap
                testId="stars-presets"
                options={STARS_PRESETS.map((n) => ({
                  value: String(n),
                  label: (
                    <span className="wallet-star-label">
                      {n}
                      <Icon path={STAR_PATH} size={14} className="wallet-star" />
                    </span>
                  ),
                }))}
                value={text}
                onChange={setText}
              />
            </Card>
            {stars === null || problem !== null ? null : quote.isPending ? (
              <Skeleton height={96} radius={14} />
            ) : quote.isError ? (
              <Banner tone="danger">{quote.error.message}</Banner>
            ) : quote.data?.ok ? (
              <List testId="stars-quote">
                <Row title={t('stars.youPay')} value={t('stars.starsValue', { count: quote.data.stars })} />
                <Row
                  title={t('buy.youGet')}
                  value={
                    <Money kind="price" value={quote.data.coin_amount} symbol={quote.data.symbol} testId="stars-get" />
                  }
                />
                <Row
                  title={t('buy.priceLabel')}
                  value={t('stars.rate', { rate: displayAmount(quote.data.rate), symbol: quote.data.symbol })}
                />
              </List>
            ) : null}
            {closed ? (
              <Banner tone={closed === 'failed' ? 'danger' : 'info'} testId="stars-closed">
                {t(`stars.closed.${closed}`)}
              </Banner>
            ) : null}
            <Text>{t('stars.note')}</Text>
          </>
        ) : (
          <div data-testid="stars-payment" data-stage={stage}>
            {payment.isError && !paid ? (
              <StatusCard status="failure" title={payment.error.message}>
                <Button onClick={() => void payment.refetch()}>{t('stars.retry')}</Button>
              </StatusCard>
            ) : stage === 'credited' && paid ? (
              <>
                <StatusCard
                  status="success"
                  title={t('stars.credited')}
                  text={t('stars.creditedText', { amount: displayAmount(paid.coin_amount), symbol: paid.symbol })}
                />
                {balances.data ? (
                  <CreditedBalance list={balances.data.list} symbol={paid.symbol} testId="stars-balance" />
                ) : null}
              </>
            ) : stage === 'refunded' && paid ? (
              <StatusCard status="failure" title={t('stars.refunded')} text={t('stars.refundedText')} />
            ) : (
              <StatusCard status="pending" title={t('stars.confirming')} text={t('stars.confirmingText')} />
            )}
            {paid ? (
              <List>
                <Row title={t('stars.youPay')} value={t('stars.starsValue', { count: paid.stars })} />
                <Row
                  title={t('buy.youGet')}
                  value={<Money kind="price" value={paid.coin_amount} symbol={paid.symbol} />}
                />
                <Row title={t('stars.paymentNo')} value={paid.payment_no} />
              </List>
            ) : null}
          </div>
        )}
      </div>
    </Page>
  );
}
