/**
 * The real server for the market benches, run as a child process (node --import tsx bench/marketServer.ts, with an
 * IPC channel): `startServer` exactly as server/main.ts runs it (migrations, the normal seed, every route, the jobs),
 * then BENCH_LISTINGS open listings from bench/marketSeed.ts written through the server's own database handle, so an
 * in-memory PGlite (DATA_DIR=memory://) gets them too. Then it tells the parent it is ready and answers its messages:
 *   { id, type: 'explain', body }  EXPLAIN ANALYZE of the SQL that `POST /nft-api/api/nft/search` runs for `body`
 *                                  (captured from searchGoods itself, so it is the query the route runs)
 *   { id, type: 'exec', sql }      runs statements (dropping and making an index between measurements)
 *   { id, type: 'idle' }           answers once no query has run for a moment (the queue of a load run is done)
 * After the seeding, PostgreSQL gets a VACUUM ANALYZE (what its autovacuum does soon after such a bulk insert:
 * statistics and the visibility map); PGlite gets nothing, as the server never analyses it (it has no autovacuum), so
 * its planner works without statistics. BENCH_ANALYZE=1 analyses PGlite too, BENCH_ANALYZE=0 skips PostgreSQL's.
 */
import type { MarketSearchReq } from '@/contract/nftMarket/types';
import { loadConfig } from '../server/config';
import type { SqlParam } from '../server/db';
import { bestBidOf, bestBids, traitTopBids } from '../server/modules/market/bids/best';
import { bidLadder } from '../server/modules/market/bids/lists';
import { searchGoods } from '../server/modules/market/search';
import { startServer } from '../server/server';
import { seedBenchBids, seedBenchListings } from './marketSeed';

/**
 * The bid book's reads the bench measures (bench/market-search.ts), each run as the server runs it: the ladder
 * (quote_list) of a collection or of one trait value, a token's best bid (goods_info's sell now), a page of holdings'
 * best bids (sell_search: 12 of one bench seller's tokens) and each trait value's top bid (the trait list).
 */
export type BidQuery = 'bid-ladder' | 'bid-ladder-trait' | 'best-bid' | 'sell-now-page' | 'trait-top-bids';

export type ParentMessage =
  | { id: number; type: 'explain'; body: MarketSearchReq }
  | { id: number; type: 'explainBids'; query: BidQuery; body: Record<string, string> }
  | { id: number; type: 'exec'; sql: string }
  | { id: number; type: 'idle' };
export type ChildMessage =
  | {
      type: 'ready';
      url: string;
      driver: string;
      seedMs: number;
      bids: number;
      bidSeedMs: number;
      analyzed: boolean;
      collections: { symbol: string; id: number; size: number }[];
    }
  | { id: number; type: 'explained'; plans: { sql: string; plan: string }[] }
  | { id: number; type: 'done'; waitedMs?: number }
  | { id: number; type: 'failed'; error: string };

if (!process.send) throw new Error('bench/marketServer.ts runs as a child with an IPC channel');
const send = (message: ChildMessage) => process.send!(message);

const server = await startServer(loadConfig());
const { db } = server;

// Queries under way, for 'idle': the server keeps answering requests whose client has gone (a load run that
// stopped), and the next measurement must not share the database with them.
let pending = 0;
let lastDone = Date.now();
const track = <T>(work: Promise<T>): Promise<T> => {
  pending += 1;
  return work.finally(() => {
    pending -= 1;
    lastDone = Date.now();
  });
};
const { query, tx } = db;
db.query = <T>(sql: string, params?: SqlParam[]) => track(query.call(db, sql, params) as Promise<T[]>);
db.tx = <T>(fn: Parameters<typeof tx>[0]) => track(tx.call(db, fn) as Promise<T>);
/** Resolves once no query has run for `quietMs` (the job runner's poll, once a second, is short). */
async function idle(quietMs = 300): Promise<void> {
  while (pending > 0 || Date.now() - lastDone < quietMs) await new Promise((resolve) => setTimeout(resolve, 25));
}
const seeded = await seedBenchListings(db, Number(process.env.BENCH_LISTINGS || 100_000));
// bench/market-search.ts asks for bids (BENCH_BIDS); the grid bench needs none
const bidCount = Number(process.env.BENCH_BIDS || 0);
const seededBids = bidCount ? await seedBenchBids(db, bidCount, seeded) : { ms: 0 };
const analyze = process.env.BENCH_ANALYZE ?? (db.driver === 'pg' ? '1' : '0');
if (analyze === '1') await db.exec(db.driver === 'pg' ? 'VACUUM ANALYZE' : 'ANALYZE');

async function explain(body: MarketSearchReq): Promise<{ sql: string; plan: string }[]> {
  const captured: { sql: string; params: SqlParam[] }[] = [];
  await searchGoods(
    {
      query: async <T>(sql: string, params: SqlParam[] = []) => {
        captured.push({ sql, params });
        return [{ count: 0 }] as T[];
      },
    },
    'en',
    body,
  );
  const plans: { sql: string; plan: string }[] = [];
  // one after the other, as a lone request would find the database
  for (const { sql, params } of captured) {
    const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    plans.push({ sql: sql.replace(/\s+/g, ' ').trim(), plan: rows.map((row) => row['QUERY PLAN']).join('\n') });
  }
  return plans;
}

/** EXPLAIN ANALYZE of every statement a bid read runs (captured as it runs them, so they are the route's own). */
async function explainBids(query: BidQuery, body: Record<string, string>): Promise<{ sql: string; plan: string }[]> {
  const [collection] = await db.query<{ id: number }>('SELECT id FROM nft_collections WHERE symbol = $1', [
    body.symbol ?? '',
  ]);
  const collectionId = Number(collection?.id);
  const captured: { sql: string; params: SqlParam[] }[] = [];
  const q = {
    query: <T>(sql: string, params: SqlParam[] = []) => {
      captured.push({ sql, params });
      return db.query<T>(sql, params);
    },
  };
  if (query === 'bid-ladder' || query === 'bid-ladder-trait')
    await bidLadder(q, 'en', { symbol: body.symbol!, ...body });
  else if (query === 'best-bid') await bestBidOf(q, null, { collectionId, tokenId: body.token_id! });
  else if (query === 'trait-top-bids') {
    // the trait list's values (its count query, measured apart from the top bids)
    const pairs = await db.query<{ trait_type: string; value: string }>(
      `SELECT DISTINCT a ->> 'trait_type' AS trait_type, a ->> 'value' AS value
         FROM nft_tokens t, jsonb_array_elements(t.attributes) a WHERE t.collection_id = $1`,
      [collectionId],
    );
    await traitTopBids(q, collectionId, pairs);
  } else {
    const tokens = await db.query<{ collection_id: number; token_id: string }>(
      'SELECT collection_id, token_id FROM nft_items WHERE owner_user_id = $1 AND amount > 0 ORDER BY id DESC LIMIT 12',
      [seeded.sellers[0]!],
    );
    await bestBids(
      q,
      seeded.sellers[0]!,
      tokens.map((token) => ({ collectionId: Number(token.collection_id), tokenId: token.token_id })),
    );
  }
  const plans: { sql: string; plan: string }[] = [];
  for (const { sql, params } of captured) {
    const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    plans.push({ sql: sql.replace(/\s+/g, ' ').trim(), plan: rows.map((row) => row['QUERY PLAN']).join('\n') });
  }
  return plans;
}

process.on('message', (message: ParentMessage) => {
  const started = Date.now();
  const work =
    message.type === 'explain'
      ? explain(message.body).then((plans) => send({ id: message.id, type: 'explained', plans }))
      : message.type === 'explainBids'
        ? explainBids(message.query, message.body).then((plans) => send({ id: message.id, type: 'explained', plans }))
        : message.type === 'idle'
          ? idle().then(() => send({ id: message.id, type: 'done', waitedMs: Date.now() - started }))
          : db.exec(message.sql).then(() => send({ id: message.id, type: 'done' }));
  work.catch((error: unknown) => send({ id: message.id, type: 'failed', error: String(error) }));
});
process.once('SIGTERM', () => {
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  void server.close().finally(() => process.exit(0));
});
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));

send({
  type: 'ready',
  url: server.url,
  driver: db.driver,
  seedMs: seeded.ms,
  bids: bidCount,
  bidSeedMs: seededBids.ms,
  analyzed: analyze === '1',
  collections: seeded.collections,
});
