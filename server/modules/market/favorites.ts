import type { FastifyInstance } from 'fastify';
import { collect } from '@/contract/nftMarket';
import type { FavoriteRes } from '@/contract/nftMarket/types';
import type { Queryable } from '../../db';
import { ApiError, Codes } from '../../errors';
import { defineHandler } from '../../plugins/handler';
import { collectionOf, goodsOf } from './goods';
import { favoriteCollections, favoriteGoods, goodsRanking, symbolCounts } from './records';

/** Favourites (/nft-api/api/collect/*): tokens and collections; adding twice or removing twice changes nothing. */

async function tokenCount(q: Queryable, collectionId: number, tokenId: string, userId: number): Promise<FavoriteRes> {
  const [row] = await q.query<{ count: number; mine: boolean }>(
    `SELECT count(*)::int AS count, coalesce(bool_or(user_id = $3), false) AS mine
       FROM favorite_tokens WHERE collection_id = $1 AND token_id = $2`,
    [collectionId, tokenId, userId],
  );
  return { favorite: Boolean(row?.mine), favorite_count: Number(row?.count ?? 0) };
}

async function collectionCount(q: Queryable, collectionId: number, userId: number): Promise<FavoriteRes> {
  const [row] = await q.query<{ count: number; mine: boolean }>(
    `SELECT count(*)::int AS count, coalesce(bool_or(user_id = $2), false) AS mine
       FROM favorite_collections WHERE collection_id = $1`,
    [collectionId, userId],
  );
  return { favorite: Boolean(row?.mine), favorite_count: Number(row?.count ?? 0) };
}

export function registerFavoriteCalls(app: FastifyInstance): void {
  const c = collect;
  const token = async (q: Queryable, symbol: string, tokenId: string) => {
    const found = await goodsOf(q, 'en', symbol, tokenId);
    if (!found) throw new ApiError(Codes.MARKET_GOODS_NOT_FOUND, 'market_goods_not_found');
    return found.collectionId;
  };

  defineHandler(app, c.goodsAdd, {
    doc: { section: 'market', notes: '33040 for an unknown token' },
    handler: async ({ db, session, body }) => {
      const collectionId = await token(db, body.symbol, body.token_id);
      await db.query(
        'INSERT INTO favorite_tokens (user_id, collection_id, token_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [session.userId, collectionId, body.token_id],
      );
      return tokenCount(db, collectionId, body.token_id, session.userId);
    },
  });

  defineHandler(app, c.goodsCancel, {
    doc: { section: 'market' },
    handler: async ({ db, session, body }) => {
      const collectionId = await token(db, body.symbol, body.token_id);
      await db.query('DELETE FROM favorite_tokens WHERE user_id = $1 AND collection_id = $2 AND token_id = $3', [
        session.userId,
        collectionId,
        body.token_id,
      ]);
      return tokenCount(db, collectionId, body.token_id, session.userId);
    },
  });

  defineHandler(app, c.goodsCancelBatch, {
    doc: { section: 'market' },
    handler: async ({ db, session, body }) => {
      const rows = await db.query(
        `DELETE FROM favorite_tokens f USING nft_collections c, jsonb_to_recordset($2::jsonb) AS x(symbol text, token_id text)
          WHERE f.user_id = $1 AND c.id = f.collection_id AND c.symbol = upper(trim(x.symbol)) AND f.token_id = x.token_id
          RETURNING f.token_id`,
        [session.userId, JSON.stringify(body.items)],
      );
      return { favorite: false, favorite_count: rows.length };
    },
  });

  defineHandler(app, c.symbolAdd, {
    doc: { section: 'market', notes: '33033 for an unknown collection' },
    handler: async ({ db, lang, session, body }) => {
      const collection = await collectionOf(db, lang, body.symbol);
      await db.query(
        'INSERT INTO favorite_collections (user_id, collection_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [session.userId, collection.id],
      );
      return collectionCount(db, collection.id, session.userId);
    },
  });

  defineHandler(app, c.symbolCancel, {
    doc: { section: 'market' },
    handler: async ({ db, lang, session, body }) => {
      const collection = await collectionOf(db, lang, body.symbol);
      await db.query('DELETE FROM favorite_collections WHERE user_id = $1 AND collection_id = $2', [
        session.userId,
        collection.id,
      ]);
      return collectionCount(db, collection.id, session.userId);
    },
  });

  defineHandler(app, c.goodsList, {
    doc: {
      section: 'market',
      notes: "the caller's favourite NFTs, newest first; `symbol`: of one collection",
    },
    handler: async ({ db, lang, session, body }) => favoriteGoods(db, lang, session.userId, body),
  });

  defineHandler(app, c.symbolList, {
    doc: { section: 'market', notes: "the caller's favourite collections" },
    handler: async ({ db, lang, session, body }) => favoriteCollections(db, lang, session.userId, body),
  });

  defineHandler(app, c.goodsSymbolList, {
    doc: {
      section: 'market',
      notes: 'collections of the favourite NFTs',
    },
    handler: async ({ db, lang, session }) => symbolCounts(db, lang, session.userId, 'favorite'),
  });

  defineHandler(app, c.goodsRankList, {
    doc: { section: 'market', notes: 'the most favourited NFTs' },
    handler: async ({ db, lang, body }) => goodsRanking(db, lang, body),
  });
}
