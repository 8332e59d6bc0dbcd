import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { contract } from '@/contract';
import { declaredBodySchema } from '@/contract/schemas';
import { workorder, workorderExtra } from '@/contract/workorder';
import { serverSign } from './plugins/sign';
import { START_TIMEOUT, createTestServer, uniqueEmail, type TestServer } from './testing/harness';

/**
 * Hostile input against every served call, none of which may answer HTTP 500: malformed JSON, deep nesting, NUL and
 * lone surrogates, huge and non-finite numbers, numbers as strings, wrong types, arrays for objects, 1 MB strings,
 * prototype-pollution keys; without a session and with one. No answer may be a 5xx or carry a stack trace. The set is
 * fixed (no randomness) and bounded: one request per call and case, about 5,000 requests in 20 to 40 s on a slow
 * machine.
 */

let server: TestServer;
let token = '';

beforeAll(async () => {
  server = await createTestServer({ botToken: '123456:FUZZ-BOT-TOKEN' });
  token = await server.signIn(uniqueEmail('fuzz'));
}, START_TIMEOUT);
afterAll(() => server.close());

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

const PATTERN_SAMPLES = ['123456', 'a'.repeat(64), '0'.repeat(32), 'fuzz_scene', 'abcdefgh12', '42'];

/** A value the schema accepts (as far as the fuzz needs one): the rest of a body stays valid around a hostile field. */
function sample(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key))
          .map(([key, field]) => [key, sample(field)]),
      );
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'string': {
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern, 'u');
        return PATTERN_SAMPLES.find((candidate) => pattern.test(candidate)) ?? 'x';
      }
      return 'fuzz-value-0123456789'.slice(0, schema.maxLength ?? 21).padEnd(schema.minLength ?? 0, 'z');
    }
    default:
      return 'x';
  }
}

/** Every field of a body schema with its path, nested objects included (`['passkey', 'response', 'type']`). */
function fields(schema: JsonSchema, prefix: string[] = []): { path: string[]; schema: JsonSchema }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, field]) => [
    { path: [...prefix, key], schema: field },
    ...(field.type === 'object' ? fields(field, [...prefix, key]) : []),
  ]);
}

function withField(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) return { ...body, [head]: value };
  const inner = body[head];
  const nested = inner && typeof inner === 'object' && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {};
  return { ...body, [head]: withField(nested, rest, value) };
}

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Values put into each field in turn. */
const HOSTILE_VALUES: unknown[] = [
  'nul\u0000inside',
  '\ud800',
  'tail\udfff',
  1e308,
  -1e308,
  2 ** 63,
  1.5,
  -1,
  'Infinity',
  '1e999',
  ' 7 ',
  '0x1f',
  true,
  null,
  {},
  [],
  ['x'],
  nested(40),
  // markup and script URLs, which stored text (titles, replies, nicknames) must take as text or refuse
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
];

/** Raw JSON bodies (not signed: the parser is what they test). */
const RAW_BODIES: string[] = [
  '{"time": ',
  '['.repeat(10_000) + ']'.repeat(10_000),
  '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000),
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '[]',
  '"text"',
  'null',
  '1e999',
  '{"time":"\\u0000"}',
];

/** The body's sign, or a placeholder where it cannot be computed (too deep for JSON.stringify). */
function trySign(body: Record<string, unknown>): string {
  try {
    return serverSign(body, server.config.signSecret);
  } catch {
    return 'unsignable';
  }
}

/** A raw body with `time` and `sign` added, so it passes the signature check when the server reads it as we do. */
function signedRaw(fields: string): string {
  const time = Math.floor(Date.now() / 1000);
  const body = JSON.parse(`{${fields},"time":${time}}`) as Record<string, unknown>;
  return `{${fields},"time":${time},"sign":"${trySign(body)}"}`;
}

const SIGNED_RAW_FIELDS: string[] = [
  '"__proto__":{"polluted":true}',
  '"constructor":{"prototype":{"polluted":true}}',
  `"deep":${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  '"big":1e999',
];

const STACK = /\bat [^\s]+ \(|\/work\/|node_modules|\.ts:\d+|\n\s+at /;

interface Answer {
  label: string;
  status: number;
  body: string;
}
const answers: Answer[] = [];
const record = (label: string, response: LightMyRequestResponse) =>
  answers.push({ label, status: response.statusCode, body: response.body });

async function rawPost(path: string, payload: string, withToken: boolean, label: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: {
      'content-type': 'application/json',
      'x-language': 'en',
      ...(withToken ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  record(label, response);
  return response;
}

async function signedPost(path: string, body: Record<string, unknown>, withToken: boolean, label: string) {
  const time = Math.floor(Date.now() / 1000);
  const signed = { ...body, time, sign: trySign({ ...body, time }) };
  const response = await server.app.inject({
    method: 'POST',
    url: path,
    payload: JSON.stringify(signed),
    headers: {
      'content-type': 'application/json',
      'x-language': 'en',
      'x-dtoken': 'fuzz-device',
      ...(withToken ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  record(label, response);
  // A case may end the session (logout, device logout): carry on with a new one.
  if (withToken && (response.json() as { code?: number }).code === 4001)
    token = await server.signIn(uniqueEmail('fuzz'));
  return response;
}

describe('fuzz: every served call', () => {
  it('answers hostile input without a 5xx or a stack trace, with or without a session', async () => {
    // Calls that end the session go last, so most cases run with the same one.
    const calls = [...server.app.servedCalls.values()].sort(
      (a, b) => Number(/logout/.test(a.endpoint.path)) - Number(/logout/.test(b.endpoint.path)),
    );
    expect(calls.length).toBeGreaterThan(50);
    // The messages' and support tickets' calls are among them, user pages and uploads included.
    const paths = calls.map(({ endpoint }) => endpoint.path);
    for (const group of [contract.message, workorder, workorderExtra])
      for (const endpoint of Object.values(group)) expect(paths).toContain(endpoint.path);
    let bigStrings = 0;
    for (const { endpoint } of calls) {
      const schema = declaredBodySchema(endpoint) as JsonSchema;
      const base = sample(schema) as Record<string, unknown>;
      const sessions = endpoint.auth === true ? [true] : [false, true];
      for (const withToken of sessions) {
        for (const raw of RAW_BODIES)
          await rawPost(endpoint.path, raw, withToken, `${endpoint.path} raw ${raw.slice(0, 30)}`);
        for (const fields of SIGNED_RAW_FIELDS)
          await rawPost(endpoint.path, signedRaw(fields), withToken, `${endpoint.path} ${fields.slice(0, 30)}`);
        await signedPost(endpoint.path, base, withToken, `${endpoint.path} baseline`);
        for (const { path, schema: field } of fields(schema)) {
          for (const value of HOSTILE_VALUES)
            await signedPost(
              endpoint.path,
              withField(base, path, value),
              withToken,
              `${endpoint.path} ${path.join('.')}=${JSON.stringify(value)?.slice(0, 30)}`,
            );
          // 1 MB strings: a few calls are enough to prove the point.
          if (field.type === 'string' && bigStrings < 4) {
            bigStrings += 1;
            await signedPost(
              endpoint.path,
              withField(base, path, 'x'.repeat(1_000_000)),
              withToken,
              `${endpoint.path} 1MB`,
            );
          }
        }
      }
    }
    // Query strings and paths of the GET routes.
    for (const url of [
      '/dev/mailbox?email=a&email=b',
      '/dev/mailbox?email[]=a',
      '/dev/mailbox?email=%00',
      '/dev/mailbox?email=%ED%A0%80',
      `/dev/mailbox?email=${'x'.repeat(10_000)}`,
      '/user-api/api/system/health?x=%00',
      '/uploads/%00',
      `/uploads/${'a'.repeat(5000)}`,
    ])
      record(`GET ${url}`, await server.app.inject({ method: 'GET', url }));

    const failures = answers.filter((answer) => answer.status >= 500 || STACK.test(answer.body));
    expect(failures.map((f) => `${f.status} ${f.label}: ${f.body.slice(0, 200)}`)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The baselines reach the handlers (the fuzz is not refused wholesale at the door).
    const handled = answers.filter((answer) => answer.body.startsWith('{"code":0,'));
    expect(handled.length).toBeGreaterThan(50);
    expect(answers.length).toBeGreaterThan(1000);
  }, 180_000);
});
