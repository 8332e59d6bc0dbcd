import { readFileSync } from 'node:fs';
import type { ServerLang } from '@/contract/types';
import { APP_LANG } from './i18n';

/**
 * The app's own texts (locales/<lang>/<namespace>.json, what i18next shows in the browser) for the few places where
 * the server writes them into the page before the app runs: the static shell's text of a public screen
 * (server/page.ts: the shells `text`, `level`, `assets`). Nesting (`$t(namespace:key)`) and interpolation
 * (`{{value}}`) are resolved; plurals are not (the shell shows no counted sentence). A missing key is an empty
 * string: the shell then draws no text.
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

/**
 * The text of `key` (dotted path) in `namespace`, in `lang`, falling back to English, with `{{name}}` replaced by
 * `values[name]` (i18next's interpolation, unescaped: the page escapes what it writes).
 */
export function appText(lang: ServerLang, namespace: string, key: string, values: Record<string, string> = {}): string {
  return lookup(lang, namespace, key, 0).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

/** A key's text with its nesting (`$t(namespace:key)`) resolved, a few levels deep. */
function lookup(lang: ServerLang, namespace: string, key: string, depth: number): string {
  const find = (which: ServerLang) => {
    let node: unknown = namespaceOf(which, namespace);
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node : null;
  };
  const text = find(lang) ?? find('en') ?? '';
  if (depth > 3) return text;
  return text.replace(/\$t\(([\w-]+):([\w.]+)\)/g, (_, ns: string, nested: string) =>
    lookup(lang, ns, nested, depth + 1),
  );
}
