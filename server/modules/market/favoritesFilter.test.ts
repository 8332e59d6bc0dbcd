import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect } from '@/contract/nftMarket';
import type { GoodsPageRes, SymbolCountRes } from '@/contract/nftMarket/types';
import { START_TIMEOUT, createTestServer, type TestServer } from '../../testing/harness';
import { walletUser, type WalletUser } from '../wallet/walletKit';

const c = collect;
let server: TestServer;
let user: WalletUser;
/** Two seeded tokens of one collection and one of another. */
let tokens: { symbol: string; token_id: string }[];

beforeAll(async () => {
  server = await createTestServer();
  user = await walletUser(server, 'fav-filter', false);
  const pick = (symbol: string, count: number) =>
    server.db.query<{ symbol: string; token_id: string }>(
      `SELECT c.symbol, t.token_id FROM nft_tokens t JOIN nft_collections c ON c.id = t.collection_id
        WHERE c.symbol = $1 ORDER BY t.token_id LIMIT $2`,
      [symbol, count],
    );
  const [first, second] = await server.db.query<{ symbol: string }>(
    `SELECT c.symbol FROM nft_collections c WHERE EXISTS (SELECT 1 FROM nft_tokens t WHERE t.collection_id = c.id)
      ORDER BY c.symbol LIMIT 2`,
  );
  tokens = [...(await pick(first!.symbol, 2)), ...(await pick(second!.symbol, 1))];
  for (const token of tokens) expect((await server.post(c.goodsAdd.path, token, { token: user.token })).code).toBe(0);
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
});

describe('favourite NFTs of one collection (goods_list `symbol`)', () => {
  it('lists only that collection, in any letter case; without it, all of them', async () => {
    const [a, , b] = tokens;
    const list = async (body: Record<string, unknown>) =>
      (await server.post<GoodsPageRes>(c.goodsList.path, body, { token: user.token })).data;
    const all = await list({});
    expect(all.count).toBe(3);
    const ofA = await list({ symbol: a!.symbol.toLowerCase() });
    expect(ofA.count).toBe(2);
    expect(ofA.list.every((goods) => goods.symbol === a!.symbol)).toBe(true);
    const ofB = await list({ symbol: b!.symbol });
    expect(ofB.list.map((goods) => goods.token_id)).toEqual([b!.token_id]);
    expect((await list({ symbol: 'NOSUCH' })).count).toBe(0);
  });

  it('matches the counts of goods_symbol_list', async () => {
    const symbols = (await server.post<SymbolCountRes>(c.goodsSymbolList.path, {}, { token: user.token })).data.symbols;
    const counts = Object.fromEntries(symbols.map((entry) => [entry.symbol, entry.count]));
    expect(counts).toEqual({ [tokens[0]!.symbol]: 2, [tokens[2]!.symbol]: 1 });
  });

  it('refuses a malformed symbol', async () => {
    const res = await server.post(c.goodsList.path, { symbol: 'x'.repeat(40) }, { token: user.token });
    expect(res.code).toBe(10003);
  });
});
