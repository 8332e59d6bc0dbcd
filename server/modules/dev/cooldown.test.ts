import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Db } from '../../db';
import { createTestServer, START_TIMEOUT, uniqueEmail, type TestServer } from '../../testing/harness';

// POST /dev/user/end_code_wait: the end-to-end suite's way past the 60 s between two codes, instead of sleeping.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

const endWait = async (payload: object) => {
  const res = await server.app.inject({ method: 'POST', url: '/dev/user/end_code_wait', payload });
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
    for (const payload of [{}, { email: ['a@b.c', 'd@e.f'] }, { email: 'x'.repeat(300) }]) {
      const res = await endWait(payload);
      expect(res.status).toBeLessThan(500);
      expect(res.code).not.toBe(0);
    }
  });

  it('is not served in production', async () => {
    const production = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test', JOBS: '0' }), nodeEnv: 'production', botToken: '1:X' },
      db: {} as Db,
    });
    const res = await production.inject({
      method: 'POST',
      url: '/dev/user/end_code_wait',
      payload: { email: 'someone@example.com' },
    });
    expect(res.statusCode).toBe(404);
    await production.close();
  });
});
