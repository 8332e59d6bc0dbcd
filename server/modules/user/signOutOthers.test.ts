import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@/contract';
import type { GenGaSecretRes, TicketRes } from '@/contract';
import { hashPassword } from '@/shared/lib/password';
import { createTestServer, START_TIMEOUT, uniqueEmail, type TestServer } from '../../testing/harness';
import { gaCode, securityCode } from './testKit';

// A change of a secret signs every other device out unless the user turns that off: whoever knew
// the old secret may hold a session.
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

const u = contract.user;
const alive = async (token: string) => (await server.post(u.profile.path, {}, { token })).code === 0;

/** One account signed in on three devices: `token` makes the change, `others` watch. */
async function threeDevices(tag: string) {
  const email = uniqueEmail(tag);
  const token = await server.signIn(email, { 'x-dtoken': `${tag}-a` });
  const others = [
    await server.signIn(email, { 'x-dtoken': `${tag}-b` }),
    await server.signIn(email, { 'x-dtoken': `${tag}-c` }),
  ];
  return { email, token, others };
}

type Change = (account: { email: string; token: string }, logoutOthers?: boolean) => Promise<number>;

const changes: Record<string, Change> = {
  set_password: async ({ email, token }, logoutOthers) => {
    const email_code = await securityCode(server, { token, scene: 'set_password', to: email });
    const body = { password: hashPassword('New password 1'), email_code, logout_others: logoutOthers };
    return (await server.post(contract.userExtra.setPassword.path, body, { token })).code;
  },
  modify_capital_password: async ({ email, token }, logoutOthers) => {
    const email_code = await securityCode(server, { token, scene: 'set_capital_password', to: email });
    const body = { password: hashPassword('Pay 123456'), email_code, logout_others: logoutOthers };
    return (await server.post(u.modifyCapitalPassword.path, body, { token })).code;
  },
  email_modify_verify: async ({ email, token }, logoutOthers) => {
    const old_code = await securityCode(server, { token, scene: 'email_modify_old', to: email });
    const step = await server.post<TicketRes>(u.emailModify.path, { old_code }, { token });
    const newEmail = uniqueEmail('moved');
    const new_code = await securityCode(server, { token, scene: 'email_modify_new', email: newEmail, to: newEmail });
    const body = { ticket: step.data.ticket, new_email: newEmail, new_code, logout_others: logoutOthers };
    return (await server.post(u.emailModifyVerify.path, body, { token })).code;
  },
  open_ga: async ({ token }, logoutOthers) => {
    const gen = await server.post<GenGaSecretRes>(u.genGaSecret.path, {}, { token });
    const body = { secret: gen.data.secret, code: await gaCode(server, gen.data.secret), logout_others: logoutOthers };
    return (await server.post(u.openGa.path, body, { token })).code;
  },
  close_ga: async ({ email, token }, logoutOthers) => {
    // The authenticator is turned on without signing anyone out, then turned off.
    const gen = await server.post<GenGaSecretRes>(u.genGaSecret.path, {}, { token });
    const open = { secret: gen.data.secret, code: await gaCode(server, gen.data.secret), logout_others: false };
    expect((await server.post(u.openGa.path, open, { token })).code).toBe(0);
    const email_code = await securityCode(server, { token, scene: 'close_ga', to: email });
    const body = { ga_code: await gaCode(server, gen.data.secret), email_code, logout_others: logoutOthers };
    return (await server.post(u.closeGa.path, body, { token })).code;
  },
};

describe.each(Object.entries(changes))('%s', (name, change) => {
  it('signs every other device out by default, and keeps the device that made the change', async () => {
    const account = await threeDevices(`${name}-on`);
    expect(await change(account)).toBe(0);
    expect(await alive(account.token)).toBe(true);
    expect(await Promise.all(account.others.map(alive))).toEqual([false, false]);
  });

  it('keeps the other devices when the user says so', async () => {
    const account = await threeDevices(`${name}-off`);
    expect(await change(account, false)).toBe(0);
    expect(await Promise.all([account.token, ...account.others].map(alive))).toEqual([true, true, true]);
  });
});
