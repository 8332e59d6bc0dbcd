import { useTranslation } from 'react-i18next';
import type { CartLine } from '@/contract';
import { IconButton } from '@/shared/ui/IconButton';
import { Money } from '@/shared/ui/Money';
import type { CartEntry } from '../cart';
import { removeFromCart } from '../cartState';
import { goodsHref } from '../model';
import { RecordItem } from './RecordItem';
import './Batch.css';

/** One listing in the cart: the token, its price now, available or why not (the server's words), and remove. */
export function CartRow({ entry, line }: { entry: CartEntry; line: CartLine | undefined }) {
  const { t } = useTranslation('market');
  const goods = line?.goods ?? entry.goods;
  const name = goods.name || `#${goods.token_id}`;
  const available = line?.available ?? true;
  return (
    <li
      className={available ? 'batch-line' : 'batch-line batch-line--unavailable'}
      data-testid="cart-line"
      data-order={entry.order_no}
      data-token={entry.key}
      data-available={String(available)}
    >
      <div className="batch-line__head">
        <RecordItem
          image={goods.image}
          name={name}
          href={goodsHref(goods)}
          lines={[
            goods.collection_name,
            line ? (
              <span
                className={`batch-line__answer batch-line__answer--${available ? 'ok' : 'refused'}`}
                data-testid="cart-line-status"
              >
                {available ? t('cart.available') : line.msg}
              </span>
            ) : null,
          ]}
        />
        <span className="batch-line__price">
          <Money kind="price" value={line?.price ?? entry.price} symbol={line?.price_symbol ?? entry.price_symbol} />
        </span>
        <IconButton
          icon="close"
          aria-label={t('cart.removeNamed', { name })}
          onClick={() => removeFromCart(entry.order_no)}
          data-testid="cart-remove"
        />
      </div>
    </li>
  );
}
