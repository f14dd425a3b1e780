/** The 24 interface languages of SPEC section 5, in the order the spec lists them. */
export const supportedLanguages = [
  'en',
  'it',
  'pl',
  'tr',
  'pt-br',
  'pt',
  'de',
  'es-xx',
  'es',
  'ja',
  'bg',
  'cs',
  'el',
  'ro',
  'sv',
  'hr',
  'hu',
  'da',
  'fr',
  'nl',
  'ru',
  'sk',
  'zh',
  'zh-tw',
] as const;

export type Language = (typeof supportedLanguages)[number];

export const fallbackLanguage: Language = 'en';

const byLowerCase = new Map<string, Language>(supportedLanguages.map((code) => [code, code]));

/** SPEC section 4 "Language": an unknown or missing lang falls back to English. */
export function resolveLanguage(raw: string | null | undefined): Language {
  if (!raw) return fallbackLanguage;
  return byLowerCase.get(raw.trim().toLowerCase()) ?? fallbackLanguage;
}

const intlLocales: Partial<Record<Language, string>> = { 'es-xx': 'es-419', 'pt-br': 'pt-BR', zh: 'zh-CN', 'zh-tw': 'zh-TW' };

/** The BCP 47 locale for Intl formatting of a language code of ours (es-xx is Latin American Spanish). */
export function intlLocale(language: Language): string {
  return intlLocales[language] ?? language;
}
