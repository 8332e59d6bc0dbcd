import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../state/app';

/**
 * Locales live in locales/<lang>/<namespace>.json. English is the source and ships in the first load;
 * the other languages load lazily when chosen.
 */
const english = import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', { eager: true, import: 'default' });
const others = import.meta.glob<Record<string, unknown>>(['../../locales/*/*.json', '!../../locales/en/*.json'], {
  import: 'default',
});

const namespaceOf = (file: string) => file.split('/').pop()!.replace(/\.json$/, '');
const langOf = (file: string) => file.split('/').slice(-2)[0]!;

export const NAMESPACES = Object.keys(english).map(namespaceOf);

export async function initI18n(lang: Lang): Promise<typeof i18n> {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [file, bundle] of Object.entries(english)) resources[namespaceOf(file)] = bundle;
  await i18n.use(initReactI18next).init({
    resources: { en: resources },
    lng: 'en',
    fallbackLng: 'en',
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeI18nLanguage(lang);
  return i18n;
}

/** Loads a language's bundles (once) and switches the interface to it. */
export async function changeI18nLanguage(lang: Lang): Promise<void> {
  if (lang !== 'en' && !i18n.hasResourceBundle(lang, 'common')) {
    const files = Object.keys(others).filter((file) => langOf(file) === lang);
    await Promise.all(
      files.map(async (file) => i18n.addResourceBundle(lang, namespaceOf(file), await others[file]!(), true, true)),
    );
  }
  await i18n.changeLanguage(lang);
}

export { i18n };
