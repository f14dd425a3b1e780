import { intlLocale, type Language } from '../../../../contract/languages.ts';

export interface KickOffText {
  /** The kick-off time alone, where the score will be ("15:00"). */
  time: string;
  /** The day with the time and the zone, under the teams ("Wednesday, November 25 at 03:00 PM UTC"). */
  day: string;
}

/**
 * The kick-off as a fan reads it before the match, in the fan's language and time zone. The day
 * line carries the time too: a date with a zone name and no time reads "Wednesday, November 25 at
 * UTC" in English, which is the platform's pattern for a time left out, not a sentence.
 * `timeZone` is for tests; the widget leaves it out, so the browser's zone is used.
 */
export function kickOffText(kickOffMs: number, lang: Language, timeZone?: string): KickOffText | null {
  if (!Number.isFinite(kickOffMs)) return null;
  const locale = intlLocale(lang);
  const zone = timeZone ? { timeZone } : {};
  const clock = { hour: '2-digit', minute: '2-digit' } as const;
  return {
    time: new Intl.DateTimeFormat(locale, { ...clock, ...zone }).format(kickOffMs),
    day: new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...clock,
      timeZoneName: 'short',
      ...zone,
    }).format(kickOffMs),
  };
}
