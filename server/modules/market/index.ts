import type { FastifyInstance } from 'fastify';
import { nftMarket } from '@/contract/nftMarket';
import { merchantTransfer } from '@/contract/nftMarket';
import type { ListCheckLine } from '@/contract/nftMarket/types';
import type { ServerLang } from '@/contract';
import type { Db, Queryable } from '../../db';
import { ApiError } from '../../errors';
import { translate } from '../../i18n';
import { defineHandler } from '../../plugins/handler';
import { changeAndMatch, listAndMatch } from './bids/engine';
import { lockBooks } from './bids/fill';
import { registerBidReadCalls } from './bids/lists';
import { registerBidWriteCalls } from './bids/write';
import { buyCart, cartToken, checkCart, redeemCartToken } from './cart';
import { collectionDetail, collectionStats, goodsInfo, marketEvents, traitList } from './detail';
import { collectionOf, LISTING_COLUMNS, listingOut, marketPage, MARKET_COIN, type ListingRow } from './goods';
import { collectionRanking, newGoods, orderHistory, sellable, symbolCounts, tradeHistory } from './records';
import { registerFavoriteCalls } from './favorites';
import { searchGoods } from './search';
import { registerMarketStream } from './stream';
import {
  checkBuyerPassword,
  delist,
  feeResponse,
  feesOf,
  listItem,
  orderByNo,
  priceOf,
  settle,
  split,
  tradeOf,
} from './trade';

/**
 * The NFT market (/nft-api/api/nft/*; favourites in ./favorites.ts): browsing for everyone, trading for the signed
 * in. docs/market.md explains the order book, the fees and the live updates.
 */
export default function marketModule(app: FastifyInstance): void {
  const c = nftMarket;

  defineHandler(app, c.search, {
    doc: {
      section: 'market',
      notes:
        '`sort` 1 recently listed (default), 2 price up, 3 price down, 4 newest, 5 rarest; `symbol`/`symbols`, `title`; `filter`: `erc_type`, `status` (listed by default, or all), `min_price`, `max_price`, `attributes` [{trait_type, values}] (values ORed, types ANDed), `game`, `show_spam`; `count` is exact on page 1, later pages may give the count of up to a minute before',
    },
    handler: async ({ db, lang, body }) => searchGoods(db, lang, body),
  });

  defineHandler(app, c.goodsInfo, {
    doc: { section: 'market', notes: '33040 for an unknown token' },
    handler: async ({ db, lang, session, body }) =>
      goodsInfo(db, lang, session?.userId ?? null, body.symbol, body.token_id),
  });

  defineHandler(app, c.goodsSymbol, {
    doc: { section: 'market', notes: '33033 for an unknown collection' },
    handler: async ({ db, lang, session, body }) => collectionDetail(db, lang, session?.userId ?? null, body.symbol),
  });

  defineHandler(app, c.symbolOrderStatistics, {
    doc: {
      section: 'market',
      notes: '`range` 24h (hourly), 7d (6-hourly), 30d and all (daily); empty buckets included; `token_id`: one token',
    },
    handler: async ({ db, lang, body }) => collectionStats(db, lang, body.symbol, body.range ?? '7d', body.token_id),
  });

  defineHandler(app, c.symbolOrderHistory, {
    doc: {
      section: 'market',
      notes:
        "a collection's (`symbol`) or token's (`token_id`) activity, newest first; `kinds` list, change, delist, sale",
    },
    handler: async ({ db, lang, body }) => marketEvents(db, lang, body),
  });

  defineHandler(app, c.saleList, {
    doc: { section: 'market' },
    handler: async ({ db, lang, body }) => marketEvents(db, lang, body, { kinds: ['sale'] }),
  });

  defineHandler(app, c.nftCustomAttributeList, {
    doc: { section: 'market' },
    handler: async ({ db, lang, body }) => traitList(db, lang, body.symbol),
  });

  defineHandler(app, c.tradeFee, {
    doc: {
      section: 'market',
      notes: "the market's fees in its coin; with `symbol`, the collection's royalty too",
    },
    handler: async ({ db, lang, body }) => {
      const royalty = body.symbol ? (await collectionOf(db, lang, body.symbol)).royalty_rate : '0';
      return feeResponse(await feesOf(db), royalty);
    },
  });

  for (const [endpoint, side] of [
    [c.nftItemOrderRanking, 'sell'],
    [c.nftItemOfferRanking, 'buy'],
  ] as const) {
    defineHandler(app, endpoint, {
      doc: {
        section: 'market',
        notes:
          side === 'sell'
            ? "a collection's (or token's) open listings, cheapest first"
            : 'open bids, highest first (bids arrive with offers; none yet)',
      },
      handler: async ({ db, lang, session, body }) => {
        const collection = await collectionOf(db, lang, body.symbol);
        const { page, page_size, offset } = marketPage(body);
        const where = `WHERE o.collection_id = $1 AND o.status = 'open' AND o.side = '${side}'
          AND ($3::text IS NULL OR o.token_id = $3)`;
        const params = [collection.id, session?.userId ?? 0, body.token_id ?? null];
        const [rows, [count]] = await Promise.all([
          db.query<ListingRow>(
            `SELECT ${LISTING_COLUMNS} FROM market_orders o JOIN users u ON u.id = o.user_id ${where}
              ORDER BY o.price ${side === 'sell' ? 'ASC' : 'DESC'}, o.id LIMIT ${page_size} OFFSET ${offset}`,
            params,
          ),
          db.query<{ count: number }>(
            `SELECT count(*)::int AS count, $2::bigint AS viewer FROM market_orders o ${where}`,
            params,
          ),
        ]);
        return { page, page_size, count: Number(count?.count ?? 0), list: rows.map(listingOut) };
      },
    });
  }

  defineHandler(app, c.newGoods, {
    doc: { section: 'market', notes: 'recently listed first' },
    handler: async ({ db, lang, body }) => newGoods(db, lang, body),
  });

  defineHandler(app, c.nftSymbolRecommendList, {
    doc: {
      section: 'market',
      notes: 'by 7-day volume',
    },
    handler: async ({ db, lang, body }) => collectionRanking(db, lang, body),
  });

  defineHandler(app, c.nftTagList, {
    doc: { section: 'market' },
    handler: async ({ db }) => {
      const rows = await db.query<{ tag: string; collections: number }>(
        `SELECT tag, count(*)::int AS collections FROM nft_collections, unnest(tags) AS tag
          WHERE NOT spam GROUP BY tag ORDER BY 2 DESC, 1`,
      );
      return { tags: rows.map((row) => ({ tag: row.tag, collections: Number(row.collections) })) };
    },
  });

  // ---- trading ----

  defineHandler(app, c.on, {
    doc: {
      section: 'market',
      notes:
        'idempotent. Lists `quantity` editions (default 1) of `item_id` at `price` per edition: 33044 price, 33045 quantity, 33046 not free (listed, withdrawing, in the package), 30002/33049 coin. A listing at or below open bids that match it sells at once to the best of them (at the bid’s price; a bidder who cannot pay is skipped): `status` filled, or `remaining` less',
    },
    handler: async ({ db, lang, session, body }) => {
      const fees = await feesOf(db, body.price_symbol ?? MARKET_COIN);
      const no = await db.tx((q) => listAndMatch(q, session.userId, body, fees));
      return orderByNo(db, lang, no, session.userId);
    },
  });

  defineHandler(app, c.change, {
    doc: {
      section: 'market',
      notes:
        '33041 not the caller’s, 33042 sold or delisted, 33044 price. A price at or below open bids that match it sells at once to the best of them, as `on`',
    },
    handler: async ({ db, lang, session, body }) => {
      await db.tx((q) => changeAndMatch(q, session.userId, body.order_no, body.price));
      return orderByNo(db, lang, body.order_no, session.userId);
    },
  });

  defineHandler(app, c.off, {
    doc: {
      section: 'market',
      notes: '33041 not the caller’s, 33042 sold or delisted',
    },
    handler: async ({ db, lang, session, body }) => {
      await db.tx((q) => delist(q, session.userId, body.order_no));
      return orderByNo(db, lang, body.order_no, session.userId);
    },
  });

  defineHandler(app, c.buy, {
    doc: {
      section: 'market',
      notes:
        'idempotent. `password` unless password-free purchases are on (32012 missing, 20165 wrong, 20166 not set; 10 wrong per hour); `price` = the price seen, required: a purchase never pays a price the buyer did not confirm (10003 missing, 33047 when it changed); 33041, 33042 sold or delisted a moment ago, 33043 own listing, 33045 quantity, 30001 balance. Exactly one of racing buyers settles',
    },
    precheck: async ({ db, session, body }) => checkBuyerPassword(db, session, body.password),
    handler: async ({ db, lang, session, body }) => {
      const { tradeId } = await db.tx((q) => settle(q, session.userId, body));
      return tradeOf(db, lang, session.userId, { id: tradeId });
    },
  });

  // ---- batches ----

  const checkListing = async (
    db: Db,
    lang: ServerLang,
    userId: number,
    body: {
      items: { item_id: number; price: string; quantity?: number | undefined }[];
      price_symbol?: string | undefined;
    },
  ) => {
    const fees = await feesOf(db, body.price_symbol ?? MARKET_COIN);
    const lines: ListCheckLine[] = [];
    for (const item of body.items) {
      try {
        // the listing itself, rolled back: every rule of `on`, nothing kept
        await db
          .tx(async (q) => {
            await listItem(q, userId, item, fees);
            throw new RolledBack();
          })
          .catch((error: unknown) => {
            if (!(error instanceof RolledBack)) throw error;
          });
        const [royalty] = await db.query<{ rate: string }>(
          `SELECT c.royalty_rate::text AS rate FROM nft_items i JOIN nft_collections c ON c.id = i.collection_id
            WHERE i.id = $1`,
          [item.item_id],
        );
        const proceeds = split(priceOf(item.price, fees), item.quantity ?? 1, fees, royalty?.rate ?? '0').sellerGets;
        lines.push({ item_id: item.item_id, ok: true, code: 0, msg: '', proceeds: proceeds.toFixed() });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const msg = translate(lang, error.messageKey, error.params);
        lines.push({ item_id: item.item_id, ok: false, code: error.code, msg, proceeds: '0' });
      }
    }
    return { price_symbol: fees.symbol, lines };
  };

  defineHandler(app, c.onBatchVerify, {
    doc: {
      section: 'market',
      notes: 'checks each line as `on` would (nothing is listed): `ok`, or the refusal’s `code` and `msg`',
    },
    handler: async ({ db, lang, session, body }) => checkListing(db, lang, session.userId, body),
  });

  for (const endpoint of [c.onBatch, c.onBatchV2]) {
    defineHandler(app, endpoint, {
      doc: {
        section: 'market',
        notes:
          'idempotent. Lists every line or none: the first refusal (as `on`) lists nothing; each line meets the open bids as `on`',
      },
      handler: async ({ db, lang, session, body }) => {
        const fees = await feesOf(db, body.price_symbol ?? MARKET_COIN);
        const nos = await db.tx(async (q) => {
          const created: string[] = [];
          await lockBooks(
            q,
            await collectionsOf(
              q,
              'nft_items',
              body.items.map((item) => item.item_id),
            ),
          );
          for (const item of body.items) created.push(await listAndMatch(q, session.userId, item, fees));
          return created;
        });
        const orders = [];
        for (const no of nos) orders.push(await orderByNo(db, lang, no, session.userId));
        return { orders };
      },
    });
  }

  defineHandler(app, c.changeBatchV2, {
    doc: { section: 'market', notes: 'every price or none (as `change`)' },
    handler: async ({ db, lang, session, body }) => {
      await db.tx(async (q) => {
        await lockBooks(
          q,
          await collectionsOf(
            q,
            'market_orders',
            body.orders.map((order) => order.order_no),
          ),
        );
        for (const order of body.orders) await changeAndMatch(q, session.userId, order.order_no, order.price);
      });
      const orders = [];
      for (const order of body.orders) orders.push(await orderByNo(db, lang, order.order_no, session.userId));
      return { orders };
    },
  });

  defineHandler(app, c.offBatchV2, {
    doc: { section: 'market', notes: 'delists every order or none (as `off`)' },
    handler: async ({ db, lang, session, body }) => {
      const nos = [...new Set(body.order_nos)];
      await db.tx(async (q) => {
        for (const no of nos) await delist(q, session.userId, no);
      });
      const orders = [];
      for (const no of nos) orders.push(await orderByNo(db, lang, no, session.userId));
      return { orders };
    },
  });

  for (const endpoint of [c.buyBatchCheck, c.buyBatchCheckV2]) {
    defineHandler(app, endpoint, {
      doc: {
        section: 'market',
        notes: 'each line as it is now (`available`, or why not), the totals of the available ones, the balance',
      },
      handler: async ({ db, lang, session, body }) => checkCart(db, lang, session.userId, body.items),
    });
  }

  defineHandler(app, c.buyBatchVerify, {
    doc: {
      section: 'market',
      notes:
        'checks the password (as `buy`) and that every line is available at the `price` it carries (required; 33047), and pins lines and prices for 5 minutes',
    },
    precheck: async ({ db, session, body }) => checkBuyerPassword(db, session, body.password),
    handler: async ({ db, lang, session, body }) => cartToken(db, lang, session.userId, body.items),
  });

  defineHandler(app, c.buyBatch, {
    doc: {
      section: 'market',
      notes: 'idempotent. Password as `buy`; buys every line or none: 33047 names the line sold or re-priced meanwhile',
    },
    precheck: async ({ db, session, body }) => checkBuyerPassword(db, session, body.password),
    handler: async ({ db, lang, session, body }) => db.tx((q) => buyCart(q, lang, session.userId, body.items)),
  });

  defineHandler(app, c.buyBatchV2, {
    doc: {
      section: 'market',
      notes:
        'idempotent. Redeems a `buy_batch_verify` token (33048 unknown, used or expired) and buys its lines or none',
    },
    handler: async ({ db, lang, session, body }) =>
      db.tx(async (q) => buyCart(q, lang, session.userId, await redeemCartToken(q, session.userId, body.token))),
  });

  // ---- records ----

  defineHandler(app, c.orderHistory, {
    doc: { section: 'market', notes: "the caller's orders; `status`, `symbol`" },
    handler: async ({ db, lang, session, body }) => orderHistory(db, lang, session.userId, body),
  });

  defineHandler(app, c.publishInfo, {
    doc: { section: 'market', notes: '33041 when not the caller’s' },
    handler: async ({ db, lang, session, body }) => orderByNo(db, lang, body.order_no, session.userId),
  });

  defineHandler(app, c.publishHistory, {
    doc: {
      section: 'market',
      notes: "the caller's activity: what they listed, changed, delisted, sold and bought",
    },
    handler: async ({ db, lang, session, body }) => marketEvents(db, lang, body, { userId: session.userId }),
  });

  for (const [endpoint, side] of [
    [c.buyHistory, 'buy'],
    [c.sellHistory, 'sell'],
  ] as const) {
    defineHandler(app, endpoint, {
      doc: {
        section: 'market',
        notes: `the caller's ${side === 'buy' ? 'purchases' : 'sales'}`,
      },
      handler: async ({ db, lang, session, body }) => tradeHistory(db, lang, session.userId, side, body),
    });
  }

  for (const [endpoint, side] of [
    [c.buyInfo, 'buy'],
    [c.sellInfo, 'sell'],
  ] as const) {
    defineHandler(app, endpoint, {
      doc: {
        section: 'market',
        notes: '33041 when the caller is not its ' + (side === 'buy' ? 'buyer' : 'seller'),
      },
      handler: async ({ db, lang, session, body }) =>
        tradeOf(db, lang, session.userId, { tradeNo: body.trade_no, side }),
    });
  }

  for (const endpoint of [c.sellSearch, c.symbolNftList]) {
    defineHandler(app, endpoint, {
      doc: {
        section: 'market',
        notes: "the caller's NFTs with the editions each can still list; `symbol`, `title`",
      },
      handler: async ({ db, lang, session, body }) => sellable(db, lang, session.userId, body),
    });
  }

  defineHandler(app, c.sellSearchSymbol, {
    doc: {
      section: 'market',
      notes: 'collections the caller holds',
    },
    handler: async ({ db, lang, session }) => symbolCounts(db, lang, session.userId, 'held'),
  });

  defineHandler(app, c.buyHistorySymbol, {
    doc: {
      section: 'market',
      notes: 'collections the caller bought from',
    },
    handler: async ({ db, lang, session }) => symbolCounts(db, lang, session.userId, 'bought'),
  });

  // merchant transfers: the NFTs that left (sales) and came in (purchases), as transfer records
  const m = merchantTransfer;
  for (const [endpoint, side] of [
    [m.outList, 'sell'],
    [m.inList, 'buy'],
  ] as const) {
    defineHandler(app, endpoint, {
      doc: {
        section: 'market',
        notes: side === 'sell' ? 'NFTs out: sales' : 'NFTs in: purchases',
      },
      handler: async ({ db, lang, session, body }) => tradeHistory(db, lang, session.userId, side, body),
    });
  }
  for (const [endpoint, side] of [
    [m.outDetail, 'sell'],
    [m.inDetail, 'buy'],
  ] as const) {
    defineHandler(app, endpoint, {
      doc: { section: 'market' },
      handler: async ({ db, lang, session, body }) =>
        tradeOf(db, lang, session.userId, { tradeNo: body.trade_no, side }),
    });
  }

  registerFavoriteCalls(app);
  registerBidReadCalls(app);
  registerBidWriteCalls(app);
  registerMarketStream(app);
}

/**
 * The collections of a batch's holdings or orders: a batch takes every book lock it needs at once, lowest id first,
 * so that two batches over the same collections cannot each hold one and wait for the other.
 */
async function collectionsOf(q: Queryable, table: 'nft_items' | 'market_orders', keys: (number | string)[]) {
  const rows = await q.query<{ collection_id: number }>(
    table === 'nft_items'
      ? 'SELECT DISTINCT collection_id FROM nft_items WHERE id = ANY($1::bigint[])'
      : 'SELECT DISTINCT collection_id FROM market_orders WHERE order_no = ANY($1::text[])',
    [keys],
  );
  return rows.map((row) => Number(row.collection_id));
}

/** Thrown to roll a dry run back (on_batch_verify). */
class RolledBack extends Error {}
