import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import { ApiError } from '../errors';
import { START_TIMEOUT, createTestServer, uniqueEmail, type TestServer } from '../testing/harness';
import { publicCall } from '@/contract/define';
import { EmptyBody } from '@/contract/fields';
import { registerCall } from './handler';
import { serverSign } from './sign';

// Envelope, signing, validation and error handling, on the real app.
let server: TestServer;
const HEALTH = contract.system.health.path;
const CHECK_EXIST = contract.user.checkExist.path;

beforeAll(async () => {
  server = await createTestServer({ bodyLimit: 4096 });
  // throwing handlers registered the way modules register theirs
  registerCall(server.app, publicCall('/user-api/api/test/boom'), EmptyBody, {
    handler: async () => {
      throw new Error('database exploded at /secret/path');
    },
  });
  registerCall(server.app, publicCall('/user-api/api/test/roomy'), EmptyBody, {
    bodyLimit: 8192,
    handler: async ({ body }) => ({ received: JSON.stringify(body).length }),
  });
  registerCall(server.app, publicCall('/user-api/api/test/business'), EmptyBody, {
    handler: async () => {
      throw new ApiError(20006, 'device_not_found');
    },
  });
}, START_TIMEOUT);
afterAll(() => server.close());

describe('signing', () => {
  it('accepts a correctly signed body with code 0 and a localised ok', async () => {
    const en = await server.post(HEALTH);
    expect(en).toMatchObject({ status: 200, code: 0, msg: 'ok', data: { status: 'ok' } });
    const zh = await server.post(HEALTH, {}, { lang: 'zh' });
    expect(zh.msg).toBe('成功');
  });

  it('rejects a wrong sign with 10001', async () => {
    const res = await server.post(HEALTH, {}, { sign: 'deadbeef'.repeat(8) });
    expect(res.code).toBe(10001);
    expect(res.msg).toBe('The request signature is invalid.');
    expect(res.data).toBeNull();
  });

  it('rejects a missing sign with 10001', async () => {
    expect((await server.post(HEALTH, {}, { sign: null })).code).toBe(10001);
  });

  it('rejects a body changed after signing', async () => {
    const { signPayload } = await import('@/contract/sign');
    const time = Math.floor(Date.now() / 1000);
    const sign = signPayload({ email: 'a@example.com', time }, server.config.signSecret);
    const res = await server.post(CHECK_EXIST, { email: 'b@example.com' }, { time, sign });
    expect(res.code).toBe(10001);
  });

  it('rejects a time more than 300 s away with 10002, in either direction', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await server.post(HEALTH, {}, { time: now - 301 })).code).toBe(10002);
    expect((await server.post(HEALTH, {}, { time: now + 400 })).code).toBe(10002);
    expect((await server.post(HEALTH, {}, { time: now - 250 })).code).toBe(0);
  });

  it('answers the stale-time error in the request language', async () => {
    const res = await server.post(HEALTH, {}, { time: 1, lang: 'ko' });
    expect(res.msg).toBe('요청 시간이 허용 범위를 벗어났습니다. 기기의 시간을 확인해 주세요.');
  });
});

describe('validation', () => {
  it('names the missing field in English and Korean', async () => {
    const en = await server.post(CHECK_EXIST, {});
    expect(en.code).toBe(10003);
    expect(en.msg).toBe('Invalid parameter email: is required');
    const ko = await server.post(CHECK_EXIST, {}, { lang: 'ko' });
    expect(ko.msg).toBe('잘못된 매개변수 email: 필수 항목입니다');
  });

  it('names a malformed field and the reason, in Traditional Chinese too', async () => {
    const en = await server.post(CHECK_EXIST, { email: 'not-an-address' });
    expect(en).toMatchObject({ code: 10003, msg: 'Invalid parameter email: must be a valid email address' });
    const tw = await server.post(CHECK_EXIST, { email: 'not-an-address' }, { lang: 'zh_tw' });
    expect(tw.msg).toBe('參數 email 無效：必須是有效的電子郵件地址');
  });

  it('states limits of numbers and types', async () => {
    const big = await server.post(contract.system.indexArticleList.path, { page_size: 101 });
    expect(big).toMatchObject({ code: 10003, msg: 'Invalid parameter page_size: must be at most 100' });
    const zh = await server.post(contract.system.indexArticleList.path, { page: 'first' }, { lang: 'zh' });
    expect(zh).toMatchObject({ code: 10003, msg: '参数 page 无效：类型错误' });
  });

  it('answers malformed JSON with an envelope, not a stack trace', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: HEALTH,
      payload: '{"time": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 10003, data: null });
  });

  it('limits the body size (413, 10004)', async () => {
    const res = await server.post(CHECK_EXIST, { email: 'a@example.com', padding: 'x'.repeat(5000) });
    expect(res.status).toBe(413);
    expect(res.code).toBe(10004);
  });

  it('lets one call raise its own body limit (defineHandler bodyLimit), and only that call', async () => {
    const padding = 'x'.repeat(5000);
    const roomy = await server.post<{ received: number }>('/user-api/api/test/roomy', { padding });
    expect(roomy).toMatchObject({ status: 200, code: 0 });
    expect(roomy.data.received).toBeGreaterThan(5000);
    const tooBig = await server.post('/user-api/api/test/roomy', { padding: 'x'.repeat(9000) });
    expect(tooBig).toMatchObject({ status: 413, code: 10004 });
    expect((await server.post(HEALTH, { padding })).status).toBe(413);
  });
});

describe('hostile input', () => {
  const now = () => Math.floor(Date.now() / 1000);
  /** POSTs a JSON text as it is (no signing). */
  const raw = async (url: string, payload: string, headers: Record<string, string> = {}) => {
    const res = await server.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });
    return { status: res.statusCode, ...(res.json() as { code: number; msg: string }) };
  };
  /** A body signed as it is: `time` and every value keep the type given here. */
  const signedAsIs = (url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    raw(url, JSON.stringify({ ...body, sign: serverSign(body, server.config.signSecret) }), headers);

  it('refuses JSON nested deeper than 32 levels before parsing it (400, 10003)', async () => {
    // (this app's body limit is 4 kB)
    const deep = await raw(HEALTH, `{"a":${'['.repeat(1000)}${']'.repeat(1000)}}`);
    expect(deep).toMatchObject({
      status: 400,
      code: 10003,
      msg: 'Invalid parameter body: is nested more than 32 levels deep',
    });
    // 32 levels are fine (then the missing signature is what is wrong)
    const ok = await raw(HEALTH, `{"a":${'['.repeat(31)}${']'.repeat(31)}}`);
    expect(ok.code).toBe(10001);
    // brackets inside strings do not count
    expect((await raw(HEALTH, JSON.stringify({ a: '['.repeat(100) }))).code).toBe(10001);
  });

  it('refuses a NUL or an unpaired surrogate in any string, naming the field', async () => {
    const nul = await server.post(CHECK_EXIST, { email: 'a\u0000@example.com' });
    expect(nul).toMatchObject({
      status: 200,
      code: 10003,
      msg: 'Invalid parameter email: contains a character that is not allowed',
    });
    // (the client's SHA-256 cannot even hash a lone surrogate: these are signed with the server's)
    const lone = await signedAsIs(contract.user.loginPasskey.path, {
      challenge_id: 'challenge-1',
      response: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: 'abc\ud800' } },
      time: now(),
    });
    expect(lone.msg).toBe(
      'Invalid parameter response.response.clientDataJSON: contains a character that is not allowed',
    );
    const ko = await signedAsIs(CHECK_EXIST, { email: '\udc00', time: now() }, { 'x-language': 'ko' });
    expect(ko.msg).toBe('잘못된 매개변수 email: 허용되지 않는 문자가 포함되어 있습니다');
    // a key with a NUL, and a surrogate pair (an emoji) which is fine
    expect((await server.post(HEALTH, { ['k\u0000']: 1 })).code).toBe(10003);
    expect((await server.post(HEALTH, { note: '🙂' })).code).toBe(0);
  });

  it('refuses non-finite, out-of-range and string numbers, naming the field', async () => {
    const page = contract.system.indexArticleList.path;
    for (const value of ['Infinity', '1e999', '2', ' 2 ', '0x2', [2]])
      expect(await server.post(page, { page: value })).toMatchObject({
        code: 10003,
        msg: 'Invalid parameter page: has the wrong type',
      });
    // 1e999 as a JSON number parses to Infinity (which signs as "Infinity")
    const time = now();
    const sign = serverSign({ page: Infinity, time }, server.config.signSecret);
    const huge = await raw(page, `{"page":1e999,"time":${time},"sign":"${sign}"}`);
    expect(huge).toMatchObject({ code: 10003, msg: 'Invalid parameter page: has the wrong type' });
    const token = await server.signIn(uniqueEmail('bounds'));
    const id = await server.post(contract.user.userDeviceLogout.path, { id: 1e308 }, { token });
    expect(id).toMatchObject({
      status: 200,
      code: 10003,
      msg: 'Invalid parameter id: must be at most 9007199254740991',
    });
    const fraction = await server.post(contract.user.userDeviceLogout.path, { id: 1.5 }, { token });
    expect(fraction).toMatchObject({ code: 10003, msg: 'Invalid parameter id: has the wrong type' });
  });

  it('takes no value in another type than the schema says: no coercion of strings, arrays or booleans', async () => {
    const token = await server.signIn(uniqueEmail('types'));
    const confirm = await server.post(
      contract.user.loginQrCode.path,
      { qr_id: 'abcdefgh', confirm: 'true' },
      { token },
    );
    expect(confirm).toMatchObject({ code: 10003, msg: 'Invalid parameter confirm: has the wrong type' });
    const email = await server.post(CHECK_EXIST, { email: ['a@example.com'] });
    expect(email).toMatchObject({ code: 10003, msg: 'Invalid parameter email: has the wrong type' });
    const number = await server.post(CHECK_EXIST, { email: 12345 });
    expect(number).toMatchObject({ code: 10003, msg: 'Invalid parameter email: has the wrong type' });
  });

  it('takes `time` only as an integer number: a string, spaces, hex or [time] sign alike but are refused', async () => {
    const time = now();
    for (const loose of [String(time), ` ${time} `, `0x${time.toString(16)}`, [time], time + 0.5]) {
      const res = await signedAsIs(HEALTH, { time: loose });
      expect([loose, res.code, res.msg]).toEqual([loose, 10003, 'Invalid parameter time: has the wrong type']);
    }
    expect((await signedAsIs(HEALTH, { time })).code).toBe(0);
    // no time at all is still the stale-time answer
    expect((await signedAsIs(HEALTH, {})).code).toBe(10002);
  });

  it('refuses prototype-pollution keys (400, 10003) and leaves Object.prototype alone', async () => {
    for (const payload of ['{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}']) {
      expect(await raw(HEALTH, payload)).toMatchObject({ status: 400, code: 10003 });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a repeated or malformed query parameter of the development mailbox with 10003', async () => {
    for (const query of ['email=a&email=b', 'email=%00', `email=${'x'.repeat(300)}`]) {
      const res = await server.app.inject({ method: 'GET', url: `/dev/mailbox?${query}` });
      expect([query, res.statusCode, res.json().code]).toEqual([query, 200, 10003]);
    }
    const res = await server.app.inject({ method: 'GET', url: '/dev/mailbox?email=a&email=b' });
    expect(res.json().msg).toBe('Invalid parameter email: has the wrong type');
  });
});

describe('errors', () => {
  it('turns an unexpected throw into 500 / 10000 "server busy" without details', async () => {
    const res = await server.post('/user-api/api/test/boom');
    expect(res).toMatchObject({
      status: 500,
      code: 10000,
      msg: 'The server is busy. Please try again later.',
      data: null,
    });
    expect(JSON.stringify(res)).not.toContain('secret');
    const zh = await server.post('/user-api/api/test/boom', {}, { lang: 'zh' });
    expect(zh.msg).toBe('服务器繁忙，请稍后再试。');
  });

  it('turns an ApiError into its code with HTTP 200', async () => {
    const res = await server.post('/user-api/api/test/business', {}, { lang: 'ko' });
    expect(res).toMatchObject({ status: 200, code: 20006, msg: '기기를 찾을 수 없습니다.' });
  });

  it('answers unknown API paths with HTTP 404 and an envelope', async () => {
    const res = await server.post('/user-api/api/user/no_such_call');
    expect(res).toMatchObject({ status: 404, code: 10404, data: null });
    const get = await server.app.inject({ method: 'GET', url: '/finance-api/api/coin/nothing' });
    expect(get.statusCode).toBe(404);
    expect(get.json().code).toBe(10404);
  });

  it('serves GET health for probes without a signature', async () => {
    const res = await server.app.inject({ method: 'GET', url: HEALTH });
    expect(res.json()).toEqual({ code: 0, msg: 'ok', data: { status: 'ok' } });
  });
});
