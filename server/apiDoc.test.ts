import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '@/contract/sign';
import { CODE_DOCS, Codes, SecurityCodes } from '@/contract/codes';
import { appForDocs, generateReadme, README_PATH } from './tools/apiDoc';

// The README's API reference is generated from the declarations, the handlers' docs and the code table:
// it must be current, and what it says (auth, GET routes) must be what the server does.
const readme = readFileSync(README_PATH, 'utf8');
let app: FastifyInstance;

beforeAll(async () => {
  app = await appForDocs();
});
afterAll(() => app.close());

describe('README API reference', () => {
  it('is the generated one (run `npm run docs:api` after changing a declaration, a doc or a code)', async () => {
    expect(await generateReadme(readme)).toBe(readme);
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
    const section = readme.slice(readme.indexOf('### Plain GET routes'), readme.indexOf('## Codes'));
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
