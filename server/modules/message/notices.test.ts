import { describe, expect, it } from 'vitest';
import { SERVER_LANGS } from '@/contract/fields';
import { NOTICES } from './notices';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('NOTICES', () => {
  const entries = Object.entries(NOTICES).flatMap(([name, texts]) =>
    (['title', 'body'] as const).map((part) => [`${name}.${part}`, texts[part]] as const),
  );

  it('has every notice in the four server languages, none empty', () => {
    for (const [name, texts] of entries)
      for (const lang of SERVER_LANGS) expect([name, lang, texts[lang].trim().length > 0]).toEqual([name, lang, true]);
  });

  it('uses the same placeholders in every language', () => {
    for (const [name, texts] of entries)
      for (const lang of SERVER_LANGS)
        expect([name, lang, placeholders(texts[lang])]).toEqual([name, lang, placeholders(texts.en)]);
  });

  it('translates: no language copies the English, and the Chinese ones are not one another', () => {
    for (const [name, texts] of entries) {
      for (const lang of ['ko', 'zh_tw', 'zh'] as const)
        expect([name, lang, texts[lang] === texts.en]).toEqual([name, lang, false]);
      expect([
        name,
        /[가-힣]/.test(texts.ko),
        /[\u4e00-\u9fff]/.test(texts.zh),
        /[\u4e00-\u9fff]/.test(texts.zh_tw),
      ]).toEqual([name, true, true, true]);
    }
  });
});
