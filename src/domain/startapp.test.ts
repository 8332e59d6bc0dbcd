import { describe, expect, it } from 'vitest';
import {
  decodeStartApp,
  decodeStartParam,
  encodeStartApp,
  encodeStartParam,
  START_PARAM_MAX,
  startAppLink,
} from './startapp';

describe('start param', () => {
  it('round-trips internal paths using only [A-Za-z0-9_-]', () => {
    for (const path of ['/', '/help', '/nft/search?symbol=abc&page=2', '/news?id=中文&x=😀', '/a?b=~!@$^*()']) {
      const encoded = encodeStartParam(path);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeStartParam(encoded)).toBe(path);
    }
    expect(encodeStartParam('/help')).toBe('L2hlbHA');
  });

  it('refuses unsafe or too long paths', () => {
    expect(encodeStartParam('//evil.com')).toBeNull();
    expect(encodeStartParam('https://evil.com')).toBeNull();
    expect(encodeStartParam('')).toBeNull();
    expect(encodeStartParam(`/${'a'.repeat(383)}`)).toHaveLength(512);
    expect(encodeStartParam(`/${'a'.repeat(384)}`)).toBeNull();
  });

  it('decodes only well-formed values that yield safe paths', () => {
    const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
    expect(decodeStartParam(b64('//evil.com'))).toBeNull();
    expect(decodeStartParam(b64('javascript:alert(1)'))).toBeNull();
    expect(decodeStartParam(b64('/%2F%2Fevil.com'))).toBeNull();
    expect(decodeStartParam(b64('help'))).toBeNull();
    expect(decodeStartParam('L2hlbHA=')).toBeNull(); // padding not allowed
    expect(decodeStartParam('L2hlbHA+')).toBeNull();
    expect(decodeStartParam('L2hlbHB')).toBeNull(); // non-canonical trailing bits
    expect(decodeStartParam('A')).toBeNull(); // impossible length
    expect(decodeStartParam(Buffer.from([0x2f, 0xff, 0xfe]).toString('base64url'))).toBeNull(); // bad UTF-8
    expect(decodeStartParam('')).toBeNull();
    expect(decodeStartParam(null)).toBeNull();
    expect(decodeStartParam('ref_12345')).toBeNull();
    expect(decodeStartParam('A'.repeat(START_PARAM_MAX + 4))).toBeNull();
  });
});

describe('start param with a referral code', () => {
  it('round-trips a path and a code', () => {
    for (const path of ['/', '/nft/detail721?symbol=ASTRO&token_id=1', '/news?id=中文']) {
      const param = encodeStartApp(path, 'AB12_cd-9');
      expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeStartApp(param)).toEqual({ path, ref: 'AB12_cd-9' });
      // The launch only needs the path.
      expect(decodeStartParam(param)).toBe(path);
    }
  });

  it('reads a link written before codes existed as a path without a code', () => {
    expect(decodeStartApp('L2hlbHA')).toEqual({ path: '/help', ref: null });
    expect(encodeStartApp('/help', null)).toBe('L2hlbHA');
  });

  it('leaves out a code that is not one', () => {
    for (const ref of ['', 'a/b', 'a b', 'x'.repeat(33), '中文', '<script>']) {
      expect(decodeStartApp(encodeStartApp('/help', ref))).toEqual({ path: '/help', ref: null });
    }
  });

  it('drops the query of a path too long for 512 characters, and refuses one that still does not fit', () => {
    const long = `/nft/search?q=${'x'.repeat(600)}#top`;
    const param = encodeStartApp(long, 'REF1');
    expect(param!.length).toBeLessThanOrEqual(START_PARAM_MAX);
    expect(decodeStartApp(param)).toEqual({ path: '/nft/search', ref: 'REF1' });
    expect(encodeStartApp(`/${'a'.repeat(500)}?b=1`, 'REF1')).toBeNull();
    // Exactly at the limit with the code counted.
    const edge = `/${'a'.repeat(383 - 3)}`;
    expect(encodeStartApp(edge, 'abc')).toHaveLength(512);
    expect(encodeStartApp(`${edge}a`, 'abc')).toBeNull();
  });

  it('refuses hostile params', () => {
    const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
    for (const text of [
      'REF//evil.com',
      'REF/\\evil.com',
      'RE F/help',
      'a:b/help',
      `${'r'.repeat(33)}/help`,
      'REF/%2F%2Fevil.com',
      'REF/x?javascript:alert(1)',
      'REF/\u0000',
      'REF',
      '',
    ]) {
      expect(decodeStartApp(b64(text))).toBeNull();
    }
    expect(decodeStartApp(undefined)).toBeNull();
    expect(decodeStartApp(42)).toBeNull();
    expect(decodeStartApp(`${encodeStartApp('/help', 'R')}=`)).toBeNull();
  });

  it('builds the t.me link', () => {
    expect(startAppLink('NFTMarketTestBot', 'app', 'L2hlbHA')).toBe(
      'https://t.me/NFTMarketTestBot/app?startapp=L2hlbHA',
    );
  });
});
