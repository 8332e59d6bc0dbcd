import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityFactors } from './model';

const load = (lang: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../locales/${lang}/security.json`), 'utf8')) as Record<
    string,
    unknown
  >;
const flatten = (node: unknown, prefix = ''): Record<string, string> =>
  Object.entries(node as Record<string, unknown>).reduce<Record<string, string>>((all, [key, value]) => {
    if (typeof value === 'string') all[prefix + key] = value;
    else Object.assign(all, flatten(value, `${prefix}${key}.`));
    return all;
  }, {});

const LANGS = ['en', 'ko', 'zh-TW', 'zh-CN'];
const english = flatten(load('en'));

describe('security locale files', () => {
  it.each(LANGS)('%s has exactly the English keys, each translated', (lang) => {
    const bundle = flatten(load(lang));
    expect(Object.keys(bundle).sort()).toEqual(Object.keys(english).sort());
    for (const value of Object.values(bundle)) expect(value.trim()).not.toBe('');
    if (lang !== 'en') {
      const same = Object.keys(bundle).filter(
        (key) =>
          bundle[key] === english[key] &&
          !/^(UID|Pay ID|Telegram|Wi-Fi|WiMAX|\{\{ms\}\} ms)$/.test(english[key]!) &&
          // A nested reference ($t(common:route.…)) is the same in every language: its target is translated.
          !/^\$t\([^)]+\)$/.test(english[key]!),
      );
      expect(same).toEqual([]);
    }
  });
  it('holds the passkey-name-too-long message under user.Ka7c507a2 (the key the server names for it)', () => {
    expect(english['user.Ka7c507a2']).toMatch(/50/);
  });
  it('names every security factor and level shown on the security centre', () => {
    const factors = securityFactors({
      profile: {
        email: '',
        backup_email: '',
        has_password: false,
        ga_enabled: false,
        passkey_count: 0,
        has_capital_password: false,
      },
      maskEmail: (e) => e,
    });
    for (const f of factors) expect(english[`factor.${f.key}`]).toBeTruthy();
    for (const level of ['low', 'medium', 'high']) expect(english[`level.${level}_hint`]).toBeTruthy();
  });
});
