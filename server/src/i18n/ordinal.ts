import type { Language } from '../../../contract/languages.ts';

const englishSuffix = (n: number): string => {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
};

/** Swedish: 1:a, 2:a, 3:e … 11:e, 12:e … 21:a, 22:a (första, andra; elfte, tolfte). */
const swedishSuffix = (n: number): string => (n % 10 <= 2 && n % 10 >= 1 && n % 100 !== 11 && n % 100 !== 12 ? 'a' : 'e');

/** Bulgarian neuter (място): 1-во, 2-ро, 3-то, 7-мо, 8-мо, 11-то … 21-во, 100-тно. */
const bulgarianSuffix = (n: number): string => {
  if (n % 100 === 0 && n >= 100) return 'тно';
  if (n % 100 >= 11 && n % 100 <= 19) return 'то';
  return ({ 1: 'во', 2: 'ро', 7: 'мо', 8: 'мо' } as Record<number, string>)[n % 10] ?? 'то';
};

/**
 * A league position as a sports page prints it, in the form the {{position}} slot of that
 * language's templates expects: the ordinal agrees with the noun next to it (it "in 1ª posizione",
 * es "la 1.ª posición", fr "au 1er rang", pt "em 1.º lugar", ru "1-е место", bg "на 1-во място",
 * el "στην 1η θέση"), ro carries its noun ("locul 1"), ja prints "1位" as Japanese papers do.
 */
const ordinals: Record<Language, (n: number) => string> = {
  en: (n) => `${n}${englishSuffix(n)}`,
  it: (n) => `${n}ª`,
  pl: (n) => `${n}.`,
  tr: (n) => `${n}.`,
  'pt-br': (n) => `${n}º`,
  pt: (n) => `${n}.º`,
  de: (n) => `${n}.`,
  'es-xx': (n) => `${n}.ª`,
  es: (n) => `${n}.ª`,
  ja: (n) => `${n}位`,
  bg: (n) => `${n}-${bulgarianSuffix(n)}`,
  cs: (n) => `${n}.`,
  el: (n) => `${n}η`,
  ro: (n) => `locul ${n}`,
  sv: (n) => `${n}:${swedishSuffix(n)}`,
  hr: (n) => `${n}.`,
  hu: (n) => `${n}.`,
  da: (n) => `${n}.`,
  fr: (n) => (n === 1 ? '1er' : `${n}e`),
  nl: (n) => `${n}e`,
  ru: (n) => `${n}-е`,
  sk: (n) => `${n}.`,
  zh: (n) => `第${n}位`,
  'zh-tw': (n) => `第${n}位`,
};

/** Formats a (positive, whole) league position for the {{position}} placeholder. */
export function ordinal(language: Language, position: number): string {
  return (ordinals[language] ?? ordinals.en)(position);
}
