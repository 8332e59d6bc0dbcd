import { describe, expect, it } from 'vitest';
import { ipCountry } from './ipCountry';

describe('ipCountry', () => {
  it('names the country of a public IPv4 address, also when mapped into IPv6', () => {
    expect(ipCountry('8.8.8.8')).toBe('US');
    expect(ipCountry('::ffff:8.8.8.8')).toBe('US');
    expect(ipCountry('211.234.0.1')).toBe('KR');
  });
  it('says nothing for private, loopback, IPv6 and malformed addresses', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '172.20.0.1', '::1', '2001:db8::1', '1.2.3', '', 'x']) {
      expect(ipCountry(ip)).toBe('');
    }
  });
});
