import { generate } from 'otplib';
import { contract } from '@/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccessTokenRes,
  LoginPasskeyChallengeRes,
  LoginPasswordRes,
  PasskeyBindRes,
  PasskeyChallengeRes,
  Profile,
  UserRiskRes,
} from '@/contract';
import { hashPassword } from '@/shared/lib/password';
import { createTestServer, uniqueEmail, type TestServer } from '../../testing/harness';
import { hashToken } from '../../plugins/auth';
import { enableGa, gaCode, securityCode, SoftAuthenticator, WEB_HEADERS } from './testKit';

// Password sign-in (login_x_v2 + login_verify_x), setting the password, and the withdrawal hold.
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const PASSWORD = hashPassword('Correct horse 1');

/** A signed-in account with a login password. */
async function accountWithPassword(tag: string, password = PASSWORD) {
  const email = uniqueEmail(tag);
  const token = await server.signIn(email);
  const code = await securityCode(server, { token, scene: 'set_password', to: email });
  const set = await server.post(contract.userExtra.setPassword.path, { password, email_code: code }, { token });
  expect(set).toMatchObject({ code: 0, data: {} });
  return { email, token };
}

const login = (email: string, password: string, options = {}) =>
  server.post<LoginPasswordRes>(contract.user.loginXV2.path, { email, password }, options);

describe('set_password', () => {
  it('stores a scrypt hash with a per-user salt, never the client hash', async () => {
    const a = await accountWithPassword('pw-a');
    const b = await accountWithPassword('pw-b');
    const rows = await server.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = ANY($1::text[])',
      [[a.email, b.email]],
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
      expect(row.password_hash).not.toContain(PASSWORD);
    }
    expect(rows[0]?.password_hash).not.toBe(rows[1]?.password_hash);
    const profile = await server.post<Profile>(contract.user.profile.path, {}, { token: a.token });
    expect(profile.data.has_password).toBe(true);
  });

  it('needs the email code of scene set_password and a hashed password', async () => {
    const email = uniqueEmail('pw-code');
    const token = await server.signIn(email);
    expect(
      (await server.post(contract.userExtra.setPassword.path, { password: PASSWORD, email_code: '123456' }, { token }))
        .code,
    ).toBe(20002);
    const bad = await server.post(
      contract.userExtra.setPassword.path,
      { password: 'plain-text', email_code: '123456' },
      { token },
    );
    expect(bad.code).toBe(10003);
    expect(bad.msg).toContain('password');
    expect(
      (await server.post(contract.userExtra.setPassword.path, { password: PASSWORD, email_code: '123456' })).code,
    ).toBe(4001);
  });

  it('a first password starts no hold; changing it starts the 24-hour withdrawal hold reported by user_risk', async () => {
    const { email, token } = await accountWithPassword('pw-hold');
    expect((await server.post<UserRiskRes>(contract.user.userRisk.path, {}, { token })).data).toEqual({ type: 0 });
    const code = await securityCode(server, { token, scene: 'set_password', to: email });
    const changed = await server.post(
      contract.userExtra.setPassword.path,
      { password: hashPassword('Another horse 2'), email_code: code },
      { token },
    );
    expect(changed.code).toBe(0);
    const risk = await server.post<UserRiskRes>(contract.user.userRisk.path, {}, { token });
    expect(risk.data.type).toBe(1);
    const hours = ((risk.data.until ?? 0) - Date.now() / 1000) / 3600;
    expect(hours).toBeGreaterThan(23.9);
    // `until` is whole seconds, so it may round up by less than one second.
    expect(hours).toBeLessThanOrEqual(24 + 1 / 3600);
  });
});

describe('login_x_v2 without an authenticator', () => {
  it('answers an access token for the right password', async () => {
    const { email } = await accountWithPassword('pw-ok');
    const res = await login(email.toUpperCase(), PASSWORD);
    expect(res.code).toBe(0);
    expect(res.data.need_verify).toBeUndefined();
    const profile = await server.post<Profile>(contract.user.profile.path, {}, { token: res.data.access_token });
    expect(profile.data.email).toBe(email);
  });

  it('refuses a wrong password, an unknown address and an account without a password alike (20101)', async () => {
    const { email } = await accountWithPassword('pw-wrong');
    const noPassword = uniqueEmail('pw-none');
    await server.signIn(noPassword);
    const wrong = await login(email, hashPassword('wrong'), { lang: 'ko' });
    expect(wrong).toMatchObject({ code: 20101, msg: '이메일 또는 비밀번호가 올바르지 않습니다.', data: null });
    expect((await login(uniqueEmail('nobody'), PASSWORD)).code).toBe(20101);
    expect((await login(noPassword, PASSWORD)).code).toBe(20101);
  });

  it('limits wrong passwords per address and device that signed in before (10029), counted in the database', async () => {
    const strict = await server.appWith({ limits: { ...server.config.limits, wrongCodesPerEmailPerHour: 2 } });
    const { email } = await accountWithPassword('pw-brute');
    expect((await login(email, hashPassword('x1'), { app: strict })).code).toBe(20101);
    expect((await login(email, PASSWORD, { app: strict })).code).toBe(0);
    expect((await login(email, hashPassword('x2'), { app: strict })).code).toBe(20101);
    expect((await login(email, PASSWORD, { app: strict })).code).toBe(10029);
    const [row] = await server.db.query<{ count: number }>('SELECT count FROM rate_counters WHERE key = $1', [
      `signin:${email}:device:${hashToken('device-1')}`,
    ]);
    // the two wrong guesses only: the right guess gave its slot back and the refused one is not counted
    expect(row?.count).toBe(2);
  });

  it('limits attempts per IP (10029)', async () => {
    const strict = await server.appWith({ limits: { ...server.config.limits, loginAttemptsPerIpPer10Min: 0 } });
    expect((await login(uniqueEmail('pw-ip'), PASSWORD, { app: strict })).code).toBe(10029);
  });
});

describe('login_x_v2 with an authenticator, then login_verify_x', () => {
  it('asks for the second step and signs in with the current TOTP', async () => {
    const { email, token } = await accountWithPassword('pw-ga');
    const secret = await enableGa(server, token);
    const first = await login(email, PASSWORD);
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ need_verify: true, methods: ['ga'] });
    expect(first.data.access_token).toBeUndefined();
    expect(first.data.verify_token).toMatch(/^[\w-]{43}$/);

    const verified = await server.post<AccessTokenRes>(contract.user.loginVerifyX.path, {
      verify_token: first.data.verify_token,
      ga_code: await gaCode(server, secret),
    });
    expect(verified.code).toBe(0);
    const profile = await server.post<Profile>(contract.user.profile.path, {}, { token: verified.data.access_token });
    expect(profile.data).toMatchObject({ email, ga_enabled: true });

    // the verify token is single use
    const again = await server.post(contract.user.loginVerifyX.path, {
      verify_token: first.data.verify_token,
      ga_code: await gaCode(server, secret),
    });
    expect(again.code).toBe(20144);
  });

  it('refuses a wrong code (20103), the same code twice, and a token past five wrong codes', async () => {
    const { email, token } = await accountWithPassword('pw-ga-wrong');
    const secret = await enableGa(server, token);
    const first = await login(email, PASSWORD);
    const right = await gaCode(server, secret);
    const wrongCode = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await server.post(
      contract.user.loginVerifyX.path,
      { verify_token: first.data.verify_token, ga_code: wrongCode },
      { lang: 'zh' },
    );
    expect(wrong).toMatchObject({ code: 20103, msg: '验证器验证码错误。' });
    expect(
      (await server.post(contract.user.loginVerifyX.path, { verify_token: first.data.verify_token, ga_code: right }))
        .code,
    ).toBe(0);

    // a code already accepted is not accepted again (replay guard)
    const second = await login(email, PASSWORD);
    expect(
      (await server.post(contract.user.loginVerifyX.path, { verify_token: second.data.verify_token, ga_code: right }))
        .code,
    ).toBe(20103);

    const third = await login(email, PASSWORD);
    for (let i = 0; i < 5; i += 1)
      await server.post(contract.user.loginVerifyX.path, { verify_token: third.data.verify_token, ga_code: wrongCode });
    await server.db.query(`DELETE FROM rate_counters WHERE key LIKE 'wrong-ga:%'`);
    const late = await server.post(contract.user.loginVerifyX.path, {
      verify_token: third.data.verify_token,
      ga_code: await gaCode(server, secret),
    });
    expect(late.code).toBe(20144);
  });

  it('lists passkey as another way when the account has one, and refuses an expired verify token', async () => {
    const { email, token } = await accountWithPassword('pw-ga-pk');
    const secret = await enableGa(server, token);
    const [user] = await server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
    await server.db.query(
      `INSERT INTO passkeys (user_id, credential_id, public_key, name, rp_id) VALUES ($1, $2, $3, 'Laptop', 'localhost')`,
      [user!.id, `cred-${email}`, Buffer.from([1, 2, 3])],
    );
    const first = await login(email, PASSWORD);
    expect(first.data.methods).toEqual(['ga', 'passkey']);
    await server.db.query(
      `UPDATE security_tickets SET expires_at = now() - interval '1 second' WHERE purpose = 'login_verify'`,
    );
    const res = await server.post(contract.user.loginVerifyX.path, {
      verify_token: first.data.verify_token,
      ga_code: await generate({ secret }),
    });
    expect(res.code).toBe(20144);
    expect(res.msg).toBe('This step has expired. Please start again.');
  });
});

describe('login_x_v2 with a passkey, then login_verify_x with a passkey assertion', () => {
  /** Registers a passkey on `authenticator` for the signed-in account (as the browser at WEB_ORIGIN would). */
  async function addPasskey(token: string, authenticator = new SoftAuthenticator()) {
    const challenge = await server.post<PasskeyChallengeRes>(
      contract.user.userPasskeyChallenge.path,
      {},
      { token, headers: WEB_HEADERS },
    );
    const bound = await server.post<PasskeyBindRes>(
      contract.user.userPasskeyBind.path,
      { name: 'Laptop', response: authenticator.register(challenge.data.options.challenge) },
      { token, headers: WEB_HEADERS },
    );
    expect(bound.code).toBe(0);
    return authenticator;
  }
  const challengeFor = (verifyToken?: string) =>
    server.post<LoginPasskeyChallengeRes>(
      contract.user.loginPasskeyChallenge.path,
      verifyToken ? { verify_token: verifyToken } : {},
      {
        headers: WEB_HEADERS,
      },
    );
  /** Asks a challenge bound to `verifyToken` and answers it with `authenticator`. */
  async function verifyWithPasskey(verifyToken: string, authenticator: SoftAuthenticator, overrides = {}) {
    const challenge = await challengeFor(verifyToken);
    expect(challenge.code).toBe(0);
    const passkey = {
      challenge_id: challenge.data.challenge_id,
      response: authenticator.authenticate(challenge.data.options.challenge, overrides),
    };
    return server.post<AccessTokenRes>(contract.user.loginVerifyX.path, { verify_token: verifyToken, passkey });
  }

  it('asks a passkey-only account for the second step and signs in with its passkey', async () => {
    const { email, token } = await accountWithPassword('pw-pk');
    const authenticator = await addPasskey(token);
    const first = await login(email, PASSWORD);
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ need_verify: true, methods: ['passkey'] });
    expect(first.data.access_token).toBeUndefined();
    const verifyToken = first.data.verify_token!;

    // the options name this account's passkeys only
    const challenge = await challengeFor(verifyToken);
    expect(challenge.code).toBe(0);
    expect(challenge.data.options).toMatchObject({
      rpId: 'localhost',
      allowCredentials: [{ id: authenticator.id, type: 'public-key' }],
    });
    const [stored] = await server.db.query<{ user_id: number }>(
      'SELECT user_id FROM webauthn_challenges WHERE challenge_id = $1',
      [challenge.data.challenge_id],
    );
    const [owner] = await server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
    expect(Number(stored?.user_id)).toBe(Number(owner?.id));

    const response = authenticator.authenticate(challenge.data.options.challenge);
    // a challenge bound to a verify token does not sign in on its own
    expect(
      (await server.post(contract.user.loginPasskey.path, { challenge_id: challenge.data.challenge_id, response }))
        .code,
    ).toBe(20121);
    const again = await challengeFor(verifyToken);
    const passkey = {
      challenge_id: again.data.challenge_id,
      response: authenticator.authenticate(again.data.options.challenge),
    };
    const verified = await server.post<AccessTokenRes>(contract.user.loginVerifyX.path, {
      verify_token: verifyToken,
      passkey,
    });
    expect(verified.code).toBe(0);
    const profile = await server.post<Profile>(contract.user.profile.path, {}, { token: verified.data.access_token });
    expect(profile.data.email).toBe(email);
    const [use] = await server.db.query<{ counter: number }>('SELECT counter FROM passkeys WHERE credential_id = $1', [
      authenticator.id,
    ]);
    expect(Number(use?.counter)).toBe(authenticator.counter);

    // token and challenge are single use
    expect((await server.post(contract.user.loginVerifyX.path, { verify_token: verifyToken, passkey })).code).toBe(
      20144,
    );
    expect((await challengeFor(verifyToken)).code).toBe(20144);
  });

  it('refuses a passkey of another account (20123) and counts it as a wrong try', async () => {
    const { email, token } = await accountWithPassword('pw-pk-mine');
    const mine = await addPasskey(token);
    const other = await accountWithPassword('pw-pk-theirs');
    const theirs = await addPasskey(other.token);
    const first = await login(email, PASSWORD);
    const verifyToken = first.data.verify_token!;

    const refused = await verifyWithPasskey(verifyToken, theirs);
    expect(refused).toMatchObject({ code: 20123, msg: 'Passkey not found.', data: null });
    const [ticket] = await server.db.query<{ attempts: number }>(
      `SELECT attempts FROM security_tickets WHERE purpose = 'login_verify' AND attempts > 0 AND user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    expect(ticket?.attempts).toBe(1);
    // the token survives one wrong try: the own passkey still signs in
    expect((await verifyWithPasskey(verifyToken, mine)).code).toBe(0);
  });

  it('accepts only the newest challenge asked with this verify token', async () => {
    const { email, token } = await accountWithPassword('pw-pk-bound');
    const authenticator = await addPasskey(token);
    const verifyToken = (await login(email, PASSWORD)).data.verify_token!;
    const otherToken = (await login(email, PASSWORD)).data.verify_token!;
    const tryChallenge = async (challenge: LoginPasskeyChallengeRes) =>
      server.post(contract.user.loginVerifyX.path, {
        verify_token: verifyToken,
        passkey: {
          challenge_id: challenge.challenge_id,
          response: authenticator.authenticate(challenge.options.challenge),
        },
      });
    // a discoverable challenge, or one asked with another verify token of the same account
    expect((await tryChallenge((await challengeFor()).data)).code).toBe(20121);
    expect((await tryChallenge((await challengeFor(otherToken)).data)).code).toBe(20121);
    const older = (await challengeFor(verifyToken)).data;
    const newer = (await challengeFor(verifyToken)).data;
    expect((await tryChallenge(older)).code).toBe(20121);
    expect((await tryChallenge(newer)).code).toBe(0);
  });

  it('refuses a bad assertion (20122), and spends the token after five wrong answers', async () => {
    const { email, token } = await accountWithPassword('pw-pk-wrong');
    const authenticator = await addPasskey(token);
    const verifyToken = (await login(email, PASSWORD)).data.verify_token!;
    expect((await verifyWithPasskey(verifyToken, authenticator, { badSignature: true })).code).toBe(20122);
    for (let i = 0; i < 4; i += 1)
      expect((await verifyWithPasskey(verifyToken, new SoftAuthenticator())).code).toBe(20123);
    expect((await challengeFor(verifyToken)).code).toBe(20144);
  });

  it('refuses an expired verify token, for the challenge and for the answer', async () => {
    const { email, token } = await accountWithPassword('pw-pk-late');
    const authenticator = await addPasskey(token);
    const verifyToken = (await login(email, PASSWORD)).data.verify_token!;
    const challenge = await challengeFor(verifyToken);
    await server.db.query(
      `UPDATE security_tickets SET expires_at = now() - interval '1 second'
        WHERE purpose = 'login_verify' AND user_id = (SELECT id FROM users WHERE email = $1)`,
      [email],
    );
    const passkey = {
      challenge_id: challenge.data.challenge_id,
      response: authenticator.authenticate(challenge.data.options.challenge),
    };
    const late = await server.post(contract.user.loginVerifyX.path, { verify_token: verifyToken, passkey });
    expect(late).toMatchObject({ code: 20144, msg: 'This step has expired. Please start again.' });
    expect((await challengeFor(verifyToken)).code).toBe(20144);
  });

  it('needs an answer: the passkey when it is the only method (10003), an authenticator code when on', async () => {
    const { email, token } = await accountWithPassword('pw-pk-none');
    await addPasskey(token);
    const verifyToken = (await login(email, PASSWORD)).data.verify_token!;
    const missing = await server.post(contract.user.loginVerifyX.path, { verify_token: verifyToken });
    expect(missing.code).toBe(10003);
    expect(missing.msg).toContain('passkey');
    // an authenticator code is no way in for an account without the authenticator
    expect(
      (await server.post(contract.user.loginVerifyX.path, { verify_token: verifyToken, ga_code: '123456' })).code,
    ).toBe(20151);
  });

  it('offers both methods with the authenticator on; either one signs in', async () => {
    const { email, token } = await accountWithPassword('pw-pk-ga');
    const authenticator = await addPasskey(token);
    const secret = await enableGa(server, token);
    const first = await login(email, PASSWORD);
    expect(first.data.methods).toEqual(['ga', 'passkey']);
    expect((await server.post(contract.user.loginVerifyX.path, { verify_token: first.data.verify_token })).code).toBe(
      20104,
    );
    expect((await verifyWithPasskey(first.data.verify_token!, authenticator)).code).toBe(0);
    const second = await login(email, PASSWORD);
    const byCode = await server.post(contract.user.loginVerifyX.path, {
      verify_token: second.data.verify_token,
      ga_code: await gaCode(server, secret),
    });
    expect(byCode.code).toBe(0);
  });
});
