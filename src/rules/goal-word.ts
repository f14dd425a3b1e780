import { intlLocale, resolveLanguage } from '../../contract/languages.ts';

/**
 * The word shown instead of the animation (SPEC section 4): the translated word for goal in
 * upper case by the rules of the language (Turkish gol -> GOL, i -> İ; Greek drops accents),
 * or null for English, which plays the animation. An unknown language counts as English.
 * A module of its own, apart from goal-animation.ts: only the goal view reads it, and it loads
 * with that view's lazy chunk instead of the first paint.
 */
export function goalWord(language: string | null | undefined, translatedGoal: string): string | null {
  const resolved = resolveLanguage(language);
  if (resolved === 'en') return null;
  return translatedGoal.toLocaleUpperCase(intlLocale(resolved));
}
