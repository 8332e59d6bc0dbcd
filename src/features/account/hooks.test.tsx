// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshQueryCache } from '@/api/testing/queryCache';
import { envelope, installFakeAdapter } from '@/api/testing/fakeAdapter';

const haptic = vi.hoisted(() => vi.fn());
vi.mock('@/platform', async () => ({
  platform: { haptic, storage: (await import('@/platform/storage')).storage },
}));
// The login sequence after login_otp has its own tests (loginFlow.test.ts); here only where it is sent.
const completeLogin = vi.hoisted(() => vi.fn(async () => '/'));
vi.mock('./loginFlow', () => ({ completeLogin }));

const { useCodeLogin, useOpenLoginQr, useSendLoginCode } = await import('./hooks');
const { chooseLoginTab, clearLoginForm, loginForm, startPasswordReset } = await import('./loginForm');
const { loginQrUrl, SignInError } = await import('./model');

const CHECK = '/user-api/api/user/check_exist';
const SEND = '/user-api/api/user/send_verify_code_v2';
const OTP = '/user-api/api/user/login_otp';

const fake = installFakeAdapter();
const urls = () => fake.requests.map((request) => request.url);

beforeEach(async () => {
  await freshQueryCache();
  fake.requests.length = 0;
  haptic.mockClear();
  completeLogin.mockClear();
  clearLoginForm();
  fake.reply(CHECK, envelope(0, { exist: false }));
  fake.reply(SEND, envelope(0, { resend_after: 60 }));
});
afterEach(cleanup);
afterAll(() => fake.restore());

describe('sign-in steps', () => {
  it('a bad email stops the send step before any call, with one error haptic', async () => {
    const { result } = renderHook(() => useSendLoginCode());
    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      outcome = await result.current.run({ email: 'nope' });
    });
    expect(outcome?.ok).toBe(false);
    expect(outcome?.ok === false && outcome.error).toMatchObject({ field: 'email', key: 'errors.email.invalid' });
    expect(fake.requests).toHaveLength(0);
    expect(haptic).toHaveBeenCalledTimes(1);
    expect(haptic).toHaveBeenCalledWith('error');
  });

  it('sending asks check_exist once, then sends, and resolves the resend delay', async () => {
    const { result } = renderHook(() => useSendLoginCode());
    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      outcome = await result.current.run({ email: ' Ann@Example.com ' });
    });
    expect(outcome).toEqual({ ok: true, data: 60 });
    expect(urls()).toEqual([CHECK, SEND]);
    expect(fake.requests[1]!.body).toMatchObject({ email: 'ann@example.com', scene: 'login' });
    expect(loginForm).toMatchObject({ sentTo: 'ann@example.com', exists: false, checkedEmail: 'ann@example.com' });
    await act(async () => {
      await result.current.run({ email: 'ann@example.com' });
    });
    expect(urls()).toEqual([CHECK, SEND, SEND]);
  });

  it('a failed check_exist reads "network error, please retry" under the email and sends nothing', async () => {
    fake.reply(CHECK, envelope(10003, null, 'invalid parameter: email'));
    const { result } = renderHook(() => useSendLoginCode());
    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      outcome = await result.current.run({ email: 'ann@example.com' });
    });
    expect(outcome?.ok === false && outcome.error).toMatchObject({ field: 'email', key: 'errors.network' });
    expect(urls()).toEqual([CHECK]);
  });

  it('a new address must accept the terms before login_otp is called', async () => {
    loginForm.sentTo = 'new@example.com';
    const { result } = renderHook(() => useCodeLogin());
    let outcome: Awaited<ReturnType<typeof result.current.run>> | undefined;
    await act(async () => {
      outcome = await result.current.run({ email: 'new@example.com', code: '123456', agreed: false });
    });
    expect(outcome?.ok === false && outcome.error).toBeInstanceOf(SignInError);
    expect(outcome?.ok === false && outcome.error).toMatchObject({ field: 'agreement' });
    expect(urls()).toEqual([CHECK]);
    expect(urls()).not.toContain(OTP);
  });

  it('"Forgot password?" keeps the email, moves to the code tab, and the code sign-in lands on /setPassword', async () => {
    loginForm.tab = 'password';
    loginForm.email = 'ann@example.com';
    startPasswordReset();
    expect(loginForm).toMatchObject({ tab: 'code', email: 'ann@example.com', forgotPassword: true });
    loginForm.sentTo = 'ann@example.com';
    fake.reply(CHECK, envelope(0, { exist: true }));
    fake.reply(OTP, envelope(0, { access_token: 'token-1' }));
    const { result } = renderHook(() => useCodeLogin());
    await act(async () => {
      await result.current.run({ email: 'ann@example.com', code: '123456', agreed: false });
    });
    expect(completeLogin).toHaveBeenCalledWith('token-1', { redirectUrl: '/setPassword' });
    expect(loginForm.forgotPassword).toBe(false);
  });

  it('a plain code sign-in, or one after the user picked a tab again, keeps the usual destination', async () => {
    startPasswordReset();
    chooseLoginTab('password');
    chooseLoginTab('code');
    expect(loginForm.forgotPassword).toBe(false);
    loginForm.sentTo = 'ann@example.com';
    fake.reply(CHECK, envelope(0, { exist: true }));
    fake.reply(OTP, envelope(0, { access_token: 'token-2' }));
    const { result } = renderHook(() => useCodeLogin());
    await act(async () => {
      await result.current.run({ email: 'ann@example.com', code: '123456', agreed: false });
    });
    expect(completeLogin).toHaveBeenCalledWith('token-2', {});
  });

  it('only this site’s login QR codes are opened', async () => {
    const opened = vi.fn();
    const { result } = renderHook(() => useOpenLoginQr(opened));
    await act(async () => {
      await result.current.run({ text: 'https://evil.example/other/loginconfirm?qr_id=abcdefgh12345678' });
    });
    expect(opened).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.error).toMatchObject({ key: 'scan.notOurs' }));
    await act(async () => {
      await result.current.run({ text: loginQrUrl(location.origin, 'abcdefgh12345678') });
    });
    expect(opened).toHaveBeenCalledWith('abcdefgh12345678', expect.anything());
  });
});
