import { randomBytes } from 'node:crypto';
import BigNumber from 'bignumber.js';
import type { CartBuyRes, CartCheckRes, CartLine } from '@/contract/nftMarket/types';
import type { ServerLang } from '@/contract';
import type { Queryable } from '../../db';
import { ApiError, Codes } from '../../errors';
import { translate } from '../../i18n';
import { dec } from '../wallet/money';
import { GOODS_COLUMNS, goodsOut, MARKET_COIN, type GoodsRow } from './goods';
import { feesOf, settle, split, tradeOf, type BuyLine } from './trade';

/**
 * Sweeps and carts (buy_batch*): a check of the lines as they are now, an optional token that pins the confirmed
 * lines and prices for a few minutes, and the purchase, which settles every line in one transaction or none.
 */

const TOKEN_SECONDS = 300;

/** Each line as it stands now, the totals of the available ones, and the buyer's balance. */
export async function checkCart(
  q: Queryable,
  lang: ServerLang,
  buyerId: number,
  lines: readonly BuyLine[],
): Promise<CartCheckRes> {
  const fees = await feesOf(q, MARKET_COIN);
  const out: CartLine[] = [];
  let amount = new BigNumber(0);
  let buyerFee = new BigNumber(0);
  for (const line of lines) {
    const [row] = await q.query<
      GoodsRow & { status: string; user_id: number; remaining: number; order_price: string; order_symbol: string }
    >(
      `SELECT ${GOODS_COLUMNS}, o.status, o.user_id, o.remaining, o.price::text AS order_price, o.symbol AS order_symbol
         FROM market_orders o JOIN nft_tokens t ON t.collection_id = o.collection_id AND t.token_id = o.token_id
         JOIN nft_collections c ON c.id = o.collection_id
        WHERE o.order_no = $2 AND o.side = 'sell'`,
      [lang, line.order_no],
    );
    if (!row) throw new ApiError(Codes.MARKET_ORDER_NOT_FOUND, 'market_order_not_found');
    const quantity = line.quantity ?? 1;
    const name = row.name;
    const why =
      row.status !== 'open'
        ? translate(lang, 'market_order_closed', { name })
        : Number(row.user_id) === buyerId
          ? translate(lang, 'market_own_order')
          : quantity > Number(row.remaining)
            ? translate(lang, 'market_quantity_invalid', { available: Number(row.remaining) })
            : !new BigNumber(line.price).eq(row.order_price)
              ? translate(lang, 'market_cart_changed', { name })
              : row.order_symbol !== fees.symbol
                ? translate(lang, 'market_coin_not_traded', { symbol: row.order_symbol })
                : '';
    const [royalty] = await q.query<{ rate: string }>(
      'SELECT royalty_rate::text AS rate FROM nft_collections WHERE symbol = $1',
      [row.symbol],
    );
    if (!why) {
      const money = split(row.order_price, quantity, fees, royalty?.rate ?? '0');
      amount = amount.plus(money.amount.value);
      buyerFee = buyerFee.plus(money.buyerFee.value);
    }
    out.push({
      order_no: line.order_no,
      goods: goodsOut(row),
      quantity,
      price: dec(row.order_price),
      price_symbol: row.order_symbol,
      available: !why,
      msg: why,
    });
  }
  const [[balance], [user]] = await Promise.all([
    q.query<{ available: string }>(
      "SELECT available::text FROM balances WHERE user_id = $1 AND symbol = $2 AND account = 'spot'",
      [buyerId, fees.symbol],
    ),
    q.query<{ nft_free: boolean }>('SELECT nft_free FROM users WHERE id = $1', [buyerId]),
  ]);
  return {
    lines: out,
    price_symbol: fees.symbol,
    amount: dec(amount),
    buyer_fee: dec(buyerFee),
    total: dec(amount.plus(buyerFee)),
    balance: dec(balance?.available ?? '0'),
    password_required: !user?.nft_free,
  };
}

/** The lines with the prices they have now (what the buyer confirms), or 33047 naming the first that is not available. */
async function confirmedLines(q: Queryable, lang: ServerLang, buyerId: number, lines: readonly BuyLine[]) {
  const check = await checkCart(q, lang, buyerId, lines);
  const bad = check.lines.find((line) => !line.available);
  if (bad) throw new ApiError(Codes.MARKET_CART_CHANGED, 'market_cart_changed', { name: bad.goods.name });
  return check.lines.map((line) => ({ order_no: line.order_no, quantity: line.quantity, price: line.price }));
}

/** buy_batch_verify: pins the confirmed lines for a few minutes; the password was checked before. */
export async function cartToken(q: Queryable, lang: ServerLang, buyerId: number, lines: readonly BuyLine[]) {
  const confirmed = await confirmedLines(q, lang, buyerId, lines);
  const token = randomBytes(24).toString('base64url');
  const [row] = await q.query<{ expires_at: number }>(
    `INSERT INTO market_cart_tokens (token, user_id, lines, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4::int))
     RETURNING floor(extract(epoch from expires_at))::bigint AS expires_at`,
    [token, buyerId, JSON.stringify(confirmed), TOKEN_SECONDS],
  );
  return { token, expires_at: Number(row?.expires_at) };
}

/** The lines a token pins, used up now, or 33048. */
export async function redeemCartToken(q: Queryable, buyerId: number, token: string): Promise<BuyLine[]> {
  const [row] = await q.query<{ lines: BuyLine[] }>(
    `UPDATE market_cart_tokens SET used_at = now()
      WHERE token = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now() RETURNING lines`,
    [token, buyerId],
  );
  if (!row) throw new ApiError(Codes.MARKET_CART_TOKEN_INVALID, 'market_cart_token_invalid');
  return row.lines;
}

/** Buys every line or none (inside the caller's transaction): a line sold or re-priced meanwhile fails the batch. */
export async function buyCart(
  q: Queryable,
  lang: ServerLang,
  buyerId: number,
  lines: readonly BuyLine[],
): Promise<CartBuyRes> {
  const batchNo = `B${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex')}`;
  const ids: number[] = [];
  // the same listing twice in one cart is one line with the editions added
  const merged = new Map<string, BuyLine>();
  for (const line of lines) {
    const before = merged.get(line.order_no);
    merged.set(line.order_no, { ...line, quantity: (before?.quantity ?? 0) + (line.quantity ?? 1) });
  }
  for (const line of merged.values()) ids.push((await settle(q, buyerId, line, batchNo)).tradeId);
  const trades = [];
  for (const id of ids) trades.push(await tradeOf(q, lang, buyerId, { id }));
  const total = trades.reduce((sum, trade) => sum.plus(trade.total), new BigNumber(0));
  return { batch_no: batchNo, trades, total: dec(total), price_symbol: trades[0]?.price_symbol ?? MARKET_COIN };
}
