import { describe, expect, it } from 'vitest';
import { API_PREFIXES, isApiPath } from './envelope';

describe('API paths', () => {
  it("are the prefixes of the declared calls, /dev/ and the support agents' /support-agent/", () => {
    expect([...API_PREFIXES].sort()).toEqual(
      [
        '/activity-api/',
        '/app-api/',
        '/appay-api/',
        '/dev/',
        '/finance-api/',
        '/mercury-web-api/',
        '/nft-api/',
        '/otc-api/',
        '/support-agent/',
        '/user-api/',
        '/workorder-api/',
      ].sort(),
    );
    expect(isApiPath('/nft-api/api/nft/search')).toBe(true);
    expect(isApiPath('/nft/search')).toBe(false);
  });
});
