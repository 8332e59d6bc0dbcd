import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import BigNumber from 'bignumber.js';
import { nftCustody } from '@/contract/nftCustody';
import type { CustodyItemListRes } from '@/contract/nftCustody/types';
import { nftMarket } from '@/contract/nftMarket';
import { Codes, SecurityCodes } from '@/contract/codes';
import type {
  CartBuyRes,
  CartCheckRes,
  CollectionDetail,
  GoodsInfo,
  ListCheckRes,
  MarketEventsRes,
  MarketOrder,
  MarketSearchRes,
  MarketTrade,
  TradeHistoryRes,
  SellSearchRes,
  TradeFeeRes,
  TraitListRes,
} from '@/contract/nftMarket/types';
import { tradeSplit } from '@/domain/tradeSplit';
import { START_TIMEOUT, createTestServer, type TestServer } from '../../testing/harness';
import {
  balanceOf,
  fund,
  ledgerProblems,
  newKey,
  once,
  PAYMENT_PASSWORD,
  walletUser,
  type WalletUser,
} from '../wallet/walletKit';
import { fixFees } from './bids/testKit';

const m = nftMarket;
let server: TestServer;
let seller: WalletUser;
let buyer: WalletUser;

let minted = 0;
/** A new ERC721 token of collection `symbol` held by `userId` (the seed's own tokens are left to the other tests). */
async function give(userId: number, symbol = 'ASTRO', name?: string): Promise<{ itemId: number; tokenId: string }> {
  minted += 1;
  const tokenId = `90${String(minted).padStart(4, '0')}`;
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO nft_items (collection_id, token_id, name, image, erc_type, owner_user_id, amount, attributes)
     SELECT id, $2, coalesce($5, 'Test cat #' || $2), '/seed/nft/astro/1.svg', 'ERC721', $3, 1, $4
       FROM nft_collections WHERE symbol = $1
     RETURNING id`,
    [
      symbol,
      tokenId,
      userId,
      JSON.stringify([{ trait_type: 'Helmet', value: minted % 2 ? 'Glass' : 'Gold' }]),
      name ?? null,
    ],
  );
  return { itemId: Number(row!.id), tokenId };
}

const list = (user: WalletUser, itemId: number, price: string) =>
  server.post<MarketOrder>(m.on.path, { item_id: itemId, price }, once(user.token));

beforeAll(async () => {
  server = await createTestServer();
  // the seed's fees, here too so that the test does not depend on the seed's numbers
  await fixFees(server);
  await server.db.query(
    "UPDATE nft_collections SET royalty_rate = 0.05, creator_user_id = NULL WHERE symbol = 'ASTRO'",
  );
  seller = await walletUser(server, 'seller');
  buyer = await walletUser(server, 'buyer');
  await fund(server, buyer.id, 'USDT', '100');
}, START_TIMEOUT);

afterAll(async () => {
  await server?.close();
});

describe('listing and buying one NFT', () => {
  let tokenId: string;
  let itemId: number;
  let order: MarketOrder;

  it('lists an NFT: the market shows it, and it cannot be listed twice', async () => {
    ({ itemId, tokenId } = await give(seller.id));
    const listed = await list(seller, itemId, '10');
    expect(listed.code).toBe(0);
    order = listed.data;
    expect(order).toMatchObject({ status: 'open', price: '10', remaining: 1, price_symbol: 'USDT' });
    // 10 − 2 % fee − 5 % royalty
    expect(order.proceeds).toBe('9.3');

    const again = await list(seller, itemId, '12');
    expect(again.code).toBe(Codes.MARKET_NOT_LISTABLE);

    const search = await server.post<MarketSearchRes>(m.search.path, { symbol: 'astro', sort: 1 });
    expect(search.code).toBe(0);
    const goods = search.data.list.find((row) => row.token_id === tokenId);
    expect(goods).toMatchObject({ price: '10', order_no: order.order_no, listed_quantity: 1 });

    const info = await server.post<GoodsInfo>(
      m.goodsInfo.path,
      { symbol: 'ASTRO', token_id: tokenId },
      {
        token: seller.token,
      },
    );
    expect(info.data.listings[0]).toMatchObject({ order_no: order.order_no, mine: true });
    expect(info.data.mine).toMatchObject({ item_id: itemId, listed: 1, listable: 0 });
    expect(info.data.traits.length).toBeGreaterThan(0);
  });

  it('refuses bad prices with a clear message and changes nothing', async () => {
    const zero = await server.post(m.change.path, { order_no: order.order_no, price: '0' }, { token: seller.token });
    expect(zero.code).toBe(Codes.MARKET_PRICE_INVALID);
    expect(zero.msg).toContain('0.01');
    const leading = await server.post(
      m.change.path,
      { order_no: order.order_no, price: '012' },
      { token: seller.token },
    );
    expect(leading.code).toBe(Codes.INVALID_PARAM);
    const stranger = await server.post(m.change.path, { order_no: order.order_no, price: '5' }, { token: buyer.token });
    expect(stranger.code).toBe(Codes.MARKET_ORDER_NOT_FOUND);
    const [row] = await server.db.query<{ price: string }>(
      'SELECT price::text FROM market_orders WHERE order_no = $1',
      [order.order_no],
    );
    expect(new BigNumber(row!.price).eq(10)).toBe(true);
  });

  it('asks for the payment password, then settles: NFT to the buyer, money split, ledger balanced', async () => {
    const none = await server.post(m.buy.path, { order_no: order.order_no, price: '10' }, once(buyer.token));
    expect(none.code).toBe(Codes.PAYMENT_PASSWORD_REQUIRED);
    const wrong = await server.post(
      m.buy.path,
      { order_no: order.order_no, price: '10', password: 'f'.repeat(64) },
      once(buyer.token),
    );
    expect(wrong.code).toBe(SecurityCodes.CAPITAL_PASSWORD_WRONG);
    const mine = await server.post(
      m.buy.path,
      { order_no: order.order_no, price: '10', password: PAYMENT_PASSWORD },
      once(seller.token),
    );
    expect(mine.code).toBe(Codes.MARKET_OWN_ORDER);
    const changed = await server.post(
      m.buy.path,
      { order_no: order.order_no, price: '9', password: PAYMENT_PASSWORD },
      once(buyer.token),
    );
    expect(changed.code).toBe(Codes.MARKET_CART_CHANGED);

    const key = newKey();
    const bought = await server.post<MarketTrade>(
      m.buy.path,
      { order_no: order.order_no, price: '10', password: PAYMENT_PASSWORD },
      once(buyer.token, key),
    );
    expect(bought.code).toBe(0);
    expect(bought.data).toMatchObject({
      side: 'buy',
      amount: '10',
      buyer_fee: '0.1',
      total: '10.1',
      token_id: tokenId,
    });
    // a retry of the same request answers the same receipt and moves nothing
    const retry = await server.post<MarketTrade>(
      m.buy.path,
      { order_no: order.order_no, price: '10', password: PAYMENT_PASSWORD },
      once(buyer.token, key),
    );
    expect(retry.data.trade_no).toBe(bought.data.trade_no);

    expect(new BigNumber((await balanceOf(server, buyer.id, 'USDT')).available).toFixed()).toBe('89.9');
    expect(new BigNumber((await balanceOf(server, seller.id, 'USDT')).available).toFixed()).toBe('9.3');
    const [owner] = await server.db.query<{ owner: number }>(
      `SELECT owner_user_id AS owner FROM nft_items i JOIN nft_collections c ON c.id = i.collection_id
        WHERE c.symbol = 'ASTRO' AND i.token_id = $1 AND i.amount > 0`,
      [tokenId],
    );
    expect(Number(owner!.owner)).toBe(buyer.id);
    expect(await ledgerProblems(server)).toEqual([]);

    const again = await server.post(
      m.buy.path,
      { order_no: order.order_no, price: '10', password: PAYMENT_PASSWORD },
      once(buyer.token),
    );
    expect(again.code).toBe(Codes.MARKET_ORDER_CLOSED);

    const sales = await server.post<TradeHistoryRes>(m.sellHistory.path, {}, { token: seller.token });
    expect(sales.data.list[0]).toMatchObject({ side: 'sell', total: '9.3', trade_no: bought.data.trade_no });
    const activity = await server.post<MarketEventsRes>(m.symbolOrderHistory.path, {
      symbol: 'ASTRO',
      token_id: tokenId,
    });
    expect(activity.data.list.map((event) => event.kind)).toEqual(['sale', 'list']);
  });

  it('delists: the editions are free again and the listing cannot be bought', async () => {
    const { itemId: other } = await give(seller.id);
    const placed = await list(seller, other, '3');
    const off = await server.post<MarketOrder>(m.off.path, { order_no: placed.data.order_no }, { token: seller.token });
    expect(off.data.status).toBe('cancelled');
    const [item] = await server.db.query<{ listed: number }>('SELECT listed FROM nft_items WHERE id = $1', [other]);
    expect(item!.listed).toBe(0);
    const buy = await server.post(
      m.buy.path,
      { order_no: placed.data.order_no, price: '3', password: PAYMENT_PASSWORD },
      once(buyer.token),
    );
    expect(buy.code).toBe(Codes.MARKET_ORDER_CLOSED);
  });
});

describe('collections', () => {
  it('gives the header, traits and chart of a collection', async () => {
    const detail = await server.post<CollectionDetail>(m.goodsSymbol.path, { symbol: 'ASTRO' });
    expect(detail.code).toBe(0);
    expect(detail.data.items).toBeGreaterThan(0);
    expect(new BigNumber(detail.data.volume_all).gte(10)).toBe(true);
    const traits = await server.post<TraitListRes>(m.nftCustomAttributeList.path, { symbol: 'ASTRO' });
    expect(traits.data.traits.length).toBeGreaterThan(0);
    const stats = await server.post<{ points: { sales: number }[] }>(m.symbolOrderStatistics.path, {
      symbol: 'ASTRO',
      range: '24h',
    });
    expect(stats.data.points.length).toBeGreaterThanOrEqual(24);
    expect(stats.data.points.some((point) => point.sales > 0)).toBe(true);
    const unknown = await server.post(m.goodsSymbol.path, { symbol: 'NOPE' });
    expect(unknown.code).toBe(Codes.NFT_COLLECTION_NOT_FOUND);
  });
});

describe('races and carts', () => {
  it('200 buyers race for one listing: exactly one wins, every other balance is unchanged', async () => {
    const { itemId } = await give(seller.id);
    const placed = await list(seller, itemId, '5');
    const buyers: WalletUser[] = [];
    for (let start = 0; start < 200; start += 25) {
      buyers.push(
        ...(await Promise.all(Array.from({ length: 25 }, (_, i) => walletUser(server, `racer${start + i}`, false)))),
      );
    }
    const ids = buyers.map((user) => user.id);
    await server.db.query('UPDATE users SET nft_free = true WHERE id = ANY($1::bigint[])', [ids]);
    for (const user of buyers) await fund(server, user.id, 'USDT', '20');

    const results = await Promise.all(
      buyers.map((user) => server.post(m.buy.path, { order_no: placed.data.order_no, price: '5' }, once(user.token))),
    );
    const winners = results.filter((result) => result.code === 0);
    expect(winners).toHaveLength(1);
    expect(results.every((result) => result.code === 0 || result.code === Codes.MARKET_ORDER_CLOSED)).toBe(true);
    expect(results.every((result) => result.status < 500)).toBe(true);
    const rows = await server.db.query<{ user_id: number; available: string }>(
      "SELECT user_id, available::text FROM balances WHERE user_id = ANY($1::bigint[]) AND symbol = 'USDT' AND account = 'spot'",
      [ids],
    );
    const paid = rows.filter((row) => !new BigNumber(row.available).eq(20));
    expect(paid).toHaveLength(1);
    expect(new BigNumber(paid[0]!.available).eq('14.95')).toBe(true);
    expect(await ledgerProblems(server)).toEqual([]);
  }, 180_000);

  it('a cart with an item sold in between buys nothing and names it; then the rest in one step', async () => {
    const placed: MarketOrder[] = [];
    for (const price of ['2', '3', '4']) {
      const { itemId } = await give(seller.id);
      placed.push((await list(seller, itemId, price)).data);
    }
    const items = placed.map((order) => ({ order_no: order.order_no, price: order.price }));
    const check = await server.post<CartCheckRes>(m.buyBatchCheck.path, { items }, { token: buyer.token });
    expect(check.data).toMatchObject({ amount: '9', buyer_fee: '0.09', total: '9.09', password_required: true });
    expect(check.data.lines.every((line) => line.available)).toBe(true);

    // someone else buys the second one meanwhile
    const rival = await walletUser(server, 'rival');
    await fund(server, rival.id, 'USDT', '10');
    const sniped = await server.post(
      m.buy.path,
      { order_no: placed[1]!.order_no, price: '3', password: PAYMENT_PASSWORD },
      once(rival.token),
    );
    expect(sniped.code).toBe(0);

    const before = await balanceOf(server, buyer.id, 'USDT');
    const cart = await server.post(m.buyBatch.path, { items, password: PAYMENT_PASSWORD }, once(buyer.token));
    expect(cart.code).toBe(Codes.MARKET_CART_CHANGED);
    expect(cart.msg).toContain(check.data.lines[1]!.goods.name);
    expect(await balanceOf(server, buyer.id, 'USDT')).toEqual(before);
    const open = await server.db.query<{ status: string }>(
      'SELECT status FROM market_orders WHERE order_no = ANY($1::text[]) ORDER BY price',
      [[placed[0]!.order_no, placed[2]!.order_no]],
    );
    expect(open.map((row) => row.status)).toEqual(['open', 'open']);

    const rest = [items[0]!, items[2]!];
    const token = await server.post<{ token: string }>(
      m.buyBatchVerify.path,
      { items: rest, password: PAYMENT_PASSWORD },
      { token: buyer.token },
    );
    expect(token.code).toBe(0);
    const bought = await server.post<CartBuyRes>(m.buyBatchV2.path, { token: token.data.token }, once(buyer.token));
    expect(bought.code).toBe(0);
    expect(bought.data.trades.map((trade) => trade.price)).toEqual(['2', '4']);
    expect(bought.data.total).toBe('6.06');
    const reuse = await server.post(m.buyBatchV2.path, { token: token.data.token }, once(buyer.token));
    expect(reuse.code).toBe(Codes.MARKET_CART_TOKEN_INVALID);
    expect(await ledgerProblems(server)).toEqual([]);
  }, 60_000);

  it('batch listing checks each line and lists all or none', async () => {
    const a = await give(seller.id);
    const b = await give(seller.id);
    const check = await server.post<ListCheckRes>(
      m.onBatchVerify.path,
      {
        items: [
          { item_id: a.itemId, price: '1' },
          { item_id: b.itemId, price: '0' },
        ],
      },
      { token: seller.token },
    );
    expect(check.data.lines.map((line) => line.ok)).toEqual([true, false]);
    expect(check.data.lines[1]!.code).toBe(Codes.MARKET_PRICE_INVALID);
    const failed = await server.post(
      m.onBatch.path,
      {
        items: [
          { item_id: a.itemId, price: '1' },
          { item_id: b.itemId, price: '0' },
        ],
      },
      once(seller.token),
    );
    expect(failed.code).toBe(Codes.MARKET_PRICE_INVALID);
    const [count] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM market_orders WHERE item_id = ANY($1::bigint[]) AND status = 'open'",
      [[a.itemId, b.itemId]],
    );
    expect(count!.n).toBe(0);
    const done = await server.post<{ orders: MarketOrder[] }>(
      m.onBatchV2.path,
      {
        items: [
          { item_id: a.itemId, price: '1' },
          { item_id: b.itemId, price: '1.5' },
        ],
      },
      once(seller.token),
    );
    expect(done.data.orders.map((order) => order.price)).toEqual(['1', '1.5']);
    const off = await server.post<{ orders: MarketOrder[] }>(
      m.offBatchV2.path,
      { order_nos: done.data.orders.map((order) => order.order_no) },
      { token: seller.token },
    );
    expect(off.data.orders.every((order) => order.status === 'cancelled')).toBe(true);
  });
});

describe('the price the buyer saw', () => {
  const orderOpen = async (no: string) =>
    (await server.db.query<{ status: string }>('SELECT status FROM market_orders WHERE order_no = $1', [no]))[0]!
      .status;

  it('a purchase without the price it pays is refused by every buy call, and nothing moves', async () => {
    const { itemId } = await give(seller.id);
    const placed = (await list(seller, itemId, '25')).data;
    const before = await balanceOf(server, buyer.id, 'USDT');
    const line = { order_no: placed.order_no, quantity: 1 };
    const refusals = await Promise.all([
      server.post(m.buy.path, { order_no: placed.order_no, password: PAYMENT_PASSWORD }, once(buyer.token)),
      server.post(m.buyBatchCheck.path, { items: [line] }, { token: buyer.token }),
      server.post(m.buyBatchCheckV2.path, { items: [line] }, { token: buyer.token }),
      server.post(m.buyBatchVerify.path, { items: [line], password: PAYMENT_PASSWORD }, { token: buyer.token }),
      server.post(m.buyBatch.path, { items: [line], password: PAYMENT_PASSWORD }, once(buyer.token)),
    ]);
    expect(refusals.map((res) => res.code)).toEqual(Array(5).fill(Codes.INVALID_PARAM));
    expect(refusals.every((res) => res.msg.includes('price'))).toBe(true);
    expect(await balanceOf(server, buyer.id, 'USDT')).toEqual(before);
    expect(await orderOpen(placed.order_no)).toBe('open');
  });

  it('a listing re-priced since the buyer saw it is refused by every buy call (33047), then bought at the new one', async () => {
    const { itemId } = await give(seller.id);
    const placed = (await list(seller, itemId, '25')).data;
    const changed = await server.post(
      m.change.path,
      { order_no: placed.order_no, price: '27' },
      { token: seller.token },
    );
    expect(changed.code).toBe(0);
    const before = await balanceOf(server, buyer.id, 'USDT');
    const seen = { order_no: placed.order_no, quantity: 1, price: '25' };

    const single = await server.post(
      m.buy.path,
      { order_no: placed.order_no, price: '25', password: PAYMENT_PASSWORD },
      once(buyer.token),
    );
    expect(single.code).toBe(Codes.MARKET_CART_CHANGED);
    for (const path of [m.buyBatchCheck.path, m.buyBatchCheckV2.path]) {
      const check = await server.post<CartCheckRes>(path, { items: [seen] }, { token: buyer.token });
      expect(check.data.lines[0]).toMatchObject({ available: false, price: '27' });
      expect(check.data.total).toBe('0');
    }
    const verify = await server.post(
      m.buyBatchVerify.path,
      { items: [seen], password: PAYMENT_PASSWORD },
      {
        token: buyer.token,
      },
    );
    expect(verify.code).toBe(Codes.MARKET_CART_CHANGED);
    const cart = await server.post(m.buyBatch.path, { items: [seen], password: PAYMENT_PASSWORD }, once(buyer.token));
    expect(cart.code).toBe(Codes.MARKET_CART_CHANGED);
    expect(await balanceOf(server, buyer.id, 'USDT')).toEqual(before);
    expect(await orderOpen(placed.order_no)).toBe('open');

    const bought = await server.post<MarketTrade>(
      m.buy.path,
      { order_no: placed.order_no, price: '27', password: PAYMENT_PASSWORD },
      once(buyer.token),
    );
    expect(bought.code).toBe(0);
    expect(bought.data.price).toBe('27');
    expect(await ledgerProblems(server)).toEqual([]);
  });

  it("charges the fee the screens show: each part rounded to the coin's decimals, trade_fee says them", async () => {
    await server.db.query(
      "UPDATE market_fees SET buyer_fee_rate = 0.025, seller_fee_rate = 0.025 WHERE symbol = 'USDT'",
    );
    try {
      const fees = await server.post<TradeFeeRes>(m.tradeFee.path, { symbol: 'ASTRO' });
      expect(fees.data).toMatchObject({
        price_symbol: 'USDT',
        buyer_fee_rate: '0.025',
        royalty_rate: '0.05',
        decimals: 6,
      });
      const { itemId } = await give(seller.id);
      const placed = (await list(seller, itemId, '1.234567')).data;
      const shown = tradeSplit('1.234567', 1, fees.data);
      expect(placed.proceeds).toBe(shown.sellerGets.toFixed());
      const sellerBefore = new BigNumber((await balanceOf(server, seller.id, 'USDT')).available);
      const buyerBefore = new BigNumber((await balanceOf(server, buyer.id, 'USDT')).available);
      const bought = await server.post<MarketTrade>(
        m.buy.path,
        { order_no: placed.order_no, price: '1.234567', password: PAYMENT_PASSWORD },
        once(buyer.token),
      );
      expect(bought.code).toBe(0);
      expect(bought.data).toMatchObject({ buyer_fee: '0.030864', total: '1.265431' });
      expect(bought.data.buyer_fee).toBe(shown.buyerFee.toFixed());
      const buyerAfter = new BigNumber((await balanceOf(server, buyer.id, 'USDT')).available);
      const sellerAfter = new BigNumber((await balanceOf(server, seller.id, 'USDT')).available);
      expect(buyerBefore.minus(buyerAfter).toFixed()).toBe(shown.buyerPays.toFixed());
      expect(sellerAfter.minus(sellerBefore).toFixed()).toBe(shown.sellerGets.toFixed());
      expect(await ledgerProblems(server)).toEqual([]);
    } finally {
      await server.db.query(
        "UPDATE market_fees SET buyer_fee_rate = 0.01, seller_fee_rate = 0.02 WHERE symbol = 'USDT'",
      );
    }
  });

  it('an NFT moved to the game is not listable, and the sellable list says where it is', async () => {
    const { itemId } = await give(seller.id);
    await server.db.query('UPDATE nft_items SET in_package = 1 WHERE id = $1', [itemId]);
    const sellable = await server.post<SellSearchRes>(
      m.sellSearch.path,
      { symbol: 'ASTRO', page_size: 100 },
      {
        token: seller.token,
      },
    );
    expect(sellable.data.list.find((row) => row.item_id === itemId)).toMatchObject({
      listable: 0,
      in_game: 1,
      withdrawing: 0,
      listed: 0,
    });
    expect((await list(seller, itemId, '5')).code).toBe(Codes.MARKET_NOT_LISTABLE);
  });

  it('refuses a listing price with more decimals than the coin has', async () => {
    const { itemId } = await give(seller.id);
    const res = await list(seller, itemId, '1.2345678');
    expect(res.code).toBe(Codes.MARKET_PRICE_INVALID);
  });
});

describe('spam collections', () => {
  it("are hidden from search and from the owner's NFTs unless asked for", async () => {
    const [collection] = await server.db.query<{ id: number }>(
      `INSERT INTO nft_collections (symbol, name, description, image, erc_type, chain_name, contract_address, spam)
       SELECT 'SPAMTEST', '{"en":"Free mint claim now"}', '{"en":"x"}', '/x.svg', 'ERC721', chain_name, contract_address, true
         FROM nft_collections WHERE symbol = 'ASTRO' RETURNING id`,
    );
    const [item] = await server.db.query<{ id: number }>(
      `INSERT INTO nft_items (collection_id, token_id, name, image, erc_type, owner_user_id, amount, attributes)
       VALUES ($1, '1', 'Claim #1', '/x.svg', 'ERC721', $2, 1, '[]') RETURNING id`,
      [collection!.id, seller.id],
    );
    const listed = await list(seller, item!.id, '1');
    expect(listed.code).toBe(0);

    const hidden = await server.post<MarketSearchRes>(m.search.path, { title: 'Claim', page_size: 50 });
    expect(hidden.data.list.some((goods) => goods.symbol === 'SPAMTEST')).toBe(false);
    const shown = await server.post<MarketSearchRes>(m.search.path, {
      title: 'Claim',
      filter: { show_spam: true },
    });
    expect(shown.data.list.map((goods) => goods.symbol)).toContain('SPAMTEST');

    const mine = await server.post<CustodyItemListRes>(nftCustody.itemList.path, {}, { token: seller.token });
    expect(mine.data.list.some((one) => one.symbol === 'SPAMTEST')).toBe(false);
    expect(mine.data.hidden).toBe(1);
    const all = await server.post<CustodyItemListRes>(
      nftCustody.itemList.path,
      { show_spam: true },
      { token: seller.token },
    );
    expect(all.data.list.some((one) => one.symbol === 'SPAMTEST')).toBe(true);
    expect(all.data.hidden).toBe(0);
  });
});

describe('search', () => {
  it("finds a collection's listings by its symbol, its name or several symbols", async () => {
    const { itemId } = await give(seller.id, 'ASTRO');
    expect((await list(seller, itemId, '3')).code).toBe(0);
    const bySymbol = await server.post<MarketSearchRes>(m.search.path, { symbol: 'astro', page_size: 50 });
    expect(bySymbol.data.count).toBeGreaterThan(0);
    expect(bySymbol.data.list.every((goods) => goods.symbol === 'ASTRO')).toBe(true);
    const [name] = await server.db.query<{ name: string }>(
      "SELECT name->>'en' AS name FROM nft_collections WHERE symbol = 'ASTRO'",
    );
    const byName = await server.post<MarketSearchRes>(m.search.path, { title: name!.name, page_size: 50 });
    expect(byName.data.count).toBe(bySymbol.data.count);
    const several = await server.post<MarketSearchRes>(m.search.path, { symbols: ['ASTRO', 'NOSUCH'], page_size: 50 });
    expect(several.data.count).toBe(bySymbol.data.count);
  });

  it('finds words in token names through the trigram index on both drivers', async () => {
    const [index] = await server.db.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE indexname = 'nft_tokens_title_trgm_idx' AND schemaname = current_schema()",
    );
    expect(index?.indexdef).toMatch(/gin_trgm_ops/);
    // the planner takes it for a rare word once it may not read the table instead (few rows here)
    const plan = await server.db.tx(async (q) => {
      await q.query('SET LOCAL enable_seqscan = off');
      const rows = await q.query<Record<string, string>>(
        "EXPLAIN SELECT count(*) FROM nft_tokens t WHERE t.name ILIKE '%zqxj%' OR t.token_id ILIKE '%zqxj%'",
      );
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('nft_tokens_title_trgm_idx');
    const { itemId, tokenId } = await give(seller.id, 'ASTRO', 'Zqxj the rare');
    expect((await list(seller, itemId, '5')).code).toBe(0);
    const found = await server.post<MarketSearchRes>(m.search.path, { title: 'zqXJ' });
    expect(found.data.list.map((goods) => goods.token_id)).toEqual([tokenId]);
  });

  it('counts on page 1 and reuses that count for the pages that follow', async () => {
    const query = { symbol: 'ASTRO', page_size: 1 };
    const first = await server.post<MarketSearchRes>(m.search.path, { ...query, page: 1 });
    const { itemId } = await give(seller.id, 'ASTRO');
    expect((await list(seller, itemId, '4')).code).toBe(0);
    // infinite scroll's next page: the count taken with page 1, not a new count of the market
    const second = await server.post<MarketSearchRes>(m.search.path, { ...query, page: 2 });
    expect(second.data.count).toBe(first.data.count);
    expect(second.data.list).toHaveLength(1);
    // a new search (page 1 again) is exact
    const again = await server.post<MarketSearchRes>(m.search.path, { ...query, page: 1 });
    expect(again.data.count).toBe(first.data.count + 1);
    // a later page of a search whose page 1 was never read counts itself (the order is not part of the search's
    // count; its filters are)
    const fresh = await server.post<MarketSearchRes>(m.search.path, {
      ...query,
      filter: { min_price: '0.0001' },
      page: 3,
    });
    expect(fresh.data.count).toBe(again.data.count);
  });
});
