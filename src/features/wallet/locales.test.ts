import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_STATUSES, WITHDRAW_STATUSES } from '@/contract/wallet/schema';
import { EVENT_TYPES } from '@/contract/wallet/schema';
import { HISTORY_TYPES, QUICK_ACTIONS } from './model';

const load = (lang: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../locales/${lang}/wallet.json`), 'utf8')) as Record<
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
const PLURAL = /_(zero|one|two|few|many|other)$/;
const english = flatten(load('en'));
/** Keys without their plural suffix: each language has the plural forms its own rules need (i18next). */
const baseKeys = (bundle: Record<string, string>) => [
  ...new Set(Object.keys(bundle).map((k) => k.replace(PLURAL, ''))),
];
/** Texts that read the same in every language: formats of numbers and names, and brand words. */
const SAME_EVERYWHERE =
  /^(\$\{\{value\}\}|\{\{symbol\}\} · \{\{name\}\}|\{\{collection\}\} · #\{\{id\}\}|NFT|Seraph.*)$/;

describe('wallet locale files', () => {
  it.each(LANGS)('%s has the English keys, its plural forms, each translated', (lang) => {
    const bundle = flatten(load(lang));
    expect(baseKeys(bundle).sort()).toEqual(baseKeys(english).sort());
    for (const value of Object.values(bundle)) expect(value.trim()).not.toBe('');
    const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const key of Object.keys(english).filter((k) => k.endsWith('_other'))) {
      const base = key.replace(PLURAL, '');
      for (const form of forms) expect(bundle, `${lang} ${base}_${form}`).toHaveProperty([`${base}_${form}`]);
    }
    if (lang !== 'en') {
      const same = Object.keys(bundle).filter((k) => bundle[k] === english[k] && !SAME_EVERYWHERE.test(english[k]!));
      expect(same).toEqual([]);
    }
  });

  it('names every history type, quick action and record status the screens can show', () => {
    for (const type of [...HISTORY_TYPES, ...EVENT_TYPES]) expect(english).toHaveProperty([`history.type.${type}`]);
    for (const action of QUICK_ACTIONS) expect(english).toHaveProperty([`actions.${action.id}`]);
    for (const status of [...DEPOSIT_STATUSES, ...WITHDRAW_STATUSES, 'done'])
      expect(english).toHaveProperty([`trade.status.${status}`]);
  });
});
