import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { CartBuyRes } from '@/contract';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { hashPassword } from '@/shared/lib/password';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { EmptyState } from '@/shared/ui/EmptyState';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';
import { Money } from '@/shared/ui/Money';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { availableItems, balanceAfter, cartRequest } from '../cart';
import { cartState, clearCart } from '../cartState';
import { CartReceipt } from '../components/CartReceipt';
import { CartRow } from '../components/CartRow';
import { PayStep, passwordNeeds } from '../components/PayStep';
import { errorCode, useCartBuy, useCartCheck, usePaymentSetting, useTradeFee } from '../hooks';
import { percent } from '../model';
import '../components/Batch.css';
import '../components/Records.css';
import './BuyPage.css';

/**
 * /nft/cart (beyond the spec's list: its /nft/detail1155/fastBuy is one ERC1155 token's quick purchase, not a cart of
 * tokens of any collections): the sweep cart as it is now (buy_batch_check_v2: each line available or why not), the
 * totals, the balance after, the payment password unless password-free, then "Buy N": buy_batch_verify and
 * buy_batch_v2, all or none. A line sold meanwhile refuses the whole purchase naming it (33047): the check runs
 * again and marks it, the password stays typed, nothing is bought. Afterwards a receipt of exactly what was bought.
 */
export default function CartPage() {
  const { t } = useTranslation('market');
  const { entries } = useSnapshot(cartState);
  const [receipt, setReceipt] = useState<CartBuyRes | null>(null);
  const check = useCartCheck(cartRequest(entries), entries.length > 0 && receipt === null);
  const fee = useTradeFee();
  const setting = usePaymentSetting(true);
  const buy = useCartBuy();
  const [password, setPassword] = useState('');
  useConfirmClosing(password !== '' && receipt === null);

  if (receipt) return <CartReceipt receipt={receipt} />;
  if (entries.length === 0)
    return (
      <Page title={t('cart.title')}>
        <EmptyState text={t('cart.empty')} />
        <ButtonLink href="/nft/search" variant="primary" block>
          {t('cart.browse')}
        </ButtonLink>
      </Page>
    );
  if (!check.data || setting.isPending) {
    const failed = check.isError || setting.isError;
    return (
      <Page title={t('cart.title')}>
        {failed ? (
          <>
            <LoadFailed
              onRetry={() => void Promise.all([check.refetch(), setting.refetch()])}
              busy={check.isFetching}
            />
            {/* a listing the server no longer knows fails the whole check: start again */}
            <Button variant="ghost" block onClick={clearCart} data-testid="cart-clear">
              {t('cart.clear')}
            </Button>
          </>
        ) : (
          <Skeleton height={260} radius={16} />
        )}
      </Page>
    );
  }

  const data = check.data;
  const lineOf = new Map(data.lines.map((line) => [line.order_no, line]));
  const items = availableItems(data.lines);
  const unavailable = data.lines.length - items.length;
  const { after, short } = balanceAfter(data);
  const coin = data.price_symbol;
  const { needsPassword, noPassword } = passwordNeeds(setting.data);
  // everything but the password: what a biometric token needs to pay
  const payable = items.length > 0 && !short && !noPassword;
  const ready = payable && (!needsPassword || password.length === 6);
  /** `token`: a biometric token in place of the typed password; resolves the outcome, if it was sent. */
  const confirm = async (token?: string) => {
    if ((token ? !payable : !ready) || check.isFetching) return;
    const outcome = await buy.run({
      items,
      ...(needsPassword ? { password: token ?? hashPassword(password) } : {}),
    });
    if (outcome.ok) {
      setReceipt(outcome.data);
      setPassword('');
      clearCart();
      return;
    }
    // a line sold or re-priced meanwhile (33047 names it): the check marks it; the password stays typed
    if (![20165, 32012].includes(errorCode(outcome.error) ?? 0)) void check.refetch();
    return outcome;
  };

  return (
    <Page
      title={t('cart.title')}
      primary={{
        text: t('cart.buy', { count: items.length }),
        onClick: () => void confirm(),
        busy: buy.busy,
        disabled: !ready || check.isFetching,
        testId: 'cart-buy',
      }}
    >
      <div className="batch-stack">
        <ul className="batch-lines batch-lines--card" data-testid="cart-lines">
          {entries.map((entry) => (
            <CartRow key={entry.order_no} entry={entry} line={lineOf.get(entry.order_no)} />
          ))}
        </ul>
        {unavailable > 0 ? (
          <p className="records-hint" data-testid="cart-unavailable">
            {t('cart.unavailable', { count: unavailable })}
          </p>
        ) : null}
        <List header={t('buy.breakdown')} testId="cart-totals">
          <Row
            title={t('cart.amount', { count: items.length })}
            value={<Money kind="price" value={data.amount} symbol={coin} />}
          />
          <Row
            title={fee.data ? t('buy.fee', { rate: percent(fee.data.buyer_fee_rate) }) : t('cart.fee')}
            value={<Money kind="price" value={data.buyer_fee} symbol={coin} />}
          />
          <Row
            title={<strong>{t('buy.total')}</strong>}
            value={
              <strong data-testid="cart-total">
                <Money kind="price" value={data.total} symbol={coin} />
              </strong>
            }
          />
          <Row title={t('buy.balance')} value={<Money kind="balance" value={data.balance} symbol={coin} />} />
          <Row
            title={t('buy.after')}
            tone={short ? 'danger' : undefined}
            value={<Money kind="balance" value={after} symbol={coin} />}
          />
        </List>
        <PayStep
          short={short}
          symbol={coin}
          password={password}
          onPassword={setPassword}
          setting={setting.data}
          error={buy.error}
          testIdPrefix="cart"
          onBiometricToken={confirm}
          biometricDisabled={!payable || check.isFetching || buy.busy}
        />
      </div>
    </Page>
  );
}
