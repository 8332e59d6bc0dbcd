import BigNumber from 'bignumber.js';
import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract/full';
import type { AccountBalanceRes, AccountName, BalanceEntry } from '@/contract';
import type { Queryable } from '../../db';
import type { PublicCache } from '../../lib/publicCache';
import { ApiError, Codes } from '../../errors';
import { defineHandler } from '../../plugins/handler';
import { ACCOUNTS } from '../finance/ledger';
import { coinOf, dec } from './money';
import { currentPrices, priceHistory, priceWalks } from '../finance/prices';

/** What `account/balance` answers for a user: each coin and account at the current price (also /asset's page, boot.ts). */
export async function balancesOf(
  db: Queryable,
  cache: PublicCache | undefined,
  userId: number,
  account?: AccountName,
): Promise<AccountBalanceRes> {
  const rows = await db.query<{ account: AccountName; symbol: string; available: string; frozen: string }>(
    `SELECT b.account, b.symbol, b.available::text AS available, b.frozen::text AS frozen
       FROM balances b JOIN coins c ON c.symbol = b.symbol
      WHERE b.user_id = $1 AND ($2::text IS NULL OR b.account = $2)
      ORDER BY b.account, c.sort, b.symbol`,
    [userId, account ?? null],
  );
  const prices = await currentPrices(db, cache);
  const byAccount = new Map<AccountName, BigNumber>(
    ACCOUNTS.filter((a) => !account || a === account).map((a) => [a, new BigNumber(0)]),
  );
  const list: BalanceEntry[] = rows.map((row) => {
    const total = new BigNumber(row.available).plus(row.frozen);
    const price = prices.get(row.symbol) ?? '0';
    const value = total.times(price);
    byAccount.set(row.account, (byAccount.get(row.account) ?? new BigNumber(0)).plus(value));
    return {
      account: row.account,
      symbol: row.symbol,
      available: dec(row.available),
      frozen: dec(row.frozen),
      total: dec(total),
      usd_price: dec(price),
      usd_value: dec(value.decimalPlaces(18, BigNumber.ROUND_DOWN)),
    };
  });
  const accounts = [...byAccount].map(([name, value]) => ({
    account: name,
    usd_value: dec(value.decimalPlaces(18, BigNumber.ROUND_DOWN)),
  }));
  const total = [...byAccount.values()].reduce((sum, value) => sum.plus(value), new BigNumber(0));
  return { list, accounts, total_usd: dec(total.decimalPlaces(18, BigNumber.ROUND_DOWN)) };
}

/** /finance-api/api/account/balance and the price chart (get_symbol_exchange_info). */
export default function registerBalanceCalls(app: FastifyInstance): void {
  defineHandler(app, contract.coin.accountBalance, {
    doc: {
      section: 'wallet',
      notes: 'per coin and account (`spot`, `game`, `pledge`; `account` filters); USD at the current price',
    },
    handler: ({ db, cache, session, body }) => balancesOf(db, cache, session.userId, body.account),
  });

  defineHandler(app, contract.coin.getSymbolExchangeInfo, {
    doc: {
      section: 'wallet',
      notes:
        'the coin-detail chart: `period` 24h (every 15 min), 7d (hourly) or 30d (every 4 h) of the price walk; 30002',
    },
    handler: async ({ db, cache, body }) => {
      const coin = await coinOf(db, body.symbol);
      const period = body.period ?? '24h';
      const now = Date.now();
      const walk = (await priceWalks(db, cache)).get(coin.symbol);
      const price = (await currentPrices(db, cache, now)).get(coin.symbol) ?? '0';
      const points = walk ? priceHistory(walk, period, now) : [{ time: Math.floor(now / 1000), price }];
      const values = points.map((point) => new BigNumber(point.price));
      const first = values[0] ?? new BigNumber(price);
      const last = values[values.length - 1] ?? new BigNumber(price);
      const change = first.isZero() ? new BigNumber(0) : last.minus(first).dividedBy(first).times(100);
      if (values.length === 0) throw new ApiError(Codes.UNKNOWN_COIN, 'unknown_coin');
      return {
        symbol: coin.symbol,
        usd_price: dec(price),
        period,
        change_percent: change.toFixed(2),
        high: dec(BigNumber.max(...values)),
        low: dec(BigNumber.min(...values)),
        points: points.map((point) => ({ time: point.time, price: dec(point.price) })),
      };
    },
  });
}
