import { sign } from '@telegram-apps/init-data-node';
import { contract } from '@/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessTokenRes, Profile, ResetApplicationRes, TicketRes, UserRiskRes } from '@/contract';
import { createTestServer, uniqueEmail, type TestServer } from '../../testing/harness';
import { accountOfEmail } from './email';
import { enableGa, gaCode, securityCode, userIdOf } from './testKit';

// Email and backup email: security scenes of send_verify_code_v2, tickets, resets and the hold.
const BOT_TOKEN = '123456:TEST-BOT-TOKEN';
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ botToken: BOT_TOKEN });
});
afterAll(() => server.close());

const profileOf = async (token: string) => (await server.post<Profile>(contract.user.profile.path, {}, { token })).data;
const riskOf = async (token: string) =>
  (await server.post<UserRiskRes>(contract.user.userRisk.path, {}, { token })).data;
const mailbox = async (email: string) =>
  (await server.app.inject({ method: 'GET', url: `/dev/mailbox?email=${email}` })).json() as {
    scene: string;
    code: string;
  }[];

describe('send_verify_code_v2 with security scenes', () => {
  it('sends own-address scenes to the account email whatever address is given, and only when signed in', async () => {
    const email = uniqueEmail('scene-own');
    const token = await server.signIn(email);
    const elsewhere = uniqueEmail('scene-elsewhere');
    expect(
      (await server.post(contract.user.sendVerifyCodeV2.path, { scene: 'user_close', email: elsewhere }, { token }))
        .code,
    ).toBe(0);
    expect((await mailbox(email))[0]?.scene).toBe('user_close');
    expect(await mailbox(elsewhere)).toEqual([]);
    expect((await server.post(contract.user.sendVerifyCodeV2.path, { scene: 'close_ga' })).code).toBe(4001);
  });

  it('checks new addresses: required, not the current one, not another account', async () => {
    const email = uniqueEmail('scene-new');
    const token = await server.signIn(email);
    const taken = uniqueEmail('scene-taken');
    await server.signIn(taken);
    const missing = await server.post(contract.user.sendVerifyCodeV2.path, { scene: 'email_modify_new' }, { token });
    expect(missing).toMatchObject({ code: 10003, msg: 'Invalid parameter email: is required' });
    expect(
      (await server.post(contract.user.sendVerifyCodeV2.path, { scene: 'email_modify_new', email }, { token })).code,
    ).toBe(20145);
    expect(
      (await server.post(contract.user.sendVerifyCodeV2.path, { scene: 'email_modify_new', email: taken }, { token }))
        .code,
    ).toBe(20141);
    expect(
      (
        await server.post(
          contract.user.sendVerifyCodeV2.path,
          { scene: 'bind_email', email: uniqueEmail('x') },
          { token },
        )
      ).code,
    ).toBe(20143);
  });

  it('keeps login as it was and refuses unknown scenes', async () => {
    expect((await server.post(contract.user.sendVerifyCodeV2.path, { scene: 'login' })).code).toBe(10003);
    expect(
      (await server.post(contract.user.sendVerifyCodeV2.path, { scene: 'steal', email: uniqueEmail('s') })).code,
    ).toBe(10003);
    expect(
      (await server.post(contract.user.sendVerifyCodeV2.path, { scene: 'reset_ga', email: uniqueEmail('reset') })).code,
    ).toBe(0);
  });
});

describe('bind_email', () => {
  it('gives a Telegram-created account an email with a code sent to it', async () => {
    const init = sign({ user: { id: 99_000_001, first_name: 'Tele' } } as never, BOT_TOKEN, new Date());
    const tg = await server.post<AccessTokenRes>(contract.user.loginThirdX.path, {
      source: 'telegram',
      init_data: init,
    });
    const token = tg.data.access_token;
    const email = uniqueEmail('bind');
    expect((await server.post(contract.user.bindEmail.path, { email, code: '123456' }, { token })).code).toBe(20002);
    const code = await securityCode(server, { token, scene: 'bind_email', email, to: email });
    expect((await server.post(contract.user.bindEmail.path, { email, code }, { token })).code).toBe(0);
    expect((await profileOf(token)).email).toBe(email);
    expect((await riskOf(token)).type).toBe(0);
    expect(
      (await server.post(contract.user.bindEmail.path, { email: uniqueEmail('again'), code }, { token })).code,
    ).toBe(20143);
  });
});

describe('email_modify -> email_modify_verify', () => {
  it('proves the old address, then the new one; the email changes and the 24-hour hold starts', async () => {
    const email = uniqueEmail('modify-old');
    const token = await server.signIn(email);
    const oldCode = await securityCode(server, { token, scene: 'email_modify_old', to: email });
    const step1 = await server.post<TicketRes>(contract.user.emailModify.path, { old_code: oldCode }, { token });
    expect(step1.code).toBe(0);
    const next = uniqueEmail('modify-new');
    const newCode = await securityCode(server, { token, scene: 'email_modify_new', email: next, to: next });
    const wrong = await server.post(
      contract.user.emailModifyVerify.path,
      { ticket: step1.data.ticket, new_email: next, new_code: '000000' },
      { token },
    );
    expect([20001, 20002]).toContain(wrong.code);
    const step2 = await server.post(
      contract.user.emailModifyVerify.path,
      { ticket: step1.data.ticket, new_email: next, new_code: newCode },
      { token },
    );
    expect(step2.code).toBe(0);
    expect((await profileOf(token)).email).toBe(next);
    expect((await riskOf(token)).type).toBe(1);
    // the old address is free again, the ticket is spent
    expect((await server.post(contract.user.checkExist.path, { email })).data).toEqual({ exist: false });
    expect(
      (
        await server.post(
          contract.user.emailModifyVerify.path,
          { ticket: step1.data.ticket, new_email: next, new_code: newCode },
          { token },
        )
      ).code,
    ).toBe(20144);
  });

  it('asks for the authenticator when it is on, and a ticket serves only its own account', async () => {
    const email = uniqueEmail('modify-ga');
    const token = await server.signIn(email);
    const secret = await enableGa(server, token);
    const oldCode = await securityCode(server, { token, scene: 'email_modify_old', to: email });
    expect((await server.post(contract.user.emailModify.path, { old_code: oldCode }, { token })).code).toBe(20104);
    const step1 = await server.post<TicketRes>(
      contract.user.emailModify.path,
      { old_code: oldCode, ga_code: await gaCode(server, secret) },
      { token },
    );
    expect(step1.code).toBe(0);
    const stranger = await server.signIn(uniqueEmail('modify-stranger'));
    const next = uniqueEmail('modify-ga-new');
    const res = await server.post(
      contract.user.emailModifyVerify.path,
      { ticket: step1.data.ticket, new_email: next, new_code: '123456' },
      { token: stranger },
    );
    expect(res.code).toBe(20144);
  });
});

describe('backup email', () => {
  it('edit (code to the primary) -> verify (code to the backup) -> delete', async () => {
    const email = uniqueEmail('backup');
    const token = await server.signIn(email);
    const primaryCode = await securityCode(server, { token, scene: 'backup_email', to: email });
    const step1 = await server.post<TicketRes>(
      contract.user.backupEmailEdit.path,
      { email_code: primaryCode },
      { token },
    );
    expect(step1.code).toBe(0);
    const sameAsPrimary = await server.post(
      contract.user.backupEmailEditVerify.path,
      { ticket: step1.data.ticket, backup_email: email, backup_code: '123456' },
      { token },
    );
    expect(sameAsPrimary.code).toBe(20145);
    const backup = uniqueEmail('backup-2nd');
    const backupCode = await securityCode(server, { token, scene: 'backup_email', email: backup, to: backup });
    const step2 = await server.post(
      contract.user.backupEmailEditVerify.path,
      { ticket: step1.data.ticket, backup_email: backup, backup_code: backupCode },
      { token },
    );
    expect(step2.code).toBe(0);
    expect((await profileOf(token)).backup_email).toBe(backup);

    const delCode = await securityCode(server, { token, scene: 'backup_email', to: email });
    expect((await server.post(contract.user.backupEmailDel.path, { email_code: delCode }, { token })).code).toBe(0);
    expect((await profileOf(token)).backup_email).toBe('');
    const none = await server.post(
      contract.user.backupEmailDel.path,
      { email_code: delCode },
      { token, lang: 'zh_tw' },
    );
    expect(none).toMatchObject({ code: 20146, msg: '尚未設定備用電子郵件。' });
  });
});

describe('signed in, old address lost: email_modify_reset', () => {
  it('needs an authenticator (20151)', async () => {
    const token = await server.signIn(uniqueEmail('mreset-noga'));
    expect((await server.post(contract.user.emailModifyReset.path, {}, { token })).code).toBe(20151);
  });

  it('reset -> authenticator -> new address with its code', async () => {
    const token = await server.signIn(uniqueEmail('mreset'));
    const secret = await enableGa(server, token);
    await server.db.query('UPDATE users SET risk_until = NULL, risk_type = 0 WHERE ga_secret = $1', [secret]);
    const start = await server.post<TicketRes>(contract.user.emailModifyReset.path, {}, { token });
    // the email step does not accept the first ticket
    const skip = await server.post(
      contract.user.emailModifyResetEmailVerify.path,
      { ticket: start.data.ticket, new_email: uniqueEmail('n'), code: '123456' },
      { token },
    );
    expect(skip.code).toBe(20144);
    const gaStep = await server.post<TicketRes>(
      contract.user.emailModifyResetGaVerify.path,
      { ticket: start.data.ticket, ga_code: await gaCode(server, secret) },
      { token },
    );
    expect(gaStep.code).toBe(0);
    const next = uniqueEmail('mreset-new');
    const code = await securityCode(server, { token, scene: 'reset_email', email: next, to: next });
    const done = await server.post(
      contract.user.emailModifyResetEmailVerify.path,
      { ticket: gaStep.data.ticket, new_email: next, code },
      { token },
    );
    expect(done.code).toBe(0);
    expect((await profileOf(token)).email).toBe(next);
    expect((await riskOf(token)).type).toBe(1);
  });
});

describe('signed out, old address lost: email_reset_*', () => {
  it('authenticator -> new address; every session of the account ends', async () => {
    const email = uniqueEmail('reset');
    const token = await server.signIn(email);
    const secret = await enableGa(server, token);
    const step1 = await server.post<TicketRes>(contract.user.emailResetGaVerify.path, {
      email,
      ga_code: await gaCode(server, secret),
    });
    expect(step1.code).toBe(0);
    const next = uniqueEmail('reset-new');
    const code = await securityCode(server, { scene: 'reset_email', email: next, to: next });
    expect(
      (
        await server.post(contract.user.emailResetEmailVerify.path, {
          ticket: step1.data.ticket,
          new_email: next,
          code,
        })
      ).code,
    ).toBe(0);
    expect((await server.post(contract.user.profile.path, {}, { token })).code).toBe(4001);
    const fresh = await server.signIn(next);
    expect((await profileOf(fresh)).ga_enabled).toBe(true);
  });

  it('answers unknown addresses and accounts without an authenticator like a wrong code (20103)', async () => {
    const plain = uniqueEmail('reset-plain');
    await server.signIn(plain);
    expect((await server.post(contract.user.emailResetGaVerify.path, { email: plain, ga_code: '123456' })).code).toBe(
      20103,
    );
    expect(
      (await server.post(contract.user.emailResetGaVerify.path, { email: uniqueEmail('nobody'), ga_code: '123456' }))
        .code,
    ).toBe(20103);
  });

  it('email_reset_apply files one pending request per address', async () => {
    const email = uniqueEmail('apply');
    await server.signIn(email);
    const first = await server.post<ResetApplicationRes>(contract.user.emailResetApply.path, {
      email,
      new_email: uniqueEmail('apply-new'),
      reason: 'Lost my mailbox',
    });
    expect(first.data).toEqual({ id: expect.any(Number), status: 'pending' });
    const again = await server.post<ResetApplicationRes>(contract.user.emailResetApply.path, {
      email,
      new_email: uniqueEmail('apply-new2'),
      reason: 'Again',
    });
    expect(again.data.id).toBe(first.data.id);
    const [row] = await server.db.query<{ user_id: number | null; reason: string }>(
      'SELECT user_id, reason FROM security_applications WHERE id = $1',
      [first.data.id],
    );
    expect(row?.user_id).not.toBeNull();
    expect(row?.reason).toBe('Lost my mailbox');
    expect((await server.post(contract.user.emailResetApply.path, { email, new_email: email, reason: 'x' })).code).toBe(
      20145,
    );
    expect(
      (await server.post(contract.user.emailResetApply.path, { email, new_email: uniqueEmail('x'), reason: '' })).code,
    ).toBe(10003);
  });
});

describe('the account of an address (recovery of the email or the authenticator)', () => {
  it('is the open account with its authenticator state; a closed account or an unknown address is none', async () => {
    const email = uniqueEmail('of-email');
    const token = await server.signIn(email);
    const id = await userIdOf(server, email);
    expect(await accountOfEmail(server.app.db, email)).toEqual({ id, ga_enabled: false });
    await enableGa(server, token);
    expect(await accountOfEmail(server.app.db, email)).toEqual({ id, ga_enabled: true });
    await server.app.db.query('UPDATE users SET closed_at = now() WHERE id = $1', [id]);
    expect(await accountOfEmail(server.app.db, email)).toBeNull();
    expect(await accountOfEmail(server.app.db, uniqueEmail('of-nobody'))).toBeNull();
  });
});
