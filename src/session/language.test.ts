import { describe, expect, it } from 'vitest';
import { SERVER_LANG } from '@/state/app';
import { normalizeLang, resolveLanguage, rewriteLangParam } from './language';

describe('language', () => {
  it('normalizes tags from the URL, cookies, Telegram and browsers', () => {
    expect(normalizeLang('en-US')).toBe('en');
    expect(normalizeLang('KO')).toBe('ko');
    expect(normalizeLang('ko-KR')).toBe('ko');
    expect(normalizeLang('zh-TW')).toBe('zh-TW');
    expect(normalizeLang('zh-tw')).toBe('zh-TW');
    expect(normalizeLang('zh_tw')).toBe('zh-TW');
    expect(normalizeLang('zh-Hant-HK')).toBe('zh-TW');
    expect(normalizeLang('zh-hans')).toBe('zh-CN');
    expect(normalizeLang('zh')).toBe('zh-CN');
    expect(normalizeLang('zh-CN')).toBe('zh-CN');
    expect(normalizeLang('fr-FR')).toBeNull();
    expect(normalizeLang('')).toBeNull();
    expect(normalizeLang(null)).toBeNull();
  });

  it('resolves in the order: lang query, chosen, Telegram, cookie, storage, browser, then en', () => {
    const all = { query: 'ko', chosen: 'en', cookie: 'zh-TW', storage: 'zh-CN', telegram: 'ko', browser: ['zh-CN'] };
    expect(resolveLanguage(all)).toBe('ko');
    expect(resolveLanguage({ ...all, query: null })).toBe('en');
    expect(resolveLanguage({ ...all, query: null, chosen: null })).toBe('ko');
    expect(resolveLanguage({ ...all, query: null, chosen: null, telegram: null })).toBe('zh-TW');
    expect(resolveLanguage({ ...all, query: null, chosen: null, telegram: null, cookie: undefined })).toBe('zh-CN');
    expect(resolveLanguage({ query: null, telegram: 'ko', browser: ['zh-TW'] })).toBe('ko');
    expect(resolveLanguage({ telegram: null, browser: ['fr', 'zh-HK'] })).toBe('zh-TW');
    expect(resolveLanguage({ browser: ['fr', 'de'] })).toBe('en');
    expect(resolveLanguage({})).toBe('en');
  });

  it('a later Telegram launch in another language follows it, unless the user chose one in the app', () => {
    // the earlier launch (ko) left its language in the cookie and storage: not a choice
    expect(resolveLanguage({ cookie: 'ko', storage: 'ko', telegram: 'zh-hant' })).toBe('zh-TW');
    expect(resolveLanguage({ cookie: 'ko', storage: 'ko', telegram: 'zh' })).toBe('zh-CN');
    // English picked in the app stays, whatever the Telegram client speaks
    expect(resolveLanguage({ chosen: 'en', cookie: 'en', storage: 'en', telegram: 'ko' })).toBe('en');
    // outside Telegram the remembered language still comes before the browser's
    expect(resolveLanguage({ cookie: 'ko', browser: ['zh-TW'] })).toBe('ko');
  });

  it('skips unsupported values instead of stopping at them', () => {
    expect(resolveLanguage({ query: 'xx', cookie: 'ko' })).toBe('ko');
  });

  it('rewrites the lang parameter only when present', () => {
    expect(rewriteLangParam('https://a.test/asset?lang=zh-CN&tab=2#x', 'ko')).toBe('/asset?lang=ko&tab=2#x');
    expect(rewriteLangParam('https://a.test/asset?tab=2', 'ko')).toBeNull();
    expect(rewriteLangParam('https://a.test/?lang=ko', 'ko')).toBeNull();
  });

  it('maps to the server language codes', () => {
    expect(SERVER_LANG).toEqual({ en: 'en', ko: 'ko', 'zh-TW': 'zh_tw', 'zh-CN': 'zh' });
  });
});
