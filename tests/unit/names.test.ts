import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_BANNERS, SEED_COLLECTIONS, SEED_HOME_MODULES } from '../../server/db/seed/data';
import { titleKeyOf } from '../../src/shared/routing/specRoutes';

/**
 * One product name and one name per feature in each language: strings that name the
 * product nest `$t(common:appName)`, feature titles nest `$t(common:route.…)`, and what the locales still
 * spell out themselves must agree with those sources.
 */
const root = resolve(import.meta.dirname, '../../locales');
const LANGS = ['en', 'ko', 'zh-TW', 'zh-CN'] as const;
type Lang = (typeof LANGS)[number];
const SERVER_LANG = { en: 'en', ko: 'ko', 'zh-TW': 'zh_tw', 'zh-CN': 'zh' } as const;
const namespaces = readdirSync(join(root, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

type Tree = { [key: string]: string | Tree };
const bundle = (lang: string, ns: string) => JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8')) as Tree;
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

/** Every raw locale string as `ns:key` → text, per language. */
const raw = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    new Map(namespaces.flatMap((ns) => leaves(bundle(lang, ns)).map(([k, v]) => [`${ns}:${k}`, v]))),
  ]),
) as Record<Lang, Map<string, string>>;
const keys = [...raw.en.keys()];

/** How the product has been spelled in some language at some point; none may appear outside `common:appName`. */
const PRODUCT_SPELLINGS = ['NFT Wallet', 'NFT 지갑', 'NFT 錢包', 'NFT 钱包', 'NFT 월렛'];

/** Per language, a feature name and the variants that must not come back (they named the same feature). */
const GLOSSARY: Record<Lang, { name: string; not: RegExp }[]> = {
  en: [],
  ko: [{ name: 'Seraph', not: /세라프/ }],
  'zh-TW': [{ name: '通行密鑰 (passkey)', not: /通行金鑰|密碼金鑰/ }],
  'zh-CN': [{ name: '身份验证器 (authenticator)', not: /(?<!身份)验证器/ }],
};

let t: Record<Lang, TFunction>;
beforeAll(async () => {
  const resources = Object.fromEntries(
    LANGS.map((lang) => [lang, Object.fromEntries(namespaces.map((ns) => [ns, bundle(lang, ns)]))]),
  );
  // The app's own settings that matter here: nesting on (i18next's default), no fallback hiding a gap.
  const instance = i18next.createInstance();
  await instance.init({
    resources,
    lng: 'en',
    fallbackLng: false,
    ns: namespaces,
    interpolation: { escapeValue: false },
  });
  t = Object.fromEntries(LANGS.map((lang) => [lang, instance.getFixedT(lang)])) as Record<Lang, TFunction>;
});

describe('product name', () => {
  it.each(LANGS)('%s spells it only in common:appName; every other mention nests it', (lang) => {
    const spelled = keys.filter(
      (key) =>
        key !== 'common:appName' &&
        [...PRODUCT_SPELLINGS, raw[lang].get('common:appName')!].some((name) => raw[lang].get(key)!.includes(name)),
    );
    expect(spelled).toEqual([]);
  });

  it.each(LANGS)('%s shows the one app name wherever a string nests it', (lang) => {
    const appName = t[lang]('common:appName');
    const nesting = keys.filter((key) => raw[lang].get(key)!.includes('$t(common:appName)'));
    expect(nesting.length).toBeGreaterThanOrEqual(4);
    for (const key of nesting) expect(t[lang](key), key).toContain(appName);
    expect(t[lang]('account:login.title')).toContain(appName);
  });
});

describe('feature names', () => {
  it.each(LANGS)('%s: every nested reference resolves', (lang) => {
    const unresolved = keys.filter((key) => String(t[lang](key)).includes('$t('));
    expect(unresolved).toEqual([]);
  });

  it.each(LANGS)('%s: a string that names a feature in English names it as its route title does', (lang) => {
    const routeByEnglish = new Map(
      keys.filter((key) => key.startsWith('common:route.')).map((key) => [t.en(key), key] as const),
    );
    const differing = keys.flatMap((key) => {
      const route = routeByEnglish.get(t.en(key));
      if (!route || route === key || t[lang](key) === t[lang](route)) return [];
      return [`${key} "${t[lang](key)}" ≠ ${route} "${t[lang](route)}"`];
    });
    expect(differing).toEqual([]);
  });

  it.each(LANGS)('%s uses one word per feature (glossary)', (lang) => {
    for (const { name, not } of GLOSSARY[lang]) {
      const offending = keys.filter((key) => not.test(t[lang](key)));
      expect(offending, name).toEqual([]);
    }
  });

  it.each(LANGS)('%s: the seeded home entries carry the route titles of where they lead', (lang) => {
    for (const entry of SEED_HOME_MODULES) {
      const path = entry.link.split('?')[0]!;
      expect(entry.title[SERVER_LANG[lang]], entry.key).toBe(t[lang](`common:${titleKeyOf(path)}`));
    }
  });

  it('the seeded Korean content spells Seraph as the app does', () => {
    const texts = [
      ...SEED_BANNERS.map((banner) => banner.title.ko),
      ...SEED_COLLECTIONS.flatMap((collection) => [collection.name.ko, collection.description.ko]),
    ];
    for (const { not } of GLOSSARY.ko) expect(texts.filter((text) => not.test(text))).toEqual([]);
  });
});
