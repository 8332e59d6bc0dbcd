import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@/state/app';

/**
 * Locales live in locales/<lang>/<namespace>.json. Only what the first screen needs ships in the first load
 * (English `common`, `api`, `home`); every other namespace, and every other language, loads when first used
 * (react-i18next suspends the screen meanwhile).
 */
const firstLoad = import.meta.glob<Record<string, unknown>>(
  ['../../locales/en/common.json', '../../locales/en/api.json', '../../locales/en/home.json'],
  { eager: true, import: 'default' },
);
const onDemand = import.meta.glob<Record<string, unknown>>(
  [
    '../../locales/*/*.json',
    '!../../locales/en/common.json',
    '!../../locales/en/api.json',
    '!../../locales/en/home.json',
  ],
  { import: 'default' },
);

const namespaceOf = (file: string) =>
  file
    .split('/')
    .pop()!
    .replace(/\.json$/, '');
const fileOf = (lang: string, namespace: string) => `../../locales/${lang}/${namespace}.json`;

const onDemandBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read(lang: string, namespace: string, callback: ReadCallback) {
    const load = onDemand[fileOf(lang, namespace)];
    if (!load) return callback(null, {});
    load().then(
      (bundle) => callback(null, bundle),
      (error: Error) => callback(error, null),
    );
  },
};

/** Starts i18n in `lang`; `namespaces` (the opened page's) load with it, so that page's first render waits for none. */
export async function initI18n(lang: Lang, namespaces: readonly string[] = []): Promise<typeof i18n> {
  const english: Record<string, Record<string, unknown>> = {};
  for (const [file, bundle] of Object.entries(firstLoad)) english[namespaceOf(file)] = bundle;
  await i18n
    .use(onDemandBackend)
    .use(initReactI18next)
    .init({
      resources: { en: english },
      partialBundledLanguages: true,
      lng: lang,
      fallbackLng: 'en',
      ns: ['common', 'api', ...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return i18n;
}

/** Switches the interface language; the namespaces in use load first (once). */
export async function changeI18nLanguage(lang: Lang): Promise<void> {
  await i18n.changeLanguage(lang);
}

export { i18n };

/** Every namespace there is (the server's render loads them all once, so no screen waits for its texts there). */
export const allNamespaces = (): string[] => [
  ...new Set([...Object.keys(firstLoad), ...Object.keys(onDemand)].map(namespaceOf)),
];
