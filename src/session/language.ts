import { changeI18nLanguage } from '@/i18n';
import { platform } from '@/platform';
import { ACCESS_TOKEN_COOKIE } from '@/api/http';
import { getCookie, setCookie } from '@/shared/lib/cookies';
import { appState, LANGS, SERVER_LANG, type Lang } from '@/state/app';
import { tellServerLanguage } from './serverLanguage';

/** Stored client values: cookie and storage both named i18nextLng. */
const LANG_KEY = 'i18nextLng';
/**
 * The language the user picked in the app (the language picker, /setting), as opposed to the one a launch or a link
 * brought: only this one outranks Telegram's `language_code`, so a later launch in another Telegram language follows
 * that language unless the user chose one.
 */
export const LANG_CHOSEN_KEY = 'i18nextLng_chosen';
const COOKIE_DAYS = 365;

/** Display names: each language in its own script, the same in every locale. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  ko: '한국어',
  'zh-TW': '繁體中文',
  'zh-CN': '简体中文',
};

/** Maps any language tag (BCP 47, Telegram language_code, server code) to a supported language, or null. */
export function normalizeLang(code: string | null | undefined): Lang | null {
  if (!code) return null;
  const tag = code.trim().replace(/_/g, '-').toLowerCase();
  if (!tag) return null;
  const exact = LANGS.find((lang) => lang.toLowerCase() === tag);
  if (exact) return exact;
  const [base, ...rest] = tag.split('-');
  if (base === 'en') return 'en';
  if (base === 'ko') return 'ko';
  if (base === 'zh') {
    if (rest.some((part) => part === 'tw' || part === 'hk' || part === 'mo' || part === 'hant')) return 'zh-TW';
    return 'zh-CN';
  }
  return null;
}

interface LanguageSources {
  query?: string | null;
  /** The language the user picked in the app (LANG_CHOSEN_KEY). */
  chosen?: string | null;
  cookie?: string | null;
  storage?: string | null;
  telegram?: string | null;
  browser?: readonly string[];
}

/**
 * Order: lang query, the user's own choice, Telegram language_code, cookie/storage (what the
 * last visit used), browser; default en. A remembered language the user did not choose never overrides the
 * language of the Telegram client the app is launched from.
 */
export function resolveLanguage(sources: LanguageSources): Lang {
  const candidates = [
    sources.query,
    sources.chosen,
    sources.telegram,
    sources.cookie,
    sources.storage,
    ...(sources.browser ?? []),
  ];
  for (const candidate of candidates) {
    const lang = normalizeLang(candidate);
    if (lang) return lang;
  }
  return 'en';
}

/** When the page address carries `lang`, the new value replaces it; otherwise null (nothing to rewrite). */
export function rewriteLangParam(href: string, lang: Lang): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('lang') || url.searchParams.get('lang') === lang) return null;
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function initialLanguage(): Lang {
  return resolveLanguage({
    query: new URLSearchParams(location.search).get('lang'),
    chosen: platform.storage.local.get(LANG_CHOSEN_KEY),
    cookie: getCookie(LANG_KEY),
    storage: platform.storage.local.get(LANG_KEY),
    telegram: platform.languageCode(),
    browser: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
}

/** Records the language: state, storage, cookie (365 days) and <html lang>. */
export function persistLanguage(lang: Lang): void {
  appState.currentLang = lang;
  platform.storage.local.set(LANG_KEY, lang);
  setCookie(LANG_KEY, lang, COOKIE_DAYS);
  document.documentElement.lang = lang;
}

/**
 * The user's choice in the app: switches the language at once (persisted and recorded as chosen, the address's lang
 * parameter rewritten, i18n switched, the server told).
 */
export async function setLanguage(lang: Lang, options: { tellServer?: boolean } = {}): Promise<void> {
  persistLanguage(lang);
  platform.storage.local.set(LANG_CHOSEN_KEY, lang);
  const rewritten = rewriteLangParam(location.href, lang);
  if (rewritten) history.replaceState(history.state, '', rewritten);
  await changeI18nLanguage(lang);
  if (options.tellServer !== false && getCookie(ACCESS_TOKEN_COOKIE)) void tellServerLanguage(SERVER_LANG[lang]);
}
