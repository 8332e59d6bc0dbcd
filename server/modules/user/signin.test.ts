import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import type { AccessTokenRes, Profile } from '@/contract';
import { START_TIMEOUT, createTestServer, uniqueEmail, type TestServer } from '../../testing/harness';

// Email one-time-code sign-in, the development mailbox and login tokens.
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

const send = (email: string, options = {}) =>
  server.post(contract.user.sendVerifyCodeV2.path, { email, scene: 'login' }, options);
const login = (email: string, code: string, options = {}) =>
  server.post<AccessTokenRes>(contract.user.loginOtp.path, { email, code }, options);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('send_verify_code_v2', () => {
  it('files a 6-digit code in the mailbox, newest first, and stores only a hash', async () => {
    const email = uniqueEmail('mail');
    const sent = await send(email);
    expect(sent).toMatchObject({ code: 0, data: { resend_after: 60 } });
    const mailbox = await server.app.inject({ method: 'GET', url: `/dev/mailbox?email=${email}` });
    const mails = mailbox.json() as { email: string; code: string; scene: string; created_at: number }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ email, scene: 'login' });
    expect(mails[0]?.code).toMatch(/^\d{6}$/);
    expect(typeof mails[0]?.created_at).toBe('number');
    const stored = await server.db.query<{ code_hash: string }>('SELECT code_hash FROM verify_codes WHERE email = $1', [
      email,
    ]);
    expect(stored[0]?.code_hash).not.toContain(mails[0]?.code);
    expect(stored[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);

    await server.skipCooldown(email);
    await send(email);
    const again = (await server.app.inject({ method: 'GET', url: `/dev/mailbox?email=${email}` })).json() as {
      code: string;
    }[];
    expect(again).toHaveLength(2);
    expect(again[0]?.code).toBe(await server.latestCode(email));
  });

  it('refuses a second code within 60 s (20004) and says how long to wait', async () => {
    const email = uniqueEmail('cool');
    expect((await send(email)).code).toBe(0);
    const second = await send(email);
    expect(second.code).toBe(20004);
    expect(second.msg).toMatch(/^A code was sent recently\. Please wait (59|60) seconds\.$/);
    // The same seconds as data, for a client that lost its countdown.
    const seconds = Number(/(\d+) seconds/.exec(second.msg)![1]);
    expect(second.data).toEqual({ retry_after: seconds });
  });

  it('stops an address after the hourly limit with 10029 (counters in the database)', async () => {
    const strict = await server.appWith({ limits: { ...server.config.limits, codesPerEmailPerHour: 2 } });
    const email = uniqueEmail('limit');
    for (let i = 0; i < 2; i += 1) {
      await server.skipCooldown(email);
      expect((await send(email, { app: strict })).code).toBe(0);
    }
    await server.skipCooldown(email);
    const blocked = await send(email, { app: strict, lang: 'zh' });
    expect(blocked).toMatchObject({ code: 10029, msg: '请求过于频繁，请稍后再试。' });
    const counters = await server.db.query<{ count: number }>('SELECT count FROM rate_counters WHERE key = $1', [
      `code:email:${email}`,
    ]);
    // the refused request rolled back with its transaction: the window holds the two that passed
    expect(counters[0]?.count).toBe(2);
  });
});

describe('login_otp', () => {
  it('signs up on the first sign-in: uid, nickname, pay_id, and a working session', async () => {
    const email = uniqueEmail('new');
    expect((await server.post(contract.user.checkExist.path, { email })).data).toEqual({ exist: false });
    await send(email);
    const res = await login(email, await server.latestCode(email));
    expect(res.code).toBe(0);
    expect(res.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await server.post<Profile>(contract.user.profile.path, {}, { token: res.data.access_token });
    expect(profile.code).toBe(0);
    expect(profile.data).toMatchObject({ email, language: 'en', ga_enabled: false, has_password: false });
    expect(profile.data.uid).toMatch(/^\d{8}$/);
    expect(profile.data.pay_id).toMatch(/^\d{9}$/);
    expect(profile.data.nickname).toBe(`User${profile.data.uid.slice(-6)}`);
    expect((await server.post(contract.user.checkExist.path, { email: email.toUpperCase() })).data).toEqual({
      exist: true,
    });
  });

  it('signs an existing account in again without creating another', async () => {
    const email = uniqueEmail('again');
    const first = await server.signIn(email);
    const second = await server.signIn(email);
    const a = await server.post<Profile>(contract.user.profile.path, {}, { token: first });
    const b = await server.post<Profile>(contract.user.profile.path, {}, { token: second });
    expect(a.data.uid).toBe(b.data.uid);
    const users = await server.db.query('SELECT id FROM users WHERE email = $1', [email]);
    expect(users).toHaveLength(1);
  });

  it('a used code cannot sign in twice', async () => {
    const email = uniqueEmail('reuse');
    await send(email);
    const code = await server.latestCode(email);
    expect((await login(email, code)).code).toBe(0);
    expect((await login(email, code)).code).toBe(20002);
  });

  it('counts wrong codes and invalidates the code at the fifth (20001 x4, then 20003)', async () => {
    // without the human check that guards sign-ins after 5 failures (signInGuard.test.ts)
    const lenient = await server.appWith({ limits: { ...server.config.limits, signInFailuresBeforeCheck: 100 } });
    const login = (email: string, code: string, options = {}) =>
      server.post<AccessTokenRes>(contract.user.loginOtp.path, { email, code }, { app: lenient, ...options });
    const email = uniqueEmail('wrong');
    await send(email);
    const code = await server.latestCode(email);
    for (let left = 4; left >= 1; left -= 1) {
      const res = await login(email, wrongCode(code));
      const attempts = left === 1 ? 'attempt' : 'attempts'; // plural rules: "1 attempt left"
      expect(res).toMatchObject({ code: 20001, msg: `The verification code is incorrect. ${left} ${attempts} left.` });
    }
    const fifth = await login(email, wrongCode(code), { lang: 'ko' });
    expect(fifth).toMatchObject({ code: 20003, msg: '잘못된 시도가 너무 많습니다. 새 코드를 요청해 주세요.' });
    // the right code no longer works
    expect((await login(email, code)).code).toBe(20003);
    // a new code does
    await server.skipCooldown(email);
    await send(email);
    expect((await login(email, await server.latestCode(email))).code).toBe(0);
  });

  it('refuses an expired code (20002)', async () => {
    const email = uniqueEmail('expired');
    await send(email);
    const code = await server.latestCode(email);
    await server.db.query(`UPDATE verify_codes SET expires_at = now() - interval '1 second' WHERE email = $1`, [email]);
    const res = await login(email, code, { lang: 'zh_tw' });
    expect(res).toMatchObject({ code: 20002, msg: '驗證碼已過期，請重新取得。' });
  });

  it('refuses a code when none was requested (20002), and a superseded code', async () => {
    const email = uniqueEmail('none');
    expect((await login(email, '123456')).code).toBe(20002);
    await send(email);
    const old = await server.latestCode(email);
    await server.skipCooldown(email);
    await send(email);
    const fresh = await server.latestCode(email);
    if (old !== fresh) expect((await login(email, old)).code).toBe(20001);
    expect((await login(email, fresh)).code).toBe(0);
  });

  it('limits wrong codes per address and device that signed in before, across codes (10029)', async () => {
    const strict = await server.appWith({ limits: { ...server.config.limits, wrongCodesPerEmailPerHour: 2 } });
    const email = uniqueEmail('brute');
    await server.signIn(email);
    await server.skipCooldown(email);
    await send(email);
    const code = await server.latestCode(email);
    await login(email, wrongCode(code), { app: strict });
    await login(email, wrongCode(code), { app: strict });
    expect((await login(email, code, { app: strict })).code).toBe(10029);
  });

  it('limits login attempts per IP (10029)', async () => {
    const strict = await server.appWith({ limits: { ...server.config.limits, loginAttemptsPerIpPer10Min: 0 } });
    expect((await login(uniqueEmail('ip'), '123456', { app: strict })).code).toBe(10029);
  });
});

describe('login tokens', () => {
  it('gen_login_token hands the session to another context exactly once', async () => {
    const email = uniqueEmail('handoff');
    const token = await server.signIn(email);
    const gen = await server.post<{ login_token: string }>(contract.user.genLoginToken.path, {}, { token });
    expect(gen.code).toBe(0);
    const verified = await server.post<AccessTokenRes>(contract.user.verifyLoginToken.path, {
      login_token: gen.data.login_token,
    });
    expect(verified.code).toBe(0);
    expect(verified.data.access_token).not.toBe(token);
    const profile = await server.post<Profile>(contract.user.profile.path, {}, { token: verified.data.access_token });
    expect(profile.data.email).toBe(email);
    const reused = await server.post(contract.user.verifyLoginToken.path, { login_token: gen.data.login_token });
    expect(reused.code).toBe(20005);
  });

  it('an expired login token is refused', async () => {
    const token = await server.signIn(uniqueEmail('late'));
    const gen = await server.post<{ login_token: string }>(contract.user.genLoginToken.path, {}, { token });
    await server.db.query(`UPDATE login_tokens SET expires_at = now() - interval '1 second'`);
    expect((await server.post(contract.user.verifyLoginToken.path, { login_token: gen.data.login_token })).code).toBe(
      20005,
    );
  });
});

describe('development mailbox', () => {
  it('is absent in production, where codes are not kept in clear', async () => {
    const production = await server.appWith({ nodeEnv: 'production' });
    const email = uniqueEmail('prod');
    const sent = await send(email, { app: production });
    expect(sent.code).toBe(0);
    const res = await production.inject({ method: 'GET', url: `/dev/mailbox?email=${email}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(10404);
    expect(await server.db.query('SELECT 1 FROM dev_mailbox WHERE email = $1', [email])).toHaveLength(0);
  });

  it('is absent in development mode on a public address unless DEV_FEATURES=1 asks for it', async () => {
    const exposed = await server.appWith({ nodeEnv: 'development', host: '0.0.0.0' });
    const email = uniqueEmail('exposed');
    expect((await send(email, { app: exposed })).code).toBe(0);
    expect((await exposed.inject({ method: 'GET', url: `/dev/mailbox?email=${email}` })).statusCode).toBe(404);
    expect((await exposed.inject({ method: 'GET', url: '/dev/telegram' })).statusCode).toBe(404);
    expect(await server.db.query('SELECT 1 FROM dev_mailbox WHERE email = $1', [email])).toHaveLength(0);

    const forced = await server.appWith({ nodeEnv: 'development', host: '0.0.0.0', devFeaturesForced: true });
    expect((await forced.inject({ method: 'GET', url: `/dev/mailbox?email=${email}` })).statusCode).toBe(200);
  });
});
