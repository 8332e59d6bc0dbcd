import { describe, expect, it } from 'vitest';
import {
  returnPathOf,
  withReturn,
  isAllowedExternalUrl,
  isSafeInternalPath,
  isTelegramLink,
  safeInternalPath,
} from './url';

describe('isSafeInternalPath', () => {
  it.each([
    '/',
    '/home',
    '/nft/search?symbol=abc&page=2',
    '/help#faq',
    '/asset/coinDetail?symbol=USDT',
    '/a%20b',
    '/news/%E4%B8%AD',
    '/中文',
    '/a//b',
  ])('accepts %s', (value) => expect(isSafeInternalPath(value)).toBe(true));

  it.each([
    '',
    ' ',
    'home',
    ' /home',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/a\\b',
    'http://evil.com',
    'https://evil.com/x',
    'HTTPS://evil.com',
    'javascript:alert(1)',
    '/x?javascript:alert(1)',
    '/x?JaVaScRiPt:alert(1)',
    '/\nx',
    '/\tx',
    '/\u0000',
    '/\u2028',
    '%2F%2Fevil.com',
    '/%2Fevil.com',
    '/%2F%2Fevil.com',
    '/%5Cevil.com',
    '/%252F%252Fevil.com',
    '/%25252F%25252Fevil.com',
    '/%0d%0aSet-Cookie:x',
    '/x?%6Aavascript:alert(1)',
    '/%E0%A4%A',
    '/%',
  ])('refuses %j', (value) => expect(isSafeInternalPath(value)).toBe(false));

  it('refuses non-strings, huge values and deeply encoded values', () => {
    expect(isSafeInternalPath(undefined)).toBe(false);
    expect(isSafeInternalPath(42)).toBe(false);
    expect(isSafeInternalPath(`/${'a'.repeat(5000)}`)).toBe(false);
    let deep = '/%2F';
    for (let i = 0; i < 8; i++) deep = deep.replace(/%/g, '%25');
    expect(isSafeInternalPath(deep)).toBe(false);
  });

  it('safeInternalPath falls back', () => {
    expect(safeInternalPath('/asset')).toBe('/asset');
    expect(safeInternalPath('//evil.com')).toBe('/');
    expect(safeInternalPath(null, '/home')).toBe('/home');
  });
});

describe('isAllowedExternalUrl', () => {
  const allow = ['example.com', '*.cdn.example.org', 'http://localhost:5173', 'https://pay.example.net:8443'];

  it('accepts allow-listed hosts and origins', () => {
    expect(isAllowedExternalUrl('https://example.com/path?q=1', allow)).toBe(true);
    expect(isAllowedExternalUrl('https://EXAMPLE.com', allow)).toBe(true);
    expect(isAllowedExternalUrl('https://a.cdn.example.org/x', allow)).toBe(true);
    expect(isAllowedExternalUrl('https://a.b.cdn.example.org/x', allow)).toBe(true);
    expect(isAllowedExternalUrl('http://localhost:5173/x', allow)).toBe(true);
    expect(isAllowedExternalUrl('https://pay.example.net:8443/x', allow)).toBe(true);
  });

  it('refuses everything else', () => {
    expect(isAllowedExternalUrl('http://example.com', allow)).toBe(false);
    expect(isAllowedExternalUrl('https://example.com:444', allow)).toBe(false);
    expect(isAllowedExternalUrl('https://sub.example.com', allow)).toBe(false);
    expect(isAllowedExternalUrl('https://example.com.evil.io', allow)).toBe(false);
    expect(isAllowedExternalUrl('https://evilexample.com', allow)).toBe(false);
    expect(isAllowedExternalUrl('https://cdn.example.org', allow)).toBe(false);
    expect(isAllowedExternalUrl('https://evil.io#https://example.com', allow)).toBe(false);
    expect(isAllowedExternalUrl('https://user:pw@example.com', allow)).toBe(false);
    expect(isAllowedExternalUrl('https://example.com@evil.io', allow)).toBe(false);
    expect(isAllowedExternalUrl('javascript:alert(1)//example.com', allow)).toBe(false);
    expect(isAllowedExternalUrl('/relative', allow)).toBe(false);
    expect(isAllowedExternalUrl('https://example.com\\@evil.io', allow)).toBe(false);
    expect(isAllowedExternalUrl('https://example.com', [])).toBe(false);
    expect(isAllowedExternalUrl('https://example.com', ['', ' '])).toBe(false);
    expect(isAllowedExternalUrl('', allow)).toBe(false);
  });

  it('recognises Telegram links', () => {
    expect(isTelegramLink('https://t.me/some_bot?startapp=x')).toBe(true);
    expect(isTelegramLink('https://telegram.me/x')).toBe(true);
    expect(isTelegramLink('http://t.me/x')).toBe(false);
    expect(isTelegramLink('https://t.me.evil.io/x')).toBe(false);
    expect(isTelegramLink('nope')).toBe(false);
  });
});

describe('return path', () => {
  it('carries an in-app path there and back, and refuses anything off the app', () => {
    const link = withReturn('/setPay', '/asset/send?symbol=USDT&x=1');
    expect(link).toBe('/setPay?redirectUrl=%2Fasset%2Fsend%3Fsymbol%3DUSDT%26x%3D1');
    expect(returnPathOf(link.slice(link.indexOf('?')))).toBe('/asset/send?symbol=USDT&x=1');
    expect(returnPathOf('redirectUrl=%2Fasset%2Fsend')).toBe('/asset/send');
    expect(withReturn('/a?b=1', '/c')).toBe('/a?b=1&redirectUrl=%2Fc');
    for (const hostile of [
      '?redirectUrl=https%3A%2F%2Fevil.example',
      '?redirectUrl=%2F%2Fevil.example%2Fasset',
      '?redirectUrl=javascript%3Aalert(1)',
      '?redirectUrl=%2F%5Cevil.example',
      '?redirectUrl=asset%2Fsend',
      '?redirectUrl=',
      '',
    ])
      expect(returnPathOf(hostile)).toBeNull();
  });
});
