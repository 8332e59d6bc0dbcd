import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '@/api/sign';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Db } from './db';
import { Codes, SecurityCodes } from './errors';
import { registerModules } from './modules';
import type { BodySchema } from './plugins/handler';

// The README's API reference against the server itself: every call with its auth and request
// fields, every GET route, every error code. Regenerate or edit the tables when this fails.
const doc = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
const section = (from: string, to: string) => doc.slice(doc.indexOf(from), to ? doc.indexOf(to) : undefined);
/** Table rows of a section as cells (a `\|` inside a cell is not a separator). */
const tableRows = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('|---'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );

const callRows = tableRows(section('## Calls served', '### Plain GET routes')).filter(([path]) =>
  path?.startsWith('/'),
);
const getRows = tableRows(section('### Plain GET routes', '## Codes')).filter(([path]) => path?.startsWith('GET '));
const codeRows = tableRows(section('## Codes', '## Data')).filter(([code]) => /^\d+$/.test(code ?? ''));

const config = loadConfig({ NODE_ENV: 'test' });
// Registering routes and refusing a visitor touch no database; a query means the call went further.
const refuse = () => {
  throw new Error('no database in the API doc test');
};
const noDb: Db = { driver: 'pglite', query: refuse, tx: refuse, exec: refuse, close: async () => undefined };

let app: FastifyInstance;
const bodySchemas = new Map<string, BodySchema | undefined>();

beforeAll(async () => {
  app = await buildApp({ config, db: noDb });
  // the modules once more on a bare instance, to read each route's body schema as registered
  const probe = Fastify();
  probe.decorate('db', noDb);
  probe.decorate('config', config);
  probe.decorate('servedPaths', new Set<string>());
  probe.addHook('onRoute', (route) => {
    if (route.method === 'POST') bodySchemas.set(route.url, (route.schema as { body?: BodySchema } | undefined)?.body);
  });
  registerModules(probe);
  await probe.ready();
  await probe.close();
});
afterAll(() => app.close());

describe('README API reference', () => {
  it('lists every served call once, and only served calls', () => {
    const documented = callRows.map(([path]) => path);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...app.servedPaths].sort());
  });

  it('gives each call its real auth (yes: 4001 for a signed call without a token)', async () => {
    const wrong: string[] = [];
    for (const [path, auth] of callRows) {
      const body = { time: Math.floor(Date.now() / 1000) };
      const res = await app.inject({
        method: 'POST',
        url: path!,
        payload: { ...body, sign: signPayload(body, config.signSecret) },
      });
      const refused = res.json().code === Codes.SESSION_INVALID;
      if (!['yes', 'no', 'optional'].includes(auth!) || refused !== (auth === 'yes')) wrong.push(`${path}: ${auth}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lists each call’s request fields as its body schema has them (name? = optional)', () => {
    const wrong: string[] = [];
    for (const [path, , fields] of callRows) {
      const schema = bodySchemas.get(path!);
      const required = new Set(schema?.required ?? []);
      const expected = Object.keys(schema?.properties ?? {}).map((name) => (required.has(name) ? name : `${name}?`));
      const listed = [...(fields ?? '').matchAll(/`(\w+\??)`/g)].map((m) => m[1]);
      if (listed.join() !== expected.join()) wrong.push(`${path}: ${listed.join()} | server: ${expected.join()}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lists GET routes that exist', () => {
    expect(getRows.length).toBeGreaterThan(0);
    for (const [route] of getRows) {
      const url = route!.replace(/^GET /, '').replace(/\?.*$/, '');
      expect([url, app.hasRoute({ method: 'GET', url })]).toEqual([url, true]);
    }
  });

  it('has a row for every code in server/errors.ts (Codes and SecurityCodes), and no other', () => {
    const documented = codeRows.map(([code]) => Number(code));
    const defined = [...new Set([...Object.values(Codes), ...Object.values(SecurityCodes)])];
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...defined].sort());
    for (const [code, status, meaning, when] of codeRows)
      expect([code, Boolean(status && meaning && when)]).toEqual([code, true]);
  });
});
