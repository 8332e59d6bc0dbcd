import BigNumber from 'bignumber.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { offerHomeScreen } from '@/platform/homeScreenOffer';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { useLoggedIn } from '@/session/useLoggedIn';
import { displayAmount } from '@/shared/lib/amountFormat';
import { hashPassword } from '@/shared/lib/password';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Field } from '@/shared/ui/Field';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { PurchaseItem } from '../components/PurchaseItem';
import { SignInPrompt } from '../components/SignInPrompt';
import { passwordNeeds, PayStep } from '../components/PayStep';
import { errorCode, useBuy, useGoodsInfo, usePaymentSetting, useSpendable, useTradeFee } from '../hooks';
import { buyBreakdown, goodsHref, marketUserName, percent } from '../model';
import './BuyPage.css';
import { liveTopic, useMarketLive } from '../live';

/** Refusals that mean the listing is gone: the screen says so and offers the token's page. */
const GONE = new Set([33041, 33042]);
/** The listing's price is not the one sent: the screen reloads it and asks the buyer to accept the new one. */
const PRICE_CHANGED = 33047;

/**
 * /nft/buy and /nft/detail1155/buy (`?symbol=&token_id=&order_no=`): the price breakdown before confirming (price,
 * editions for ERC1155, the service fee, the total and the balance after), the payment password unless password-free
 * purchases are on, and a clear way on when the balance is short or the listing was sold a moment ago. Inside Telegram
 * "Confirm purchase" is the main button. The purchase pays the price the buyer confirmed: the first one shown, or a
 * new one the seller set meanwhile (announced live, or learnt from a refusal) only once the buyer accepts it.
 */
export default function BuyPage() {
  const { t } = useTranslation('market');
  const query = new URLSearchParams(useSearch());
  const symbol = query.get('symbol')?.trim().toUpperCase() ?? '';
  const tokenId = query.get('token_id')?.trim() ?? '';
  const orderNo = query.get('order_no')?.trim() ?? '';
  const [, navigate] = useLocation();
  // a visitor (the route is public: a shared link) is asked to sign in, and nothing of theirs is asked for
  const signedIn = useLoggedIn();
  const info = useGoodsInfo(symbol, tokenId);
  useMarketLive([liveTopic.token(symbol, tokenId), signedIn ? liveTopic.me : '']);
  const fee = useTradeFee(symbol);
  const setting = usePaymentSetting(signedIn);
  const goods = info.data;
  const listing = goods?.listings.find((row) => row.order_no === orderNo) ?? null;
  // the price the buyer confirmed: the first one shown, then each new one they accept
  const [seen, setSeen] = useState<string | null>(null);
  if (listing && seen === null) setSeen(listing.price);
  const balance = useSpendable(listing?.price_symbol ?? 'USDT', signedIn);
  const buy = useBuy();
  const [password, setPassword] = useState('');
  const [quantity, setQuantity] = useState('1');
  useConfirmClosing(password !== '');

  if (!signedIn) return <SignInPrompt title={t('buy.title')} text={t('buy.signedOut')} />;

  if (!goods || !fee.data || setting.isPending || balance.isPending) {
    const failed = info.isError || fee.isError || setting.isError || balance.isError;
    return (
      <Page title={t('buy.title')}>
        {failed ? (
          info.error?.code === 33040 ? (
            <EmptyState text={t('detail.notFound')} />
          ) : (
            <LoadFailed
              onRetry={() => void Promise.all([info.refetch(), fee.refetch(), setting.refetch(), balance.refetch()])}
            />
          )
        ) : (
          <Skeleton height={260} radius={16} />
        )}
      </Page>
    );
  }

  const gone = !listing || (buy.error !== null && GONE.has(errorCode(buy.error) ?? 0));
  if (gone) {
    return (
      <Page title={t('buy.title')}>
        <Banner tone="warn" title={t('buy.goneTitle')} testId="buy-gone">
          {buy.error?.message ?? t('buy.gone')}
        </Banner>
        <ButtonLink href={goodsHref(goods)} variant="primary" block>
          {t('buy.backToItem')}
        </ButtonLink>
      </Page>
    );
  }

  const confirmed = seen ?? listing.price;
  const repriced = !new BigNumber(listing.price).isEqualTo(confirmed);
  const editions = goods.erc_type === 'ERC1155' ? Number(quantity) : 1;
  const quantityOk = Number.isInteger(editions) && editions >= 1 && editions <= listing.remaining;
  const split = buyBreakdown(listing.price, quantityOk ? editions : 1, fee.data, balance.data ?? '0');
  const { needsPassword, noPassword } = passwordNeeds(setting.data);
  // everything but the password: what a biometric token needs to pay
  const payable = !repriced && quantityOk && !split.short && !noPassword;
  const ready = payable && (!needsPassword || password.length === 6);
  const decimals = fee.data.decimals;
  const money = (value: string) => `${displayAmount(value, decimals)} ${listing.price_symbol}`;
  const accept = () => {
    setSeen(listing.price);
    buy.reset();
  };
  /** `token`: a biometric token in place of the typed password; resolves the outcome, if it was sent. */
  const confirm = async (token?: string) => {
    if (token ? !payable : !ready) return;
    const outcome = await buy.run({
      order_no: listing.order_no,
      price: confirmed,
      ...(goods.erc_type === 'ERC1155' ? { quantity: editions } : {}),
      ...(needsPassword ? { password: token ?? hashPassword(password) } : {}),
    });
    if (outcome.ok) {
      navigate(goodsHref(goods), { replace: true });
      offerHomeScreen();
    }
    // re-priced before the live update arrived: the new price is read, and said, before anything is bought
    else if (errorCode(outcome.error) === PRICE_CHANGED) void info.refetch();
    return outcome;
  };

  return (
    <Page
      title={t('buy.title')}
      primary={{
        text: t('buy.confirm'),
        onClick: () => void confirm(),
        busy: buy.busy,
        disabled: !ready,
        testId: 'buy-confirm',
      }}
    >
      <PurchaseItem goods={goods} note={t('buy.seller', { name: marketUserName(listing.seller) })} />
      {!goods.verified ? (
        <Banner tone="warn" title={t('trust.unverifiedTitle')} testId="buy-unverified">
          {t('trust.unverifiedBuy')}
        </Banner>
      ) : null}
      {goods.erc_type === 'ERC1155' ? (
        <Field
          label={t('buy.quantity')}
          hint={t('buy.quantityHint', { count: listing.remaining })}
          inputMode="numeric"
          value={quantity}
          error={quantityOk ? undefined : t('buy.quantityInvalid', { count: listing.remaining })}
          onChange={(event) => setQuantity(event.target.value.replace(/\D/g, '').slice(0, 7))}
          data-testid="buy-quantity"
        />
      ) : null}
      {repriced ? (
        <Banner tone="warn" title={t('buy.priceChangedTitle')} testId="buy-price-changed">
          <p>
            {t('buy.priceChanged', { from: money(confirmed), to: money(listing.price) })}{' '}
            {t('buy.priceChangedTotal', { total: money(split.total) })}
          </p>
          <Button variant="primary" size="sm" onClick={accept} data-testid="buy-accept-price">
            {t('buy.priceChangedAccept')}
          </Button>
        </Banner>
      ) : null}
      <List header={t('buy.breakdown')} testId="buy-breakdown">
        <Row
          title={
            goods.erc_type === 'ERC1155' ? t('buy.priceTimes', { count: quantityOk ? editions : 1 }) : t('buy.price')
          }
          value={<Money kind="price" value={split.amount} symbol={listing.price_symbol} />}
        />
        <Row
          title={t('buy.fee', { rate: percent(fee.data.buyer_fee_rate) })}
          value={<Money kind="price" value={split.fee} symbol={listing.price_symbol} />}
        />
        <Row
          title={<strong>{t('buy.total')}</strong>}
          value={
            <strong data-testid="buy-total">
              <Money kind="price" value={split.total} symbol={listing.price_symbol} />
            </strong>
          }
        />
        <Row
          title={t('buy.balance')}
          value={<Money kind="balance" value={balance.data ?? '0'} symbol={listing.price_symbol} />}
        />
        <Row
          title={t('buy.after')}
          tone={split.short ? 'danger' : undefined}
          value={<Money kind="balance" value={split.after} symbol={listing.price_symbol} />}
        />
      </List>
      <PayStep
        short={split.short}
        symbol={listing.price_symbol}
        password={password}
        onPassword={setPassword}
        setting={setting.data}
        error={repriced ? null : buy.error}
        testIdPrefix="buy"
        onBiometricToken={confirm}
        biometricDisabled={!payable || buy.busy}
      />
    </Page>
  );
}
