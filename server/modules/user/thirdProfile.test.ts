import { sign } from '@telegram-apps/init-data-node';
import { contract } from '@/contract/full';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessTokenRes } from '@/contract';
import { createTestServer, START_TIMEOUT, uniqueEmail, type TestServer } from '../../testing/harness';

// What each Telegram sign-in and link keeps of the Telegram profile, for the bot and for paying people by @username.
const BOT_TOKEN = '123456:PROFILE-TEST';
let server: TestServer;
let telegramIds = 8_200_000;
let launches = 0;

beforeAll(async () => {
  server = await createTestServer({ botToken: BOT_TOKEN });
}, START_TIMEOUT);
afterAll(() => server.close());

type TgUser = { id: number; first_name: string; username?: string; language_code?: string; photo_url?: string };
const initData = (user: TgUser) =>
  sign({ user, query_id: `AAH-profile-${(launches += 1)}`, signature: '' } as never, BOT_TOKEN, new Date());
const profileOf = async (id: number) =>
  (
    await server.db.query<{ username: string | null; photo_url: string; language_code: string; seen_at: Date }>(
      "SELECT username, photo_url, language_code, seen_at FROM third_accounts WHERE platform = 'telegram' AND third_id = $1",
      [String(id)],
    )
  )[0];

describe('the Telegram profile kept at sign-in', () => {
  it('stores the username, picture and language on the first sign-in and refreshes them at each one', async () => {
    const id = (telegramIds += 1);
    const first: TgUser = {
      id,
      first_name: 'Mina',
      username: 'mina_k',
      language_code: 'ko',
      photo_url: 'https://t.me/i/userpic/320/mina.svg',
    };
    expect(
      (await server.post(contract.user.loginThirdX.path, { source: 'telegram', init_data: initData(first) })).code,
    ).toBe(0);
    const stored = await profileOf(id);
    expect(stored).toMatchObject({ username: 'mina_k', photo_url: first.photo_url, language_code: 'ko' });

    const renamed: TgUser = { id, first_name: 'Mina', username: 'mina_new', language_code: 'zh-hant' };
    expect(
      (await server.post(contract.user.loginThirdX.path, { source: 'telegram', init_data: initData(renamed) })).code,
    ).toBe(0);
    const refreshed = await profileOf(id);
    expect(refreshed).toMatchObject({ username: 'mina_new', photo_url: '', language_code: 'zh-hant' });
    expect(refreshed!.seen_at.getTime()).toBeGreaterThanOrEqual(stored!.seen_at.getTime());
  });

  it('keeps no username or picture Telegram would not give (a script URL, a name with other characters)', async () => {
    const id = (telegramIds += 1);
    const odd: TgUser = { id, first_name: 'X', username: 'bad name!', photo_url: 'javascript:alert(1)' };
    expect(
      (await server.post(contract.user.loginThirdX.path, { source: 'telegram', init_data: initData(odd) })).code,
    ).toBe(0);
    expect(await profileOf(id)).toMatchObject({ username: null, photo_url: '' });
  });

  it('stores them when Telegram is linked to an account signed in by email', async () => {
    const token = await server.signIn(uniqueEmail('tg-profile'));
    const id = (telegramIds += 1);
    const user: TgUser = { id, first_name: 'Lee', username: 'lee_pays', language_code: 'en' };
    const bound = await server.post<AccessTokenRes>(
      contract.user.userThirdBind.path,
      { platform: 'telegram', init_data: initData(user) },
      { token },
    );
    expect(bound.code).toBe(0);
    expect(await profileOf(id)).toMatchObject({ username: 'lee_pays', language_code: 'en' });
  });
});
