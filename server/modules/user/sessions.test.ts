import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import type { DeviceListRes, OtherLoginRes, Profile, UserRiskRes } from '@/contract';
import { hashToken } from '../../plugins/auth';
import { START_TIMEOUT, createTestServer, uniqueEmail, type TestServer } from '../../testing/harness';

// Bearer sessions (4001 paths), logout, devices and the other-device sign-in flag.
let server: TestServer;
const profile = (token?: string, lang = 'en') => server.post<Profile>(contract.user.profile.path, {}, { token, lang });

beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

describe('session invalid (4001)', () => {
  it('without a token', async () => {
    const res = await profile(undefined);
    expect(res).toMatchObject({
      status: 200,
      code: 4001,
      msg: 'Your session has expired. Please sign in again.',
      data: null,
    });
    expect((await profile(undefined, 'zh')).msg).toBe('登录状态已失效，请重新登录。');
  });

  it('with an unknown token', async () => {
    expect((await profile('x'.repeat(43))).code).toBe(4001);
  });

  it('after logout revokes the session', async () => {
    const token = await server.signIn(uniqueEmail('logout'));
    expect((await profile(token)).code).toBe(0);
    expect((await server.post(contract.user.logout.path, {}, { token })).code).toBe(0);
    expect((await profile(token)).code).toBe(4001);
  });

  it('after the session expired', async () => {
    const token = await server.signIn(uniqueEmail('expiry'));
    await server.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      hashToken(token),
    ]);
    expect((await profile(token)).code).toBe(4001);
  });

  it('ends 90 days after the sign-in however often it is used, and sliding never passes that cap', async () => {
    const token = await server.signIn(uniqueEmail('capped'));
    // In use every day for 89 days: still alive, and the sliding expiry stops at day 90.
    await server.db.query(
      `UPDATE sessions SET created_at = now() - interval '89 days', last_seen_at = now() - interval '2 minutes'
        WHERE token_hash = $1`,
      [hashToken(token)],
    );
    expect((await profile(token)).code).toBe(0);
    const [row] = await server.db.query<{ left_days: number }>(
      `SELECT extract(epoch from expires_at - now()) / 86400 AS left_days FROM sessions WHERE token_hash = $1`,
      [hashToken(token)],
    );
    expect(Number(row!.left_days)).toBeLessThanOrEqual(1.01);
    await server.db.query(
      `UPDATE sessions SET created_at = now() - interval '90 days 1 minute' WHERE token_hash = $1`,
      [hashToken(token)],
    );
    expect((await profile(token)).code).toBe(4001);
  });

  it('stores the token only as a sha256 hash, with the device headers', async () => {
    const token = await server.signIn(uniqueEmail('stored'), {
      'x-dname': 'Pixel 9',
      'x-platform': '2',
      'x-dtoken': 'dt-77',
    });
    const rows = await server.db.query<Record<string, unknown>>('SELECT * FROM sessions WHERE token_hash = $1', [
      hashToken(token),
    ]);
    expect(rows[0]).toMatchObject({
      device_name: 'Pixel 9',
      platform: 2,
      device_token: 'dt-77',
      user_agent: 'vitest-agent',
      ip: '127.0.0.1',
    });
    const all = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(all.some((row) => row.token_hash === token)).toBe(false);
  });

  it('an optional-auth call treats a bad token as a visitor', async () => {
    expect((await server.post(contract.coin.coinList.path, {}, { token: 'bogus' })).code).toBe(0);
  });
});

describe('devices', () => {
  it('lists the account sessions with is_self, and logging one out revokes exactly that token', async () => {
    const email = uniqueEmail('devices');
    const phone = await server.signIn(email, { 'x-dname': 'Phone', 'x-platform': '2' });
    const laptop = await server.signIn(email, { 'x-dname': 'Laptop', 'x-platform': '1' });
    const stranger = await server.signIn(uniqueEmail('stranger'));

    const list = await server.post<DeviceListRes>(contract.user.userDeviceList.path, {}, { token: laptop });
    expect(list.code).toBe(0);
    expect(list.data.list).toHaveLength(2);
    const self = list.data.list.find((entry) => entry.is_self);
    const other = list.data.list.find((entry) => !entry.is_self);
    expect(self).toMatchObject({ device_name: 'Laptop', platform: 1 });
    expect(other).toMatchObject({ device_name: 'Phone', platform: 2 });
    expect(typeof self?.created_at).toBe('number');

    // another account cannot log out this account's device
    const foreign = await server.post(contract.user.userDeviceLogout.path, { id: other?.id }, { token: stranger });
    expect(foreign.code).toBe(20006);
    expect((await profile(phone)).code).toBe(0);

    expect((await server.post(contract.user.userDeviceLogout.path, { id: other?.id }, { token: laptop })).code).toBe(0);
    expect((await profile(phone)).code).toBe(4001);
    expect((await profile(laptop)).code).toBe(0);
    const after = await server.post<DeviceListRes>(contract.user.userDeviceList.path, {}, { token: laptop });
    expect(after.data.list.map((entry) => entry.id)).toEqual([self?.id]);
    // a second logout of the same device finds nothing
    expect((await server.post(contract.user.userDeviceLogout.path, { id: other?.id }, { token: laptop })).code).toBe(
      20006,
    );
    // and logging out the current device works too
    expect((await server.post(contract.user.userDeviceLogout.path, { id: self?.id }, { token: laptop })).code).toBe(0);
    expect((await profile(laptop)).code).toBe(4001);
  });

  it('reports a newer sign-in elsewhere once, and not to the newer session itself', async () => {
    const email = uniqueEmail('other');
    const first = await server.signIn(email);
    const check = (token: string) => server.post<OtherLoginRes>(contract.user.userDeviceOtherLogin.path, {}, { token });
    expect((await check(first)).data).toEqual({ login: false });
    const second = await server.signIn(email);
    expect((await check(first)).data).toEqual({ login: true });
    expect((await check(first)).data).toEqual({ login: false });
    expect((await check(second)).data).toEqual({ login: false });
    await server.signIn(email);
    expect((await check(first)).data).toEqual({ login: true });
    expect((await check(second)).data).toEqual({ login: true });
    expect((await check(second)).data).toEqual({ login: false });
  });
});

describe('account settings', () => {
  it('set_language stores a server language and rejects others', async () => {
    const token = await server.signIn(uniqueEmail('lang'));
    expect((await server.post(contract.user.setLanguage.path, { language: 'zh_tw' }, { token })).code).toBe(0);
    expect((await profile(token)).data.language).toBe('zh_tw');
    const bad = await server.post(contract.user.setLanguage.path, { language: 'fr' }, { token });
    expect(bad).toMatchObject({ code: 10003, msg: 'Invalid parameter language: must be one of en, ko, zh_tw, zh' });
  });

  it('user_risk is 0 normally and reports an active hold', async () => {
    const email = uniqueEmail('risk');
    const token = await server.signIn(email);
    expect((await server.post<UserRiskRes>(contract.user.userRisk.path, {}, { token })).data).toEqual({ type: 0 });
    await server.db.query(`UPDATE users SET risk_type = 1, risk_until = now() + interval '1 day' WHERE email = $1`, [
      email,
    ]);
    const held = await server.post<UserRiskRes>(contract.user.userRisk.path, {}, { token });
    expect(held.data.type).toBe(1);
    expect(held.data.until).toBeGreaterThan(Date.now() / 1000);
  });

  it('unread_count counts the welcome message of a new account', async () => {
    const email = uniqueEmail('unread');
    const token = await server.signIn(email);
    const res = await server.post<{ count: number }>(contract.message.unreadCount.path, {}, { token });
    expect(res).toMatchObject({ code: 0, data: { count: 1 } });
    await server.db.query(
      'UPDATE messages SET read_at = now() WHERE user_id = (SELECT id FROM users WHERE email = $1)',
      [email],
    );
    expect((await server.post<{ count: number }>(contract.message.unreadCount.path, {}, { token })).data.count).toBe(0);
    expect((await server.post(contract.message.unreadCount.path, {})).code).toBe(4001);
  });
});
