import { createHash } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '@/api/http';
import { envelope, installFakeAdapter, type FakeRequest } from '@/api/testing/fakeAdapter';
import { contract } from '@/contract';
import { leadingZeroBits } from '@/shared/lib/proofOfWork';
import { humanCheck, withHumanCheck } from './humanCheck';
import { SignInError } from './model';

const LOGIN = contract.user.loginXV2.path;
const CHECK = contract.user.twiceVerifyGeetest.path;
const CHALLENGE = 'ab'.repeat(16);
const PASS = 'P'.repeat(43);

const fake = installFakeAdapter();
afterAll(() => fake.restore());
beforeEach(() => {
  fake.requests.length = 0;
  Object.assign(humanCheck, { checking: false, retryAt: 0 });
});

const signIn = () =>
  withHumanCheck('ann@example.com', 'password', (human_token) =>
    call(contract.user.loginXV2, { email: 'ann@example.com', password: 'a'.repeat(64), human_token }, { silent: true }),
  );
/** The server's side of twice_verify_geetest: a 6-bit puzzle, and a pass for a right nonce. */
function checkServer(request: FakeRequest) {
  const { challenge, nonce, email } = request.body as Record<string, string>;
  if (!challenge) {
    expect(email).toBe('ann@example.com');
    expect(humanCheck.checking).toBe(true);
    return envelope(0, { passed: false, challenge: CHALLENGE, difficulty: 6 });
  }
  const bits = leadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest());
  return bits >= 6 ? envelope(0, { passed: true, token: PASS }) : envelope(20155, null, 'failed');
}

describe('withHumanCheck', () => {
  it('asked for a human check (20156), solves the puzzle and sends the call again with the pass', async () => {
    fake.reply(LOGIN, (request) =>
      request.body.human_token === PASS
        ? envelope(0, { access_token: 'token' })
        : envelope(20156, { retry_after: 0 }, 'check'),
    );
    fake.reply(CHECK, checkServer);
    await expect(signIn()).resolves.toEqual({ access_token: 'token' });
    expect(fake.requests.map((request) => request.url)).toEqual([LOGIN, CHECK, CHECK, LOGIN]);
    expect(fake.requests[0]?.body).not.toHaveProperty('human_token');
    expect(humanCheck.checking).toBe(false);
  });

  it('asked to wait, records when the wait ends and fails the step without a check', async () => {
    fake.reply(LOGIN, envelope(20156, { retry_after: 12 }, 'wait'));
    const before = Date.now();
    const failure = await signIn().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SignInError);
    expect(failure).toMatchObject({ field: 'password', key: 'humanCheck.tooMany' });
    expect(humanCheck.retryAt).toBeGreaterThanOrEqual(before + 12_000);
    expect(humanCheck.retryAt).toBeLessThanOrEqual(Date.now() + 12_000);
    expect(fake.requests.map((request) => request.url)).toEqual([LOGIN]);
  });

  it('a failed check fails the step (humanCheck.failed); other refusals pass through unchanged', async () => {
    fake.reply(LOGIN, envelope(20156, { retry_after: 0 }, 'check'));
    fake.reply(CHECK, envelope(10029, null, 'too many'));
    await expect(signIn()).rejects.toMatchObject({ field: 'password', key: 'humanCheck.failed' });
    expect(humanCheck.checking).toBe(false);
    fake.reply(LOGIN, envelope(20101, null, 'wrong password'));
    await expect(signIn()).rejects.toMatchObject({ code: 20101, msg: 'wrong password' });
  });
});
