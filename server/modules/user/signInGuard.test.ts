import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import type { AccessTokenRes, HumanCheckRequiredData, HumanCheckRes, LoginPasswordRes } from '@/contract';
import { hashPassword } from '@/shared/lib/password';
import { START_TIMEOUT, createTestServer, uniqueEmail, type TestServer } from '../../testing/harness';
import { hashToken } from '../../plugins/auth';
import { enableGa, gaCode, securityCode } from './testKit';
import { leadingZeroBits } from '@/shared/lib/proofOfWork';
import { humanCheckDigest, signInDelay } from './signInGuard';

// Every guess at a secret takes its slot before it is checked (parallel guesses included), and
// failures from strangers never lock the owner's own devices out; strangers get a delay and a human check.
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

const PASSWORD = hashPassword('Correct horse 1');
/** The harness signs in with X-Dtoken device-1: the owner's device. Any other token is a stranger's. */
const stranger = (name = 'stranger') => ({ headers: { 'x-dtoken': `${name}-${Math.random()}` } });
const otherOwnerDevice = { headers: { 'x-dtoken': 'device-2' } };
const HUMAN = 20156;

/** An account with a login password, signed in before on device-1 (and device-2). */
async function owner(tag: string) {
  const email = uniqueEmail(tag);
  const token = await server.signIn(email);
  await server.signIn(email, otherOwnerDevice.headers);
  const code = await securityCode(server, { token, scene: 'set_password', to: email });
  const set = await server.post(
    contract.userExtra.setPassword.path,
    { password: PASSWORD, email_code: code },
    { token },
  );
  expect(set.code).toBe(0);
  return { email, token };
}

const login = (email: string, password: string, options = {}, human_token?: string) =>
  server.post<LoginPasswordRes>(
    contract.user.loginXV2.path,
    { email, password, ...(human_token ? { human_token } : {}) },
    options,
  );
const loginOtp = (email: string, code: string, options = {}, human_token?: string) =>
  server.post<AccessTokenRes>(
    contract.user.loginOtp.path,
    { email, code, ...(human_token ? { human_token } : {}) },
    options,
  );
const wrongPassword = (i: number) => hashPassword(`wrong ${i}`);
const countCodes = (answers: { code: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { code } of answers) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
};

function solve(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce += 1)
    if (leadingZeroBits(humanCheckDigest(challenge, String(nonce))) >= difficulty) return String(nonce);
}

/** Passes twice_verify_geetest for `email` the way the client does; answers the pass (`human_token`). */
async function humanPass(email: string, options = {}): Promise<string> {
  const asked = await server.post<HumanCheckRes>(
    contract.user.twiceVerifyGeetest.path,
    { scene: 'login', email },
    options,
  );
  expect(asked.code).toBe(0);
  const challenge = asked.data.challenge!;
  const nonce = solve(challenge, asked.data.difficulty!);
  const passed = await server.post<HumanCheckRes>(
    contract.user.twiceVerifyGeetest.path,
    { scene: 'login', challenge, nonce },
    options,
  );
  expect(passed.data).toMatchObject({ passed: true, token: expect.stringMatching(/^[\w-]{43}$/) });
  return passed.data.token!;
}

/** Moves the last sign-in failure for `email` `seconds` into the past (the delay is measured from it). */
async function age(email: string, seconds: number) {
  await server.db.query(`UPDATE rate_counters SET updated_at = updated_at - make_interval(secs => $2) WHERE key = $1`, [
    `signin:${email}`,
    seconds,
  ]);
}

describe('parallel wrong passwords', () => {
  it('a known device: of 60 parallel wrong guesses and the right one, at most the limit are checked', async () => {
    const { email } = await owner('par-known');
    const limit = server.config.limits.wrongCodesPerEmailPerHour;
    const answers = await Promise.all([
      ...Array.from({ length: 60 }, (_, i) => login(email, wrongPassword(i))),
      login(email, PASSWORD),
    ]);
    const counts = countCodes(answers);
    const checked = (counts[20101] ?? 0) + (counts[0] ?? 0);
    expect(checked).toBeLessThanOrEqual(limit);
    expect(counts[20101] ?? 0).toBeLessThanOrEqual(limit);
    expect((counts[10029] ?? 0) + checked).toBe(61);
    // the budget is spent: the right password from this device is refused
    expect((await login(email, PASSWORD)).code).toBe(10029);
    // another device of the owner is not locked out
    expect((await login(email, PASSWORD, otherOwnerDevice)).code).toBe(0);
  });

  it('a known device: 20 parallel right passwords all sign in, and the password keeps working', async () => {
    const { email } = await owner('par-right');
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(email, PASSWORD)));
    expect(countCodes(answers)).toEqual({ 0: 20 });
    expect((await login(email, PASSWORD)).code).toBe(0);
    expect((await login(email, wrongPassword(1))).code).toBe(20101);
    expect((await login(email, PASSWORD)).code).toBe(0);
  });

  it('an unknown device: of 60 parallel wrong guesses and the right one, at most the free ones are checked', async () => {
    const { email } = await owner('par-unknown');
    const free = server.config.limits.signInFailuresBeforeCheck;
    const device = stranger();
    const answers = await Promise.all([
      ...Array.from({ length: 60 }, (_, i) => login(email, wrongPassword(i), device)),
      login(email, PASSWORD, device),
    ]);
    const counts = countCodes(answers);
    expect((counts[20101] ?? 0) + (counts[0] ?? 0)).toBeLessThanOrEqual(free);
    expect(counts[HUMAN]).toBeGreaterThanOrEqual(61 - free);
    const refused = await login(email, PASSWORD, device);
    expect(refused.code).toBe(HUMAN);
    // the owner's own device signs in all the same
    expect((await login(email, PASSWORD)).code).toBe(0);
  });

  it('one human pass lets one guess through, however many are sent with it', async () => {
    const { email } = await owner('par-pass');
    const device = stranger();
    for (let i = 0; i < server.config.limits.signInFailuresBeforeCheck; i += 1) {
      expect((await login(email, wrongPassword(i), device)).code).toBe(20101);
    }
    await age(email, 3600);
    const pass = await humanPass(email, device);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(email, wrongPassword(100 + i), device, pass)),
    );
    expect(countCodes(answers)).toEqual({ 20101: 1, [HUMAN]: 9 });
  });

  it('wrong payment passwords: of 30 parallel ones at most 10 are checked', async () => {
    const email = uniqueEmail('par-capital');
    const token = await server.signIn(email);
    const code = await securityCode(server, { token, scene: 'set_capital_password', to: email });
    const capital = hashPassword('123456');
    await server.post(contract.user.modifyCapitalPassword.path, { password: capital, email_code: code }, { token });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        server.post(contract.user.openNftFree.path, { password: hashPassword(`w${i}`) }, { token }),
      ),
    );
    expect(countCodes(answers)).toEqual({ 20165: 10, 10029: 20 });
    // the refused guesses were not counted on top of the checked ones
    const [counter] = await server.db.query<{ count: number }>(
      `SELECT count FROM rate_counters WHERE key LIKE 'wrong-capital:%' AND key NOT LIKE '%#in-flight'
         AND count > 0 ORDER BY updated_at DESC LIMIT 1`,
    );
    expect(Number(counter?.count)).toBe(10);
    expect((await server.post(contract.user.openNftFree.path, { password: capital }, { token })).code).toBe(10029);
  });

  it('authenticator codes of a sign-in: of 20 parallel wrong ones at most the verify token’s 5 are checked', async () => {
    const { email, token } = await owner('par-ga');
    const secret = await enableGa(server, token);
    const first = await login(email, PASSWORD);
    const verify_token = first.data.verify_token!;
    const right = await gaCode(server, secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => server.post(contract.user.loginVerifyX.path, { verify_token, ga_code: wrong })),
    );
    expect(countCodes(answers)).toEqual({ 20103: 5, 20144: 15 });
    expect((await server.post(contract.user.loginVerifyX.path, { verify_token, ga_code: right })).code).toBe(20144);
  });

  it('wrong email codes from a known device: of 60 parallel ones at most the code’s 5 are checked', async () => {
    const email = uniqueEmail('par-code');
    await server.signIn(email);
    await server.skipCooldown(email);
    await server.post(contract.user.sendVerifyCodeV2.path, { email, scene: 'login' });
    const code = await server.latestCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: 60 }, () => loginOtp(email, wrong)));
    const counts = countCodes(answers);
    expect(counts[20001]).toBe(4);
    expect((counts[20003] ?? 0) + (counts[10029] ?? 0)).toBe(56);
    const [row] = await server.db.query<{ attempts: number }>(
      'SELECT attempts FROM verify_codes WHERE email = $1 ORDER BY id DESC LIMIT 1',
      [email],
    );
    expect(row?.attempts).toBe(5);
  });
});

describe('no lockout of the owner', () => {
  it('a stranger’s wrong passwords and codes never stop the owner’s devices', async () => {
    const { email } = await owner('lock');
    const device = stranger();
    for (let i = 0; i < 20; i += 1) {
      const answer = await login(email, wrongPassword(i), device);
      expect([20101, HUMAN]).toContain(answer.code);
    }
    for (let round = 0; round < 3; round += 1) {
      await server.skipCooldown(email);
      await server.post(contract.user.sendVerifyCodeV2.path, { email, scene: 'login' }, device);
      const code = await server.latestCode(email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 5; i += 1) await loginOtp(email, wrong, device);
    }
    // the owner's password and a fresh code both work from a device that signed in before
    expect((await login(email, PASSWORD)).code).toBe(0);
    expect((await login(email, PASSWORD, otherOwnerDevice)).code).toBe(0);
    await server.skipCooldown(email);
    await server.post(contract.user.sendVerifyCodeV2.path, { email, scene: 'login' });
    expect((await loginOtp(email, await server.latestCode(email))).code).toBe(0);
  });

  it('a new device of the owner waits a growing delay, passes the human check and signs in', async () => {
    const { email } = await owner('delay');
    const attacker = stranger('attacker');
    const free = server.config.limits.signInFailuresBeforeCheck;
    for (let i = 0; i < free; i += 1) expect((await login(email, wrongPassword(i), attacker)).code).toBe(20101);
    const newPhone = stranger('new-phone');
    // right after the fifth failure: wait 1 s
    const waiting = await server.post<HumanCheckRequiredData>(
      contract.user.loginXV2.path,
      { email, password: PASSWORD },
      { ...newPhone, lang: 'ko' },
    );
    expect(waiting).toMatchObject({
      code: HUMAN,
      msg: '로그인 실패가 너무 많습니다. 로봇이 아님을 확인한 뒤 다시 시도해 주세요.',
      data: { retry_after: 1 },
    });
    await age(email, 1);
    // the wait is over: the human check, without which nothing is checked
    expect(await login(email, PASSWORD, newPhone)).toMatchObject({ code: HUMAN, data: { retry_after: 0 } });
    // a pass is for the address it was asked for
    const elsewhere = await humanPass(uniqueEmail('elsewhere'), newPhone);
    expect(await login(email, PASSWORD, newPhone, elsewhere)).toMatchObject({ code: HUMAN, data: { retry_after: 0 } });
    const pass = await humanPass(email, newPhone);
    expect((await login(email, PASSWORD, newPhone, pass)).code).toBe(0);
    // once: another new device cannot use it again
    await age(email, 1);
    expect((await login(email, PASSWORD, stranger('tablet'), pass)).code).toBe(HUMAN);
    // and the new phone is the owner's device now: it signs in without a check
    expect((await login(email, PASSWORD, newPhone)).code).toBe(0);

    // each further failure doubles the wait (1, 2, 4 … s), and the puzzle gets harder
    await age(email, 10);
    expect((await login(email, wrongPassword(50), attacker, await humanPass(email, attacker))).code).toBe(20101);
    const doubled = await login(email, PASSWORD, stranger('laptop'));
    expect(doubled.code).toBe(HUMAN);
    // 2 s from the failure, counted from its transaction's start: a slow machine may already have spent one of them
    expect((doubled.data as { retry_after: number }).retry_after).toBeGreaterThanOrEqual(1);
    expect((doubled.data as { retry_after: number }).retry_after).toBeLessThanOrEqual(2);
    const asked = await server.post<HumanCheckRes>(contract.user.twiceVerifyGeetest.path, { scene: 'login', email });
    expect(asked.data.difficulty).toBe(server.config.limits.humanCheckBits + 1);
  });

  it('the same rules guard email codes: a stranger past the free failures needs the human check', async () => {
    const email = uniqueEmail('code-guard');
    await server.signIn(email);
    const device = stranger();
    const free = server.config.limits.signInFailuresBeforeCheck;
    await server.skipCooldown(email);
    await server.post(contract.user.sendVerifyCodeV2.path, { email, scene: 'login' }, device);
    const code = await server.latestCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < free - 1; i += 1) expect((await loginOtp(email, wrong, device)).code).toBe(20001);
    expect((await loginOtp(email, wrong, device)).code).toBe(20003);
    await server.skipCooldown(email);
    await server.post(contract.user.sendVerifyCodeV2.path, { email, scene: 'login' }, device);
    const fresh = await server.latestCode(email);
    await age(email, 60);
    expect((await loginOtp(email, fresh, device)).code).toBe(HUMAN);
    expect((await loginOtp(email, fresh, device, await humanPass(email, device))).code).toBe(0);
  });

  it('grows the delay by doubling up to 5 minutes', () => {
    const limits = server.config.limits;
    const free = limits.signInFailuresBeforeCheck;
    expect(
      [0, free - 1, free, free + 1, free + 2, free + 8, free + 9, free + 40].map((n) => signInDelay(n, limits)),
    ).toEqual([0, 0, 1, 2, 4, 256, 300, 300]);
  });
});

describe('twice_verify_geetest (the proof-of-work human check)', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(Buffer.from([0x00, 0x0f, 0xff]))).toBe(12);
    expect(leadingZeroBits(Buffer.from([0x80]))).toBe(0);
    expect(leadingZeroBits(Buffer.from([0x01]))).toBe(7);
  });

  it('hands out a challenge, passes a solved one once with a pass, refuses a wrong nonce', async () => {
    const difficulty = server.config.limits.humanCheckBits;
    const first = await server.post<HumanCheckRes>(contract.user.twiceVerifyGeetest.path, { scene: 'login' });
    expect(first).toMatchObject({ code: 0, data: { passed: false, difficulty } });
    const challenge = first.data.challenge!;
    expect(challenge).toMatch(/^[0-9a-f]{32}$/);
    const nonce = solve(challenge, difficulty);
    expect((await server.post(contract.user.twiceVerifyGeetest.path, { scene: 'other', challenge, nonce })).code).toBe(
      20155,
    );
    const passed = await server.post<HumanCheckRes>(contract.user.twiceVerifyGeetest.path, {
      scene: 'login',
      challenge,
      nonce,
    });
    expect(passed).toMatchObject({ code: 0, data: { passed: true } });
    // only a hash of the pass is kept
    const [row] = await server.db.query<{ pass_hash: string }>(
      'SELECT pass_hash FROM human_checks WHERE challenge = $1',
      [challenge],
    );
    expect(row?.pass_hash).toBe(hashToken(passed.data.token!));
    expect((await server.post(contract.user.twiceVerifyGeetest.path, { scene: 'login', challenge, nonce })).code).toBe(
      20155,
    );

    const second = await server.post<HumanCheckRes>(contract.user.twiceVerifyGeetest.path, { scene: 'login' });
    let bad = 0;
    while (leadingZeroBits(humanCheckDigest(second.data.challenge!, String(bad))) >= difficulty) bad += 1;
    const refused = await server.post(contract.user.twiceVerifyGeetest.path, {
      scene: 'login',
      challenge: second.data.challenge,
      nonce: String(bad),
    });
    expect(refused).toMatchObject({ code: 20155, msg: 'The human check failed. Please try again.' });
  });
});
