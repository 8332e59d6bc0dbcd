import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_LANGS, langFromHeader, translate } from './i18n';

// Every message data module (server/messages/*.ts but texts.ts, the type): a new module is checked too.
const MESSAGE_MODULES = import.meta.glob<Record<string, Record<string, Record<string, unknown>>>>(
  ['./messages/*.ts', '!./messages/texts.ts'],
  { eager: true },
);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server messages', () => {
  it('has every key in all four languages (en, ko, zh_tw, zh), none empty and no other language', () => {
    const problems: string[] = [];
    for (const [key, texts] of Object.entries(MESSAGES) as [string, Record<string, unknown>][]) {
      for (const lang of SERVER_LANGS) {
        const text = texts[lang];
        if (typeof text !== 'string' || text.trim() === '') problems.push(`${key}: no ${lang}`);
      }
      for (const lang of Object.keys(texts)) {
        if (!(SERVER_LANGS as readonly string[]).includes(lang)) problems.push(`${key}: unknown language ${lang}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('uses the same {placeholders} in every language', () => {
    const problems: string[] = [];
    for (const [key, texts] of Object.entries(MESSAGES)) {
      const english = placeholders(texts.en);
      for (const lang of SERVER_LANGS) {
        if (placeholders(texts[lang]).join() !== english.join()) problems.push(`${key}.${lang}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('translates rather than copies English', () => {
    const copies = Object.entries(MESSAGES).flatMap(([key, texts]) =>
      SERVER_LANGS.filter((lang) => lang !== 'en' && texts[lang] === texts.en).map((lang) => `${key}.${lang}`),
    );
    expect(copies).toEqual([]);
  });

  it('spreads every message module into MESSAGES, and no key is defined by two modules', () => {
    const tables = Object.entries(MESSAGE_MODULES).flatMap(([file, exported]) =>
      Object.entries(exported).map(([name, table]) => [`${file}:${name}`, table] as const),
    );
    expect(tables.length).toBeGreaterThanOrEqual(2);
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const [module, table] of tables) {
      for (const [key, texts] of Object.entries(table)) {
        if (owner.has(key)) twice.push(`${key}: ${owner.get(key)} and ${module}`);
        owner.set(key, module);
        expect([key, (MESSAGES as Record<string, unknown>)[key]]).toEqual([key, texts]);
      }
    }
    expect(twice).toEqual([]);
    expect(Object.keys(MESSAGES).sort()).toEqual([...owner.keys()].sort());
  });
});

describe('translate', () => {
  it("picks the plural form by the language's rules", () => {
    expect(translate('en', 'wrong_code', { count: 1 })).toBe('The verification code is incorrect. 1 attempt left.');
    expect(translate('en', 'wrong_code', { count: 0 })).toBe('The verification code is incorrect. 0 attempts left.');
    expect(translate('ko', 'wrong_code', { count: 1 })).toBe('인증 코드가 올바르지 않습니다. 남은 시도 횟수: 1회.');
    expect(translate('zh', 'wrong_code', { count: 2 })).toBe('验证码错误，还可尝试 2 次。');
  });

  it('fills parameters and leaves unknown ones visible', () => {
    expect(translate('en', 'wrong_code', { count: 3 })).toBe('The verification code is incorrect. 3 attempts left.');
    expect(translate('zh', 'passkey_limit', { limit: 10 })).toBe('最多只能添加 10 个通行密钥。');
    expect(translate('ko', 'code_cooldown')).toBe('방금 코드가 발송되었습니다. {seconds}초 후에 다시 시도해 주세요.');
  });

  it('reads X-Language, including the client codes, and falls back to English', () => {
    expect(langFromHeader('zh-TW')).toBe('zh_tw');
    expect(langFromHeader('zh-CN')).toBe('zh');
    expect(langFromHeader(['ko-KR'])).toBe('ko');
    expect(langFromHeader('fr')).toBe('en');
    expect(langFromHeader(undefined)).toBe('en');
  });
});
