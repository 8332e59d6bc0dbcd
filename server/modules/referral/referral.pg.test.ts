import BigNumber from 'bignumber.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import type { MarketTrade, ReferralClaimRes, ReferralMineRes } from '@/contract';
import { START_TIMEOUT, type TestServer } from '../../testing/harness';
import { twoInstances } from '../../testing/servers';
import { systemAccount } from '../finance/ledger';
import { fixFees } from '../market/bids/testKit';
import { fund, ledgerProblems, newKey, once, PAYMENT_PASSWORD, walletUser, type WalletUser } from '../wallet/walletKit';
import { payReferralShares } from './feeShare';

// Referral claims and the referrers' fee shares with two server instances, each with its own connection pool, on one
// PostgreSQL: a claim raced from both is recorded once, and trades bought at once from both (a retried request, a
// second tap with another key) pay each referrer's share once per trade and side, from money that is there. A
// `.pg.test.ts` file runs only in the suite's PostgreSQL pass (server/testing/with-postgres.sh).
if (!process.env.DATABASE_URL)
  throw new Error('referral.pg.test.ts needs DATABASE_URL (server/testing/with-postgres.sh)');

const r = contract.referral;
/** Listings bought at once: a settled price of 10 USDT each. */
const LISTINGS = 8;
let server: TestServer;
let other: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, other, close } = await twoInstances({ referralFeeShare: '0.25' }, async (first) => {
    // fees of 1 % (buyer) and 2 % (seller), no royalty: each trade's shares are 0.025 and 0.05 USDT
    await fixFees(first);
    await first.db.query("UPDATE nft_collections SET royalty_rate = 0, creator_user_id = NULL WHERE symbol = 'ASTRO'");
  }));
}, START_TIMEOUT);
afterAll(() => close());

/** The `i`-th instance: even on the first, odd on the second. */
const appOf = (i: number) => (i % 2 === 0 ? server.app : other);
const codeOf = async (user: WalletUser) =>
  (await server.post<ReferralMineRes>(r.mine.path, {}, { token: user.token })).data.code;
const referrerOf = async (userId: number) => {
  const rows = await server.db.query<{ referrer_user_id: number }>(
    'SELECT referrer_user_id FROM referrals WHERE referred_user_id = $1',
    [userId],
  );
  return rows.map((row) => Number(row.referrer_user_id));
};
const usdt = async (userId: number) => {
  const [row] = await server.db.query<{ available: string }>(
    "SELECT available::text AS available FROM balances WHERE user_id = $1 AND symbol = 'USDT' AND account = 'spot'",
    [userId],
  );
  return new BigNumber(row?.available ?? 0).toFixed();
};

/** `count` claims of `user` at once, alternating instances and the codes given; the answers in order. */
async function raceClaims(user: WalletUser, codes: string[], count: number) {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      server.post<ReferralClaimRes>(
        r.claim.path,
        { code: codes[i % codes.length]! },
        { token: user.token, app: appOf(i) },
      ),
    ),
  );
}

describe('referrals on two instances over one PostgreSQL', () => {
  it('records a claim raced from both instances once, with the code of the one answer that says so', async () => {
    const [first, second, invited] = await Promise.all([
      walletUser(server, 'pg-ref-first'),
      walletUser(server, 'pg-ref-second'),
      walletUser(server, 'pg-ref-invited'),
    ]);
    const codes = [await codeOf(first), await codeOf(second)];
    // 10 is the claim limit per 10 minutes: every one of them reaches the insert
    const answers = await raceClaims(invited, codes, 10);
    expect(answers.map((answer) => answer.code)).toEqual(Array(10).fill(0));
    const recorded = answers.flatMap((answer, i) => (answer.data.recorded ? [i] : []));
    expect(recorded).toHaveLength(1);
    const winner = recorded[0]! % 2 === 0 ? first : second;
    expect(await referrerOf(invited.id)).toEqual([winner.id]);
  });

  it('pays each referrer their share once per trade while the same trades are bought at once on both', async () => {
    const [referrerA, referrerB, buyer, seller] = await Promise.all([
      walletUser(server, 'pg-ref-a'),
      walletUser(server, 'pg-ref-b'),
      walletUser(server, 'pg-ref-buyer'),
      walletUser(server, 'pg-ref-seller'),
    ]);
    expect((await raceClaims(buyer, [await codeOf(referrerA)], 4)).filter((a) => a.data.recorded)).toHaveLength(1);
    expect((await raceClaims(seller, [await codeOf(referrerB)], 4)).filter((a) => a.data.recorded)).toHaveLength(1);
    await fund(server, buyer.id, 'USDT', '100');

    const items = await server.db.query<{ id: number }>(
      `INSERT INTO nft_items (collection_id, token_id, name, image, erc_type, owner_user_id, amount, attributes)
       SELECT c.id, 'pgref-' || n, 'Referral race ' || n, '/seed/nft/astro/1.svg', 'ERC721', $1, 1, '[]'
         FROM nft_collections c, generate_series(1, $2::int) AS n WHERE c.symbol = 'ASTRO'
       RETURNING id`,
      [seller.id, LISTINGS],
    );
    const orders: string[] = [];
    for (const item of items) {
      const listed = await server.post<{ order_no: string }>(
        contract.nftMarket.on.path,
        { item_id: item.id, price: '10' },
        once(seller.token),
      );
      expect(listed.code, listed.msg).toBe(0);
      orders.push(listed.data.order_no);
    }

    // each listing: one request sent to both instances at once (a retry racing its original), and a second tap with
    // a key of its own
    const buys = orders.flatMap((orderNo, i) => {
      const body = { order_no: orderNo, price: '10', password: PAYMENT_PASSWORD };
      const key = newKey();
      return [
        { orderNo, app: appOf(i), body, options: once(buyer.token, key) },
        { orderNo, app: appOf(i + 1), body, options: once(buyer.token, key) },
        { orderNo, app: appOf(i + 1), body, options: once(buyer.token) },
      ];
    });
    const answers = await Promise.all(
      buys.map(async (buy) => ({
        orderNo: buy.orderNo,
        answer: await server.post<MarketTrade>(contract.nftMarket.buy.path, buy.body, { ...buy.options, app: buy.app }),
      })),
    );
    expect(answers.filter(({ answer }) => answer.status >= 500)).toEqual([]);

    const trades = await server.db.query<{ id: number; trade_no: string; buyer_fee: string; seller_fee: string }>(
      `SELECT tr.id, tr.trade_no, tr.buyer_fee::text AS buyer_fee, tr.seller_fee::text AS seller_fee
         FROM market_trades tr JOIN market_orders o ON o.id = tr.order_id
        WHERE o.order_no = ANY($1::text[]) ORDER BY tr.id`,
      [orders],
    );
    expect(trades).toHaveLength(LISTINGS);
    // every answer that bought names its listing's one trade
    const tradeNos = new Set(trades.map((trade) => trade.trade_no));
    for (const { answer } of answers) if (answer.code === 0) expect(tradeNos.has(answer.data.trade_no)).toBe(true);

    // the shares' settlement run again for every trade, from both instances' pools at once, pays nothing more
    const feeAccount = await systemAccount(server.db, 'market_fees');
    await Promise.all(
      trades.flatMap((trade) =>
        [server.db, other.db].map((db) =>
          db.tx((q) =>
            payReferralShares(q, {
              tradeId: Number(trade.id),
              tradeNo: trade.trade_no,
              buyerId: buyer.id,
              sellerId: seller.id,
              symbol: 'USDT',
              decimals: 6,
              buyerFee: trade.buyer_fee,
              sellerFee: trade.seller_fee,
              feeAccount,
            }),
          ),
        ),
      ),
    );

    const shares = await server.db.query<{ side: string; n: number; paid: number; total: string }>(
      `SELECT side, count(*)::int AS n, count(transaction_id)::int AS paid, sum(amount)::text AS total
         FROM referral_fee_shares WHERE trade_id = ANY($1::bigint[]) GROUP BY side ORDER BY side`,
      [trades.map((trade) => trade.id)],
    );
    expect(shares.map((row) => ({ ...row, total: new BigNumber(row.total).toFixed() }))).toEqual([
      { side: 'buyer', n: LISTINGS, paid: LISTINGS, total: '0.2' },
      { side: 'seller', n: LISTINGS, paid: LISTINGS, total: '0.4' },
    ]);
    const [ledger] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'referral_fee_share' AND reference = ANY($1::text[])`,
      [trades.flatMap((trade) => [`${trade.trade_no}:buyer`, `${trade.trade_no}:seller`])],
    );
    expect(ledger!.n).toBe(2 * LISTINGS);
    // exact decimals: 8 × 0.025 and 8 × 0.05 to the referrers; the buyer paid 8 × (10 + 0.1)
    expect(await usdt(referrerA.id)).toBe('0.2');
    expect(await usdt(referrerB.id)).toBe('0.4');
    expect(await usdt(buyer.id)).toBe(new BigNumber(100).minus(new BigNumber('10.1').times(LISTINGS)).toFixed());
    // every coin sums to zero, no balance below zero, every balance is its ledger
    expect(await ledgerProblems(server)).toEqual([]);
  }, 180_000);
});
