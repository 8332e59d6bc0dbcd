import { sign } from '@telegram-apps/init-data-node';
import { contract } from '@/contract/full';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessTokenRes, Profile, ThirdListRes, ThirdUuidRes } from '@/contract';
import { createTestServer, uniqueEmail, type TestServer } from '../../testing/harness';

// Telegram sign-in and linking (init data signed with the bot token), and per-app uuids.
const BOT_TOKEN = '123456:TEST-BOT-TOKEN';
let server: TestServer;
let telegramIds = 7_000_000;

beforeAll(async () => {
  server = await createTestServer({ botToken: BOT_TOKEN });
});
afterAll(() => server.close());

type TgUser = { id: number; first_name: string; last_name?: string; username?: string; language_code?: string };
const nextUser = (fields: Partial<TgUser> = {}): TgUser => ({
  id: (telegramIds += 1),
  first_name: 'Mina',
  last_name: 'Kim',
  ...fields,
});
let launches = 0;
/** Init data of one launch (Telegram gives each launch its own query_id, hence its own hash). */
const initData = (user: TgUser, authDate = new Date(), token = BOT_TOKEN) =>
  sign({ user, query_id: `AAH-test-${(launches += 1)}`, signature: '' } as never, token, authDate);
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
const loginThird = (data: string, options = {}) =>
  server.post<AccessTokenRes>(contract.user.loginThirdX.path, { source: 'telegram', init_data: data }, options);
/** user_third_bind of Telegram init data to the account of `token`; resolves the envelope's code. */
const bindTelegram = async (data: string, token: string) =>
  (await server.post(contract.user.userThirdBind.path, { platform: 'telegram', init_data: data }, { token })).code;

describe('login_third_x', () => {
  it('creates an account linked to the Telegram user on first sign-in, finds it afterwards', async () => {
    const tgUser = nextUser({ username: 'mina_k', language_code: 'ko' });
    const first = await loginThird(initData(tgUser));
    expect(first.code).toBe(0);
    const profile = await server.post<Profile>(contract.user.profile.path, {}, { token: first.data.access_token });
    expect(profile.data).toMatchObject({ email: '', nickname: 'mina_k', language: 'ko' });

    const second = await loginThird(initData(tgUser));
    const again = await server.post<Profile>(contract.user.profile.path, {}, { token: second.data.access_token });
    expect(again.data.uid).toBe(profile.data.uid);
    const links = await server.db.query('SELECT 1 FROM third_accounts WHERE third_id = $1', [String(tgUser.id)]);
    expect(links).toHaveLength(1);
    const list = await server.post<ThirdListRes>(
      contract.user.userThirdList.path,
      {},
      { token: second.data.access_token },
    );
    expect(list.data.list).toEqual([
      {
        platform: 'telegram',
        bound: true,
        third_id: String(tgUser.id),
        display_name: '@mina_k',
        bound_at: expect.any(Number),
      },
    ]);
  });

  it('refuses tampered init data (20131) with a localised message', async () => {
    const data = initData(nextUser());
    const tampered = data.replace('Mina', 'Eve');
    expect(tampered).not.toBe(data);
    expect(await loginThird(tampered, { lang: 'zh' })).toMatchObject({
      code: 20131,
      msg: 'Telegram 登录数据无效。',
      data: null,
    });
    expect((await loginThird(initData(nextUser(), new Date(), '654321:OTHER-BOT'))).code).toBe(20131);
    expect((await loginThird(data.replace(/&hash=[0-9a-f]+/, ''))).code).toBe(20131);
    expect((await loginThird('user=%7B%7D')).code).toBe(20131);
  });

  it('refuses init data older than TELEGRAM_INIT_MAX_AGE (default 300 s) with 20132, accepts it fresher', async () => {
    expect(server.config.telegramInitMaxAge).toBe(300);
    const tgUser = nextUser();
    expect(await loginThird(initData(tgUser, ago(86_401)), { lang: 'en' })).toMatchObject({
      code: 20132,
      msg: 'The Telegram sign-in data has expired. Please reopen the mini app.',
    });
    expect((await loginThird(initData(tgUser, ago(3600)))).code).toBe(20132);
    expect((await loginThird(initData(tgUser, ago(310)))).code).toBe(20132);
    expect((await loginThird(initData(tgUser, ago(240)))).code).toBe(0);
    // configurable
    const patient = await server.appWith({ telegramInitMaxAge: 7200 });
    expect((await loginThird(initData(tgUser, ago(3600)), { app: patient })).code).toBe(0);
  });

  it('refuses init data dated in the future beyond 60 s of clock skew (20131), so it cannot live forever', async () => {
    const tgUser = nextUser();
    for (const ahead of [3600, 10 * 365 * 86_400, 90]) {
      const res = await loginThird(initData(tgUser, ago(-ahead)));
      expect([ahead, res.code, res.msg]).toEqual([ahead, 20131, 'The Telegram sign-in data is invalid.']);
    }
    expect((await loginThird(initData(tgUser, ago(-30)))).code).toBe(0);
    // forged init data that is also old is "invalid", not "expired"
    expect((await loginThird(initData(tgUser, ago(86_401), '654321:OTHER-BOT'))).code).toBe(20131);
  });

  it('opens one live session per init data: another device is refused (20130), the same device replaces it', async () => {
    const data = initData(nextUser());
    const first = await loginThird(data);
    expect(first.code).toBe(0);
    // a copy of the launch's init data used elsewhere
    const elsewhere = await loginThird(data, { headers: { 'x-dtoken': 'device-2' }, lang: 'ko' });
    expect(elsewhere).toMatchObject({
      code: 20130,
      msg: '이미 사용된 텔레그램 로그인 정보입니다. 미니 앱을 다시 열어 주세요.',
      data: null,
    });
    expect((await loginThird(data, { headers: { 'x-dtoken': '' } })).code).toBe(20130);
    // the first session is untouched by the refusals
    expect((await server.post(contract.user.profile.path, {}, { token: first.data.access_token })).code).toBe(0);

    // the same device again (a sign-in after logout, a reload that lost the cookie): a new session replaces it
    const again = await loginThird(data);
    expect(again.code).toBe(0);
    expect((await server.post(contract.user.profile.path, {}, { token: first.data.access_token })).code).toBe(4001);
    expect((await server.post(contract.user.profile.path, {}, { token: again.data.access_token })).code).toBe(0);
    // still never a second device
    expect((await loginThird(data, { headers: { 'x-dtoken': 'device-2' } })).code).toBe(20130);

    // a new launch (new init data) signs in anywhere
    expect((await loginThird(initData(nextUser()), { headers: { 'x-dtoken': 'device-2' } })).code).toBe(0);
  });

  it('lets only one of two simultaneous sign-ins with the same init data from two devices through', async () => {
    const data = initData(nextUser());
    const results = await Promise.all(
      ['device-a', 'device-b'].map((dtoken) => loginThird(data, { headers: { 'x-dtoken': dtoken } })),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, 20130]);
  });

  it('does not spend init data on a refusal or a link, and forgets used init data once it has expired', async () => {
    const tgUser = nextUser();
    const data = initData(tgUser);
    const token = await server.signIn(uniqueEmail('tg-spend'));
    expect(await bindTelegram(data, token)).toBe(0);
    const noBot = await server.appWith({ botToken: undefined });
    expect((await loginThird(data, { app: noBot })).code).toBe(20133);
    expect((await loginThird(data, { headers: { 'x-dtoken': 'device-9' } })).code).toBe(0);

    const hash = new URLSearchParams(data).get('hash');
    await server.db.query(`UPDATE telegram_init_uses SET expires_at = now() - interval '1 second' WHERE hash = $1`, [
      hash,
    ]);
    await loginThird(initData(nextUser()));
    expect(await server.db.query('SELECT 1 FROM telegram_init_uses WHERE hash = $1', [hash])).toEqual([]);
  });

  it('is unavailable without a bot token (20133), and validates the body', async () => {
    const noBot = await server.appWith({ botToken: undefined });
    expect((await loginThird(initData(nextUser()), { app: noBot })).code).toBe(20133);
    expect((await server.post(contract.user.loginThirdX.path, { source: 'github', init_data: 'x' })).code).toBe(10003);
  });
});

describe('user_third_bind / user_third_unbind', () => {
  it('links Telegram to an email account, then signs in with it; unlinking ends that', async () => {
    const email = uniqueEmail('tg-bind');
    const token = await server.signIn(email);
    const tgUser = nextUser({ username: undefined });
    expect(
      (await server.post<ThirdListRes>(contract.user.userThirdList.path, {}, { token })).data.list[0],
    ).toMatchObject({
      bound: false,
      bound_at: null,
    });
    expect(await bindTelegram(initData(tgUser), token)).toBe(0);
    // binding the same Telegram account again is harmless
    expect(await bindTelegram(initData(tgUser), token)).toBe(0);
    const list = await server.post<ThirdListRes>(contract.user.userThirdList.path, {}, { token });
    expect(list.data.list[0]).toMatchObject({ bound: true, third_id: String(tgUser.id), display_name: 'Mina Kim' });

    const viaTelegram = await loginThird(initData(tgUser));
    const profile = await server.post<Profile>(
      contract.user.profile.path,
      {},
      { token: viaTelegram.data.access_token },
    );
    expect(profile.data.email).toBe(email);

    expect((await server.post(contract.user.userThirdUnbind.path, { platform: 'telegram' }, { token })).code).toBe(0);
    expect((await server.post(contract.user.userThirdUnbind.path, { platform: 'telegram' }, { token })).code).toBe(
      20135,
    );
    const fresh = await loginThird(initData(tgUser));
    const other = await server.post<Profile>(contract.user.profile.path, {}, { token: fresh.data.access_token });
    expect(other.data.uid).not.toBe(profile.data.uid);
  });

  it('links with init data up to a day old (later in a launch than the sign-in), never with a future date', async () => {
    const token = await server.signIn(uniqueEmail('tg-bind-age'));
    expect(await bindTelegram(initData(nextUser(), ago(-3600)), token)).toBe(20131);
    expect(await bindTelegram(initData(nextUser(), ago(86_401)), token)).toBe(20132);
    expect(await bindTelegram(initData(nextUser(), ago(3600)), token)).toBe(0);
  });

  it('refuses a Telegram account linked elsewhere (20134), a second one (20137) and forged data', async () => {
    const tgUser = nextUser();
    await loginThird(initData(tgUser));
    const token = await server.signIn(uniqueEmail('tg-taken'));
    expect(await bindTelegram(initData(tgUser), token)).toBe(20134);
    expect(await bindTelegram(initData(nextUser()), token)).toBe(0);
    expect(await bindTelegram(initData(nextUser()), token)).toBe(20137);
    const forged = initData(nextUser()).replace('Kim', 'Lee');
    expect(await bindTelegram(forged, token)).toBe(20131);
  });

  it('will not unlink the only way into an account without email (20136)', async () => {
    const res = await loginThird(initData(nextUser()));
    const unbind = await server.post(
      contract.user.userThirdUnbind.path,
      { platform: 'telegram' },
      { token: res.data.access_token, lang: 'ko' },
    );
    expect(unbind.code).toBe(20136);
    expect(unbind.msg).toContain('이메일');
  });
});

describe('per-app uuids', () => {
  const authorize = (token: string, appId: string, source?: string) =>
    server.post<ThirdUuidRes>(
      contract.game.thirdAuthorizeUuid.path,
      { app_id: appId },
      { token, headers: source ? { source } : {} },
    );

  it('third_authorize_uuid records consent and answers a uuid stable per user and app', async () => {
    const token = await server.signIn(uniqueEmail('uuid-a'));
    const other = await server.signIn(uniqueEmail('uuid-b'));
    expect((await server.post(contract.user.getUuidByToken.path, { app_id: 'seraph-survivor' }, { token })).code).toBe(
      20139,
    );
    const first = await authorize(token, 'seraph-survivor', 'partner-a');
    expect(first.code).toBe(0);
    expect(first.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await authorize(token, 'seraph-survivor')).data.uuid).toBe(first.data.uuid);
    expect((await authorize(token, 'seraph-dispatch')).data.uuid).not.toBe(first.data.uuid);
    expect((await authorize(other, 'seraph-survivor')).data.uuid).not.toBe(first.data.uuid);
    const byToken = await server.post<ThirdUuidRes>(
      contract.user.getUuidByToken.path,
      { app_id: 'seraph-survivor' },
      { token },
    );
    expect(byToken.data.uuid).toBe(first.data.uuid);
    const [grant] = await server.db.query<{ source: string }>('SELECT source FROM third_app_grants WHERE uuid = $1', [
      first.data.uuid,
    ]);
    expect(grant?.source).toBe('partner-a');
  });

  it('refuses apps that are not allow-listed (20138), and visitors (4001)', async () => {
    const token = await server.signIn(uniqueEmail('uuid-c'));
    expect(await authorize(token, 'evil-app')).toMatchObject({
      code: 20138,
      msg: 'This app is not allowed to request your account.',
    });
    expect((await server.post(contract.user.getUuidByToken.path, { app_id: 'evil-app' }, { token })).code).toBe(20138);
    expect((await server.post(contract.game.thirdAuthorizeUuid.path, { app_id: 'seraph-survivor' })).code).toBe(4001);
  });
});
