import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { nftMarket } from '@/contract/nftMarket';
import type { MarketOrder } from '@/contract/nftMarket/types';
import { START_TIMEOUT, createTestServer, type TestServer } from '../../testing/harness';
import { takeSseEvents, type SseEvent } from '../../testing/sse';
import { fund, once, walletUser, type WalletUser } from '../wallet/walletKit';
import { offer } from '@/contract/offer';
import { publishMarket } from './live';
import { parseTopics } from './stream';

const m = nftMarket;
let server: TestServer;
let other: FastifyInstance;
let seller: WalletUser;
let buyer: WalletUser;

/**
 * Reads server-sent events from `url` until one of `name` whose data matches `wanted` arrived (or the time is up).
 * Events of earlier work may still arrive first: PostgreSQL delivers notifications to the listening connection a
 * moment after the commit.
 */
async function collect(
  url: string,
  name: string,
  wanted: Record<string, unknown>,
  act: () => Promise<void>,
  { cookie = '', waitMs = 10_000 } = {},
) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal, headers: cookie ? { cookie } : {} });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = '';
  let acted = false;
  let deadline = Date.now() + 10_000;
  const matches = (e: { event: string; data: unknown }) =>
    e.event === name && Object.entries(wanted).every(([k, v]) => (e.data as Record<string, unknown>)?.[k] === v);
  while (!events.some(matches) && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 500)),
    ]);
    if (chunk && !chunk.done) buffer += decoder.decode(chunk.value, { stream: true });
    const taken = takeSseEvents(buffer);
    buffer = taken.rest;
    events.push(...taken.events);
    // act once the stream said it is ready (subscribed)
    if (!acted && events.some((e) => e.event === 'ready')) {
      acted = true;
      await act();
      deadline = Date.now() + waitMs;
    }
  }
  controller.abort();
  return events;
}

/** A new listed ERC721 token of ASTRO held by `user`. */
async function listNew(user: WalletUser, price: string, tokenId: string): Promise<MarketOrder> {
  const [item] = await server.db.query<{ id: number }>(
    `INSERT INTO nft_items (collection_id, token_id, name, image, erc_type, owner_user_id, amount, attributes)
     SELECT id, $1, 'Live cat #' || $1, '/seed/nft/astro/1.svg', 'ERC721', $2, 1, '[]' FROM nft_collections
      WHERE symbol = 'ASTRO' RETURNING id`,
    [tokenId, user.id],
  );
  const listed = await server.post<MarketOrder>(m.on.path, { item_id: item!.id, price }, once(user.token));
  expect(listed.code).toBe(0);
  return listed.data;
}

beforeAll(async () => {
  server = await createTestServer();
  await server.db.query(
    `INSERT INTO market_fees (symbol, buyer_fee_rate, seller_fee_rate, min_price, max_price)
     VALUES ('USDT', 0.01, 0.02, 0.01, 1000000) ON CONFLICT (symbol) DO NOTHING`,
  );
  // a second server instance on the same database: the browser is connected to this one
  other = await server.appWith({});
  await other.listen({ port: 0, host: '127.0.0.1' });
  seller = await walletUser(server, 'live-seller');
  buyer = await walletUser(server, 'live-buyer');
  await fund(server, buyer.id, 'USDT', '100');
  await server.db.query('UPDATE users SET nft_free = true WHERE id = $1', [buyer.id]);
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
});

const base = () => {
  const address = other.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
};

describe('live market updates', () => {
  it('keeps only well-formed topics', () => {
    expect([...parseTopics('c:ASTRO,t:ASTRO:7,me,bad topic,c:<script>,t:A')]).toEqual(['c:ASTRO', 't:ASTRO:7', 'me']);
    expect(parseTopics(undefined).size).toBe(0);
    expect(parseTopics(Array.from({ length: 100 }, (_, i) => `c:C${i}`).join(',')).size).toBe(40);
  });

  it('a sale made through one instance reaches a client of the other, and only the subscribed ones', async () => {
    const order = await listNew(seller, '3', '88001');
    const act = async () => {
      const sold = await server.post(m.buy.path, { order_no: order.order_no, price: order.price }, once(buyer.token));
      expect(sold.code).toBe(0);
    };
    const sale = { kind: 'sale', symbol: 'ASTRO', token_id: '88001' };
    const events = await collect(`${base()}/nft-api/live?topics=t:ASTRO:88001`, 'market', sale, act);
    expect(events.filter((e) => e.event === 'market').map((e) => e.data)).toContainEqual(sale);

    // a client of another token hears nothing of this one
    const quiet = await listNew(seller, '4', '88002');
    const unrelated = await collect(
      `${base()}/nft-api/live?topics=t:ASTRO:99999`,
      'market',
      {},
      async () => {
        await server.post(m.off.path, { order_no: quiet.order_no }, { token: seller.token });
      },
      { waitMs: 1500 },
    );
    expect(unrelated.filter((e) => e.event === 'market')).toEqual([]);
  }, 30_000);

  it("tells the signed-in seller of their balance, and nobody else's", async () => {
    const order = await listNew(seller, '2', '88003');
    const act = async () => {
      await server.post(m.buy.path, { order_no: order.order_no, price: order.price }, once(buyer.token));
    };
    const events = await collect(`${base()}/nft-api/live?topics=me`, 'me', { kind: 'balance' }, act, {
      cookie: `access_token=${seller.token}`,
    });
    expect(events.some((e) => e.event === 'me')).toBe(true);
    const visitor = await collect(
      `${base()}/nft-api/live?topics=me`,
      'me',
      {},
      async () => {
        const again = await listNew(seller, '2', '88004');
        await server.post(m.buy.path, { order_no: again.order_no, price: again.price }, once(buyer.token));
      },
      { waitMs: 1500 },
    );
    expect(visitor.filter((e) => e.event === 'me')).toEqual([]);
  }, 30_000);

  it('tells the seller of the message their sale wrote, on their own channel (the badge follows)', async () => {
    const order = await listNew(seller, '3', '88005');
    const act = async () => {
      await server.post(m.buy.path, { order_no: order.order_no, price: order.price }, once(buyer.token));
    };
    const events = await collect(`${base()}/nft-api/live?topics=me`, 'message', {}, act, {
      cookie: `access_token=${seller.token}`,
    });
    expect(events.some((e) => e.event === 'message')).toBe(true);
    const [sold] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM messages WHERE user_id = $1 AND template = 'item_sold'",
      [seller.id],
    );
    expect(Number(sold!.n)).toBeGreaterThanOrEqual(1);
  }, 30_000);

  it('a bid reaches its token, its collection and the whole market, and the users it names on their own channel', async () => {
    const [astro] = await server.db.query<{ id: number }>("SELECT id FROM nft_collections WHERE symbol = 'ASTRO'");
    const collectionId = Number(astro!.id);
    const publish = (tokenId: string | null, userIds: number[]) => async () => {
      await publishMarket(server.db, {
        kind: 'bid',
        collection_id: collectionId,
        token_id: tokenId,
        user_ids: userIds,
      });
    };
    const offerEvent = { kind: 'bid', symbol: 'ASTRO', token_id: '88010' };
    for (const topics of ['t:ASTRO:88010', 'c:ASTRO', 'all']) {
      const events = await collect(
        `${base()}/nft-api/live?topics=${topics}`,
        'market',
        offerEvent,
        publish('88010', []),
      );
      expect(events.filter((e) => e.event === 'market').map((e) => e.data)).toContainEqual(offerEvent);
    }
    const elsewhere = await collect(
      `${base()}/nft-api/live?topics=t:ASTRO:88011,t:ROBOT:88010`,
      'market',
      {},
      publish('88010', []),
      { waitMs: 1500 },
    );
    expect(elsewhere.filter((e) => e.event === 'market')).toEqual([]);

    // a collection or trait bid may be the best bid of any of the collection's tokens
    const collectionEvent = { kind: 'bid', symbol: 'ASTRO', token_id: null };
    const anyToken = await collect(
      `${base()}/nft-api/live?topics=t:ASTRO:88011`,
      'market',
      collectionEvent,
      publish(null, []),
    );
    expect(anyToken.filter((e) => e.event === 'market').map((e) => e.data)).toContainEqual(collectionEvent);

    const named = await collect(`${base()}/nft-api/live?topics=me`, 'me', { kind: 'bid' }, publish(null, [seller.id]), {
      cookie: `access_token=${seller.token}`,
    });
    expect(named.filter((e) => e.event === 'me').map((e) => e.data)).toContainEqual({ kind: 'bid' });
    const notNamed = await collect(`${base()}/nft-api/live?topics=me`, 'me', {}, publish(null, [seller.id]), {
      cookie: `access_token=${buyer.token}`,
      waitMs: 1500,
    });
    expect(notNamed.filter((e) => e.event === 'me')).toEqual([]);
  }, 60_000);

  it('an owner hears an offer on their token arrive, placed through the other instance', async () => {
    await listNew(seller, '50', '88012');
    const act = async () => {
      const made = await server.post(
        offer.offerMake.path,
        { symbol: 'ASTRO', token_id: '88012', price: '1', expires_at: Math.floor(Date.now() / 1000) + 86_400 },
        once(buyer.token),
      );
      expect(made.code).toBe(0);
    };
    const events = await collect(`${base()}/nft-api/live?topics=me,t:ASTRO:88012`, 'me', { kind: 'bid' }, act, {
      cookie: `access_token=${seller.token}`,
    });
    expect(events.filter((e) => e.event === 'me').map((e) => e.data)).toContainEqual({ kind: 'bid' });
    expect(events.filter((e) => e.event === 'market').map((e) => e.data)).toContainEqual({
      kind: 'bid',
      symbol: 'ASTRO',
      token_id: '88012',
    });
  }, 30_000);
});
