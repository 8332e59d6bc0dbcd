import type { ServerLang } from '@/contract';
import { CHAIN_MESSAGES } from './messages/chain';
import { CORE_MESSAGES } from './messages/core';
import { CUSTODY_MESSAGES } from './messages/custody';
import { MARKET_MESSAGES } from './messages/market';
import { PAGE_MESSAGES } from './messages/page';
import { SECURITY_MESSAGES } from './messages/security';
import { SUPPORT_MESSAGES } from './messages/support';
import { TELEGRAM_MESSAGES } from './messages/telegram';
import type { Texts } from './messages/texts';
import { WALLET_MESSAGES } from './messages/wallet';

export { SERVER_LANGS } from '@/contract/fields';

/** Reads X-Language; also accepts the client's own codes (zh-TW, zh-CN) and falls back to English. */
export function langFromHeader(value: string | string[] | undefined): ServerLang {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase().replace('-', '_') ?? '';
  if (raw === 'zh_tw' || raw === 'zh_hk' || raw === 'zh_hant') return 'zh_tw';
  if (raw === 'zh' || raw === 'zh_cn' || raw === 'zh_hans') return 'zh';
  if (raw.startsWith('ko')) return 'ko';
  return 'en';
}

/**
 * Every message the server writes into `msg`, in the four server languages (en, ko, zh_tw, zh). The texts
 * live in data modules under `server/messages/` (one per area, none of them imports this file); a new area
 * adds its module to this one spread. i18n.test.ts checks every key has all four languages and that no
 * key is defined twice.
 */
export const MESSAGES = {
  ...CORE_MESSAGES,
  ...SECURITY_MESSAGES,
  ...WALLET_MESSAGES,
  ...CHAIN_MESSAGES,
  ...CUSTODY_MESSAGES,
  ...MARKET_MESSAGES,
  ...PAGE_MESSAGES,
  ...SUPPORT_MESSAGES,
  ...TELEGRAM_MESSAGES,
} satisfies Record<string, Texts>;

type PluralBase<K> = K extends `${infer Base}_other` ? Base : never;
/** A message key, or the base of a plural pair (`wrong_code` for `wrong_code_one` / `wrong_code_other`). */
export type MessageKey = keyof typeof MESSAGES | PluralBase<keyof typeof MESSAGES>;
export type MessageParams = Record<string, string | number>;

/**
 * SQL for a stored text's value in the request's language (`lang` the parameter holding it), falling back to English,
 * then to '': stored texts (titles, bodies, names) are jsonb objects keyed by server language.
 */
export const textInLang = (column: string, lang = '$1'): string =>
  `coalesce(${column} ->> ${lang}, ${column} ->> 'en', '')`;

/**
 * The app's language codes (src/state/app.ts; its locales/ folders) for the server's: the page's boot data and texts
 * (page.ts, appTexts.ts), and the locales of plural rules.
 */
export const APP_LANG: Record<ServerLang, string> = { en: 'en', ko: 'ko', zh_tw: 'zh-TW', zh: 'zh-CN' };

/** With a numeric `count`, the plural form the language's rules pick (`_one`, `_other`, …), else `_other`. */
function pluralKey(lang: ServerLang, key: MessageKey, count: unknown): keyof typeof MESSAGES {
  if (key in MESSAGES) return key as keyof typeof MESSAGES;
  const form = typeof count === 'number' ? new Intl.PluralRules(APP_LANG[lang]).select(count) : 'other';
  const chosen = `${key}_${form}`;
  return (chosen in MESSAGES ? chosen : `${key}_other`) as keyof typeof MESSAGES;
}

export function translate(lang: ServerLang, key: MessageKey, params: MessageParams = {}): string {
  const texts = MESSAGES[pluralKey(lang, key, params.count)];
  const template = texts[lang] ?? texts.en;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
