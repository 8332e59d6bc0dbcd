import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import type {
  AppLoginConfigRes,
  LoginQrCheckRes,
  LoginQrConfirmRes,
  LoginQrGenRes,
  LoginQrScanRes,
  Profile,
  ScanAppInfoRes,
} from '@/contract';
import { createTestServer, uniqueEmail, type TestServer } from '../../testing/harness';

// Cross-device QR sign-in: the desktop asks and polls, a signed-in phone scans and answers.
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const DESKTOP = { 'x-dname': 'Desktop Chrome', 'x-dtoken': 'desk-1', origin: 'http://localhost:5173' };
/** The desktop's poll secret of each code it generated. */
const secrets = new Map<string, string>();
const gen = async () => {
  const res = await server.post<LoginQrGenRes>(contract.user.loginGenQrCode.path, {}, { headers: DESKTOP });
  if (res.code === 0) secrets.set(res.data.qr_id, res.data.poll_secret);
  return res;
};
const check = (qrId: string, pollSecret = secrets.get(qrId) ?? 'no-secret-known') =>
  server.post<LoginQrCheckRes>(
    contract.user.loginCheckQrCode.path,
    { qr_id: qrId, poll_secret: pollSecret },
    { headers: DESKTOP },
  );
const scan = (qrId: string, token: string) =>
  server.post<LoginQrScanRes>(contract.user.loginScanQrCode.path, { qr_id: qrId }, { token });
const answer = (qrId: string, token: string, confirm: boolean) =>
  server.post<LoginQrConfirmRes>(contract.user.loginQrCode.path, { qr_id: qrId, confirm }, { token });
const expireAll = () => server.db.query(`UPDATE login_qr_codes SET expires_at = now() - interval '1 second'`);

describe('login_gen_qr_code', () => {
  it('answers an id, the confirm page address and an expiry 2 minutes ahead; stores only a hash', async () => {
    const res = await gen();
    expect(res.code).toBe(0);
    expect(res.data.qr_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.qr_url).toBe(`http://localhost:5173/other/loginconfirm#qr_id=${res.data.qr_id}`);
    const ttl = res.data.expire_at - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(118);
    expect(ttl).toBeLessThanOrEqual(121);
    const rows = await server.db.query('SELECT 1 FROM login_qr_codes WHERE qr_hash = $1 OR poll_secret_hash = $2', [
      res.data.qr_id,
      res.data.poll_secret,
    ]);
    expect(rows).toHaveLength(0);
    // The desktop's own secret is not in the code.
    expect(res.data.poll_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.qr_url).not.toContain(res.data.poll_secret);
    expect((await check(res.data.qr_id)).data).toEqual({ status: 'waiting' });
  });

  it('falls back to the Host header without an Origin', async () => {
    const res = await server.post<LoginQrGenRes>(
      contract.user.loginGenQrCode.path,
      {},
      { headers: { host: 'wallet.example:8080' } },
    );
    expect(res.data.qr_url).toBe(`http://wallet.example:8080/other/loginconfirm#qr_id=${res.data.qr_id}`);
  });
});

describe('the QR flow', () => {
  it('waiting -> scanned -> confirmed, handing the desktop its own session exactly once', async () => {
    const email = uniqueEmail('qr-phone');
    const phone = await server.signIn(email, { 'x-dname': 'Phone', 'x-dtoken': 'phone-1' });
    const { data } = await gen();

    const scanned = await scan(data.qr_id, phone);
    expect(scanned.code).toBe(0);
    expect(scanned.data).toMatchObject({ status: 'scanned', device_name: 'Desktop Chrome' });
    expect(typeof scanned.data.ip).toBe('string');
    expect(scanned.data.created_at).toBeGreaterThan(0);
    expect((await check(data.qr_id)).data).toEqual({ status: 'scanned' });

    expect((await answer(data.qr_id, phone, true)).data).toEqual({ status: 'confirmed' });
    const first = await check(data.qr_id);
    expect(first.data.status).toBe('confirmed');
    expect(first.data.access_token).toMatch(/^[\w-]{43}$/);
    const profile = await server.post<Profile>(contract.user.profile.path, {}, { token: first.data.access_token });
    expect(profile.data.email).toBe(email);
    const [session] = await server.db.query<{ device_name: string }>(
      `SELECT device_name FROM sessions WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [first.data.access_token!],
    );
    expect(session?.device_name).toBe('Desktop Chrome');

    const second = await check(data.qr_id);
    expect(second.data).toEqual({ status: 'confirmed' });
  });

  it('whoever read the QR code cannot collect the session: only the desktop with its poll secret can', async () => {
    const phone = await server.signIn(uniqueEmail('qr-race'));
    const { data } = await gen();
    await scan(data.qr_id, phone);
    await answer(data.qr_id, phone, true);
    // An onlooker polls first with the id from the QR code and a guessed secret.
    const stolen = await check(data.qr_id, 'x'.repeat(43));
    expect(stolen.data).toEqual({ status: 'expired' });
    const desktop = await check(data.qr_id);
    expect(desktop.data.access_token).toMatch(/^[\w-]{43}$/);
  });

  it('tells the phone where the desktop is, with its self-declared name cut to 40 characters', async () => {
    const phone = await server.signIn(uniqueEmail('qr-where'));
    const res = await server.post<LoginQrGenRes>(
      contract.user.loginGenQrCode.path,
      {},
      { headers: { ...DESKTOP, 'x-dname': `Totally your laptop ${'x'.repeat(100)}`, 'x-forwarded-for': '8.8.8.8' } },
    );
    const scanned = await scan(res.data.qr_id, phone);
    expect([...scanned.data.device_name]).toHaveLength(40);
    expect(scanned.data.device_name.startsWith('Totally your laptop')).toBe(true);
    expect(scanned.data.country).toMatch(/^([A-Z]{2})?$/);
  });

  it('cancel on the phone reads as expired, and the code cannot be confirmed afterwards', async () => {
    const phone = await server.signIn(uniqueEmail('qr-cancel'));
    const { data } = await gen();
    await scan(data.qr_id, phone);
    expect((await answer(data.qr_id, phone, false)).data).toEqual({ status: 'expired' });
    expect((await check(data.qr_id)).data).toEqual({ status: 'expired' });
    expect((await answer(data.qr_id, phone, true)).code).toBe(20111);
  });

  it('expires after 2 minutes: the poll says expired and a scan is refused (20111)', async () => {
    const phone = await server.signIn(uniqueEmail('qr-late'));
    const { data } = await gen();
    await expireAll();
    expect((await check(data.qr_id)).data).toEqual({ status: 'expired' });
    const late = await scan(data.qr_id, phone);
    expect(late).toMatchObject({ code: 20111, msg: 'This QR code has expired. Please refresh it.' });
  });

  it('a code scanned by one account cannot be taken over by another (20112); confirm needs a scan first', async () => {
    const alice = await server.signIn(uniqueEmail('qr-alice'));
    const bob = await server.signIn(uniqueEmail('qr-bob'));
    const { data } = await gen();
    expect((await answer(data.qr_id, alice, true)).code).toBe(20112);
    await scan(data.qr_id, alice);
    expect((await scan(data.qr_id, bob)).code).toBe(20112);
    expect((await answer(data.qr_id, bob, true)).code).toBe(20112);
    expect((await scan(data.qr_id, alice)).data.status).toBe('scanned');
  });

  it('unknown codes poll as expired; the phone calls need a session; ids are validated', async () => {
    expect((await check('unknown-qr-id-000')).data).toEqual({ status: 'expired' });
    expect((await scan('unknown-qr-id-000', 'bad-token')).code).toBe(4001);
    const phone = await server.signIn(uniqueEmail('qr-unknown'));
    expect((await scan('unknown-qr-id-000', phone)).code).toBe(20111);
    expect(
      (await server.post(contract.user.loginCheckQrCode.path, { qr_id: 'a b', poll_secret: 'x'.repeat(43) })).code,
    ).toBe(10003);
    expect((await server.post(contract.user.loginCheckQrCode.path, { qr_id: 'abcdefgh1234' })).code).toBe(10003);
  });

  it('a confirmed code not collected within 2 minutes hands out nothing', async () => {
    const phone = await server.signIn(uniqueEmail('qr-uncollected'));
    const { data } = await gen();
    await scan(data.qr_id, phone);
    await answer(data.qr_id, phone, true);
    await server.db.query(`UPDATE login_qr_codes SET confirmed_at = now() - interval '3 minutes'`);
    expect((await check(data.qr_id)).data).toEqual({ status: 'confirmed' });
  });
});

describe('the app variants', () => {
  it('get_app_login_config lists the methods (telegram only with a bot token) and the QR timings', async () => {
    const res = await server.post<AppLoginConfigRes>(contract.user.getAppLoginConfig.path);
    expect(res.data).toEqual({
      methods: ['email_code', 'password', 'passkey', 'qr'],
      qr_ttl: 120,
      qr_poll_interval: 2,
    });
    const withBot = await server.appWith({ botToken: '1:abc' });
    const other = await server.post<AppLoginConfigRes>(contract.user.getAppLoginConfig.path, {}, { app: withBot });
    expect(other.data.methods).toContain('telegram');
  });

  it('scan_app_info describes the asking device without changing the state', async () => {
    const phone = await server.signIn(uniqueEmail('qr-app-info'));
    const { data } = await gen();
    const info = await server.post<ScanAppInfoRes>(
      contract.user.scanAppInfo.path,
      { qr_id: data.qr_id },
      { token: phone },
    );
    expect(info.data).toMatchObject({ status: 'waiting', device_name: 'Desktop Chrome', expire_at: data.expire_at });
    expect((await check(data.qr_id)).data.status).toBe('waiting');
    await expireAll();
    expect((await server.post(contract.user.scanAppInfo.path, { qr_id: data.qr_id }, { token: phone })).code).toBe(
      20111,
    );
  });

  it('scan_code_login confirms in one step; a refusal cancels', async () => {
    const email = uniqueEmail('qr-app');
    const phone = await server.signIn(email);
    const first = await gen();
    const ok = await server.post<LoginQrConfirmRes>(
      contract.user.scanCodeLogin.path,
      { qr_id: first.data.qr_id, confirm: true },
      { token: phone },
    );
    expect(ok.data).toEqual({ status: 'confirmed' });
    const collected = await check(first.data.qr_id);
    const profile = await server.post<Profile>(contract.user.profile.path, {}, { token: collected.data.access_token });
    expect(profile.data.email).toBe(email);

    const second = await gen();
    const no = await server.post<LoginQrConfirmRes>(
      contract.user.scanCodeLogin.path,
      { qr_id: second.data.qr_id, confirm: false },
      { token: phone },
    );
    expect(no.data).toEqual({ status: 'expired' });
    expect((await check(second.data.qr_id)).data).toEqual({ status: 'expired' });
  });
});
