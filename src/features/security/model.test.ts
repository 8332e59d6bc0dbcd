import { describe, expect, it } from 'vitest';
import {
  defaultPasskeyName,
  groupSecret,
  isRiskHold,
  latencyQuality,
  passkeyNameCounter,
  securityFactors,
  securityLevel,
  sortDevices,
  validateAvatarFile,
  validateNickname,
  validatePasskeyName,
  validatePaymentPassword,
  validateLoginPassword,
  loginPasswordFeedback,
  LOGIN_PASSWORD_MAX,
} from './model';
import { isEmail, isSixDigitCode, normaliseCode as normalizeCodeInput } from '@/shared/lib/validate';
import { formatCountdown } from '@/shared/ui/useCountdown';

const mask = (email: string) => `masked(${email})`;
const baseProfile = {
  email: '',
  backup_email: '',
  has_password: false,
  ga_enabled: false,
  passkey_count: 0,
  has_capital_password: false,
};

describe('passkey name', () => {
  it('accepts 1 to 50 characters and reports the rest', () => {
    expect(validatePasskeyName('My phone')).toBeNull();
    expect(validatePasskeyName('x'.repeat(50))).toBeNull();
    expect(validatePasskeyName('x'.repeat(51))).toBe('too_long');
    expect(validatePasskeyName('   ')).toBe('empty');
  });
  it('counts n/50', () => {
    expect(passkeyNameCounter('abc')).toBe('3/50');
    expect(passkeyNameCounter('')).toBe('0/50');
  });
  it('makes a default name from the device, within the limit', () => {
    const ua = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1';
    const name = defaultPasskeyName(ua, new Date('2025-03-04T10:00:00Z'), 'en');
    // One date format across the app: DD/MM/YY, Chinese YYYY-MM-DD, in UTC+8.
    expect(name).toBe('Safari · iOS · 04/03/25');
    expect(defaultPasskeyName(ua, new Date('2025-03-04T10:00:00Z'), 'zh-CN')).toBe('Safari · iOS · 2025-03-04');
    expect(validatePasskeyName(name)).toBeNull();
  });
});

describe('codes and inputs', () => {
  it('TOTP codes are exactly six digits', () => {
    expect(isSixDigitCode('123456')).toBe(true);
    expect(isSixDigitCode('12345')).toBe(false);
    expect(isSixDigitCode('12345a')).toBe(false);
    expect(isSixDigitCode('1234567')).toBe(false);
  });
  it('normalises pasted codes', () => {
    expect(normalizeCodeInput('123 456')).toBe('123456');
    expect(normalizeCodeInput('12-34-56-78')).toBe('123456');
  });
  it('checks emails', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a b@c.com')).toBe(false);
  });
  it('checks nicknames by characters, not bytes', () => {
    expect(validateNickname('a')).toBe('too_short');
    expect(validateNickname('정민')).toBeNull();
    expect(validateNickname('x'.repeat(21))).toBe('too_long');
  });
  it('checks payment passwords', () => {
    expect(validatePaymentPassword('12345', '12345')).toBe('format');
    expect(validatePaymentPassword('111111', '111111')).toBe('weak');
    expect(validatePaymentPassword('123456', '123456')).toBe('weak');
    expect(validatePaymentPassword('654321', '654321')).toBe('weak');
    expect(validatePaymentPassword('258147', '258148')).toBe('mismatch');
    expect(validatePaymentPassword('258147', '258147')).toBeNull();
  });
  it('groups secrets in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDE')).toBe('ABCD E');
  });
  it('checks avatar files', () => {
    expect(validateAvatarFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(validateAvatarFile({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(validateAvatarFile({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('size');
  });
});

describe('countdowns and holds', () => {
  it('formats minutes and hours', () => {
    expect(formatCountdown(75)).toBe('01:15');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3 * 3600 + 61)).toBe('03:01:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });
  it('treats any non-zero risk type as a hold', () => {
    expect(isRiskHold(0)).toBe(false);
    expect(isRiskHold(undefined)).toBe(false);
    expect(isRiskHold(1)).toBe(true);
  });
});

describe('security factors', () => {
  it('a Telegram-created account without email is asked to bind one', () => {
    const factors = securityFactors({ profile: baseProfile, maskEmail: mask });
    const email = factors.find((f) => f.key === 'email')!;
    expect(email).toMatchObject({
      route: '/bindEmail',
      state: 'off',
      attention: true,
    });
    expect(factors.find((f) => f.key === 'authenticator')).toMatchObject({
      route: '/bindGoogle',
      state: 'off',
    });
    // The password change is confirmed by email: without one, the row leads to binding an email first.
    expect(factors.find((f) => f.key === 'login_password')).toMatchObject({ route: '/bindEmail', state: 'off' });
    expect(securityLevel(factors)).toBe('low');
  });
  it('summarises a well protected account', () => {
    const factors = securityFactors({
      profile: {
        email: 'a@b.co',
        backup_email: 'c@d.co',
        has_password: true,
        ga_enabled: true,
        passkey_count: 2,
        has_capital_password: false,
      },
      payment: { has_capital_password: true, nft_free: true },
      thirds: [
        {
          platform: 'telegram',
          bound: true,
          third_id: '1',
          display_name: '@alice',
          bound_at: 1,
        },
      ],
      maskEmail: mask,
    });
    const byKey = Object.fromEntries(factors.map((f) => [f.key, f]));
    expect(byKey.email).toMatchObject({
      route: '/mail',
      state: 'on',
      detail: 'masked(a@b.co)',
    });
    expect(byKey.backup_email).toMatchObject({
      state: 'on',
      detail: 'masked(c@d.co)',
    });
    expect(byKey.authenticator).toMatchObject({
      route: '/unbindGoogle',
      state: 'on',
    });
    expect(byKey.passkeys).toMatchObject({ state: 'on', detail: '2' });
    expect(byKey.login_password).toMatchObject({ route: '/setPassword', state: 'on' });
    expect(byKey.payment_password!.state).toBe('on');
    expect(byKey.nft_free!.state).toBe('on');
    expect(byKey.third_accounts).toMatchObject({
      state: 'on',
      detail: '@alice',
    });
    expect(factors.map((f) => f.key)).toContain('delete_account');
    expect(securityLevel(factors)).toBe('high');
  });
  it('rates email plus passkey as medium', () => {
    const factors = securityFactors({
      profile: { ...baseProfile, email: 'a@b.co', passkey_count: 1 },
      maskEmail: mask,
    });
    expect(securityLevel(factors)).toBe('medium');
  });
});

describe('login password', () => {
  it('needs 8 to 64 characters with letters and digits, then a matching confirmation', () => {
    expect(validateLoginPassword('abc1234', 'abc1234')).toBe('length');
    expect(validateLoginPassword('abcd1234', 'abcd1234')).toBeNull();
    expect(validateLoginPassword('a1'.repeat(32), 'a1'.repeat(32))).toBeNull();
    expect(validateLoginPassword(`${'a1'.repeat(32)}x`, '')).toBe('length');
    expect(LOGIN_PASSWORD_MAX).toBe(64);
    expect(validateLoginPassword('abcdefgh', 'abcdefgh')).toBe('letters_digits');
    expect(validateLoginPassword('12345678', '12345678')).toBe('letters_digits');
    // Letters of any script count, and spaces and symbols are allowed.
    expect(validateLoginPassword('비밀번호 2024!', '비밀번호 2024!')).toBeNull();
    expect(validateLoginPassword('abcd1234', 'abcd1235')).toBe('mismatch');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(validateLoginPassword('😀😀😀a1', '😀😀😀a1')).toBe('length');
  });
  it('shows each problem only once its field was left, and is ready only with valid codes', () => {
    const base = {
      password: 'short1',
      repeat: '',
      passwordTouched: false,
      repeatTouched: false,
      emailCode: '',
      gaCode: '',
      needGa: false,
    };
    expect(loginPasswordFeedback(base)).toEqual({ password: null, repeat: null, ready: false });
    expect(loginPasswordFeedback({ ...base, passwordTouched: true }).password).toBe('length');
    const typed = { ...base, password: 'abcd1234', passwordTouched: true, repeat: 'abcd123', repeatTouched: true };
    expect(loginPasswordFeedback(typed)).toEqual({ password: null, repeat: 'mismatch', ready: false });
    const matching = { ...typed, repeat: 'abcd1234', emailCode: '123456' };
    expect(loginPasswordFeedback(matching).ready).toBe(true);
    expect(loginPasswordFeedback({ ...matching, needGa: true }).ready).toBe(false);
    expect(loginPasswordFeedback({ ...matching, needGa: true, gaCode: '654321' }).ready).toBe(true);
  });
});

describe('devices', () => {
  it('puts the current device first, then the newest', () => {
    const sorted = sortDevices([
      { id: 1, is_self: false, last_seen_at: 5 },
      { id: 2, is_self: true, last_seen_at: 1 },
      { id: 3, is_self: false, last_seen_at: 9 },
    ]);
    expect(sorted.map((d) => d.id)).toEqual([2, 3, 1]);
  });
});

describe('misc', () => {
  it('rates latency', () => {
    expect(latencyQuality(null)).toBe('offline');
    expect(latencyQuality(120)).toBe('good');
    expect(latencyQuality(500)).toBe('fair');
    expect(latencyQuality(1500)).toBe('poor');
  });
});
