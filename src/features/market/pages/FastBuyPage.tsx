import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { hashPassword } from '@/shared/lib/password';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Field } from '@/shared/ui/Field';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { buyableEditions, planFastBuy, shortfall } from '../fastBuy';
import { PurchaseItem } from '../components/PurchaseItem';
import { passwordNeeds, PayStep } from '../components/PayStep';
import { useCartBuy, useCartCheck, useGoodsInfo, useOrderRanking, usePaymentSetting, useTradeFee } from '../hooks';
import { liveTopic, useMarketLive } from '../live';
import { goodsHref, percent } from '../model';
import './BuyPage.css';

/** Listings the plan may draw from: the cheapest ones (a quick buy of more editions goes through a cart). */
const BOOK_SIZE = 50;

/**
 * /nft/detail1155/fastBuy?symbol=&token_id=: N editions of one ERC1155 token at the lowest prices across its
 * listings, in one step: the plan (which listings, how many from each), the server's check of it (totals, fee,
 * balance), then one purchase of every line or none. A listing sold meanwhile refuses the whole purchase, says which,
 * and the plan is made again from the listings as they are now.
 */
export default function FastBuyPage() {
  const { t } = useTranslation('market');
  const query = new URLSearchParams(useSearch());
  const symbol = query.get('symbol')?.trim().toUpperCase() ?? '';
  const tokenId = query.get('token_id')?.trim() ?? '';
  const [, navigate] = useLocation();
  const info = useGoodsInfo(symbol, tokenId);
  const book = useOrderRanking('orders', symbol, 1, BOOK_SIZE, tokenId);
  const setting = usePaymentSetting(true);
  const fee = useTradeFee(symbol);
  useMarketLive([liveTopic.token(symbol, tokenId), liveTopic.me]);
  const [quantity, setQuantity] = useState('1');
  const [password, setPassword] = useState('');
  useConfirmClosing(password !== '');
  const listings = book.data?.list ?? [];
  const editions = Number(quantity);
  const available = buyableEditions(listings);
  const quantityOk = Number.isInteger(editions) && editions >= 1 && editions <= available;
  const plan = planFastBuy(listings, quantityOk ? editions : 0);
  const check = useCartCheck({ items: plan.lines.length ? plan.lines : [] }, plan.lines.length > 0);
  const buy = useCartBuy();

  const goods = info.data;
  if (!goods || book.isPending || setting.isPending) {
    const failed = info.isError || book.isError || setting.isError;
    return (
      <Page title={t('fastBuy.title')}>
        {failed ? (
          <LoadFailed onRetry={() => void Promise.all([info.refetch(), book.refetch(), setting.refetch()])} />
        ) : (
          <Skeleton height={240} radius={16} />
        )}
      </Page>
    );
  }
  if (available === 0)
    return (
      <Page title={t('fastBuy.title')}>
        <EmptyState text={t('editions.noListings')} />
      </Page>
    );

  const totals = check.data;
  const { needsPassword, noPassword } = passwordNeeds(setting.data);
  const lacking = totals ? shortfall(totals.balance, totals.total) : null;
  // everything but the password: what a biometric token needs to pay
  const payable = quantityOk && !!totals && totals.lines.every((line) => line.available) && !lacking && !noPassword;
  const ready = payable && (!needsPassword || password.length === 6);
  /** `token`: a biometric token in place of the typed password; resolves the outcome, if it was sent. */
  const confirm = async (token?: string) => {
    if (token ? !payable : !ready) return;
    const outcome = await buy.run({
      items: plan.lines,
      ...(needsPassword ? { password: token ?? hashPassword(password) } : {}),
    });
    if (outcome.ok) navigate(goodsHref(goods), { replace: true });
    else void Promise.all([book.refetch(), check.refetch()]);
    return outcome;
  };

  return (
    <Page
      title={t('fastBuy.title')}
      primary={{
        text: t('fastBuy.confirm', { count: quantityOk ? editions : 0 }),
        onClick: () => void confirm(),
        busy: buy.busy,
        disabled: !ready,
        testId: 'fastbuy-confirm',
      }}
    >
      <PurchaseItem goods={goods} note={t('fastBuy.available', { count: available })} />
      <Field
        label={t('buy.quantity')}
        hint={t('fastBuy.hint', { count: available })}
        inputMode="numeric"
        value={quantity}
        error={quantityOk ? undefined : t('buy.quantityInvalid', { count: available })}
        onChange={(event) => setQuantity(event.target.value.replace(/\D/g, '').slice(0, 7))}
        data-testid="fastbuy-quantity"
      />
      <List header={t('fastBuy.plan')} testId="fastbuy-plan">
        {plan.lines.map((line) => (
          <Row
            key={line.order_no}
            title={<Money kind="price" value={line.price} symbol={totals?.price_symbol ?? 'USDT'} />}
            value={t('detail.editions', { count: line.quantity })}
          />
        ))}
      </List>
      {totals ? (
        <List header={t('buy.breakdown')} testId="fastbuy-breakdown">
          <Row
            title={t('buy.price')}
            value={<Money kind="price" value={totals.amount} symbol={totals.price_symbol} />}
          />
          <Row
            title={t('buy.fee', { rate: percent(fee.data?.buyer_fee_rate ?? '0') })}
            value={<Money kind="price" value={totals.buyer_fee} symbol={totals.price_symbol} />}
          />
          <Row
            title={<strong>{t('buy.total')}</strong>}
            value={
              <strong data-testid="fastbuy-total">
                <Money kind="price" value={totals.total} symbol={totals.price_symbol} />
              </strong>
            }
          />
          <Row
            title={t('buy.balance')}
            value={<Money kind="balance" value={totals.balance} symbol={totals.price_symbol} />}
          />
        </List>
      ) : quantityOk ? (
        <Skeleton height={160} />
      ) : null}
      <PayStep
        short={lacking}
        symbol={totals?.price_symbol ?? 'USDT'}
        password={password}
        onPassword={setPassword}
        setting={setting.data}
        error={buy.error}
        testIdPrefix="fastbuy"
        onBiometricToken={confirm}
        biometricDisabled={!payable || buy.busy}
      />
    </Page>
  );
}
