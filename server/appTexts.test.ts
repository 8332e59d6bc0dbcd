import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appText } from './appTexts';

const wallet = (lang: string) =>
  (JSON.parse(readFileSync(`locales/${lang}/wallet.json`, 'utf8')) as { overview: { usd: string; total: string } })
    .overview;

describe('appText: the app’s own texts for the page the server writes', () => {
  it("fills in the values it is given, in the request's language, and leaves the others", () => {
    expect(appText('ko', 'wallet', 'overview.usd', { value: '1,234.50' })).toBe(
      wallet('ko').usd.replace('{{value}}', '1,234.50'),
    );
    expect(appText('en', 'wallet', 'overview.usd')).toBe(wallet('en').usd);
  });

  it('resolves nesting, reads each language, and is empty for a missing key', () => {
    expect(appText('zh', 'security', 'route.security_userManage')).toBe('安全中心');
    expect(appText('zh_tw', 'wallet', 'overview.total')).toBe(wallet('zh-TW').total);
    expect(appText('en', 'wallet', 'overview.no_such_key')).toBe('');
  });
});
