import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../../contract/languages.ts';

type LocaleModule = { default: Record<string, unknown> };

// One lazy chunk per language: a fan downloads only the language they read (plus English).
const localeLoaders = import.meta.glob<LocaleModule>('../../../locales/*.json');

export async function loadLocale(language: Language): Promise<Record<string, unknown>> {
  const load = localeLoaders[`../../../locales/${language}.json`];
  if (!load) throw new Error(`No locale file locales/${language}.json`);
  return (await load()).default;
}

/** Creates the i18next instance for one language and keeps `<html lang>` in step with it. */
export async function createI18n(language: Language): Promise<I18n> {
  // Only the active language loads: every locale has every key of en.json (locales.test.ts), so
  // English behind it would be bytes a fan never reads.
  const resources: Resource = { [language]: { translation: await loadLocale(language) } };
  const instance = i18next.createInstance();
  instance.on('languageChanged', (code) => {
    document.documentElement.lang = code;
  });
  await instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: false,
    // Locale codes such as pt-br and zh-tw are ours, not BCP 47: keep them exactly.
    lowerCaseLng: true,
    load: 'currentOnly',
    // React escapes text itself; nothing here is ever set as markup.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
