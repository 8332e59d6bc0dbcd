import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import { createTestServer, START_TIMEOUT, type TestServer } from '../../testing/harness';

// POST /dev/user/end_hold: ends the withdrawal hold of a security change (the withdraw e2e's way past it).
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

describe('/dev/user/end_hold', () => {
  it("ends the account's hold, as user_risk then says", async () => {
    const email = `hold-${Date.now()}@example.com`;
    const token = await server.signIn(email);
    await server.db.query(`UPDATE users SET risk_type = 1, risk_until = now() + interval '1 day' WHERE email = $1`, [
      email,
    ]);
    const risk = async () =>
      (await server.post<{ type: number }>(contract.user.userRisk.path, {}, { token })).data.type;
    expect(await risk()).toBe(1);
    const ended = await server.app.inject({
      method: 'POST',
      url: '/dev/user/end_hold',
      payload: { email: ` ${email.toUpperCase()} ` },
    });
    expect(ended.json()).toMatchObject({ code: 0, data: { ended: 1 } });
    expect(await risk()).toBe(0);
    const again = await server.app.inject({ method: 'POST', url: '/dev/user/end_hold', payload: { email } });
    expect(again.json()).toMatchObject({ code: 0, data: { ended: 0 } });
  });

  it('refuses a body without an email', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/dev/user/end_hold', payload: {} });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).not.toBe(0);
  });
});
