import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nftCustody } from '@/contract/nftCustody';
import type {
  CustodyItem,
  CustodyItemListRes,
  CustodySymbolDetail,
  CustodySymbolListRes,
  NftAttributeListRes,
  NftBatchListRes,
  NftItemInfo,
  NftMoveRes,
  NftProjectListRes,
} from '@/contract/nftCustody/types';
import { START_TIMEOUT, createTestServer, uniqueEmail, type TestServer } from '../../testing/harness';

const n = nftCustody;
let server: TestServer;
let token: string;
let stranger: string;
let userId: number;
/** Items given to the test user: an ERC721 and 10 editions of an ERC1155 token. */
let cat: number;
let gems: number;

const key = () => `nft-${randomBytes(8).toString('hex')}`;
const move = <T = NftMoveRes>(path: string, body: Record<string, unknown>, as = token, idem = key()) =>
  server.post<T>(path, body, { token: as, headers: { 'Idempotency-Key': idem } });
const items = (body: Record<string, unknown> = {}, as = token) =>
  server.post<CustodyItemListRes>(n.itemList.path, body, { token: as });
const parts = async (id: number) =>
  (
    await server.db.query<{ amount: number; in_package: number; listed: number; withdrawing: number }>(
      'SELECT amount, in_package, listed, withdrawing FROM nft_items WHERE id = $1',
      [id],
    )
  )[0]!;

/** Gives the user the market account's item `symbol#token` (ERC721) or `amount` editions of it (ERC1155). */
async function give(symbol: string, tokenId: string, amount = 1): Promise<number> {
  const [source] = await server.db.query<{ id: number; erc_type: string }>(
    `SELECT i.id, i.erc_type FROM nft_items i JOIN nft_collections c ON c.id = i.collection_id
      JOIN users u ON u.id = i.owner_user_id AND u.uid = 'system:market'
     WHERE c.symbol = $1 AND i.token_id = $2`,
    [symbol, tokenId],
  );
  if (source!.erc_type === 'ERC721') {
    await server.db.query('UPDATE nft_items SET owner_user_id = $2 WHERE id = $1', [source!.id, userId]);
    return source!.id;
  }
  await server.db.query('UPDATE nft_items SET amount = amount - $2 WHERE id = $1', [source!.id, amount]);
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO nft_items (collection_id, token_id, name, image, erc_type, owner_user_id, amount, attributes)
     SELECT collection_id, token_id, name, image, erc_type, $2, $3, attributes FROM nft_items WHERE id = $1 RETURNING id`,
    [source!.id, userId, amount],
  );
  return row!.id;
}

beforeAll(async () => {
  server = await createTestServer();
  const email = uniqueEmail('nft');
  token = await server.signIn(email);
  stranger = await server.signIn(uniqueEmail('nft-other'));
  userId = (await server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;
  cat = await give('ASTRO', '5');
  gems = await give('GEMS', '3', 10);
  await give('BLOOM', '4');
  await give('PEAKS', '2');
}, START_TIMEOUT);
afterAll(() => server.close());

describe('the user’s NFTs', () => {
  it('lists holdings newest first with filters by symbol(s), status and ERC type', async () => {
    const all = await items();
    expect(all.data).toMatchObject({ count: 4, page: 1, page_size: 15 });
    expect(all.data.list.every((i) => i.status === 'wallet' && i.wallet_amount === i.amount)).toBe(true);
    const gem = all.data.list.find((i) => i.item_id === gems)!;
    expect(gem).toMatchObject({ symbol: 'GEMS', erc_type: 'ERC1155', amount: 10, collection_name: 'Seraph Gems' });
    expect((await items({ symbol: 'astro' })).data.list.map((i) => i.item_id)).toEqual([cat]);
    expect((await items({ symbols: ['ASTRO', 'GEMS'] })).data.count).toBe(2);
    expect((await items({ erc_type: 'ERC1155' })).data.list.map((i) => i.item_id)).toEqual([gems]);
    expect((await items({ status: 'package' })).data.count).toBe(0);
    expect((await items({ page: 2, page_size: 3 })).data.list).toHaveLength(1);
    expect((await items({}, stranger)).data.count).toBe(0);
    const ko = await server.post<CustodyItemListRes>(n.itemList.path, { symbol: 'ASTRO' }, { token, lang: 'ko' });
    expect(ko.data.list[0]!.collection_name).toBe('아스트로 캣츠');
  });

  it('shows collections, one item, a token’s info and a collection’s traits', async () => {
    const symbols = await server.post<CustodySymbolListRes>(n.symbolList.path, {}, { token });
    expect(symbols.data.list.map((s) => [s.symbol, s.item_count, s.amount])).toEqual([
      ['ASTRO', 1, 1],
      ['BLOOM', 1, 1],
      ['GEMS', 1, 10],
      ['PEAKS', 1, 1],
    ]);
    const detail = await server.post<CustodySymbolDetail>(n.symbolDetail.path, { symbol: 'GEMS' }, { token });
    expect(detail.data).toMatchObject({ symbol: 'GEMS', token_count: 4, amount: 10, erc_type: 'ERC1155' });
    expect((await server.post(n.symbolDetail.path, { symbol: 'NOPE' }, { token })).code).toBe(33033);

    const item = await server.post<CustodyItem>(n.itemDetail.path, { item_id: cat }, { token });
    expect(item.data).toMatchObject({ item_id: cat, symbol: 'ASTRO', token_id: '5', status: 'wallet' });
    expect((await server.post(n.itemDetail.path, { item_id: cat }, { token: stranger })).code).toBe(33030);

    const info = await server.post<NftItemInfo>(n.nftItemInfo.path, { symbol: 'GEMS', token_id: '3' }, { token });
    expect(info.data).toMatchObject({ supply: 100, held: 10, name: 'Emerald Spark #3' });
    const seen = await server.post<NftItemInfo>(
      n.nftItemInfo.path,
      { symbol: 'GEMS', token_id: '3' },
      { token: stranger },
    );
    expect(seen.data.held).toBe(0);
    expect((await server.post(n.nftItemInfo.path, { symbol: 'GEMS', token_id: '99' }, { token })).code).toBe(33030);

    const traits = await server.post<NftAttributeListRes>(n.attributeList.path, { symbol: 'ASTRO' }, { token });
    expect(traits.data.list.map((g) => g.trait_type)).toEqual(['Edition', 'Number']);
    expect(traits.data.list[0]!.values).toEqual([{ value: 'Unique', count: 6 }]);
    expect((await server.post(n.attributeList.path, { symbol: 'NOPE' }, { token })).code).toBe(33033);

    const projects = await server.post<NftProjectListRes>(n.projectList.path, {}, { token });
    expect(projects.data.list.map((p) => p.code)).toEqual(['seraph', 'battle_royale']);
  });

  it('searches by name, collection or token id, treating wildcards as text', async () => {
    const search = (keyword: string) => server.post<CustodyItemListRes>(n.itemSearch.path, { keyword }, { token });
    expect((await search('emerald')).data.list.map((i) => i.item_id)).toEqual([gems]);
    expect((await search('astro')).data.list.map((i) => i.item_id)).toEqual([cat]);
    // the collection's name in any language
    expect((await search('아스트로')).data.list.map((i) => i.item_id)).toEqual([cat]);
    expect((await search('%')).data.count).toBe(0);
    expect((await search('_')).data.count).toBe(0);
    expect((await search("'; DROP TABLE nft_items; --")).data.count).toBe(0);
    expect((await server.post(n.itemSearch.path, { keyword: '' }, { token })).code).toBe(10003);
  });
});

describe('the game package', () => {
  it('moves an item to the package and back, once per idempotency key, and logs the batches', async () => {
    const idem = key();
    const to = await move(n.nftToPackage.path, { item_id: cat }, token, idem);
    expect(to.code).toBe(0);
    expect(to.data.list[0]).toMatchObject({ item_id: cat, status: 'package', package_amount: 1, wallet_amount: 0 });
    const again = await move(n.nftToPackage.path, { item_id: cat }, token, idem);
    expect(again.data).toEqual(to.data);
    const twice = await move(n.nftToPackage.path, { item_id: cat });
    expect(twice.code).toBe(33031);
    expect(twice.msg).toBe(
      'Pixel #5 cannot be moved: only 0 in your wallet (listed or withdrawing NFTs stay where they are).',
    );
    expect((await items({ status: 'package' })).data.list.map((i) => i.item_id)).toEqual([cat]);
    const candidates = await server.post<CustodyItemListRes>(
      n.optionalItemList.path,
      { action: 'withdraw_back' },
      { token },
    );
    expect(candidates.data.list.map((i) => i.item_id)).toEqual([cat]);

    const back = await move(n.nftWithdrawBack.path, { item_id: cat });
    expect(back.data.list[0]).toMatchObject({ status: 'wallet', package_amount: 0 });
    expect((await move(n.nftWithdrawBack.path, { item_id: cat })).code).toBe(33032);

    const batches = await server.post<NftBatchListRes>(n.nftBatchList.path, {}, { token });
    expect(batches.data.list.map((b) => [b.direction, b.amount, b.items.map((i) => i.item_id)])).toEqual([
      ['from_package', 1, [cat]],
      ['to_package', 1, [cat]],
    ]);
    const onlyTo = await server.post<NftBatchListRes>(n.nftBatchList.path, { direction: 'to_package' }, { token });
    expect(onlyTo.data.count).toBe(1);
  });

  it('moves ERC1155 editions in part, and refuses more than the wallet holds', async () => {
    const some = await move(n.nftToPackage.path, { item_id: gems, amount: 4 });
    expect(some.data.list[0]).toMatchObject({ amount: 10, wallet_amount: 6, package_amount: 4, status: 'package' });
    expect((await items({ status: 'wallet', symbol: 'GEMS' })).data.list[0]).toMatchObject({ status: 'wallet' });
    expect((await move(n.nftToPackage.path, { item_id: gems, amount: 7 })).code).toBe(33031);
    expect((await move(n.nftWithdrawBack.path, { item_id: gems, amount: 5 })).code).toBe(33032);
    expect((await move(n.nftWithdrawBack.path, { item_id: gems, amount: 4 })).code).toBe(0);
    expect(await parts(gems)).toMatchObject({ amount: 10, in_package: 0 });
    expect((await move(n.nftToPackage.path, { item_id: cat, amount: 2 })).code).toBe(33031);
  });

  it('moves a batch all or nothing', async () => {
    const [bloom, peaks] = (await items({ symbols: ['BLOOM', 'PEAKS'] })).data.list.map((i) => i.item_id);
    const refused = await move(n.nftBatchToPackage.path, {
      items: [{ item_id: bloom }, { item_id: gems, amount: 11 }],
    });
    expect(refused.code).toBe(33031);
    expect(await parts(bloom!)).toMatchObject({ in_package: 0 });
    const ok = await move(n.nftBatchToPackage.path, {
      items: [{ item_id: bloom }, { item_id: peaks }, { item_id: gems, amount: 2 }, { item_id: gems, amount: 3 }],
    });
    expect(ok.code).toBe(0);
    expect(ok.data.list.map((i) => [i.item_id, i.package_amount])).toEqual([
      [bloom, 1],
      [peaks, 1],
      [gems, 5],
    ]);
    const [batch] = (await server.post<NftBatchListRes>(n.nftBatchList.path, {}, { token })).data.list;
    expect(batch).toMatchObject({ batch_no: ok.data.batch_no, amount: 7 });
    for (const id of [bloom!, peaks!]) await move(n.nftWithdrawBack.path, { item_id: id });
    await move(n.nftWithdrawBack.path, { item_id: gems, amount: 5 });
  });

  it('keeps listed and withdrawing items where they are', async () => {
    await server.db.query('UPDATE nft_items SET listed = 1 WHERE id = $1', [cat]);
    expect((await move(n.nftToPackage.path, { item_id: cat })).code).toBe(33031);
    expect((await items({ status: 'listed' })).data.list.map((i) => [i.item_id, i.status])).toEqual([[cat, 'listed']]);
    await server.db.query('UPDATE nft_items SET listed = 0, withdrawing = 6 WHERE id = $1', [gems]);
    expect((await move(n.nftToPackage.path, { item_id: gems, amount: 5 })).code).toBe(33031);
    expect((await move(n.nftToPackage.path, { item_id: gems, amount: 4 })).code).toBe(0);
    const withdrawing = await items({ status: 'withdrawing' });
    expect(withdrawing.data.list[0]).toMatchObject({ item_id: gems, status: 'withdrawing', withdrawing_amount: 6 });
    await server.db.query('UPDATE nft_items SET listed = 0, withdrawing = 0, in_package = 0 WHERE id IN ($1, $2)', [
      cat,
      gems,
    ]);
  });

  it("refuses another user's item, and hostile input", async () => {
    expect((await move(n.nftToPackage.path, { item_id: cat }, stranger)).code).toBe(33030);
    expect((await move(n.nftBatchToPackage.path, { items: [{ item_id: cat }] }, stranger)).code).toBe(33030);
    expect((await move(n.nftWithdrawBack.path, { item_id: cat }, stranger)).code).toBe(33030);
    expect(await parts(cat)).toMatchObject({ in_package: 0 });
    for (const body of [
      { item_id: cat, amount: 0 },
      { item_id: cat, amount: -1 },
      { item_id: cat, amount: 1.5 },
      { item_id: 'x' },
      {},
    ])
      expect((await move(n.nftToPackage.path, body)).code).toBe(10003);
    expect((await move(n.nftBatchToPackage.path, { items: [] })).code).toBe(10003);
    expect(
      (await move(n.nftBatchToPackage.path, { items: Array.from({ length: 51 }, () => ({ item_id: cat })) })).code,
    ).toBe(10003);
    expect((await server.post(n.nftToPackage.path, { item_id: cat }, { token })).code).toBe(10003);
    expect((await items({ symbols: Array.from({ length: 21 }, () => 'A') })).code).toBe(10003);
    expect((await items({ status: 'burnt' })).code).toBe(10003);
  });

  it('lets only one of many concurrent moves of one ERC721 item through', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => move(n.nftToPackage.path, { item_id: cat })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 33031)).toHaveLength(7);
    expect(await parts(cat)).toMatchObject({ amount: 1, in_package: 1 });
    const moves = await server.db.query(
      "SELECT id FROM nft_package_moves WHERE item_id = $1 AND direction = 'to_package'",
      [cat],
    );
    expect(moves).toHaveLength(2);
  });
});
