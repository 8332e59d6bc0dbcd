import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract/full';
import type { BiometricEnableRes, BiometricListRes } from '@/contract';
import { Codes, SecurityCodes } from '../../errors';
import { hashPassword } from '@/shared/lib/password';
import { createTestServer, START_TIMEOUT, type TestServer } from '../../testing/harness';
import { securityCode } from '../user/testKit';
import { balanceOf, fund, once, PAYMENT_PASSWORD, walletUser, type WalletUser } from '../wallet/walletKit';

const b = contract.biometric;
let server: TestServer;
let bob: WalletUser;

beforeAll(async () => {
  server = await createTestServer();
  bob = await walletUser(server, 'bio-bob');
}, START_TIMEOUT);
afterAll(() => server.close());

/** A funded user with a payment password, and a token turned on for their first session. */
async function payer(tag: string) {
  const user = await walletUser(server, tag);
  await fund(server, user.id, 'USDT', '100');
  const enabled = await server.post<BiometricEnableRes>(
    b.enable.path,
    { password: PAYMENT_PASSWORD, biometric_type: 'finger', device_label: 'android' },
    { token: user.token },
  );
  expect(enabled.code).toBe(0);
  return { ...user, bio: enabled.data };
}

const send = (token: string, password: string, amount = '1') =>
  server.post(contract.finance.transfer.path, { symbol: 'USDT', amount, pay_id: bob.payId, password }, once(token));

const list = async (token: string) => (await server.post<BiometricListRes>(b.list.path, {}, { token })).data.list;

/** A second session of the same account (another device). */
const otherDevice = (email: string) => server.signIn(email, { 'x-dtoken': `${email}-second` });

describe('biometric tokens', () => {
  it('turns on with the payment password only and answers a token in its own format once', async () => {
    const user = await walletUser(server, 'bio-on');
    const wrong = await server.post(b.enable.path, { password: hashPassword('nope') }, { token: user.token });
    expect(wrong.code).toBe(SecurityCodes.CAPITAL_PASSWORD_WRONG);
    const on = await server.post<BiometricEnableRes>(
      b.enable.path,
      { password: PAYMENT_PASSWORD },
      { token: user.token },
    );
    expect(on.code).toBe(0);
    expect(on.data.token).toMatch(new RegExp(`^bio1\\.${on.data.id}\\.[A-Za-z0-9_-]{43}$`));
    // a token never turns on another one: the call takes a password only
    const chained = await server.post(b.enable.path, { password: on.data.token }, { token: user.token });
    expect(chained.code).toBe(Codes.INVALID_PARAM);
    const [stored] = await server.db.query<{ secret_hash: string }>(
      'SELECT secret_hash FROM biometric_tokens WHERE id = $1',
      [on.data.id],
    );
    expect(on.data.token).not.toContain(stored?.secret_hash);
  });

  it('pays a transfer with the token of the same session, in place of the password', async () => {
    const alice = await payer('bio-pay');
    expect((await send(alice.token, alice.bio.token, '7')).code).toBe(0);
    expect(await balanceOf(server, alice.id, 'USDT')).toMatchObject({ available: 93 });
    const [device] = await list(alice.token);
    expect(device).toMatchObject({
      id: alice.bio.id,
      is_self: true,
      biometric_type: 'finger',
      device_label: 'android',
    });
    expect(device?.last_used_at).toBeGreaterThan(0);
  });

  it("refuses another session's, another user's, a forged and a revoked token like a wrong password", async () => {
    const alice = await payer('bio-refuse');
    const mallory = await payer('bio-mallory');
    const second = await otherDevice(alice.email);
    const [, id, secret] = alice.bio.token.split('.');
    const forged = `bio1.${id}.${(secret ?? '').replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`;
    const attempts = [
      await send(second, alice.bio.token),
      await send(mallory.token, alice.bio.token),
      await send(alice.token, mallory.bio.token),
      await send(alice.token, forged),
    ];
    expect(attempts.map((res) => res.code)).toEqual(Array(4).fill(SecurityCodes.CAPITAL_PASSWORD_WRONG));
    // the other session sees the device but is not it
    expect((await list(second)).map((d) => [d.id, d.is_self])).toEqual([[alice.bio.id, false]]);
    expect((await server.post(b.revoke.path, { id: alice.bio.id }, { token: second })).code).toBe(0);
    expect((await send(alice.token, alice.bio.token)).code).toBe(SecurityCodes.CAPITAL_PASSWORD_WRONG);
    expect(await list(alice.token)).toEqual([]);
    expect(await balanceOf(server, alice.id, 'USDT')).toMatchObject({ available: 100 });
  });

  it('counts a wrong token against the payment password limit before checking it', async () => {
    const alice = await payer('bio-limit');
    const mallory = await payer('bio-limit-m');
    for (let i = 0; i < 10; i++)
      expect((await send(alice.token, mallory.bio.token)).code).toBe(SecurityCodes.CAPITAL_PASSWORD_WRONG);
    // the budget is spent: neither the right token nor the right password is even checked now
    expect((await send(alice.token, alice.bio.token)).code).toBe(Codes.TOO_MANY_REQUESTS);
    expect((await send(alice.token, PAYMENT_PASSWORD)).code).toBe(Codes.TOO_MANY_REQUESTS);
  });

  it('refuses malformed tokens at the schema', async () => {
    const alice = await payer('bio-shape');
    for (const bad of ['bio1.', `bio1.x.${'a'.repeat(43)}`, `bio2.1.${'a'.repeat(43)}`, `${alice.bio.token}=`])
      expect((await send(alice.token, bad)).code).toBe(Codes.INVALID_PARAM);
  });

  it('revokes own tokens only, and one live token per session', async () => {
    const alice = await payer('bio-own');
    const mallory = await payer('bio-own-m');
    expect((await server.post(b.revoke.path, { id: alice.bio.id }, { token: mallory.token })).code).toBe(
      Codes.BIOMETRIC_NOT_FOUND,
    );
    expect((await send(alice.token, alice.bio.token)).code).toBe(0);
    // turning it on again replaces this session's token
    const again = await server.post<BiometricEnableRes>(
      b.enable.path,
      { password: PAYMENT_PASSWORD },
      { token: alice.token },
    );
    expect((await list(alice.token)).map((d) => d.id)).toEqual([again.data.id]);
    expect((await send(alice.token, alice.bio.token)).code).toBe(SecurityCodes.CAPITAL_PASSWORD_WRONG);
    expect((await server.post(b.revoke.path, { id: again.data.id }, { token: alice.token })).code).toBe(0);
    expect((await server.post(b.revoke.path, { id: again.data.id }, { token: alice.token })).code).toBe(
      Codes.BIOMETRIC_NOT_FOUND,
    );
  });

  it('dies with its session', async () => {
    const alice = await payer('bio-session');
    const second = await otherDevice(alice.email);
    expect((await list(second)).map((d) => d.id)).toEqual([alice.bio.id]);
    expect((await server.post(contract.user.logout.path, {}, { token: alice.token })).code).toBe(0);
    expect(await list(second)).toEqual([]);
  });

  it('is revoked on a security change, the device that made it included', async () => {
    const alice = await payer('bio-change');
    const second = await otherDevice(alice.email);
    const onSecond = await server.post<BiometricEnableRes>(
      b.enable.path,
      { password: PAYMENT_PASSWORD },
      { token: second },
    );
    const email_code = await securityCode(server, {
      token: alice.token,
      scene: 'set_capital_password',
      to: alice.email,
    });
    const changed = await server.post(
      contract.user.modifyCapitalPassword.path,
      { password: PAYMENT_PASSWORD, email_code, logout_others: false },
      { token: alice.token },
    );
    expect(changed.code).toBe(0);
    expect((await send(alice.token, alice.bio.token)).code).toBe(SecurityCodes.CAPITAL_PASSWORD_WRONG);
    expect((await send(second, onSecond.data.token)).code).toBe(SecurityCodes.CAPITAL_PASSWORD_WRONG);
    expect(await list(alice.token)).toEqual([]);
  });
});
