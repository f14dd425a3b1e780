import { intlLocale, type Language } from '../../../../contract/languages.ts';

/**
 * Dates and times in the fan's time zone (the browser's, as Intl resolves it unless told). A
 * date without a time (`2022-12-13`) is a calendar day, not an instant: it is shown as that day.
 */
export function formatKickoff(iso: string, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** The zone the fan's times are in, as the fan's language names it briefly ("CET", "GMT-3"). */
export function timeZoneLabel(iso: string, language: Language, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(intlLocale(language), { timeZoneName: 'short', timeZone }).formatToParts(new Date(iso));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** A fixture: its kick-off in the fan's zone when the feed gives one, otherwise its day. */
export function formatFixtureTime(fixture: { date: string; kickoff?: string | undefined }, language: Language, timeZone?: string) {
  return fixture.kickoff ? formatKickoff(fixture.kickoff, language, timeZone) : formatDay(fixture.date, language);
}
