import { proxy, subscribe } from 'valtio';
import type { Goods } from '@/contract/nftMarket/types';
import { platform } from '@/platform';
import { CART_MAX, cartEntryOf, tokenKey, type CartEntry } from './cart';

/**
 * The sweep cart: listings picked on the market's grids (sweep mode) or as "the N cheapest under a price", reviewed
 * and bought at once on /nft/cart. Session storage keeps it through a webview reload and the sign-in on the way to
 * the cart.
 */
interface CartState {
  entries: CartEntry[];
  /** Sweep mode: a tap on a listed card puts it in the cart instead of opening it. */
  sweeping: boolean;
}

const STORAGE_KEY = 'market_cart';
const blank = (): CartState => ({ entries: [], sweeping: false });

function readCart(): CartState {
  try {
    const saved = JSON.parse(platform.storage.session.get(STORAGE_KEY) ?? 'null') as Partial<CartState> | null;
    if (!saved || !Array.isArray(saved.entries)) return blank();
    const entries = saved.entries.filter(
      (entry): entry is CartEntry =>
        typeof entry?.key === 'string' &&
        typeof entry.order_no === 'string' &&
        typeof entry.price === 'string' &&
        typeof entry.goods?.symbol === 'string',
    );
    return { entries: entries.slice(0, CART_MAX), sweeping: saved.sweeping === true };
  } catch {
    return blank(); // a damaged cart
  }
}

export const cartState = proxy<CartState>(typeof window === 'undefined' ? blank() : readCart());

if (typeof window !== 'undefined') {
  subscribe(cartState, () => platform.storage.session.set(STORAGE_KEY, JSON.stringify(cartState)));
}

export type CartToggle = 'added' | 'removed' | 'full' | 'unlisted';

/** Puts a token's cheapest listing in the cart, or takes the token out. */
export function toggleCart(goods: Goods): CartToggle {
  const key = tokenKey(goods);
  const at = cartState.entries.findIndex((entry) => entry.key === key);
  if (at >= 0) {
    cartState.entries.splice(at, 1);
    return 'removed';
  }
  const entry = cartEntryOf(goods);
  if (!entry) return 'unlisted';
  if (cartState.entries.length >= CART_MAX) return 'full';
  cartState.entries.push(entry);
  return 'added';
}

/** Adds entries (a sweep's picks) up to CART_MAX; returns how many went in. */
export function addToCart(entries: readonly CartEntry[]): number {
  let added = 0;
  for (const entry of entries) {
    if (cartState.entries.length >= CART_MAX) break;
    if (cartState.entries.some((other) => other.key === entry.key)) continue;
    cartState.entries.push(entry);
    added += 1;
  }
  return added;
}

export function removeFromCart(orderNo: string): void {
  cartState.entries = cartState.entries.filter((entry) => entry.order_no !== orderNo);
}

export function setSweeping(on: boolean): void {
  cartState.sweeping = on;
}

/** After a purchase: the cart is empty and sweep mode off. */
export function clearCart(): void {
  Object.assign(cartState, blank());
}
