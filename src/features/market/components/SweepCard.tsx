import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Goods } from '@/contract/nftMarket/types';
import { Checkbox } from '@/shared/ui/Checkbox';
import { notice } from '@/state/notice';
import { CART_MAX, tokenKey } from '../cart';
import { cartState, toggleCart } from '../cartState';
import { GoodsCard, GoodsCardFace } from './GoodsCard';
import './Batch.css';

/**
 * A token in a grid in sweep mode: a tap puts its cheapest listing in the cart or takes it out (the check box over
 * the picture says which). A token that is not listed stays an ordinary card.
 */
export function SweepCard({ goods, eager = false }: { goods: Goods; eager?: boolean }) {
  const { t } = useTranslation('market');
  const { entries } = useSnapshot(cartState);
  if (goods.price === null || goods.order_no === null) return <GoodsCard goods={goods} eager={eager} />;
  const key = tokenKey(goods);
  const name = goods.name || `#${goods.token_id}`;
  return (
    <li className="goods-card pick-card" data-testid="goods-card" data-token={key}>
      <Checkbox
        label={
          <>
            <span className="visually-hidden">{t('cart.pickNamed', { name })}</span>
            <span className="ui-tile" aria-hidden="true">
              <GoodsCardFace goods={goods} eager={eager} />
            </span>
          </>
        }
        checked={entries.some((entry) => entry.key === key)}
        onChange={() => {
          if (toggleCart(goods) === 'full') notice.error(t('cart.full', { count: CART_MAX }));
        }}
        testId="sweep-pick"
      />
    </li>
  );
}
