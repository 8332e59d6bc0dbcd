/**
 * npm run bench:market-search — the market search (`POST /nft-api/api/nft/search`) on a market of 100,000 open listings
 * (docs/market.md). Starts the real server (bench/marketServer.ts: server/server.ts's startServer on an in-memory
 * PGlite, or on PostgreSQL when DATABASE_URL is set, in a schema of its own that is dropped at the end), seeds the
 * listings on top of the normal seed (bench/marketSeed.ts), then for each query: the EXPLAIN ANALYZE of the SQL the
 * route runs (its list and its count; the scans of nft_tokens they use) and autocannon with signed bodies at each
 * concurrency, each run starting on an idle server. A run whose requests would queue longer than the run lasts (at the
 * rate measured with fewer connections) is left out and shown as "saturated" with that wait. When
 * server/db/migrations/071_market_search_indexes.sql (or BENCH_INDEX_FILE, any file of CREATE INDEX statements) exists,
 * every query is measured twice: with its indexes dropped ("before") and made ("after"). The bid book's reads come
 * after the searches, on BENCH_BIDS (100000) open bids (bench/marketSeed.ts: offers, collection and trait bids, a
 * quarter unfunded): the ladder (quote_list) of a collection and of a trait value, a token's best bid (goods_info),
 * the trait list's top bids (nft_custom_attribute_list), and a page of holdings' best bids (sell_search's, EXPLAIN
 * only: the route needs a session); their EXPLAIN is every statement the read runs, and each is held to the
 * search's budget: the default search's list + count in the same run (BENCH_INDEX_FILE=…/091_bid_indexes.sql
 * measures the bid indexes before and after). Environment: BENCH_LISTINGS (100000), BENCH_SECONDS per run (5), BENCH_CONNECTIONS ("1,20,100"), BENCH_INDEXES=after to skip the "before" pass,
 * BENCH_ANALYZE=1/0 (see marketServer.ts), BENCH_QUERIES=a,b to pick queries by key. Traffic goes to 127.0.0.1 only;
 * every run is bounded in time. Plans and figures are written to bench/results/.
 */
import autocannon from 'autocannon';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { MarketSearchReq } from '@/contract/nftMarket/types';
import { nftMarket } from '@/contract/nftMarket';
import { quote } from '@/contract/quote';
import { DEFAULT_SIGN_SECRET, signPayload } from '@/contract/sign';
import { startMarketServer } from './marketBench';
import type { BidQuery, ChildMessage, ParentMessage } from './marketServer';

const ROOT = resolve(import.meta.dirname, '..');
const LISTINGS = Number(process.env.BENCH_LISTINGS || 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS || '1,20,100').split(',').map(Number);
/** Indexes measured before (dropped) and after (made): 071 by default, or any file of CREATE INDEX statements. */
const INDEX_FILE = resolve(
  ROOT,
  process.env.BENCH_INDEX_FILE || join('server', 'db', 'migrations', '071_market_search_indexes.sql'),
);
const PATH = nftMarket.search.path;
process.env.BENCH_BIDS ||= '100000';

const { child, ready, schema, base, stop } = await startMarketServer({
  root: ROOT,
  listings: LISTINGS,
  dist: 'no-dist-for-bench',
  schemaPrefix: 'bench_market',
  readyWithinMs: 600_000,
});

let nextId = 0;
function ask(message: Omit<Extract<ParentMessage, { type: 'exec' }>, 'id'>): Promise<void>;
/** ms waited */
function ask(message: Omit<Extract<ParentMessage, { type: 'idle' }>, 'id'>): Promise<number>;
function ask(
  message: Omit<Extract<ParentMessage, { type: 'explain' | 'explainBids' }>, 'id'>,
): Promise<{ sql: string; plan: string }[]>;
function ask(message: { type: string }): Promise<unknown> {
  const id = (nextId += 1);
  return new Promise((resolveAnswer, reject) => {
    const listener = (answer: ChildMessage) => {
      if (!('id' in answer) || answer.id !== id) return;
      child.off('message', listener);
      if (answer.type === 'failed') reject(new Error(answer.error));
      else resolveAnswer(answer.type === 'explained' ? answer.plans : answer.waitedMs);
    };
    child.on('message', listener);
    child.send({ ...message, id });
  });
}

function signed(body: object): string {
  const withTime: Record<string, unknown> = { ...body, time: Math.floor(Date.now() / 1000) };
  withTime.sign = signPayload(withTime, process.env.SIGN_SECRET || DEFAULT_SIGN_SECRET);
  return JSON.stringify(withTime);
}
const HEADERS = { 'content-type': 'application/json', 'x-language': 'en', 'x-platform': '1' };

async function search(
  body: object,
  path = PATH,
): Promise<{
  count?: number;
  list?: unknown[];
  levels?: unknown[];
  best_bid?: unknown;
  traits?: { values: { top_bid: string | null }[] }[];
}> {
  const response = await fetch(base + path, { method: 'POST', headers: HEADERS, body: signed(body) });
  const answer = (await response.json()) as { code: number; msg: string; data: { count: number; list: unknown[] } };
  if (answer.code !== 0) throw new Error(`${path} answered ${answer.code} ${answer.msg}`);
  return answer.data;
}

interface Query {
  key: string;
  label: string;
  body: MarketSearchReq;
  /** A read of the bid book: its route (none: EXPLAIN only) and what the server runs for it. */
  bids?: { query: BidQuery; path: string | null };
}
const QUERIES: Query[] = [
  { key: 'default', label: 'default: listed, newest first (sort 1)', body: { sort: 1 } },
  {
    key: 'collection-newest',
    label: 'one collection (50,000), newest first (sort 1)',
    body: { sort: 1, symbol: 'BENCHAPE' },
  },
  {
    key: 'collection-price',
    label: 'one collection (50,000), price ascending (sort 2)',
    body: { sort: 2, symbol: 'BENCHAPE' },
  },
  {
    key: 'traits',
    label: 'one collection, Fur Golden or Zombie + Hat Crown (sort 1)',
    body: {
      sort: 1,
      symbol: 'BENCHAPE',
      filter: {
        attributes: [
          { trait_type: 'Fur', values: ['Golden', 'Zombie'] },
          { trait_type: 'Hat', values: ['Crown'] },
        ],
      },
    },
  },
  {
    key: 'small-newest',
    label: 'a small collection (ROBOT, ~240), newest first (sort 1)',
    body: { sort: 1, symbol: 'ROBOT' },
  },
  {
    key: 'tiny-newest',
    label: 'a tiny collection (BLOOM, 2 listed), newest first (sort 1)',
    body: { sort: 1, symbol: 'BLOOM' },
  },
  {
    key: 'small-price',
    label: 'a small collection (ROBOT), price ascending (sort 2)',
    body: { sort: 2, symbol: 'ROBOT' },
  },
  {
    key: 'price-range',
    label: 'price 20 to 30 USDT (sort 1)',
    body: { sort: 1, filter: { min_price: '20', max_price: '30' } },
  },
  { key: 'title', label: 'title "ape #123" (sort 1)', body: { sort: 1, title: 'ape #123' } },
  { key: 'page-50', label: 'page 50, price ascending (sort 2)', body: { sort: 2, page: 50 } },
  { key: 'page-50-desc', label: 'page 50, price descending (sort 3)', body: { sort: 3, page: 50 } },
].map((query) => ({ ...query, body: { page_size: 12, ...query.body } }));

const bidQuery = (key: BidQuery, label: string, path: string | null, body: Record<string, string>): Query => ({
  key,
  label,
  body: body as MarketSearchReq,
  bids: { query: key, path },
});
const BID_QUERIES: Query[] = [
  bidQuery('bid-ladder', 'bid ladder of a collection (quote_list, BENCHAPE)', quote.quoteList.path, {
    symbol: 'BENCHAPE',
  }),
  bidQuery('bid-ladder-trait', 'bid ladder of a trait value (quote_list, BENCHAPE Fur Golden)', quote.quoteList.path, {
    symbol: 'BENCHAPE',
    trait_type: 'Fur',
    trait_value: 'Golden',
  }),
  bidQuery('best-bid', "a token's best bid (goods_info's sell now, BENCHAPE #1)", nftMarket.goodsInfo.path, {
    symbol: 'BENCHAPE',
    token_id: '1',
  }),
  bidQuery(
    'trait-top-bids',
    "each trait value's top bid (nft_custom_attribute_list, BENCHAPE)",
    nftMarket.nftCustomAttributeList.path,
    { symbol: 'BENCHAPE' },
  ),
  bidQuery('sell-now-page', "a page of 12 holdings' best bids (sell_search's)", null, {}),
];

interface Run {
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  /** connection errors, timeouts included */
  errors: number;
  /**
   * Set when the run was left out: at the rate measured with fewer connections, a request would wait this many
   * seconds in the queue, longer than a run lasts, so the run could only time its luckiest requests (and would leave
   * a queue that long behind).
   */
  queuedSeconds?: number;
}
interface Measured {
  phase: string;
  key: string;
  label: string;
  count: number;
  /** EXPLAIN ANALYZE execution time (ms) of the list and of the count */
  listMs: number;
  countMs: number;
  /** A bid read: the default search's list + count in the same phase, its budget. */
  budgetMs?: number;
  /** The scans of nft_tokens in the plans, e.g. "Seq Scan", "Index Scan using nft_tokens_price_idx" */
  scans: string[];
  runs: Run[];
}

const executionMs = (plan: string) => Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
/** What a bid read found: the ladder's levels, a token's best bid (0 or 1), the trait values with a top bid. */
function answerCount(answer: {
  levels?: unknown[];
  best_bid?: unknown;
  traits?: { values: { top_bid: string | null }[] }[];
}): number {
  if (answer.levels) return answer.levels.length;
  if ('best_bid' in answer) return answer.best_bid ? 1 : 0;
  return (answer.traits ?? []).flatMap((trait) => trait.values).filter((value) => value.top_bid !== null).length;
}

/** The scans of market_orders in a bid read's plans. */
function bidScans(plan: string): string[] {
  const scans = new Set<string>();
  for (const match of plan.matchAll(
    /(Seq Scan|Index Scan Backward|Index Scan|Index Only Scan|Bitmap Heap Scan|Bitmap Index Scan) (?:using (\S+) )?on (\S+)/g,
  )) {
    const [, kind, index, table] = match;
    if (table === 'market_orders' || index?.startsWith('market_orders')) scans.add(index ? `${kind} ${index}` : kind!);
  }
  return [...scans];
}
function tokenScans(plan: string): string[] {
  const scans = new Set<string>();
  for (const match of plan.matchAll(
    /(Parallel )?(Seq Scan|Index Scan Backward|Index Scan|Index Only Scan|Bitmap Heap Scan|Bitmap Index Scan) (?:using (\S+) )?on (\S+)/g,
  )) {
    const [, , kind, index, table] = match;
    if (table === 'nft_tokens' || index?.startsWith('nft_tokens')) scans.add(index ? `${kind} ${index}` : kind!);
  }
  return [...scans];
}

async function load(body: object, connections: number, path = PATH): Promise<Run> {
  // a few requests first, so the first measured ones do not pay for cold caches
  for (let i = 0; i < 3; i += 1) await search(body, path);
  // a slow query queues up on PGlite (one query at a time): allow answers up to a minute (the default is 10 s)
  const options = {
    url: base + path,
    method: 'POST',
    headers: HEADERS,
    body: signed(body),
    connections,
    duration: SECONDS,
    timeout: 60,
  };
  const result = await autocannon(options);
  // Requests still queued when the run stopped (the server answers a request whose client has gone) are answered
  // before the next run starts.
  const waitedMs = await ask({ type: 'idle' });
  if (waitedMs > 2000)
    console.log(`  (${connections} conn: ${(waitedMs / 1000).toFixed(0)} s for the queued requests)`);
  return {
    connections,
    reqPerSec: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The names of the indexes a migration file makes. */
const indexNames = (sql: string) =>
  [...sql.matchAll(/CREATE\s+(?:UNIQUE\s+)?INDEX\s+(?:IF NOT EXISTS\s+)?(\w+)/gi)].map((match) => match[1]!);

/** A run as a table cell: `req/s, p50 / p99`, failures, or the queue that left it out. */
function cell(run: Run): string {
  if (run.queuedSeconds !== undefined) return `saturated: ≈ ${Math.round(run.queuedSeconds)} s a request`;
  const failed = run.non2xx + run.errors;
  return `${run.reqPerSec}, ${run.p50} / ${run.p99}${failed ? ` (${failed} failed)` : ''}`;
}

const plansOut: string[] = [];
const measured: Measured[] = [];
let driver = 'PGlite (in memory)';
try {
  const started = Date.now();
  const info = await ready;
  driver =
    (info.driver === 'pg' ? `PostgreSQL (schema ${schema})` : 'PGlite (in memory)') +
    (info.analyzed ? ', analysed after seeding' : ', never analysed');
  console.log(
    `${driver}: ${LISTINGS.toLocaleString('en')} bench listings seeded in ${(info.seedMs / 1000).toFixed(1)} s, ` +
      `${info.bids.toLocaleString('en')} bids in ${(info.bidSeedMs / 1000).toFixed(1)} s ` +
      `(server ready after ${((Date.now() - started) / 1000).toFixed(1)} s): ` +
      info.collections.map((c) => `${c.symbol} ${c.size}`).join(', '),
  );
  const wanted = process.env.BENCH_QUERIES?.split(',');
  const all = [...QUERIES, ...BID_QUERIES];
  const queries = wanted ? all.filter((query) => wanted.includes(query.key) || query.key === 'default') : all;
  const indexSql = existsSync(INDEX_FILE) ? readFileSync(INDEX_FILE, 'utf8') : '';
  const drop = indexNames(indexSql)
    .map((name) => `DROP INDEX IF EXISTS ${name};`)
    .join('\n');
  // (the migration has made them already; another file's are made here)
  const after = { name: 'after', sql: `${drop}\n${indexSql}` };
  const phases = !indexSql
    ? [{ name: 'as is', sql: '' }]
    : process.env.BENCH_INDEXES === 'after'
      ? [after]
      : [{ name: 'before', sql: drop }, after];

  for (const phase of phases) {
    if (phase.sql) await ask({ type: 'exec', sql: phase.sql });
    let budgetMs = NaN;
    for (const query of queries) {
      let row: Measured;
      if (query.bids) {
        const path = query.bids.path;
        const answer = path ? await search(query.body, path) : {};
        const explainBids = { type: 'explainBids', query: query.bids.query, body: query.body } as const;
        await ask(explainBids); // warms the caches the measured plans read
        const plans = await ask(explainBids);
        plansOut.push(
          `=== ${phase.name}: ${query.label} ${JSON.stringify(query.body)}\n` +
            plans.map((plan) => `--- statement\n${plan.sql}\n${plan.plan}\n`).join(''),
        );
        row = {
          phase: phase.name,
          key: query.key,
          label: query.label,
          count: answerCount(answer),
          listMs: plans.reduce((sum, plan) => sum + executionMs(plan.plan), 0),
          countMs: NaN,
          budgetMs,
          scans: [...new Set(plans.flatMap((plan) => bidScans(plan.plan)))],
          runs: [],
        };
        if (!path) {
          measured.push(row);
          console.log(`${phase.name} | ${query.key}: statements ${row.listMs.toFixed(1)} ms (no route: EXPLAIN only)`);
          continue;
        }
      } else {
        const { count = 0 } = await search(query.body);
        await ask({ type: 'explain', body: query.body }); // warms the caches the measured plan reads
        const plans = await ask({ type: 'explain', body: query.body });
        const [list, total] = [plans[0]!, plans[1]!];
        plansOut.push(
          `=== ${phase.name}: ${query.label} ${JSON.stringify(query.body)}\n--- list\n${list.sql}\n${list.plan}\n` +
            `--- count\n${total.sql}\n${total.plan}\n`,
        );
        row = {
          phase: phase.name,
          key: query.key,
          label: query.label,
          count,
          listMs: executionMs(list.plan),
          countMs: executionMs(total.plan),
          scans: [...new Set([...tokenScans(list.plan), ...tokenScans(total.plan)])],
          runs: [],
        };
        if (query.key === 'default') budgetMs = row.listMs + row.countMs;
      }
      for (const connections of CONNECTIONS) {
        // the best rate measured with fewer connections (a run left out has none)
        const rate = Math.max(0.1, ...row.runs.map((run) => run.reqPerSec || 0));
        const queued = row.runs.length ? connections / rate : 0;
        row.runs.push(
          queued > SECONDS
            ? {
                connections,
                reqPerSec: NaN,
                p50: NaN,
                p99: NaN,
                requests: 0,
                non2xx: 0,
                errors: 0,
                queuedSeconds: queued,
              }
            : await load(query.body, connections, query.bids?.path ?? PATH),
        );
      }
      measured.push(row);
      const runs = row.runs.map((r) => `${r.connections} conn ${cell(r)}`);
      console.log(
        `${phase.name} | ${query.key}: ${row.count} matches, list ${row.listMs} ms, count ${row.countMs} ms ` +
          `[${row.scans.join('; ')}] | ${runs.join(' | ')}`,
      );
    }
  }

  const ms = (value: number) => (Number.isNaN(value) ? '?' : value < 10 ? value.toFixed(1) : Math.round(value));
  const header = CONNECTIONS.map((c) => `${c} conn: req/s, p50 / p99 ms`);
  console.log(
    `\n${driver}, ${LISTINGS.toLocaleString('en')} bench listings (+ the seed's), page_size 12, ${SECONDS} s a run, loopback\n`,
  );
  console.log(`| index | query | matches | EXPLAIN ANALYZE list / count | ${header.join(' | ')} |`);
  console.log(`|---|---|---|---|${header.map(() => '---|').join('')}`);
  for (const row of measured) {
    console.log(
      `| ${row.phase} | ${row.label} | ${row.count.toLocaleString('en')} | ${ms(row.listMs)} / ${ms(row.countMs)} ms ` +
        `| ${row.runs.map(cell).join(' | ')} |`,
    );
  }
  const bidRows = measured.filter((row) => row.budgetMs !== undefined);
  if (bidRows.length) {
    console.log(`\nThe bid book's reads against the search's budget (the default search's list + count, same phase):`);
    for (const row of bidRows) {
      const over = row.listMs > row.budgetMs!;
      console.log(
        `  ${row.phase} | ${row.key}: ${ms(row.listMs)} ms, budget ${ms(row.budgetMs!)} ms: ${over ? 'OVER, needs an index' : 'within'}`,
      );
    }
  }
  console.log('\nScans of nft_tokens (searches) and market_orders (bid reads):');
  for (const row of measured) console.log(`  ${row.phase} | ${row.key}: ${row.scans.join('; ')}`);

  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
  const tag = info.driver === 'pg' ? 'postgres' : 'pglite';
  writeFileSync(join(ROOT, 'bench', 'results', `market-search-plans-${tag}.txt`), plansOut.join('\n'));
  writeFileSync(
    join(ROOT, 'bench', 'results', `market-search-${tag}.json`),
    JSON.stringify({ at: new Date().toISOString(), driver, listings: LISTINGS, seconds: SECONDS, measured }, null, 2),
  );
  console.log(`\nplans: bench/results/market-search-plans-${tag}.txt`);
} finally {
  await stop();
}
