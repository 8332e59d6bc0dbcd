import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import { hashPassword } from '@/shared/lib/password';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../db';
import { createTestServer, START_TIMEOUT, uniqueEmail, type TestServer } from '../../testing/harness';

// POST /dev/user/end_code_wait and /dev/user/end_sign_in_wait: the end-to-end suite's way past the 60 s between two
// codes and past a stranger's sign-in delay, instead of sleeping through them.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

const endWait = async (payload: object, url = '/dev/user/end_code_wait') => {
  const res = await server.app.inject({ method: 'POST', url, payload });
  return { status: res.statusCode, ...(res.json() as { code: number; data: { moved: number } | null }) };
};
const send = (email: string) => server.post(contract.user.sendVerifyCodeV2.path, { email, scene: 'login' });

describe('/dev/user/end_code_wait', () => {
  it('lets the next code go at once; the wait holds again after it', async () => {
    const email = uniqueEmail('codewait');
    expect((await send(email)).code).toBe(0);
    expect((await send(email)).code).toBe(20004);
    expect(await endWait({ email: ` ${email.toUpperCase()} ` })).toMatchObject({ code: 0, data: { moved: 1 } });
    const next = await send(email);
    expect(next.code).toBe(0);
    // the new code is a real one: it signs in
    const login = await server.post<{ access_token: string }>(contract.user.loginOtp.path, {
      email,
      code: await server.latestCode(email),
    });
    expect(login.data.access_token).toBeTruthy();
    // only the codes inside the wait were moved, and the wait applies to the next send as before
    expect((await send(email)).code).toBe(20004);
    expect((await endWait({ email })).data).toEqual({ moved: 1 });
    expect((await endWait({ email })).data).toEqual({ moved: 0 });
  });

  it('refuses a body without an email, never with a 500', async () => {
    for (const url of ['/dev/user/end_code_wait', '/dev/user/end_sign_in_wait'])
      for (const payload of [{}, { email: ['a@b.c', 'd@e.f'] }, { email: 'x'.repeat(300) }]) {
        const res = await endWait(payload, url);
        expect(res.status).toBeLessThan(500);
        expect(res.code).not.toBe(0);
      }
  });
});

describe('/dev/user/end_sign_in_wait', () => {
  it("ends a stranger's delay after repeated failures; the human check is still asked for", async () => {
    const email = uniqueEmail('signinwait');
    const token = await server.signIn(email);
    await server.post(contract.user.sendVerifyCodeV2.path, { scene: 'set_password' }, { token });
    const password = hashPassword('Correct horse 1');
    const set = await server.post(
      contract.userExtra.setPassword.path,
      { password, email_code: await server.latestCode(email) },
      { token },
    );
    expect(set.code).toBe(0);
    const stranger = { headers: { 'x-dtoken': `stranger-${Math.random()}` } };
    const guess = (i: number) =>
      server.post(contract.user.loginXV2.path, { email, password: hashPassword(`wrong ${i}`) }, stranger);
    for (let i = 0; i < server.config.limits.signInFailuresBeforeCheck; i += 1)
      expect((await guess(i)).code).toBe(20101);
    // past the free failures a guess waits (retry_after > 0) ...
    expect(await guess(9)).toMatchObject({ code: 20156, data: { retry_after: 1 } });
    expect((await endWait({ email: email.toUpperCase() }, '/dev/user/end_sign_in_wait')).data).toEqual({ moved: 1 });
    // ... and once the wait is ended, only the human check stands between it and the password
    expect(await guess(10)).toMatchObject({ code: 20156, data: { retry_after: 0 } });
    expect((await endWait({ email: 'nobody@example.com' }, '/dev/user/end_sign_in_wait')).data).toEqual({ moved: 0 });
  });
});

describe('the development waits in production', () => {
  it('are not served', async () => {
    const production = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test', JOBS: '0' }), nodeEnv: 'production', botToken: '1:X' },
      db: {} as Db,
    });
    for (const url of ['/dev/user/end_code_wait', '/dev/user/end_sign_in_wait']) {
      const res = await production.inject({ method: 'POST', url, payload: { email: 'someone@example.com' } });
      expect(res.statusCode).toBe(404);
    }
    await production.close();
  });
});
