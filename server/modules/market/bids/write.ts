import type { FastifyInstance } from 'fastify';
import { offer } from '@/contract/offer';
import { quote } from '@/contract/quote';
import type { BidPlacedRes } from '@/contract/offer/types';
import type { ServerLang } from '@/contract';
import type { Db } from '../../../db';
import { devFeaturesOn } from '../../../config';
import { enqueueJob } from '../../../lib/jobs';
import { defineHandler } from '../../../plugins/handler';
import { checkBuyerPassword, tradeOf } from '../trade';
import { cancelBid, placeBid, takeBid, type PlacedFill } from './engine';
import { BID_EXPIRE_JOB, BID_SWEEP_JOB, BID_SWEEP_KEY, expireBids, runBidExpiry, runBidSweep } from './expiry';
import { bidByNo } from './read';

/**
 * The write calls of bids (offers, quotes, entrustment orders) and their jobs; the engine is ./engine.ts, the
 * rules are docs/market.md ("Bids").
 */

const PASSWORD_NOTE =
  '`password` unless password-free NFT purchases are on (32012 missing, 20165 wrong, 20166 not set), as `buy`';
const MAKE_NOTE = `idempotent. ${PASSWORD_NOTE}. Buys at once the listings at or below \`price\` it matches (cheapest, then oldest; never the caller's own) at the listing's price, up to \`quantity\`; the rest stands until \`expires_at\` and fills when a listing at or below it appears, at its price. 33050 expiry (5 minutes to 180 days ahead), 33044 price, 33049 coin, 33054 too many open bids, 30001 the balance cannot pay the first purchase it would make at once (nothing is placed); no money is frozen: the balance is checked at each fill`;
const TAKE_NOTE = `idempotent. ${PASSWORD_NOTE}. Sells \`quantity\` (default 1) editions of the caller's holding \`item_id\` to the bid at its price; \`price\` is the bid's price the seller saw (33047 when it changed). Free editions first, then editions of the holding's open listings (closed when emptied). 33041 not a bid of this family, 33042 closed or expired, 33043 the caller's own bid, 33052 the item does not match, 33045 quantity, 33046 editions in the game or being withdrawn, 33030 not the caller's item, 33051 the bidder cannot pay now`;

async function placed(db: Db, lang: ServerLang, userId: number, result: { orderNo: string; fills: PlacedFill[] }) {
  const res: BidPlacedRes = { bid: await bidByNo(db, lang, result.orderNo, userId), fills: result.fills };
  return res;
}

export function registerBidWriteCalls(app: FastifyInstance): void {
  app.jobs.define<{ id: number }>(BID_EXPIRE_JOB, (q, job) => runBidExpiry(q, job.payload.id));
  app.jobs.define(BID_SWEEP_JOB, (q) => runBidSweep(q));
  // one sweep per database, whatever the number of instances: the key keeps a single unfinished job
  if (app.config.jobs)
    app.addHook('onReady', async () => {
      // not fatal: a server that cannot enqueue it now still serves, and another instance (or the next start) does
      await enqueueJob(app.db, BID_SWEEP_JOB, {}, { key: BID_SWEEP_KEY }).catch((error: unknown) =>
        app.log.warn(error, 'bid sweep'),
      );
    });

  // POST /dev/market/expire_bid {order_no} (development only): the open bid's expiry moves into the past and the
  // expiry runs at once, so that a test watches a bid expire without waiting for it -> `{code: 0, data: {expired}}`
  if (devFeaturesOn(app.config))
    app.post<{ Body: { order_no: string } }>(
      '/dev/market/expire_bid',
      {
        schema: {
          body: {
            type: 'object',
            required: ['order_no'],
            properties: { order_no: { type: 'string', minLength: 1, maxLength: 64 } },
          },
        },
      },
      async (request) => {
        const expired = await app.db.tx(async (q) => {
          const rows = await q.query<{ id: number }>(
            `UPDATE market_orders SET expires_at = now() - interval '1 second'
              WHERE order_no = $1 AND side = 'buy' AND status = 'open' RETURNING id`,
            [request.body.order_no],
          );
          return rows.length === 0 ? 0 : expireBids(q, [Number(rows[0]!.id)]);
        });
        return { code: 0, msg: 'ok', data: { expired } };
      },
    );

  defineHandler(app, offer.offerMake, {
    doc: {
      section: 'bids',
      notes: `${MAKE_NOTE}; 33040 unknown token, 33043 the caller holds every edition, 33045 an ERC721 offer's quantity is 1`,
    },
    precheck: async ({ db, session, body }) => checkBuyerPassword(db, session, body.password),
    handler: async ({ db, lang, session, body }) => {
      const result = await db.tx((q) =>
        placeBid(q, session.userId, 'offer', { symbol: body.symbol, token_id: body.token_id }, body),
      );
      return placed(db, lang, session.userId, result);
    },
  });

  for (const [endpoint, kind] of [
    [quote.quoteMake, 'quote'],
    [quote.entrustmentMake, 'entrust'],
  ] as const) {
    defineHandler(app, endpoint, {
      doc: {
        section: 'bids',
        notes: `${MAKE_NOTE}; a collection bid, or with \`trait_type\` and \`trait_value\` a trait bid (33053 a pair no token of the collection has); 33033 unknown collection${kind === 'entrust' ? '. The same as quote_make, marked as an entrustment order (entrustment_check previews it)' : ''}`,
      },
      precheck: async ({ db, session, body }) => checkBuyerPassword(db, session, body.password),
      handler: async ({ db, lang, session, body }) => {
        const result = await db.tx((q) => placeBid(q, session.userId, kind, body, body));
        return placed(db, lang, session.userId, result);
      },
    });
  }

  for (const [endpoint, family] of [
    [offer.offerCancel, 'offer'],
    [quote.quoteCancel, 'quote'],
  ] as const) {
    defineHandler(app, endpoint, {
      doc: {
        section: 'bids',
        notes: `cancels the caller's ${family === 'offer' ? 'offer' : 'collection or trait bid, or entrustment order'}: 33041 another user's (or ${family === 'offer' ? 'not an offer' : 'an offer'}), 33042 already filled, cancelled or expired`,
      },
      handler: async ({ db, lang, session, body }) => {
        await db.tx((q) => cancelBid(q, session.userId, body.order_no, family));
        return bidByNo(db, lang, body.order_no, session.userId);
      },
    });
  }

  for (const [endpoint, family] of [
    [offer.offerTake, 'offer'],
    [quote.quoteTake, 'quote'],
  ] as const) {
    defineHandler(app, endpoint, {
      doc: { section: 'bids', notes: TAKE_NOTE },
      precheck: async ({ db, session, body }) => checkBuyerPassword(db, session, body.password),
      handler: async ({ db, lang, session, body }) => {
        const { tradeId } = await db.tx((q) => takeBid(q, session.userId, body, family));
        return tradeOf(db, lang, session.userId, { id: tradeId });
      },
    });
  }
}
