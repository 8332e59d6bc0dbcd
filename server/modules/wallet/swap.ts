import { randomBytes } from 'node:crypto';
import BigNumber from 'bignumber.js';
import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract/full';
import type { SwapKind, SwapOrder, SwapPair, SwapQuote } from '@/contract';
import type { Queryable } from '../../db';
import { ApiError, Codes } from '../../errors';
import { defineHandler } from '../../plugins/handler';
import { postLedger, type Account, type LedgerLeg } from '../finance/ledger';
import { currentPrices } from '../finance/prices';
import { amountOf, dec, epoch, pageOf, systemUser } from './money';

/**
 * Swaps at the server's price (docs/wallet-money.md). A quote (swap_get_price) records what the user saw;
 * swap_apply prices the same amount again at the CURRENT price and executes it only when the result is at
 * least the quote's amount less the user's slippage. One ledger transaction: the user's from coin goes to the
 * swap desk (the fee to the fee account), the desk pays the to coin. `seraph` pairs move the game account.
 */

interface PairRow extends SwapPair {
  depth_usd: string;
  from_decimals: number;
  to_decimals: number;
}

const PAIR_COLUMNS = `p.id, p.kind, p.from_symbol, p.to_symbol, p.min_amount::text AS min_amount,
  p.max_amount::text AS max_amount, p.fee_rate::text AS fee_rate, p.quote_seconds, p.depth_usd::text AS depth_usd,
  f.decimals AS from_decimals, t.decimals AS to_decimals`;
const PAIR_FROM = `swap_pairs p JOIN coins f ON f.symbol = p.from_symbol AND f.enabled
  JOIN coins t ON t.symbol = p.to_symbol AND t.enabled`;

const accountOf = (kind: SwapKind): Account => (kind === 'seraph' ? 'game' : 'spot');

const publicPair = (pair: PairRow): SwapPair => ({
  id: pair.id,
  kind: pair.kind,
  from_symbol: pair.from_symbol,
  to_symbol: pair.to_symbol,
  min_amount: dec(pair.min_amount),
  max_amount: dec(pair.max_amount),
  fee_rate: dec(pair.fee_rate),
  quote_seconds: pair.quote_seconds,
});

/** Slippage in percent as a fraction, or 32006 above 50 %. */
function slippageOf(text: string | undefined): BigNumber {
  const percent = new BigNumber(text ?? '0.5');
  if (!percent.isFinite() || percent.isNegative() || percent.gt(50))
    throw new ApiError(Codes.SLIPPAGE_INVALID, 'slippage_invalid');
  return percent;
}

interface Priced {
  fee: BigNumber;
  rate: BigNumber;
  impact: BigNumber;
  toAmount: BigNumber;
}

/**
 * What `amount` of the pair's from coin buys at the current prices: the fee (rounded up to the coin's
 * decimals) is taken first, the rest converts at from/to price, less the price impact
 * value / (value + depth); the result is rounded down to the to coin's decimals.
 */
async function price(q: Queryable, pair: PairRow, amount: BigNumber): Promise<Priced> {
  const prices = await currentPrices(q);
  const fromPrice = new BigNumber(prices.get(pair.from_symbol) ?? 0);
  const toPrice = new BigNumber(prices.get(pair.to_symbol) ?? 0);
  if (fromPrice.lte(0) || toPrice.lte(0)) throw new ApiError(Codes.SWAP_PAIR_UNAVAILABLE, 'swap_pair_unavailable');
  const fee = amount.times(pair.fee_rate).decimalPlaces(pair.from_decimals, BigNumber.ROUND_UP);
  const net = amount.minus(fee);
  const rate = fromPrice.dividedBy(toPrice).decimalPlaces(18, BigNumber.ROUND_DOWN);
  const value = net.times(fromPrice);
  const impact = value.dividedBy(value.plus(pair.depth_usd));
  const toAmount = net
    .times(rate)
    .times(new BigNumber(1).minus(impact))
    .decimalPlaces(pair.to_decimals, BigNumber.ROUND_DOWN);
  return { fee, rate, impact, toAmount };
}

async function pairFor(q: Queryable, kind: SwapKind, from: string, to: string): Promise<PairRow> {
  const [pair] = await q.query<PairRow>(
    `SELECT ${PAIR_COLUMNS} FROM ${PAIR_FROM}
      WHERE p.enabled AND p.kind = $1 AND p.from_symbol = $2 AND p.to_symbol = $3`,
    [kind, from.trim().toUpperCase(), to.trim().toUpperCase()],
  );
  if (!pair) throw new ApiError(Codes.SWAP_PAIR_UNAVAILABLE, 'swap_pair_unavailable');
  return pair;
}

function checkRange(pair: PairRow, amount: BigNumber): void {
  if (amount.lt(pair.min_amount))
    throw new ApiError(Codes.SWAP_AMOUNT_RANGE, 'swap_amount_below_min', {
      min: dec(pair.min_amount),
      symbol: pair.from_symbol,
    });
  if (amount.gt(pair.max_amount))
    throw new ApiError(Codes.SWAP_AMOUNT_RANGE, 'swap_amount_above_max', {
      max: dec(pair.max_amount),
      symbol: pair.from_symbol,
    });
}

const minReceived = (toAmount: BigNumber, slippage: BigNumber, decimals: number) =>
  toAmount.times(new BigNumber(100).minus(slippage)).dividedBy(100).decimalPlaces(decimals, BigNumber.ROUND_DOWN);

const ORDER_COLUMNS = `o.id, o.kind, o.account, o.from_symbol, o.to_symbol, o.from_amount::text AS from_amount,
  o.fee::text AS fee, o.to_amount::text AS to_amount, o.rate::text AS rate,
  o.quoted_to_amount::text AS quoted_to_amount, o.slippage::text AS slippage,
  o.price_impact::text AS price_impact, 'done' AS status, o.transaction_id, ${epoch('o.created_at')} AS created_at`;

const NUMERIC_ORDER_FIELDS = [
  'from_amount',
  'fee',
  'to_amount',
  'rate',
  'quoted_to_amount',
  'slippage',
  'price_impact',
] as const;

export function orderOut(row: SwapOrder): SwapOrder {
  const out = { ...row, id: Number(row.id), transaction_id: Number(row.transaction_id) };
  for (const field of NUMERIC_ORDER_FIELDS) out[field] = dec(row[field]);
  return { ...out, created_at: Number(row.created_at) };
}

export async function swapOrderBy(q: Queryable, userId: number, where: string, value: number) {
  const [row] = await q.query<SwapOrder>(
    `SELECT ${ORDER_COLUMNS} FROM swap_orders o WHERE o.user_id = $1 AND ${where} = $2`,
    [userId, value],
  );
  return row ? orderOut(row) : null;
}

export default function registerSwapCalls(app: FastifyInstance): void {
  defineHandler(app, contract.finance.swapCoinPairConfigList, {
    doc: {
      section: 'wallet',
      notes: '`kind` standard (spot account, default: both kinds) or seraph (game account)',
    },
    handler: async ({ db, body }) => {
      const rows = await db.query<PairRow>(
        `SELECT ${PAIR_COLUMNS} FROM ${PAIR_FROM} WHERE p.enabled AND ($1::text IS NULL OR p.kind = $1)
          ORDER BY p.kind DESC, p.sort, p.id`,
        [body.kind ?? null],
      );
      return { list: rows.map(publicPair) };
    },
  });

  defineHandler(app, contract.finance.swapGetPrice, {
    doc: {
      section: 'wallet',
      notes: 'at the server price; `slippage` percent (default 0.5); 32001, 32002, 32003, 32006',
    },
    handler: async ({ db, session, body }) => {
      const kind = body.kind ?? 'standard';
      const pair = await pairFor(db, kind, body.from_symbol, body.to_symbol);
      const amount = amountOf(body.amount, { symbol: pair.from_symbol, decimals: pair.from_decimals });
      checkRange(pair, amount);
      const slippage = slippageOf(body.slippage);
      const priced = await price(db, pair, amount);
      if (priced.toAmount.lte(0))
        throw new ApiError(Codes.SWAP_AMOUNT_RANGE, 'swap_amount_below_min', {
          min: dec(pair.min_amount),
          symbol: pair.from_symbol,
        });
      // a screen refreshes its quote every few seconds: the user's stale unused quotes go
      await db.query(
        `DELETE FROM swap_quotes WHERE user_id = $1 AND used_at IS NULL AND expires_at < now() - interval '1 hour'`,
        [session.userId],
      );
      const id = randomBytes(18).toString('base64url');
      const [quote] = await db.query<{ expires_at: number }>(
        `INSERT INTO swap_quotes (id, user_id, pair_id, from_amount, to_amount, rate, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))
         RETURNING ${epoch('expires_at')} AS expires_at`,
        [
          id,
          session.userId,
          pair.id,
          amount.toFixed(),
          priced.toAmount.toFixed(),
          priced.rate.toFixed(),
          pair.quote_seconds,
        ],
      );
      const result: SwapQuote = {
        quote_id: id,
        kind,
        from_symbol: pair.from_symbol,
        to_symbol: pair.to_symbol,
        from_amount: dec(amount),
        fee: dec(priced.fee),
        fee_rate: dec(pair.fee_rate),
        rate: dec(priced.rate),
        to_amount: dec(priced.toAmount),
        price_impact: priced.impact.times(100).toFixed(4),
        slippage: dec(slippage),
        min_received: dec(minReceived(priced.toAmount, slippage, pair.to_decimals)),
        expires_at: Number(quote?.expires_at ?? 0),
      };
      return result;
    },
  });

  defineHandler(app, contract.finance.swapApply, {
    doc: {
      section: 'wallet',
      notes:
        'idempotent; executes the quote at the CURRENT server price: 32004 expired/used quote, 32005 price moved beyond `slippage` (nothing moves), 30001',
    },
    handler: async ({ db, session, body }) => {
      const slippage = slippageOf(body.slippage);
      const [quote] = await db.query<{ pair_id: number; from_amount: string; to_amount: string; live: boolean }>(
        `SELECT pair_id, from_amount::text AS from_amount, to_amount::text AS to_amount,
                (used_at IS NULL AND expires_at > now()) AS live
           FROM swap_quotes WHERE id = $1 AND user_id = $2 FOR UPDATE`,
        [body.quote_id, session.userId],
      );
      if (!quote?.live) throw new ApiError(Codes.QUOTE_EXPIRED, 'quote_expired');
      const [pair] = await db.query<PairRow>(`SELECT ${PAIR_COLUMNS} FROM ${PAIR_FROM} WHERE p.enabled AND p.id = $1`, [
        quote.pair_id,
      ]);
      if (!pair) throw new ApiError(Codes.SWAP_PAIR_UNAVAILABLE, 'swap_pair_unavailable');
      const amount = new BigNumber(quote.from_amount);
      const priced = await price(db, pair, amount);
      const floor = minReceived(new BigNumber(quote.to_amount), slippage, pair.to_decimals);
      if (priced.toAmount.lt(floor) || priced.toAmount.lte(0))
        throw new ApiError(Codes.SLIPPAGE_EXCEEDED, 'slippage_exceeded', {
          slippage: dec(slippage),
          amount: dec(priced.toAmount),
          symbol: pair.to_symbol,
        });

      const account = accountOf(pair.kind);
      const desk = await systemUser(db, 'swap');
      const legs: LedgerLeg[] = [
        {
          userId: session.userId,
          part: 'available',
          symbol: pair.from_symbol,
          amount: `-${amount.toFixed()}`,
          account,
        },
        { userId: desk, part: 'system', symbol: pair.from_symbol, amount: amount.minus(priced.fee).toFixed() },
        { userId: desk, part: 'system', symbol: pair.to_symbol, amount: `-${priced.toAmount.toFixed()}` },
        {
          userId: session.userId,
          part: 'available',
          symbol: pair.to_symbol,
          amount: priced.toAmount.toFixed(),
          account,
        },
      ];
      if (priced.fee.gt(0))
        legs.push({
          userId: await systemUser(db, 'fees'),
          part: 'system',
          symbol: pair.from_symbol,
          amount: priced.fee.toFixed(),
        });
      const txId = await postLedger(db, 'swap', `swap_quote:${body.quote_id}`, legs);
      await db.query('UPDATE swap_quotes SET used_at = now() WHERE id = $1', [body.quote_id]);
      const [order] = await db.query<{ id: number }>(
        `INSERT INTO swap_orders (user_id, pair_id, kind, account, from_symbol, to_symbol, from_amount, fee, to_amount,
                                  rate, quoted_to_amount, slippage, price_impact, transaction_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
        [
          session.userId,
          pair.id,
          pair.kind,
          account,
          pair.from_symbol,
          pair.to_symbol,
          amount.toFixed(),
          priced.fee.toFixed(),
          priced.toAmount.toFixed(),
          priced.rate.toFixed(),
          quote.to_amount,
          slippage.toFixed(),
          priced.impact.times(100).decimalPlaces(18, BigNumber.ROUND_HALF_UP).toFixed(),
          txId,
        ],
      );
      const result = await swapOrderBy(db, session.userId, 'o.id', Number(order?.id));
      if (!result) throw new Error('swap order insert failed');
      return result;
    },
  });

  defineHandler(app, contract.finance.swapList, {
    doc: {
      section: 'wallet',
      notes: 'newest first; `kind`, `symbol` filters',
    },
    handler: async ({ db, session, body }) => {
      const { page, page_size, offset } = pageOf(body);
      const symbol = body.symbol?.trim().toUpperCase() ?? null;
      const where = `o.user_id = $1 AND ($2::text IS NULL OR o.kind = $2)
        AND ($3::text IS NULL OR o.from_symbol = $3 OR o.to_symbol = $3)`;
      const params = [session.userId, body.kind ?? null, symbol];
      const [count] = await db.query<{ n: number }>(`SELECT count(*) AS n FROM swap_orders o WHERE ${where}`, params);
      const rows = await db.query<SwapOrder>(
        `SELECT ${ORDER_COLUMNS} FROM swap_orders o WHERE ${where} ORDER BY o.id DESC LIMIT $4 OFFSET $5`,
        [...params, page_size, offset],
      );
      return { list: rows.map(orderOut), count: Number(count?.n ?? 0), page, page_size };
    },
  });

  defineHandler(app, contract.finance.swapDetail, {
    doc: { section: 'wallet', notes: '32020 when not the caller’s' },
    handler: async ({ db, session, body }) => {
      const order = await swapOrderBy(db, session.userId, 'o.id', body.id);
      if (!order) throw new ApiError(Codes.WALLET_RECORD_NOT_FOUND, 'wallet_record_not_found');
      return order;
    },
  });
}
