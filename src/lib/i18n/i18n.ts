import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, type Language } from '../../../contract/languages.ts';

type LocaleModule = { default: Record<string, unknown> };

// One lazy chunk per language: a fan downloads only the language they read (plus English).
const localeLoaders = import.meta.glob<LocaleModule>('../../../locales/*.json');

export async function loadLocale(language: Language): Promise<Record<string, unknown>> {
  const load = localeLoaders[`../../../locales/${language}.json`];
  if (!load) throw new Error(`No locale file locales/${language}.json`);
  return (await load()).default;
}

/**
 * Creates the i18next instance for one language, with English behind it for any key a
 * translation lacks, and keeps `<html lang>` in step with the active language.
 */
export async function createI18n(language: Language): Promise<I18n> {
  const languages = language === fallbackLanguage ? [language] : [language, fallbackLanguage];
  const bundles = await Promise.all(languages.map(loadLocale));
  const resources: Resource = Object.fromEntries(
    languages.map((code, index) => [code, { translation: bundles[index]! }]),
  );
  const instance = i18next.createInstance();
  instance.on('languageChanged', (code) => {
    document.documentElement.lang = code;
  });
  await instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: fallbackLanguage,
    // Locale codes such as pt-br and zh-tw are ours, not BCP 47: keep them exactly.
    lowerCaseLng: true,
    load: 'currentOnly',
    // React escapes text itself; nothing here is ever set as markup.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
