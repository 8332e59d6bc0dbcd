import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every namespace file under locales/en exists in every language with exactly the same keys, none empty. */
const root = resolve(import.meta.dirname, '../../locales');
const LANGS = ['ko', 'zh-TW', 'zh-CN'];
const namespaces = readdirSync(join(root, 'en')).filter((file) => file.endsWith('.json'));

// Arrays (read with returnObjects) are walked like objects: `sections.0.title`.
type Tree = { [key: string]: string | Tree } | Tree[];

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of flatten(value as Tree, path)) out.set(k, v);
    } else out.set(path, value);
  }
  return out;
}

const read = (lang: string, file: string): Map<string, unknown> =>
  flatten(JSON.parse(readFileSync(join(root, lang, file), 'utf8')) as Tree);

describe('locales', () => {
  it('has English namespaces, including common', () => {
    expect(namespaces).toContain('common.json');
  });

  it('has every English namespace file in every language', () => {
    for (const lang of LANGS) {
      const files = readdirSync(join(root, lang));
      const missing = namespaces.filter((file) => !files.includes(file));
      expect(missing, `${lang} is missing`).toEqual([]);
    }
  });

  for (const file of namespaces) {
    it(`${file}: same key set in every language, no empty values`, () => {
      const english = read('en', file);
      for (const lang of ['en', ...LANGS]) {
        const keys = read(lang, file);
        const missing = [...english.keys()].filter((key) => !keys.has(key));
        const extra = [...keys.keys()].filter((key) => !english.has(key));
        expect(missing, `${lang}/${file} missing keys`).toEqual([]);
        expect(extra, `${lang}/${file} extra keys`).toEqual([]);
        const empty = [...keys].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
        expect(
          empty.map(([key]) => key),
          `${lang}/${file} empty or non-text values`,
        ).toEqual([]);
      }
    });

    it(`${file}: interpolation placeholders match English`, () => {
      const english = read('en', file);
      const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
      for (const lang of LANGS) {
        const keys = read(lang, file);
        for (const [key, text] of english) {
          if (!keys.has(key)) continue;
          expect(placeholders(keys.get(key)), `${lang}/${file} ${key}`).toEqual(placeholders(text));
        }
      }
    });
  }
});
