import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A phone whose biometrics the bridge mock plays: each posted method answers like Telegram would. */
const phone = vi.hoisted(() => ({ supported: true, accessGranted: false, token: '', fingerMatches: true }));
const bridge = vi.hoisted(() => {
  let pending: ((value: { event: string; payload: unknown } | null) => void) | null = null;
  return {
    canPost: vi.fn((_method: string) => phone.supported),
    post: vi.fn((method: string, params?: object) => {
      const info = () => ({
        available: true,
        access_requested: phone.accessGranted,
        access_granted: phone.accessGranted,
        token_saved: phone.token !== '',
        type: 'face',
        device_id: 'd1',
      });
      const answer = (event: string, payload: unknown) => pending?.({ event, payload });
      const token = (params as { token?: string } | undefined)?.token ?? '';
      if (method === 'web_app_biometry_get_info') answer('biometry_info_received', info());
      if (method === 'web_app_biometry_request_access') {
        phone.accessGranted = true;
        answer('biometry_info_received', info());
      }
      if (method === 'web_app_biometry_request_auth')
        answer(
          'biometry_auth_requested',
          phone.fingerMatches ? { status: 'authorized', token: phone.token } : { status: 'failed' },
        );
      if (method === 'web_app_biometry_update_token') {
        phone.token = token;
        answer('biometry_token_updated', { status: token ? 'updated' : 'removed' });
      }
      return true;
    }),
    answerOf: vi.fn(
      (_events: readonly string[], start: () => boolean) =>
        new Promise<{ event: string; payload: unknown } | null>((resolve) => {
          pending = resolve;
          if (!start()) resolve(null);
        }),
    ),
  };
});
vi.mock('./bridge', () => bridge);

const biometry = await import('./biometry');

beforeEach(async () => {
  Object.assign(phone, { supported: true, accessGranted: false, token: '', fingerMatches: true });
  await biometry.biometryInfo(true);
});

describe('biometry', () => {
  it('reads what the device reports', async () => {
    expect(await biometry.biometryInfo()).toEqual({
      available: true,
      accessRequested: false,
      accessGranted: false,
      tokenSaved: false,
      type: 'face',
      deviceId: 'd1',
    });
    expect(biometry.toInfo({ type: 'iris' }).type).toBe('');
  });

  it('asks access, stores a token, releases it on a match and removes it', async () => {
    expect(await biometry.authenticate('pay')).toBeNull();
    expect(await biometry.requestAccess('why')).toBe(true);
    expect(await biometry.updateToken('bio1.1.secret')).toBe(true);
    expect((await biometry.biometryInfo())?.tokenSaved).toBe(true);
    expect(await biometry.authenticate('pay')).toBe('bio1.1.secret');
    phone.fingerMatches = false;
    expect(await biometry.authenticate('pay')).toBeNull();
    expect(await biometry.updateToken('')).toBe(true);
    expect(await biometry.authenticate('pay')).toBeNull();
  });

  it('is unavailable where the client cannot do biometry', async () => {
    phone.supported = false;
    expect(await biometry.biometryInfo(true)).toBeNull();
    expect(await biometry.available()).toBe(false);
    expect(await biometry.requestAccess('why')).toBe(false);
    expect(await biometry.authenticate('pay')).toBeNull();
  });
});
