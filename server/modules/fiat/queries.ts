import BigNumber from 'bignumber.js';
import { randomBytes } from 'node:crypto';
import type { FiatChannel, FiatCoin, FiatCurrency, FiatOrder, FiatQuote } from '@/contract/fiat/types';
import type { Queryable } from '../../db';
import { trimDecimal } from '../../lib/decimal';
import { postLedger, systemAccount } from '../finance/ledger';

export interface ChannelRow {
  code: string;
  name: string;
  payment_methods: string;
  fee_rate: string;
  fixed_fee_usd: string;
  min_usd: string;
  max_usd: string;
  order_ttl_seconds: number;
  simulated: boolean;
}

/** Coins one can buy: listed in fiat_coins, enabled in coins, with a price. */
export async function buyableCoins(q: Queryable, symbol?: string): Promise<FiatCoin[]> {
  const rows = await q.query<FiatCoin>(
    `SELECT c.symbol, c.name, c.icon, c.decimals, trim_scale(c.usd_price)::text AS usd_price
       FROM fiat_coins f JOIN coins c ON c.symbol = f.symbol AND c.enabled AND c.usd_price > 0
      WHERE $1::text IS NULL OR c.symbol = $1
      ORDER BY f.sort, c.symbol`,
    [symbol ?? null],
  );
  return rows;
}

export async function fiatCurrencies(q: Queryable, code?: string): Promise<FiatCurrency[]> {
  return q.query<FiatCurrency>(
    `SELECT code, name, sign, decimals, trim_scale(per_usd)::text AS per_usd
       FROM fiat_currencies WHERE enabled AND ($1::text IS NULL OR code = $1) ORDER BY sort, code`,
    [code ?? null],
  );
}

export async function channels(q: Queryable, code?: string): Promise<ChannelRow[]> {
  return q.query<ChannelRow>(
    `SELECT code, name, payment_methods, fee_rate::text AS fee_rate, fixed_fee_usd::text AS fixed_fee_usd,
            min_usd::text AS min_usd, max_usd::text AS max_usd, order_ttl_seconds, simulated
       FROM fiat_channels WHERE enabled AND ($1::text IS NULL OR code = $1) ORDER BY sort, code`,
    [code ?? null],
  );
}

const fixed = (value: BigNumber) => trimDecimal(value.toFixed());

/** A channel's limits and fixed fee in one fiat currency (limits rounded inwards, the fee up). */
export function channelIn(channel: ChannelRow, fiat: FiatCurrency): FiatChannel {
  const rate = new BigNumber(fiat.per_usd);
  return {
    code: channel.code,
    name: channel.name,
    payment_methods: channel.payment_methods.split(',').filter(Boolean),
    fee_rate: trimDecimal(channel.fee_rate),
    fixed_fee: fixed(new BigNumber(channel.fixed_fee_usd).times(rate).decimalPlaces(fiat.decimals, BigNumber.ROUND_UP)),
    min_amount: fixed(new BigNumber(channel.min_usd).times(rate).decimalPlaces(fiat.decimals, BigNumber.ROUND_UP)),
    max_amount: fixed(new BigNumber(channel.max_usd).times(rate).decimalPlaces(fiat.decimals, BigNumber.ROUND_DOWN)),
    fiat: fiat.code,
    simulated: channel.simulated,
  };
}

/**
 * What `fiatAmount` buys through `channel`: fee = amount x fee_rate (rounded up to the currency's decimals) +
 * the fixed fee; the rest buys the coin at its USD price converted to the fiat, rounded down to the coin's
 * decimals. The amount itself is cut to the currency's decimals (a KRW amount has none).
 */
export function quoteFor(channel: ChannelRow, fiat: FiatCurrency, coin: FiatCoin, fiatAmount: string): FiatQuote {
  const limits = channelIn(channel, fiat);
  const amount = new BigNumber(fiatAmount).decimalPlaces(fiat.decimals, BigNumber.ROUND_DOWN);
  const fee = amount.times(channel.fee_rate).decimalPlaces(fiat.decimals, BigNumber.ROUND_UP).plus(limits.fixed_fee);
  const price = new BigNumber(coin.usd_price).times(fiat.per_usd);
  const net = amount.minus(fee);
  const coinAmount = net.gt(0) ? net.div(price).decimalPlaces(coin.decimals, BigNumber.ROUND_DOWN) : new BigNumber(0);
  const reason: FiatQuote['reason'] = amount.lt(limits.min_amount)
    ? 'below_min'
    : amount.gt(limits.max_amount)
      ? 'above_max'
      : coinAmount.lte(0)
        ? 'fee_exceeds_amount'
        : '';
  return {
    channel: channel.code,
    channel_name: channel.name,
    symbol: coin.symbol,
    fiat: fiat.code,
    fiat_amount: fixed(amount),
    fee: fixed(fee),
    price: fixed(price.decimalPlaces(8, BigNumber.ROUND_HALF_UP)),
    coin_amount: reason ? '0' : fixed(coinAmount),
    min_amount: limits.min_amount,
    max_amount: limits.max_amount,
    ok: reason === '',
    reason,
  };
}

const ORDER_COLUMNS = `o.order_no, o.channel, ch.name AS channel_name, o.symbol, o.fiat,
  trim_scale(o.fiat_amount)::text AS fiat_amount, trim_scale(o.fee)::text AS fee, trim_scale(o.price)::text AS price,
  trim_scale(o.coin_amount)::text AS coin_amount, o.status,
  extract(epoch from o.created_at)::bigint AS created_at, extract(epoch from o.expires_at)::bigint AS expires_at,
  extract(epoch from o.paid_at)::bigint AS paid_at, extract(epoch from o.credited_at)::bigint AS credited_at,
  extract(epoch from o.closed_at)::bigint AS closed_at`;

export async function insertOrder(
  q: Queryable,
  userId: number,
  quote: FiatQuote,
  ttlSeconds: number,
): Promise<FiatOrder> {
  const orderNo = `FO${Date.now()}${randomBytes(5).toString('hex').toUpperCase()}`;
  const checkoutToken = randomBytes(24).toString('base64url');
  await q.query(
    `INSERT INTO fiat_orders (order_no, checkout_token, user_id, channel, fiat, fiat_amount, fee, symbol, coin_amount,
                              price, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() + make_interval(secs => $11))`,
    [
      orderNo,
      checkoutToken,
      userId,
      quote.channel,
      quote.fiat,
      quote.fiat_amount,
      quote.fee,
      quote.symbol,
      quote.coin_amount,
      quote.price,
      ttlSeconds,
    ],
  );
  const order = await orderOf(q, userId, orderNo);
  if (!order) throw new Error('fiat order insert failed');
  return order.order;
}

/** Pending orders past their time become expired (read paths call this first; no job needed). */
async function expireDue(q: Queryable, where: string, param: string | number): Promise<void> {
  await q.query(
    `UPDATE fiat_orders SET status = 'expired', closed_at = now()
      WHERE ${where} = $1 AND status = 'pending' AND expires_at <= now()`,
    [param],
  );
}

/** The caller's order by its number, with its checkout token and whether its channel is simulated. */
export async function orderOf(
  q: Queryable,
  userId: number,
  orderNo: string,
): Promise<{ order: FiatOrder; token: string; simulated: boolean } | null> {
  await expireDue(q, 'order_no', orderNo);
  const [row] = await q.query<FiatOrder & { checkout_token: string; simulated: boolean }>(
    `SELECT ${ORDER_COLUMNS}, o.checkout_token, ch.simulated
       FROM fiat_orders o JOIN fiat_channels ch ON ch.code = o.channel
      WHERE o.order_no = $1 AND o.user_id = $2`,
    [orderNo, userId],
  );
  if (!row) return null;
  const { checkout_token: token, simulated, ...order } = row;
  return { order, token, simulated };
}

/** The order a checkout link stands for (the token is the link's only credential). */
export async function orderByToken(q: Queryable, token: string): Promise<FiatOrder | null> {
  await expireDue(q, 'checkout_token', token);
  const [row] = await q.query<FiatOrder>(
    `SELECT ${ORDER_COLUMNS} FROM fiat_orders o JOIN fiat_channels ch ON ch.code = o.channel
      WHERE o.checkout_token = $1`,
    [token],
  );
  return row ?? null;
}

/**
 * The provider reports the payment: a pending, unexpired order becomes paid and is credited in the same
 * transaction (system fiat account -> the buyer's available balance). The status guard in the UPDATE makes a
 * repeated or concurrent report a no-op, so an order is credited at most once. Returns whether this call credited.
 */
export async function completePayment(q: Queryable, token: string): Promise<boolean> {
  const [row] = await q.query<{ order_no: string; user_id: number; symbol: string; coin_amount: string }>(
    `UPDATE fiat_orders SET status = 'credited', paid_at = now(), credited_at = now(), closed_at = now()
      WHERE checkout_token = $1 AND status = 'pending' AND expires_at > now()
      RETURNING order_no, user_id, symbol, trim_scale(coin_amount)::text AS coin_amount`,
    [token],
  );
  if (!row) return false;
  const fiatAccount = await systemAccount(q, 'fiat');
  await postLedger(q, 'fiat_purchase', row.order_no, [
    { userId: fiatAccount, part: 'system', symbol: row.symbol, amount: `-${row.coin_amount}` },
    { userId: row.user_id, part: 'available', symbol: row.symbol, amount: row.coin_amount },
  ]);
  return true;
}

/** The provider reports a failed payment: a pending order becomes failed (nothing moves). */
export async function failPayment(q: Queryable, token: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE fiat_orders SET status = 'failed', closed_at = now()
      WHERE checkout_token = $1 AND status = 'pending' RETURNING id`,
    [token],
  );
  return rows.length > 0;
}
