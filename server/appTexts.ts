import { readFileSync } from 'node:fs';
import type { ServerLang } from '@/contract/types';
import { APP_LANG } from './i18n';

/**
 * The app's own texts (locales/<lang>/<namespace>.json, what i18next shows in the browser) for the few places where
 * the server writes them into the page before the app runs: the static shell's text of a public screen
 * (server/page.ts, shell `text`). Nesting (`$t(namespace:key)`) is resolved; plurals and interpolation are not
 * (the shell shows fixed sentences only). A missing key is an empty string: the shell then draws no text.
 */

const LOCALES = new URL('../locales/', import.meta.url);
const files = new Map<string, Record<string, unknown>>();

function namespaceOf(lang: ServerLang, namespace: string): Record<string, unknown> {
  const file = `${APP_LANG[lang]}/${namespace}.json`;
  let texts = files.get(file);
  if (!texts) {
    try {
      texts = JSON.parse(readFileSync(new URL(file, LOCALES), 'utf8')) as Record<string, unknown>;
    } catch {
      texts = {};
    }
    files.set(file, texts);
  }
  return texts;
}

/** The text of `key` (dotted path) in `namespace`, in `lang`, falling back to English. */
export function appText(lang: ServerLang, namespace: string, key: string, depth = 0): string {
  const find = (which: ServerLang) => {
    let node: unknown = namespaceOf(which, namespace);
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node : null;
  };
  const text = find(lang) ?? find('en') ?? '';
  if (depth > 3) return text;
  return text.replace(/\$t\(([\w-]+):([\w.]+)\)/g, (_, ns: string, nested: string) =>
    appText(lang, ns, nested, depth + 1),
  );
}
