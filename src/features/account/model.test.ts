import { describe, expect, it } from 'vitest';
import {
  codeFormProblem,
  findThirdApp,
  loginQrUrl,
  qrIdOf,
  regionName,
  normaliseCode,
  parseLoginQr,
  passkeyFallback,
  qrExpired,
  resolveRedirect,
  secondStepHintKey,
  secondStepMethods,
  secondStepOver,
  shouldOfferPasskey,
  shouldShowKeepLogin,
  signInBlocker,
  thirdAppRegistry,
  thirdReturnUrl,
  validateCode,
  validateEmail,
} from './model';

describe('email and code validation', () => {
  it('accepts ordinary addresses and rejects malformed ones', () => {
    expect(validateEmail('ann@example.com')).toBeNull();
    expect(validateEmail('  a.b+tag@mail.example.co  ')).toBeNull();
    expect(validateEmail('')).toBe('required');
    expect(validateEmail('   ')).toBe('required');
    for (const bad of [
      'ann',
      'ann@',
      '@example.com',
      'ann@example',
      'ann@@example.com',
      'a n@example.com',
      'ann@.com',
    ]) {
      expect(validateEmail(bad), bad).toBe('invalid');
    }
  });

  it('keeps digits of a pasted code and requires exactly six', () => {
    expect(normaliseCode(' 12-34 56 ')).toBe('123456');
    expect(normaliseCode('1234567')).toBe('123456');
    expect(validateCode('123456')).toBeNull();
    expect(validateCode('')).toBe('required');
    expect(validateCode('12345')).toBe('invalid');
    expect(validateCode('12345a')).toBe('invalid');
  });

  it('requires the agreement only when the email is new', () => {
    const base = { email: 'ann@example.com', code: '123456', agreed: false };
    expect(signInBlocker({ ...base, exists: true })).toBeNull();
    expect(signInBlocker({ ...base, exists: false })).toBe('agreement');
    expect(signInBlocker({ ...base, exists: false, agreed: true })).toBeNull();
    expect(signInBlocker({ ...base, email: 'nope', exists: true })).toBe('email');
    expect(signInBlocker({ ...base, code: '12', exists: true })).toBe('code');
  });

  it('names the first problem of the code form before anything is sent', () => {
    expect(codeFormProblem('', '123456', true)).toMatchObject({ field: 'email', key: 'errors.email.required' });
    expect(codeFormProblem('ann@example.com', '', false)).toMatchObject({
      field: 'code',
      key: 'errors.code.sendFirst',
    });
    expect(codeFormProblem('ann@example.com', '', true)).toMatchObject({ field: 'code', key: 'errors.code.required' });
    expect(codeFormProblem('ann@example.com', '12', false)).toMatchObject({ key: 'errors.code.invalid' });
    expect(codeFormProblem('ann@example.com', '123456', false)).toBeNull();
  });
});

describe('redirect after sign-in', () => {
  it('follows a safe same-site redirectUrl, decoding one without a slash', () => {
    expect(resolveRedirect('/personal?tab=x', null)).toBe('/personal?tab=x');
    expect(resolveRedirect('%2Fasset%3Fx%3D1', null)).toBe('/asset?x=1');
    expect(resolveRedirect('/nft/search', '/asset')).toBe('/nft/search');
  });

  it('sends off-site or script redirects to the home screen, not to the remembered path', () => {
    for (const evil of [
      '//evil.example',
      'https://evil.example',
      'http://evil.example/x',
      'javascript:alert(1)',
      '%2F%2Fevil.example',
      'https%3A%2F%2Fevil.example',
      'javascript%3Aalert(1)',
      '/\\evil.example',
      '%E0%A4%A',
    ]) {
      expect(resolveRedirect(evil, '/asset'), evil).toBe('/');
    }
  });

  it('falls back to the remembered path, then home', () => {
    expect(resolveRedirect(null, '/personal?tab=x')).toBe('/personal?tab=x');
    expect(resolveRedirect('', '/asset')).toBe('/asset');
    expect(resolveRedirect(undefined, null)).toBe('/');
    expect(resolveRedirect(null, '//evil.example')).toBe('/');
  });
});

describe('login QR', () => {
  const origin = 'https://app.example.com';

  it('accepts only our own confirm URL with a well-formed id', () => {
    const url = loginQrUrl(origin, 'abcDEF123_-x');
    // The id rides in the fragment: browsers never send it, so no server log holds it.
    expect(url).toBe('https://app.example.com/other/loginconfirm#qr_id=abcDEF123_-x');
    expect(parseLoginQr(url, origin)).toBe('abcDEF123_-x');
    expect(parseLoginQr('https://app.example.com/other/loginconfirm?qr_id=abcDEF123_-x', origin)).toBe('abcDEF123_-x');
    expect(parseLoginQr('https://evil.example/other/loginconfirm#qr_id=abcDEF123_-x', origin)).toBeNull();
    expect(parseLoginQr(`  ${url}\n`, origin)).toBe('abcDEF123_-x');
    expect(parseLoginQr('https://evil.example/other/loginconfirm?qr_id=abcDEF123_-x', origin)).toBeNull();
    expect(parseLoginQr('https://app.example.com/other/scan?qr_id=abcDEF123_-x', origin)).toBeNull();
    expect(parseLoginQr('https://app.example.com/other/loginconfirm?qr_id=<script>', origin)).toBeNull();
    expect(parseLoginQr('https://app.example.com/other/loginconfirm', origin)).toBeNull();
    expect(parseLoginQr('not a url', origin)).toBeNull();
  });

  it('reads the id from the fragment or the query, and refuses a malformed one', () => {
    expect(qrIdOf('', '#qr_id=abcDEF123_-x')).toBe('abcDEF123_-x');
    expect(qrIdOf('?qr_id=abcDEF123_-x', '')).toBe('abcDEF123_-x');
    expect(qrIdOf('', '#qr_id=%3Cscript%3E')).toBeNull();
    expect(qrIdOf('', '')).toBeNull();
  });

  it("names the desktop's country in the reader's language, or nothing", () => {
    expect(regionName('KR', 'en')).toBe('South Korea');
    expect(regionName('KR', 'ko')).toBe('대한민국');
    expect(regionName('', 'en')).toBe('');
  });

  it('expires on the server status or after expire_at', () => {
    expect(qrExpired('waiting', 100, 99_000)).toBe(false);
    expect(qrExpired('waiting', 100, 100_000)).toBe(true);
    expect(qrExpired('expired', 100, 0)).toBe(true);
    expect(qrExpired('scanned', 100, 50_000)).toBe(false);
  });
});

describe('prompts after sign-in', () => {
  it('shows keep-login while the flag is absent', () => {
    expect(shouldShowKeepLogin(null)).toBe(true);
    expect(shouldShowKeepLogin('1')).toBe(false);
  });

  it('offers a passkey once, only to users without one on capable browsers', () => {
    expect(shouldOfferPasskey(0, true, false)).toBe(true);
    expect(shouldOfferPasskey(1, true, false)).toBe(false);
    expect(shouldOfferPasskey(0, false, false)).toBe(false);
    expect(shouldOfferPasskey(0, true, true)).toBe(false);
    expect(shouldOfferPasskey(undefined, true, false)).toBe(false);
  });
});

describe('third-party authorisation', () => {
  const registry = thirdAppRegistry(
    { 1: 'https://survivor.example/play', 2: '/nft/game', 3: '/nft/game' },
    'https://app.example.com',
  );

  it('knows registered apps and refuses others', () => {
    expect(findThirdApp(registry, 'seraph-survivor')?.redirect).toBe('https://survivor.example/play');
    expect(findThirdApp(registry, 'seraph-survivor-x')?.redirect).toBe('https://app.example.com/nft/game');
    expect(findThirdApp(registry, 'unknown-app')).toBeNull();
    expect(findThirdApp(registry, null)).toBeNull();
  });

  it('returns only to the allow-listed origin', () => {
    const app = findThirdApp(registry, 'seraph-survivor')!;
    const granted = { uuid: 'u-1', lang: 'en' };
    expect(thirdReturnUrl(app, 'https://survivor.example/lobby?a=1', granted)).toBe(
      'https://survivor.example/lobby?a=1&uuid=u-1&lang=en',
    );
    expect(thirdReturnUrl(app, 'https://evil.example/steal', granted)).toBe(
      'https://survivor.example/play?uuid=u-1&lang=en',
    );
    expect(thirdReturnUrl(app, '//evil.example/steal', granted)).toBe('https://survivor.example/play?uuid=u-1&lang=en');
    expect(thirdReturnUrl(app, 'javascript:alert(1)', granted)).toBe('https://survivor.example/play?uuid=u-1&lang=en');
    expect(thirdReturnUrl(app, null, { uuid: 'u 2' })).toBe('https://survivor.example/play?uuid=u+2');
    expect(thirdReturnUrl(app, '/lobby', { error: 'access_denied' })).toBe(
      'https://survivor.example/lobby?error=access_denied',
    );
  });
});

describe('second step of a password sign-in', () => {
  it('offers the methods the server lists, known ones once, authenticator first', () => {
    expect(secondStepMethods(['passkey'])).toEqual(['passkey']);
    expect(secondStepMethods(['passkey', 'ga', 'passkey'])).toEqual(['ga', 'passkey']);
    expect(secondStepMethods(['ga', 'sms'])).toEqual(['ga']);
    // nothing usable listed: the authenticator, as before passkeys were a second step
    expect(secondStepMethods(undefined)).toEqual(['ga']);
    expect(secondStepMethods(['sms'])).toEqual(['ga']);
  });

  it('words the hint after the methods', () => {
    expect(secondStepHintKey(['ga'])).toBe('form.gaHint');
    expect(secondStepHintKey(['passkey'])).toBe('form.passkeyHint');
    expect(secondStepHintKey(['ga', 'passkey'])).toBe('form.gaOrPasskeyHint');
  });

  it('falls back from a failed passkey to the code when offered, else to the email code', () => {
    expect(passkeyFallback(['ga', 'passkey'])).toBe('ga');
    expect(passkeyFallback(['passkey'])).toBe('email');
  });

  it('ends the step only when its token is spent or expired', () => {
    expect(secondStepOver(20144)).toBe(true);
    for (const code of [20121, 20122, 20123, 20103, null]) expect(secondStepOver(code)).toBe(false);
  });
});
