import { sign } from '@telegram-apps/init-data-node';
import { contract } from '@/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccessTokenRes,
  CheckApplyResetGaRes,
  GenGaSecretRes,
  Profile,
  ResetApplicationRes,
  TicketRes,
  UserRiskRes,
} from '@/contract';
import { createTestServer, uniqueEmail, type TestServer } from '../../testing/harness';
import { enableGa, gaCode, securityCode } from './testKit';

// Authenticator app (TOTP, otplib v13): set-up, removal, recovery.
const BOT_TOKEN = '123456:TEST-BOT-TOKEN';
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ botToken: BOT_TOKEN });
});
afterAll(() => server.close());

const profileOf = async (token: string) => (await server.post<Profile>(contract.user.profile.path, {}, { token })).data;
const wrongOf = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

describe('gen_ga_secret + open_ga', () => {
  it('needs an email first (20142)', async () => {
    const init = sign({ user: { id: 88_000_001, first_name: 'NoMail' } } as never, BOT_TOKEN, new Date());
    const tg = await server.post<AccessTokenRes>(contract.user.loginThirdX.path, {
      source: 'telegram',
      init_data: init,
    });
    const res = await server.post(contract.user.genGaSecret.path, {}, { token: tg.data.access_token, lang: 'ko' });
    expect(res).toMatchObject({ code: 20142, msg: '먼저 이메일을 등록해 주세요.' });
  });

  it('keeps a pending secret, turns on with a correct code only, and starts no hold', async () => {
    const email = uniqueEmail('ga-open');
    const token = await server.signIn(email);
    const gen = await server.post<GenGaSecretRes>(contract.user.genGaSecret.path, {}, { token });
    expect(gen.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(gen.data.otpauth_url).toContain('otpauth://totp/');
    expect(gen.data.otpauth_url).toContain(`secret=${gen.data.secret}`);
    expect(gen.data.otpauth_url).toContain(encodeURIComponent(email));
    const [pending] = await server.db.query<{ ga_pending_secret: string; ga_enabled: boolean }>(
      'SELECT ga_pending_secret, ga_enabled FROM users WHERE email = $1',
      [email],
    );
    expect(pending).toEqual({ ga_pending_secret: gen.data.secret, ga_enabled: false });

    const code = await generate({ secret: gen.data.secret });
    expect((await server.post(contract.user.openGa.path, { secret: 'A'.repeat(32), code }, { token })).code).toBe(
      20153,
    );
    expect(
      (await server.post(contract.user.openGa.path, { secret: gen.data.secret, code: wrongOf(code) }, { token })).code,
    ).toBe(20103);
    expect((await profileOf(token)).ga_enabled).toBe(false);
    expect((await server.post(contract.user.openGa.path, { secret: gen.data.secret, code }, { token })).code).toBe(0);
    expect((await profileOf(token)).ga_enabled).toBe(true);
    // turning the authenticator on adds a factor and replaces none: withdrawals are not paused
    expect((await server.post<UserRiskRes>(contract.user.userRisk.path, {}, { token })).data.type).toBe(0);
    expect((await server.post(contract.user.genGaSecret.path, {}, { token })).code).toBe(20152);
  });

  it('answers the same pending key until it is confirmed (a reload keeps the key already scanned)', async () => {
    const email = uniqueEmail('ga-again');
    const token = await server.signIn(email);
    const first = await server.post<GenGaSecretRes>(contract.user.genGaSecret.path, {}, { token });
    const again = await server.post<GenGaSecretRes>(contract.user.genGaSecret.path, {}, { token });
    const explicitNo = await server.post<GenGaSecretRes>(contract.user.genGaSecret.path, { renew: false }, { token });
    expect(again.data).toEqual(first.data);
    expect(explicitNo.data).toEqual(first.data);
    const code = await generate({ secret: first.data.secret });
    expect((await server.post(contract.user.openGa.path, { secret: first.data.secret, code }, { token })).code).toBe(0);
  });

  it('renew: true replaces the pending key on purpose; the old one no longer turns it on', async () => {
    const token = await server.signIn(uniqueEmail('ga-regen'));
    const first = await server.post<GenGaSecretRes>(contract.user.genGaSecret.path, {}, { token });
    const second = await server.post<GenGaSecretRes>(contract.user.genGaSecret.path, { renew: true }, { token });
    expect(second.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(second.data.secret).not.toBe(first.data.secret);
    expect(second.data.otpauth_url).toContain(`secret=${second.data.secret}`);
    // What a reload shows now is the new key.
    expect((await server.post<GenGaSecretRes>(contract.user.genGaSecret.path, {}, { token })).data).toEqual(
      second.data,
    );
    const code = await generate({ secret: first.data.secret });
    expect((await server.post(contract.user.openGa.path, { secret: first.data.secret, code }, { token })).code).toBe(
      20153,
    );
    expect(
      (
        await server.post(
          contract.user.openGa.path,
          { secret: second.data.secret, code: await generate({ secret: second.data.secret }) },
          { token },
        )
      ).code,
    ).toBe(0);
  });

  it('rejects a renew flag that is not a boolean (10003)', async () => {
    const token = await server.signIn(uniqueEmail('ga-renew-type'));
    expect((await server.post(contract.user.genGaSecret.path, { renew: 'yes' }, { token })).code).toBe(10003);
  });

  it('a key turned off and set up again is a new one', async () => {
    const email = uniqueEmail('ga-cycle');
    const token = await server.signIn(email);
    const secret = await enableGa(server, token);
    const emailCode = await securityCode(server, { token, scene: 'close_ga', to: email });
    const closed = await server.post(
      contract.user.closeGa.path,
      { ga_code: await gaCode(server, secret), email_code: emailCode },
      { token },
    );
    expect(closed.code).toBe(0);
    const next = await server.post<GenGaSecretRes>(contract.user.genGaSecret.path, {}, { token });
    expect(next.data.secret).not.toBe(secret);
  });
});

describe('close_ga', () => {
  it('needs the authenticator code and an email code, then turns it off', async () => {
    const email = uniqueEmail('ga-close');
    const token = await server.signIn(email);
    const secret = await enableGa(server, token);
    const emailCode = await securityCode(server, { token, scene: 'close_ga', to: email });
    const current = await gaCode(server, secret);
    expect(
      (await server.post(contract.user.closeGa.path, { ga_code: wrongOf(current), email_code: emailCode }, { token }))
        .code,
    ).toBe(20103);
    expect(
      (await server.post(contract.user.closeGa.path, { ga_code: current, email_code: wrongOf(emailCode) }, { token }))
        .code,
    ).toBe(20001);
    expect(
      (
        await server.post(
          contract.user.closeGa.path,
          { ga_code: await gaCode(server, secret), email_code: emailCode },
          { token },
        )
      ).code,
    ).toBe(0);
    expect((await profileOf(token)).ga_enabled).toBe(false);
    expect(
      (await server.post(contract.user.closeGa.path, { ga_code: current, email_code: emailCode }, { token })).code,
    ).toBe(20151);
  });

  it('limits wrong authenticator codes per account (10029)', async () => {
    const token = await server.signIn(uniqueEmail('ga-brute'));
    const secret = await enableGa(server, token);
    const wrong = wrongOf(await generate({ secret }));
    for (let i = 0; i < 10; i += 1)
      expect(
        (await server.post(contract.user.closeGa.path, { ga_code: wrong, email_code: '123456' }, { token })).code,
      ).toBe(20103);
    expect(
      (
        await server.post(
          contract.user.closeGa.path,
          { ga_code: await gaCode(server, secret), email_code: '123456' },
          { token },
        )
      ).code,
    ).toBe(10029);
  });
});

describe('authenticator lost', () => {
  it('ga_reset_verify (code to the address) -> ga_reset_apply removes it and starts the hold', async () => {
    const email = uniqueEmail('ga-reset');
    const token = await server.signIn(email);
    await enableGa(server, token);
    await server.db.query('UPDATE users SET risk_type = 0, risk_until = NULL WHERE email = $1', [email]);
    const code = await securityCode(server, { scene: 'reset_ga', email, to: email });
    const verified = await server.post<TicketRes>(contract.user.gaResetVerify.path, { email, code });
    expect(verified.code).toBe(0);
    expect((await server.post(contract.user.gaResetApply.path, { ticket: 'x'.repeat(43) })).code).toBe(20144);
    expect((await server.post(contract.user.gaResetApply.path, { ticket: verified.data.ticket })).code).toBe(0);
    expect((await profileOf(token)).ga_enabled).toBe(false);
    expect((await server.post<UserRiskRes>(contract.user.userRisk.path, {}, { token })).data.type).toBe(1);
    expect((await server.post(contract.user.gaResetApply.path, { ticket: verified.data.ticket })).code).toBe(20144);
  });

  it('ga_reset_verify refuses a wrong code and an account without an authenticator', async () => {
    const email = uniqueEmail('ga-reset-none');
    await server.signIn(email);
    const code = await securityCode(server, { scene: 'reset_ga', email, to: email });
    expect((await server.post(contract.user.gaResetVerify.path, { email, code: wrongOf(code) })).code).toBe(20001);
    expect((await server.post(contract.user.gaResetVerify.path, { email, code })).code).toBe(20151);
  });

  it('apply_reset_ga files a request; check_apply_reset_ga_exist reports it', async () => {
    const email = uniqueEmail('ga-apply');
    const none = await server.post<CheckApplyResetGaRes>(contract.user.checkApplyResetGaExist.path, { email });
    expect(none).toMatchObject({ code: 0, data: { exist: false, status: null, created_at: null } });
    const filed = await server.post<ResetApplicationRes>(contract.user.applyResetGa.path, {
      email,
      reason: 'Phone lost',
    });
    expect(filed.data).toEqual({ id: expect.any(Number), status: 'pending' });
    expect(
      (await server.post<ResetApplicationRes>(contract.user.applyResetGa.path, { email, reason: 'Again' })).data.id,
    ).toBe(filed.data.id);
    const exists = await server.post<CheckApplyResetGaRes>(contract.user.checkApplyResetGaExist.path, {
      email: email.toUpperCase(),
    });
    expect(exists.data).toEqual({ exist: true, status: 'pending', created_at: expect.any(Number) });
  });

  it('limits applications per IP (10029)', async () => {
    await server.db.query(`DELETE FROM rate_counters WHERE key LIKE 'apply:ip:%'`);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await server.post(contract.user.applyResetGa.path, { email: uniqueEmail('ga-flood'), reason: 'r' })).code,
      ).toBe(0);
    }
    expect(
      (await server.post(contract.user.applyResetGa.path, { email: uniqueEmail('ga-flood'), reason: 'r' })).code,
    ).toBe(10029);
  });
});
