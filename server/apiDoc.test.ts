import { readFileSync } from 'node:fs';
import BigNumber from 'bignumber.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '@/contract/sign';
import { CODE_DOCS, Codes, SecurityCodes } from '@/contract/codes';
import { SEED_COLLECTIONS, SEED_DEMO_USERS } from './db/seed/data';
import { API_DOC_PATH, appForDocs, generateApiDoc, MARKERS } from './tools/apiDoc';

// The API reference (docs/api.md) is generated from the declarations, the handlers' docs and the code table:
// it must be current, and what it says (auth, GET routes) must be what the server does.
const apiDoc = readFileSync(API_DOC_PATH, 'utf8');
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
let app: FastifyInstance;

beforeAll(async () => {
  app = await appForDocs();
});
afterAll(() => app.close());

describe('the API reference, docs/api.md', () => {
  it('is the generated one (run `npm run docs:api` after changing a declaration, a doc or a code)', async () => {
    expect(await generateApiDoc(apiDoc)).toBe(apiDoc);
  }, 60_000);

  it("lists each served call's answer fields from its declared type, with the fields' doc comments", () => {
    const quote = apiDoc.slice(apiDoc.indexOf('### /finance-api/api/finance/swap_get_price'));
    const block = quote.slice(0, quote.indexOf('\n### ', 1));
    expect(block).toContain('`data`: `SwapQuote`');
    expect(block).toMatch(/^\| `rate` \| `string` \| To-coin units per from-coin unit/m);
    // nested objects of a page list their own fields
    expect(apiDoc).toMatch(/^\| `list\[\]\.id` \| `number` \|/m);
  });

  it('gives each served call its real auth (true: 4001 for a signed call without a token)', async () => {
    const wrong: string[] = [];
    for (const { endpoint } of app.servedCalls.values()) {
      const body = { time: Math.floor(Date.now() / 1000) };
      const res = await app.inject({
        method: 'POST',
        url: endpoint.path,
        payload: { ...body, sign: signPayload(body, app.config.signSecret) },
      });
      const refused = res.json().code === Codes.SESSION_INVALID;
      if (refused !== (endpoint.auth === true)) wrong.push(`${endpoint.path}: ${String(endpoint.auth)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lists GET routes that exist', () => {
    const section = apiDoc.slice(apiDoc.indexOf('## Plain GET routes'), apiDoc.indexOf('## Development routes'));
    const routes = [...section.matchAll(/^\| GET (\S+)/gm)].map((m) => m[1]!.replace(/\?.*$/, ''));
    expect(routes.length).toBeGreaterThan(0);
    for (const url of routes) expect([url, app.hasRoute({ method: 'GET', url })]).toEqual([url, true]);
  });

  it('documents every code of Codes and SecurityCodes, and no other', () => {
    const defined = [...new Set([...Object.values(Codes), ...Object.values(SecurityCodes)])].sort();
    expect(Object.keys(CODE_DOCS).map(Number).sort()).toEqual(defined);
    for (const [code, doc] of Object.entries(CODE_DOCS))
      expect([code, Boolean(doc.http && doc.meaning && doc.when)]).toEqual([code, true]);
  });
});

/** `doc` between two headings (from `start` up to the next `end`). */
const sectionOf = (doc: string, start: string, end: string) => {
  const from = doc.indexOf(start);
  expect(from, start).toBeGreaterThanOrEqual(0);
  return doc.slice(from, doc.indexOf(end, from + start.length));
};

describe('README and docs/api.md, the parts kept true by tests', () => {
  it('lists every /dev route the server registers in its development routes table, and no other', () => {
    // `METHOD /path` of every route, from Fastify's own route table (HEAD comes with each GET).
    const registered = app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .flatMap((line) => {
        const match = /(\/\S*) \(([A-Z, ]+)\)/.exec(line);
        if (!match || !match[1]!.startsWith('/dev/')) return [];
        return match[2]!
          .split(', ')
          .filter((method) => method !== 'HEAD')
          .map((method) => `${method} ${match[1]}`);
      })
      .sort();
    const table = sectionOf(apiDoc, '## Development routes', '\n## ');
    const listed = [...table.matchAll(/^\| (GET|POST) (\/dev\/[^\s?|]+)/gm)].map((m) => `${m[1]} ${m[2]}`).sort();
    expect(registered).toContain('POST /dev/chain/deposit');
    expect(listed).toEqual(registered);
  });

  it('counts the calls in one place only, the generated coverage sentence', () => {
    const [start, end] = MARKERS.coverage;
    const coverage = apiDoc.slice(apiDoc.indexOf(start), apiDoc.indexOf(end));
    expect(coverage).toMatch(/declares \d+ calls/);
    const counts = /\b\d[\d,]*\b(?: [a-z]+){0,3} (?:calls|handlers?|others)\b/gi;
    expect(apiDoc.replace(coverage, '').match(counts)).toBeNull();
    expect(readme.match(counts)).toBeNull();
  });

  it('names each demo account in Run it with what the seed gives it', () => {
    const runIt = sectionOf(readme, '## Run it', '\n## ');
    for (const demo of SEED_DEMO_USERS) {
      const row = runIt.split('\n').find((line) => line.startsWith(`| \`${demo.email}\``));
      expect(row, demo.email).toBeDefined();
      expect(row).toContain(demo.nickname);
      for (const [symbol, amount] of demo.balances)
        expect(row).toContain(`${new BigNumber(amount).toFormat()} ${symbol}`);
      for (const [symbol, n, editions] of demo.nfts) {
        const collection = SEED_COLLECTIONS.find((c) => c.symbol === symbol)!;
        const name = `${collection.name.en} ${collection.items[n - 1]} #${n}`;
        expect(row).toContain(editions > 1 ? `${editions} editions of ${name}` : name);
      }
    }
  });
});
