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
