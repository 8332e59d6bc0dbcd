import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_TIMEOUT, createTestServer, type TestServer } from '../../../testing/harness';
import { fund, walletUser, type WalletUser } from '../../wallet/walletKit';
import { bidByNo } from './read';

let server: TestServer;
let bidder: WalletUser;
let other: WalletUser;

let placed = 0;
/** A bid row as the engine writes it, inserted directly so that the read side is tested on its own. */
async function bid(
  userId: number,
  fields: {
    token_id?: string | null;
    trait?: [string, string];
    price: string;
    quantity?: number;
    remaining?: number;
    status?: 'open' | 'filled' | 'cancelled' | 'expired';
    expiresIn?: string;
    kind?: 'offer' | 'quote' | 'entrust';
    symbol?: string;
  },
): Promise<string> {
  placed += 1;
  const no = `B${String(placed).padStart(6, '0')}`;
  const token = fields.token_id ?? null;
  const status = fields.status ?? 'open';
  const quantity = fields.quantity ?? 1;
  await server.db.query(
    `INSERT INTO market_orders (order_no, side, kind, status, user_id, collection_id, token_id, quantity, remaining,
       price, symbol, expires_at, trait_type, trait_value, closed_at)
     SELECT $1, 'buy', $2, $3, $4, id, $5, $6, $7, $8, 'USDT', now() + $9::interval, $10, $11,
            CASE WHEN $3 = 'open' THEN NULL ELSE now() END
       FROM nft_collections WHERE symbol = $12`,
    [
      no,
      fields.kind ?? (token ? 'offer' : 'quote'),
      status,
      userId,
      token,
      quantity,
      fields.remaining ?? (status === 'filled' ? 0 : quantity),
      fields.price,
      fields.expiresIn ?? '1 day',
      fields.trait?.[0] ?? null,
      fields.trait?.[1] ?? null,
      fields.symbol ?? 'ASTRO',
    ],
  );
  return no;
}

beforeAll(async () => {
  server = await createTestServer();
  await server.db.query(
    `INSERT INTO market_fees (symbol, buyer_fee_rate, seller_fee_rate, min_price, max_price)
     VALUES ('USDT', 0.01, 0.02, 0.01, 1000000)
     ON CONFLICT (symbol) DO UPDATE SET buyer_fee_rate = 0.01, seller_fee_rate = 0.02, min_price = 0.01, max_price = 1000000`,
  );
  await server.db.query("UPDATE nft_collections SET royalty_rate = 0.05 WHERE symbol = 'ASTRO'");
  bidder = await walletUser(server, 'bidder');
  other = await walletUser(server, 'other');
  await fund(server, bidder.id, 'USDT', '100');
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
});

describe('bidByNo', () => {
  it('shows every field, the cost with the buyer fee and the proceeds after fee and royalty', async () => {
    const no = await bid(bidder.id, { token_id: '1', price: '10', quantity: 1 });
    const seen = await bidByNo(server.db, 'en', no, bidder.id);
    expect(seen).toMatchObject({
      order_no: no,
      kind: 'offer',
      scope: 'token',
      status: 'open',
      symbol: 'ASTRO',
      token_id: '1',
      trait_type: null,
      price: '10',
      price_symbol: 'USDT',
      cost: '10.1',
      proceeds: '9.3',
      quantity: 1,
      remaining: 1,
      mine: true,
      closed_at: null,
    });
    expect(seen.name).toBeTruthy();
    expect(seen.collection_name).toBeTruthy();
    expect(seen.expires_at - seen.created_at).toBeGreaterThan(86_000);
    expect((await bidByNo(server.db, 'en', no, other.id)).mine).toBe(false);
    expect((await bidByNo(server.db, 'en', no, null)).mine).toBe(false);
  });

  it('computes unfunded, expired (past expiry while open), accepted, cancelled', async () => {
    const status = async (no: string) => (await bidByNo(server.db, 'en', no, bidder.id)).status;
    // 100 USDT pays 99.0099 at 1% fee: a bid of 99 costs 99.99 (funded), one of 99.5 costs 100.495 (not)
    expect(await status(await bid(bidder.id, { price: '99' }))).toBe('open');
    expect(await status(await bid(bidder.id, { price: '99.5' }))).toBe('unfunded');
    expect(await status(await bid(other.id, { price: '1' }))).toBe('unfunded');
    expect(await status(await bid(bidder.id, { price: '1', expiresIn: '-1 minute' }))).toBe('expired');
    expect(await status(await bid(bidder.id, { price: '1', status: 'expired', expiresIn: '-1 minute' }))).toBe(
      'expired',
    );
    expect(await status(await bid(bidder.id, { price: '1', status: 'filled' }))).toBe('accepted');
    expect(await status(await bid(bidder.id, { price: '1', status: 'cancelled' }))).toBe('cancelled');
  });

  it('a trait bid and a collection bid have their scope; an unknown number is 33041', async () => {
    const trait = await bidByNo(server.db, 'en', await bid(bidder.id, { price: '2', trait: ['Helmet', 'Gold'] }), null);
    expect(trait).toMatchObject({
      kind: 'quote',
      scope: 'trait',
      trait_type: 'Helmet',
      trait_value: 'Gold',
      name: null,
    });
    const all = await bidByNo(server.db, 'en', await bid(bidder.id, { price: '2', kind: 'entrust' }), null);
    expect(all).toMatchObject({ kind: 'entrust', scope: 'collection', token_id: null, image: null });
    await expect(bidByNo(server.db, 'en', 'NOPE', null)).rejects.toMatchObject({ code: 33041 });
  });
});
