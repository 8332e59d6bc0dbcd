import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import type { MarketSearchReq } from '@/contract/nftMarket/types';
import { rememberPath } from '@/session/loginRedirect';
import { isLoggedIn } from '@/session/session';
import { displayAmount } from '@/shared/lib/amountFormat';
import { isValidPrice } from '@/shared/lib/validate';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Field } from '@/shared/ui/Field';
import { Icon } from '@/shared/ui/Icon';
import type { PagePrimary } from '@/shared/ui/Page';
import { Sheet } from '@/shared/ui/Sheet';
import { notice } from '@/state/notice';
import { CART_MAX, cartSum } from '../cart';
import { addToCart, cartState, setSweeping } from '../cartState';
import { useSweepPick } from '../hooks';
import { MARKET_COIN } from '../model';
import './Batch.css';
import { MARKET_ICONS } from '../icons';

/** The cart's size and sum, as the cart button and the main button say it. */
function useCartFigures() {
  const { entries } = useSnapshot(cartState);
  const total = `${displayAmount(cartSum(entries))} ${MARKET_COIN}`;
  return { count: entries.length, total };
}

/**
 * The screen's main action while sweeping with something in the cart: review it (Telegram's main button inside
 * Telegram). Null otherwise.
 */
export function useCartPrimary(): PagePrimary | null {
  const { t } = useTranslation('market');
  const [, navigate] = useLocation();
  const { sweeping } = useSnapshot(cartState);
  const { count, total } = useCartFigures();
  if (!sweeping || count === 0) return null;
  return { text: t('cart.review', { count, total }), onClick: () => navigate('/nft/cart'), testId: 'cart-review' };
}

/** "The N cheapest up to a price": how many, and the highest price per NFT. */
function CheapestSheet({ request, onClose }: { request: MarketSearchReq; onClose: () => void }) {
  const { t } = useTranslation('market');
  const { entries } = useSnapshot(cartState);
  const pick = useSweepPick();
  const room = CART_MAX - entries.length;
  const [count, setCount] = useState(String(Math.min(5, room)));
  const [cap, setCap] = useState('');
  const [touched, setTouched] = useState(false);
  const n = Number(count);
  const countError =
    Number.isInteger(n) && n >= 1 && n <= room ? undefined : t('cart.cheapestCountInvalid', { count: room });
  const capError = isValidPrice(cap) ? undefined : t('sell.priceInvalid');
  const submit = async () => {
    setTouched(true);
    if (countError || capError) return;
    const inCart = new Set(entries.map((entry) => entry.key));
    const outcome = await pick.run({ request, count: n, cap, inCart });
    if (!outcome.ok) return;
    const added = addToCart(outcome.data);
    if (added === 0) notice.info(t('cart.cheapestNone'));
    else if (added < n) notice.info(t('cart.cheapestSome', { count: added }));
    else notice.success(t('cart.cheapestAdded', { count: added }));
    onClose();
  };
  return (
    <Sheet
      open
      onClose={onClose}
      title={t('cart.cheapestTitle')}
      footer={
        <Button variant="primary" block busy={pick.busy} onClick={() => void submit()} data-testid="cheapest-add">
          {t('cart.cheapestAdd')}
        </Button>
      }
    >
      <div className="sweep-form">
        <p className="sweep-hint">{t('cart.cheapestText')}</p>
        <Field
          label={t('cart.cheapestCount')}
          inputMode="numeric"
          autoComplete="off"
          value={count}
          error={touched ? countError : undefined}
          onChange={(event) => setCount(event.target.value.replace(/\D/g, '').slice(0, 2))}
          data-testid="cheapest-count"
        />
        <Field
          label={t('cart.cheapestCap', { symbol: MARKET_COIN })}
          inputMode="decimal"
          autoComplete="off"
          value={cap}
          error={touched ? capError : undefined}
          onChange={(event) => setCap(event.target.value.trim())}
          data-testid="cheapest-cap"
        />
      </div>
    </Sheet>
  );
}

/**
 * Sweep mode beside a grid's own tools (the search, a collection's items): the switch, the cheapest N of what the
 * grid shows, and the cart with its size and sum.
 */
export function SweepTools({ request }: { request: MarketSearchReq }) {
  const { t } = useTranslation('market');
  const [location, navigate] = useLocation();
  const { sweeping } = useSnapshot(cartState);
  const { count, total } = useCartFigures();
  const [cheapest, setCheapest] = useState(false);
  const openCheapest = () => {
    if (isLoggedIn()) return setCheapest(true);
    rememberPath(`${location}${window.location.search}`);
    navigate('/login');
  };
  return (
    <div className="sweep-tools">
      <Button
        variant={sweeping ? 'primary' : 'secondary'}
        aria-pressed={sweeping}
        onClick={() => setSweeping(!sweeping)}
        data-testid="sweep-mode"
      >
        <Icon path={MARKET_ICONS.cart} size={18} />
        {t('cart.sweep')}
      </Button>
      {sweeping ? (
        <Button variant="secondary" onClick={openCheapest} data-testid="sweep-cheapest">
          {t('cart.cheapest')}
        </Button>
      ) : null}
      {count > 0 ? (
        <ButtonLink
          href="/nft/cart"
          variant="secondary"
          aria-label={t('cart.buttonLabel', { count, total })}
          data-testid="cart-button"
        >
          <span className="sweep-tools__count" data-testid="cart-count">
            {count}
          </span>
          {total}
        </ButtonLink>
      ) : null}
      {cheapest ? <CheapestSheet request={request} onClose={() => setCheapest(false)} /> : null}
    </div>
  );
}
