import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '@/contract';
import type { LoginQrGenRes } from '@/contract';
import { createTestServer, START_TIMEOUT, uniqueEmail, type TestServer } from './testing/harness';

// Tokens never reach a log (whoever reads the logs must not be able to sign in as a user): a whole sign-in story runs
// with every request logged, and the captured log is searched for each secret it handled.
let server: TestServer;
const written: string[] = [];

beforeAll(async () => {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
      written.push(String(chunk));
      return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write);
  }
  server = await createTestServer({ logLevel: 'debug' });
}, START_TIMEOUT);
afterAll(async () => {
  await server.close();
  vi.restoreAllMocks();
});

describe('the server log', () => {
  it('holds request lines but no access token, login token, QR id or poll secret', async () => {
    const email = uniqueEmail('log');
    const access = await server.signIn(email);
    await server.post(contract.user.profile.path, {}, { token: access });
    const handover = await server.post<{ login_token: string }>(
      contract.user.genLoginToken.path,
      {},
      { token: access },
    );
    const loginToken = handover.data.login_token;
    await server.app.inject({ method: 'GET', url: `/?login_token=${loginToken}&lang=ko` });
    const second = await server.post<{ access_token: string }>(contract.user.verifyLoginToken.path, {
      login_token: loginToken,
    });
    const qr = await server.post<LoginQrGenRes>(contract.user.loginGenQrCode.path, {});
    await server.app.inject({ method: 'GET', url: `/other/loginconfirm?qr_id=${qr.data.qr_id}` });
    await server.post(contract.user.loginCheckQrCode.path, { qr_id: qr.data.qr_id, poll_secret: qr.data.poll_secret });

    const log = written.join('');
    expect(log).toMatch(/POST \/user-api\/api\/user\/profile 200/);
    expect(log).toContain('login_token=…');
    for (const secret of [access, loginToken, second.data.access_token, qr.data.qr_id, qr.data.poll_secret]) {
      expect(secret.length).toBeGreaterThan(20);
      expect(log).not.toContain(secret);
    }
  });

  it('never holds a one-time code in production', async () => {
    const production = await server.appWith({ nodeEnv: 'production' });
    const before = written.length;
    const email = uniqueEmail('prod-log');
    await server.post(contract.user.sendVerifyCodeV2.path, { email, scene: 'login' }, { app: production });
    const log = written.slice(before).join('');
    expect(log).toContain('send_verify_code_v2');
    expect(log).not.toMatch(/verification code/);
  });
});
