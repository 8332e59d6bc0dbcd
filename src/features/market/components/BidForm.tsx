import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MutationOutcome } from '@/api/useApiMutation';
import { BID_EXPIRY_PRESETS } from '@/domain/bids';
import { MAX_COIN_DECIMALS } from '@/domain/amountInput';
import { displayAmount } from '@/shared/lib/amountFormat';
import { formatDateTime } from '@/shared/lib/time';
import { AmountField } from '@/shared/ui/AmountField';
import { Banner } from '@/shared/ui/Banner';
import type { TokenPayment } from '@/shared/ui/BiometricPayButton';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Field } from '@/shared/ui/Field';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { Segmented } from '@/shared/ui/Segmented';
import { Sheet } from '@/shared/ui/Sheet';
import { Skeleton } from '@/shared/ui/Skeleton';
import { EXPIRY_CHOICES, type ExpiryChoice } from '../bidForm';
import { usePriceProblemText } from '../hooks';
import { percent } from '../model';
import { refusalField, useBidForm, type BidFormBody, type BidFormState } from '../useBidForm';
import { PayStep } from './PayStep';
import './BidForm.css';

const DAY = 86_400;
const EXPIRY_KEYS: Record<(typeof BID_EXPIRY_PRESETS)[number], string> = {
  3_600: 'bidForm.expiry.1h',
  86_400: 'bidForm.expiry.1d',
  604_800: 'bidForm.expiry.7d',
  2_592_000: 'bidForm.expiry.30d',
};

export interface BidFormProps {
  /** The collection (its coin, price range and rates). */
  symbol: string;
  title: string;
  confirmText: string;
  /** What is bid on, above the price (the token, the collection, the trait value). */
  intro?: ReactNode;
  /** The most editions the bid may ask: 1 (an ERC721 offer) hides the editions field. */
  maxQuantity: number;
  /** A price to start from (the best offer, the floor…). */
  initialPrice?: string;
  /** What the bid is on (`offer.<symbol>.<token>`…): what is typed is kept as a draft of it until sent. */
  draft?: string;
  /** Sends the bid with the form's fields; the sheet closes when it succeeds. */
  submit: (body: BidFormBody) => Promise<MutationOutcome<unknown>>;
  busy: boolean;
  /** The last refusal: said under its field (price, editions, expiry) or above the password; the form keeps its input. */
  error: Error | null;
  onClose: () => void;
  /** More, under the cost (an entrustment order's preview of what it buys at once), from the form's valid draft. */
  extra?: (draft: { price: string; quantity: number; valid: boolean }) => ReactNode;
  /** data-testid prefix of the fields: `<prefix>-price`, `<prefix>-confirm`… (default 'bid'). */
  testIdPrefix?: string;
}

/**
 * The one form of every bid (an offer on a token, a collection or trait bid, an entrustment order), in a sheet: the
 * price (the coin's decimals and range), the editions, when it ends (1 h, 1 d, 7 d, 30 d or a day), what it costs when
 * it fills beside the balance and the open bids (one balance backs them all: nothing is frozen), and the payment
 * password. Inside Telegram the confirm is the main button.
 */
export function BidForm(props: BidFormProps) {
  const { testIdPrefix: id = 'bid', error } = props;
  const form = useBidForm({
    symbol: props.symbol,
    maxQuantity: props.maxQuantity,
    initialPrice: props.initialPrice,
    draft: props.draft,
    submit: props.submit,
  });
  /** `token`: a biometric token in place of the typed password; resolves the outcome, if it was sent. */
  const confirm = async (token?: string) => {
    const outcome = await form.send(token);
    if (outcome.ok) props.onClose();
    return outcome;
  };
  const failed = form.fee.isError || form.setting.isError;
  return (
    <Sheet
      open
      onClose={props.onClose}
      title={props.title}
      primary={
        form.fee.data
          ? {
              text: props.confirmText,
              onClick: () => void confirm(),
              busy: props.busy,
              disabled: !form.ready,
              testId: `${id}-confirm`,
            }
          : null
      }
    >
      <div className="bid-form" data-testid={`${id}-form`}>
        {props.intro}
        {form.fee.data && form.setting.data ? (
          <BidFields form={form} {...props} testIdPrefix={id} error={error} onBiometricToken={confirm} />
        ) : failed ? (
          <LoadFailed onRetry={() => void Promise.all([form.fee.refetch(), form.setting.refetch()])} />
        ) : (
          <Skeleton height={220} radius={16} />
        )}
      </div>
    </Sheet>
  );
}

function BidFields({
  form,
  maxQuantity,
  error,
  extra,
  busy,
  onBiometricToken,
  testIdPrefix: id,
}: BidFormProps & {
  form: BidFormState;
  testIdPrefix: string;
  onBiometricToken: (token: string) => Promise<TokenPayment>;
}) {
  const { t, i18n } = useTranslation('market');
  const problemText = usePriceProblemText();
  const fee = form.fee.data!;
  const coin = form.coin;
  const refusedAt = refusalField(error);
  const priceError =
    form.shown.price === 'empty'
      ? t('bidForm.priceEmpty')
      : form.shown.price
        ? problemText(form.price, fee, coin)
        : refusedAt === 'price'
          ? error?.message
          : undefined;
  const quantityError = form.shown.quantity
    ? t('bidForm.quantityInvalid', { count: maxQuantity })
    : refusedAt === 'quantity'
      ? error?.message
      : undefined;
  const expiryError =
    form.shown.expiry === 'empty'
      ? t('bidForm.dayEmpty')
      : form.shown.expiry === 'too_soon'
        ? t('bidForm.tooSoon')
        : form.shown.expiry === 'too_late'
          ? t('bidForm.tooLate')
          : refusedAt === 'expiry'
            ? error?.message
            : undefined;
  const options = EXPIRY_CHOICES.map((choice) => ({
    value: choice,
    label: choice === 'date' ? t('bidForm.expiry.date') : t(EXPIRY_KEYS[Number(choice) as keyof typeof EXPIRY_KEYS]),
  }));
  const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
  const money = (value: string) => <Money kind="price" value={value} symbol={coin} decimals={fee.decimals} />;
  const summary = form.summary.data;
  const cost = form.cost;
  return (
    <>
      <AmountField
        label={t('bidForm.price', { symbol: coin })}
        decimals={fee.decimals ?? MAX_COIN_DECIMALS}
        symbol={coin}
        value={form.price}
        error={priceError}
        onChange={form.setPrice}
        data-testid={`${id}-price`}
        data-autofocus
      />
      {maxQuantity > 1 ? (
        <Field
          label={t('bidForm.quantity')}
          hint={t('bidForm.quantityHint', { count: maxQuantity })}
          inputMode="numeric"
          value={form.quantity}
          error={quantityError}
          onChange={(event) => form.setQuantity(event.target.value.replace(/\D/g, '').slice(0, 5))}
          data-testid={`${id}-quantity`}
        />
      ) : null}
      <div className="bid-form__expiry">
        <span className="bid-form__label">{t('bidForm.expiry.title')}</span>
        <Segmented<ExpiryChoice>
          label={t('bidForm.expiry.title')}
          options={options}
          value={form.expiry}
          onChange={form.setExpiry}
          size="sm"
          wrap
          testId={`${id}-expiry`}
        />
        {form.expiry === 'date' ? (
          <Field
            label={t('bidForm.day')}
            type="date"
            value={form.day}
            min={dayOf(form.now + DAY)}
            max={dayOf(form.now + 180 * DAY)}
            error={expiryError}
            onChange={(event) => form.setDay(event.target.value)}
            data-testid={`${id}-day`}
          />
        ) : expiryError ? (
          <p className="bid-form__error" role="alert">
            {expiryError}
          </p>
        ) : null}
        {form.expiresAt !== null && !form.shown.expiry ? (
          <p className="bid-form__note" data-testid={`${id}-ends`}>
            {t('bidForm.ends', { time: formatDateTime(form.expiresAt, i18n.language) })}
          </p>
        ) : null}
      </div>
      <List header={t('bidForm.cost')} testId={`${id}-cost`}>
        <Row
          title={form.editions > 1 ? t('bidForm.amountEditions', { count: form.editions }) : t('bidForm.amount')}
          value={cost ? money(cost.amount) : '—'}
        />
        <Row
          title={t('bidForm.buyerFee', { rate: percent(fee.buyer_fee_rate) })}
          value={cost ? money(cost.buyerFee) : '—'}
        />
        <Row
          title={<strong>{t('bidForm.total')}</strong>}
          value={cost ? <strong>{money(cost.total)}</strong> : '—'}
          testId={`${id}-total`}
        />
        <Row
          title={t('bidForm.available')}
          value={summary ? <Money kind="balance" value={summary.available} symbol={coin} /> : '—'}
          testId={`${id}-available`}
        />
        <Row
          title={t('bidForm.openBids', { count: summary?.open_count ?? 0 })}
          value={summary ? money(summary.open_total) : '—'}
          testId={`${id}-open-total`}
        />
      </List>
      <p className="bid-form__note">{t('bidForm.notFrozen')}</p>
      {cost?.short ? (
        <Banner tone="warn" title={t('bidForm.shortTitle')} testId={`${id}-short`}>
          {t('bidForm.short', { amount: displayAmount(cost.short, fee.decimals), symbol: coin })}{' '}
          <ButtonLink href={`/asset/deposit?symbol=${encodeURIComponent(coin)}`} variant="secondary" size="sm">
            {t('buy.deposit')}
          </ButtonLink>
        </Banner>
      ) : cost && !cost.coversAll ? (
        <p className="bid-form__note" data-testid={`${id}-shared`}>
          {t('bidForm.shared')}
        </p>
      ) : null}
      {extra?.({
        price: form.price,
        quantity: form.editions,
        valid: form.cost !== null && form.shown.quantity === null,
      })}
      <PayStep
        short={null}
        symbol={coin}
        password={form.password}
        onPassword={form.setPassword}
        setting={form.setting.data}
        error={refusedAt ? null : error}
        testIdPrefix={id}
        onBiometricToken={onBiometricToken}
        biometricDisabled={!form.payable || busy}
      />
    </>
  );
}
