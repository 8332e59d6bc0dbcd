import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parentDomain, setCookie } from './cookies';

describe('setCookie', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const attributesOn = (protocol: string) => {
    vi.stubGlobal('location', { protocol, hostname: 'app.example.com' });
    const set = vi.spyOn(Cookies, 'set').mockReturnValue(undefined);
    setCookie('access_token', 't');
    return set.mock.calls[0]![2];
  };
  it('is Secure on a page served over HTTPS, on the parent domain, Lax', () => {
    expect(attributesOn('https:')).toMatchObject({ secure: true, domain: '.example.com', sameSite: 'Lax', path: '/' });
  });
  it('cannot be Secure on plain HTTP (local development)', () => {
    expect(attributesOn('http:')).toMatchObject({ secure: false });
  });
});

describe('parentDomain', () => {
  it('shares cookies across the parent domain', () => {
    expect(parentDomain('app.example.com')).toBe('.example.com');
    expect(parentDomain('a.b.example.com')).toBe('.example.com');
    expect(parentDomain('APP.Example.COM.')).toBe('.example.com');
  });
  it('keeps a bare two-label domain as is', () => {
    expect(parentDomain('example.com')).toBe('example.com');
  });
  it('never targets a public suffix', () => {
    expect(parentDomain('app.example.co.uk')).toBe('.example.co.uk');
    expect(parentDomain('example.co.uk')).toBe('example.co.uk');
    expect(parentDomain('me.github.io')).toBe('me.github.io');
  });
  it('sets no domain on localhost, IP addresses and single labels', () => {
    expect(parentDomain('localhost')).toBeUndefined();
    expect(parentDomain('127.0.0.1')).toBeUndefined();
    expect(parentDomain('::1')).toBeUndefined();
    expect(parentDomain('[::1]')).toBeUndefined();
    expect(parentDomain('intranet')).toBeUndefined();
    expect(parentDomain('')).toBeUndefined();
  });
});
