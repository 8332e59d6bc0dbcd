import { describe, expect, it } from 'vitest';
import { appPagePolicy, frameSources } from './securityHeaders';

describe('frame-src', () => {
  it('allows the app and exactly the configured link hosts and game origins', () => {
    const env = {
      VITE_EXTERNAL_LINK_HOSTS: 'partner.example.org, *.news.example.org, http://localhost:5173',
      VITE_GAME_SURVIVOR_URL: 'https://game.example.net/play?x=1',
      VITE_GAME_DISPATCH_URL: '/nft/game',
    };
    expect(frameSources(env)).toEqual([
      "'self'",
      'https://partner.example.org',
      'https://*.news.example.org',
      'http://localhost:5173',
      'https://game.example.net',
    ]);
  });
  it('drops entries that are not hosts, so a bad setting cannot widen or break the policy', () => {
    expect(
      frameSources({ VITE_EXTERNAL_LINK_HOSTS: "*, 'unsafe-inline', a.com; script-src *, javascript:x, ok.com" }),
    ).toEqual(["'self'", 'https://ok.com']);
  });
  it('is part of the page policy; only the app itself by default', () => {
    expect(appPagePolicy([], frameSources({}))).toContain("frame-src 'self';");
  });
});
