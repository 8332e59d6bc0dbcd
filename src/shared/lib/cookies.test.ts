import { describe, expect, it } from 'vitest';
import { parentDomain } from './cookies';

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
