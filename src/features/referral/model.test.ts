import { describe, expect, it } from 'vitest';
import { decodeStartApp } from '@/domain/startapp';
import { isReferralCode, referralLinks, sharePercent } from './model';

describe('referralLinks', () => {
  it('carries the code in the mini app link and in the browser sign-in link', () => {
    const links = referralLinks(
      { code: 'Ab3dE6gH', bot_username: 'NFTMarketTestBot', mini_app_name: 'app', fee_share: '0.2' },
      'https://wallet.example',
    );
    expect(links.web).toBe('https://wallet.example/login?ref=Ab3dE6gH');
    const param = new URL(links.telegram!).searchParams.get('startapp');
    expect(links.telegram).toMatch(/^https:\/\/t\.me\/NFTMarketTestBot\/app\?startapp=/);
    expect(decodeStartApp(param)).toEqual({ path: '/', ref: 'Ab3dE6gH' });
  });

  it('has no mini app link without a bot', () => {
    expect(
      referralLinks({ code: 'Ab3dE6gH', bot_username: '', mini_app_name: 'app', fee_share: '0.2' }, 'http://x')
        .telegram,
    ).toBeNull();
  });
});

it('shows the share as a percentage and knows a code', () => {
  expect(sharePercent('0.2')).toBe('20');
  expect(sharePercent('0.125')).toBe('12.5');
  expect(isReferralCode('Ab3dE6gH')).toBe(true);
  expect(isReferralCode('Ab3d')).toBe(false);
  expect(isReferralCode(null)).toBe(false);
});
