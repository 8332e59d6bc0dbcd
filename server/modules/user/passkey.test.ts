import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import type {
  AccessTokenRes,
  LoginPasskeyChallengeRes,
  PasskeyBindRes,
  PasskeyBindVerifyRes,
  PasskeyChallengeRes,
  PasskeyListRes,
  PasskeyUnbindChallengeRes,
  Profile,
  TicketRes,
} from '@/contract';
import { createTestServer, uniqueEmail, type TestServer } from '../../testing/harness';
import { enableGa, gaCode, securityCode, SoftAuthenticator, WEB_HEADERS } from './testKit';

// Passkeys with @simplewebauthn/server against a software ES256 authenticator built from node:crypto.
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const post = <T>(
  call: { path: string },
  body: Record<string, unknown>,
  token?: string,
  headers: Record<string, string> = WEB_HEADERS,
) => server.post<T>(call.path, body, { token, headers });

/** Signs up, registers a passkey on `authenticator`; returns the account's token, email and passkey id. */
async function withPasskey(tag: string, authenticator = new SoftAuthenticator()) {
  const email = uniqueEmail(tag);
  const token = await server.signIn(email);
  const challenge = await post<PasskeyChallengeRes>(contract.user.userPasskeyChallenge, {}, token);
  expect(challenge.code).toBe(0);
  const bound = await post<PasskeyBindRes>(
    contract.user.userPasskeyBind,
    { name: 'My laptop', response: authenticator.register(challenge.data.options.challenge) },
    token,
  );
  expect(bound.code).toBe(0);
  return { email, token, id: bound.data.id, authenticator };
}

async function passkeyLogin(authenticator: SoftAuthenticator, overrides = {}) {
  const challenge = await post<LoginPasskeyChallengeRes>(contract.user.loginPasskeyChallenge, {});
  return post<AccessTokenRes>(contract.user.loginPasskey, {
    challenge_id: challenge.data.challenge_id,
    response: authenticator.authenticate(challenge.data.options.challenge, overrides),
  });
}

describe('registration options (user_passkey_challenge)', () => {
  it('uses the Host name as rpID, requires a discoverable key, and stores the challenge for 5 minutes', async () => {
    const email = uniqueEmail('pk-options');
    const token = await server.signIn(email);
    const res = await post<PasskeyChallengeRes>(contract.user.userPasskeyChallenge, {}, token);
    expect(res.code).toBe(0);
    const { options } = res.data;
    expect(options.rp).toEqual({ name: 'NFT Wallet', id: 'localhost' });
    expect(options.user.name).toBe(email);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'preferred' });
    expect(options.challenge.length).toBeGreaterThanOrEqual(32);
    const [row] = await server.db.query<{ rp_id: string; origin: string; ttl: number }>(
      `SELECT rp_id, origin, extract(epoch from expires_at - created_at)::int AS ttl FROM webauthn_challenges WHERE challenge = $1`,
      [options.challenge],
    );
    expect(row).toEqual({ rp_id: 'localhost', origin: 'http://localhost:5173', ttl: 300 });
  });

  it('refuses a foreign or missing Origin, and plain http away from localhost (20124)', async () => {
    const token = await server.signIn(uniqueEmail('pk-origin'));
    const foreign = await post(contract.user.userPasskeyChallenge, {}, token, {
      host: 'localhost:5173',
      origin: 'https://evil.example',
    });
    expect(foreign).toMatchObject({ code: 20124, msg: 'Passkeys cannot be used from this address.' });
    expect((await post(contract.user.userPasskeyChallenge, {}, token, { host: 'localhost:5173' })).code).toBe(20124);
    expect(
      (
        await post(contract.user.userPasskeyChallenge, {}, token, {
          host: 'wallet.example',
          origin: 'http://wallet.example',
        })
      ).code,
    ).toBe(20124);
    const https = await post<PasskeyChallengeRes>(contract.user.userPasskeyChallenge, {}, token, {
      host: 'wallet.example',
      origin: 'https://wallet.example',
    });
    expect(https.data.options.rp.id).toBe('wallet.example');
  });

  it('needs a session', async () => {
    expect((await post(contract.user.userPasskeyChallenge, {})).code).toBe(4001);
  });
});

describe('binding (user_passkey_bind) and the list', () => {
  it('verifies the attestation and stores credential id, public key, counter, transports and name', async () => {
    const { token, id, authenticator } = await withPasskey('pk-bind');
    const [row] = await server.db.query<{
      credential_id: string;
      counter: number;
      transports: string[];
      name: string;
      key_len: number;
    }>('SELECT credential_id, counter, transports, name, length(public_key) AS key_len FROM passkeys WHERE id = $1', [
      id,
    ]);
    expect(row).toMatchObject({
      credential_id: authenticator.id,
      counter: 0,
      transports: ['internal'],
      name: 'My laptop',
    });
    expect(row?.key_len).toBeGreaterThan(60);
    const list = await post<PasskeyListRes>(contract.user.userPasskeyList, {}, token);
    expect(list.data.list).toEqual([{ id, name: 'My laptop', created_at: expect.any(Number), last_used_at: null }]);
    const profile = await post<Profile>(contract.user.profile, {}, token);
    expect(profile.data.passkey_count).toBe(1);
    const status = await post<PasskeyBindVerifyRes>(contract.user.userPasskeyBindVerify, {}, token);
    expect(status.data).toEqual({ can_bind: true, count: 1, limit: 10 });
  });

  it('challenges are single use, per account, and expire', async () => {
    const token = await server.signIn(uniqueEmail('pk-once'));
    const other = await server.signIn(uniqueEmail('pk-other'));
    const authenticator = new SoftAuthenticator();
    const { data } = await post<PasskeyChallengeRes>(contract.user.userPasskeyChallenge, {}, token);
    const response = authenticator.register(data.options.challenge);
    expect((await post(contract.user.userPasskeyBind, { name: 'Key', response }, other)).code).toBe(20121);
    expect((await post(contract.user.userPasskeyBind, { name: 'Key', response }, token)).code).toBe(0);
    expect((await post(contract.user.userPasskeyBind, { name: 'Key', response }, token)).code).toBe(20121);

    const late = await post<PasskeyChallengeRes>(contract.user.userPasskeyChallenge, {}, token);
    await server.db.query(
      `UPDATE webauthn_challenges SET expires_at = now() - interval '1 second' WHERE challenge = $1`,
      [late.data.options.challenge],
    );
    const expired = await post(
      contract.user.userPasskeyBind,
      { name: 'Key 2', response: new SoftAuthenticator().register(late.data.options.challenge) },
      token,
    );
    expect(expired.code).toBe(20121);
  });

  it('refuses an attestation made for another origin or RP (20122) and spends the challenge', async () => {
    const token = await server.signIn(uniqueEmail('pk-forged'));
    const first = await post<PasskeyChallengeRes>(contract.user.userPasskeyChallenge, {}, token);
    const wrongOrigin = new SoftAuthenticator().register(first.data.options.challenge, {
      origin: 'https://evil.example',
    });
    expect((await post(contract.user.userPasskeyBind, { name: 'Key', response: wrongOrigin }, token)).code).toBe(20122);
    expect(
      (
        await post(
          contract.user.userPasskeyBind,
          { name: 'Key', response: new SoftAuthenticator().register(first.data.options.challenge) },
          token,
        )
      ).code,
    ).toBe(20121);
    const second = await post<PasskeyChallengeRes>(contract.user.userPasskeyChallenge, {}, token);
    const wrongRp = new SoftAuthenticator().register(second.data.options.challenge, { rpId: 'evil.example' });
    expect((await post(contract.user.userPasskeyBind, { name: 'Key', response: wrongRp }, token)).code).toBe(20122);
    expect((await post<PasskeyListRes>(contract.user.userPasskeyList, {}, token)).data.list).toEqual([]);
  });

  it('validates the name: 1 to 50 characters after trimming (20126), localised', async () => {
    const token = await server.signIn(uniqueEmail('pk-name'));
    const { data } = await post<PasskeyChallengeRes>(contract.user.userPasskeyChallenge, {}, token);
    const response = new SoftAuthenticator().register(data.options.challenge);
    const long = await server.post(
      contract.user.userPasskeyBind.path,
      { name: 'x'.repeat(51), response },
      { token, headers: WEB_HEADERS, lang: 'zh_tw' },
    );
    expect(long).toMatchObject({ code: 20126, msg: '通行密鑰名稱須為 1 至 50 個字元。' });
    expect((await post(contract.user.userPasskeyBind, { name: '   ', response }, token)).code).toBe(20126);
    // the name check runs before the challenge is spent
    expect((await post(contract.user.userPasskeyBind, { name: ` ${'y'.repeat(50)} `, response }, token)).code).toBe(0);
  });
});

describe('rename', () => {
  it('renames within 1..50 characters, only the own passkeys', async () => {
    const { token, id } = await withPasskey('pk-rename');
    expect((await post(contract.user.userPasskeyRename, { id, name: '  Work phone ' }, token)).code).toBe(0);
    const list = await post<PasskeyListRes>(contract.user.userPasskeyList, {}, token);
    expect(list.data.list[0]?.name).toBe('Work phone');
    expect((await post(contract.user.userPasskeyRename, { id, name: 'z'.repeat(51) }, token)).code).toBe(20126);
    expect((await post(contract.user.userPasskeyRename, { id, name: '' }, token)).code).toBe(20126);
    const stranger = await server.signIn(uniqueEmail('pk-stranger'));
    expect((await post(contract.user.userPasskeyRename, { id, name: 'Mine now' }, stranger)).code).toBe(20123);
  });
});

describe('signing in (login_passkey_challenge + login_passkey)', () => {
  it('verifies the assertion, bumps the counter, records the use and opens a session', async () => {
    const { email, id, authenticator } = await withPasskey('pk-login');
    const res = await passkeyLogin(authenticator);
    expect(res.code).toBe(0);
    const profile = await post<Profile>(contract.user.profile, {}, res.data.access_token);
    expect(profile.data.email).toBe(email);
    const [row] = await server.db.query<{ counter: number; used: boolean }>(
      'SELECT counter, last_used_at IS NOT NULL AS used FROM passkeys WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ counter: 1, used: true });
  });

  it('stores the login challenge with an expiry and spends it once', async () => {
    const { authenticator } = await withPasskey('pk-login-once');
    const challenge = await post<LoginPasskeyChallengeRes>(contract.user.loginPasskeyChallenge, {});
    expect(challenge.data.options).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' });
    const response = authenticator.authenticate(challenge.data.options.challenge);
    const body = { challenge_id: challenge.data.challenge_id, response };
    expect((await post(contract.user.loginPasskey, body)).code).toBe(0);
    expect((await post(contract.user.loginPasskey, body)).code).toBe(20121);

    const late = await post<LoginPasskeyChallengeRes>(contract.user.loginPasskeyChallenge, {});
    await server.db.query(
      `UPDATE webauthn_challenges SET expires_at = now() - interval '1 second' WHERE challenge_id = $1`,
      [late.data.challenge_id],
    );
    const expired = await post(contract.user.loginPasskey, {
      challenge_id: late.data.challenge_id,
      response: authenticator.authenticate(late.data.options.challenge),
    });
    expect(expired.code).toBe(20121);
  });

  it('refuses a bad signature, a replayed counter, another origin (20122) and an unknown credential (20123)', async () => {
    const { authenticator } = await withPasskey('pk-login-bad');
    expect((await passkeyLogin(authenticator, { badSignature: true })).code).toBe(20122);
    expect((await passkeyLogin(authenticator)).code).toBe(0);
    expect((await passkeyLogin(authenticator, { keepCounter: true })).code).toBe(20122);
    expect((await passkeyLogin(authenticator, { origin: 'https://evil.example' })).code).toBe(20122);
    const unknown = await passkeyLogin(new SoftAuthenticator(), {});
    expect(unknown).toMatchObject({ code: 20123, msg: 'Passkey not found.' });
  });

  it('the login challenge checks the Origin too', async () => {
    expect(
      (
        await post(contract.user.loginPasskeyChallenge, {}, undefined, {
          host: 'localhost',
          origin: 'https://evil.example',
        })
      ).code,
    ).toBe(20124);
  });
});

describe('removal: unbind_challenge -> unbind_verify -> unbind', () => {
  it('with an email code when the authenticator is off', async () => {
    const { email, token, id, authenticator } = await withPasskey('pk-remove');
    const challenge = await post<PasskeyUnbindChallengeRes>(contract.user.userPasskeyUnbindChallenge, { id }, token);
    expect(challenge.data.methods).toEqual(['email']);
    expect((await post(contract.user.userPasskeyUnbindVerify, { ticket: challenge.data.ticket }, token)).code).toBe(
      10003,
    );
    expect(
      (
        await post(
          contract.user.userPasskeyUnbindVerify,
          { ticket: challenge.data.ticket, email_code: '000000' },
          token,
        )
      ).code,
    ).toBe(20002);
    const code = await securityCode(server, { token, scene: 'passkey_unbind', to: email });
    const verified = await post<TicketRes>(
      contract.user.userPasskeyUnbindVerify,
      { ticket: challenge.data.ticket, email_code: code },
      token,
    );
    expect(verified.code).toBe(0);
    // the first ticket is spent; the second one only unbinds
    expect((await post(contract.user.userPasskeyUnbind, { ticket: challenge.data.ticket }, token)).code).toBe(20144);
    expect((await post(contract.user.userPasskeyUnbind, { ticket: verified.data.ticket }, token)).code).toBe(0);
    expect((await post(contract.user.userPasskeyUnbind, { ticket: verified.data.ticket }, token)).code).toBe(20144);
    expect((await post<PasskeyListRes>(contract.user.userPasskeyList, {}, token)).data.list).toEqual([]);
    expect((await passkeyLogin(authenticator)).code).toBe(20123);
  });

  it('with the authenticator when it is on; another account cannot use the ticket', async () => {
    const { token, id } = await withPasskey('pk-remove-ga');
    const secret = await enableGa(server, token);
    const challenge = await post<PasskeyUnbindChallengeRes>(contract.user.userPasskeyUnbindChallenge, { id }, token);
    expect(challenge.data.methods).toEqual(['ga']);
    const stranger = await server.signIn(uniqueEmail('pk-remove-stranger'));
    expect(
      (
        await post(
          contract.user.userPasskeyUnbindVerify,
          { ticket: challenge.data.ticket, ga_code: await gaCode(server, secret) },
          stranger,
        )
      ).code,
    ).toBe(20144);
    expect((await post(contract.user.userPasskeyUnbindChallenge, { id }, stranger)).code).toBe(20123);
    const verified = await post<TicketRes>(
      contract.user.userPasskeyUnbindVerify,
      { ticket: challenge.data.ticket, ga_code: await gaCode(server, secret) },
      token,
    );
    expect(verified.code).toBe(0);
    expect((await post(contract.user.userPasskeyUnbind, { ticket: verified.data.ticket }, token)).code).toBe(0);
  });
});
