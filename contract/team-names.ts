import { intlLocale, type Language } from './languages.ts';

/**
 * How a team is named to a fan (shared by the feed's sentences and the widget's screens).
 *
 * Names in our data are written in English. A national team also carries its `country`, and in
 * any other language it is named after that country in the fan's language by the platform
 * (`Intl.DisplayNames`, no table of ours): "Argentinien", "Αργεντινή", "アルゼンチン". Clubs carry no
 * country and keep their name in every language, as broadcasters and club crests do.
 */
export interface NamedTeam {
  /** The team's name as the data gives it (English). */
  name: string;
  /**
   * Only on a national team: its ISO 3166-1 alpha-2 region ("AR" for Argentina, whose FIFA code
   * is ARG), or, for the home nations that are no ISO region, their ISO 3166-2 code ("GB-ENG",
   * "GB-SCT", "GB-WLS", "GB-NIR").
   */
  country?: string | undefined;
}

/** A national team's `country`: an ISO 3166-1 alpha-2 region, or an ISO 3166-2 subdivision. */
export const teamCountryPattern = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;
const regionPattern = /^[A-Z]{2}$/;

/**
 * The fan's name for a nation the platform cannot name (the UK's home nations): the widget and the
 * feed look it up in their translations (`nations.<code>` in locales/<lang>.json).
 */
export type NationName = (country: string) => string | undefined;

// CLDR's plain "pt" is Brazilian ("Irã"); our pt is Portuguese of Portugal ("Irão").
const regionLocales: Partial<Record<Language, string>> = { pt: 'pt-PT' };
const regionNames = new Map<Language, Intl.DisplayNames | null>();

function regionName(language: Language, region: string): string | undefined {
  let names = regionNames.get(language);
  if (names === undefined) {
    // A browser without Intl.DisplayNames (before Safari 14.1) keeps the names of the data.
    names =
      typeof Intl.DisplayNames === 'function'
        ? new Intl.DisplayNames(regionLocales[language] ?? intlLocale(language), { type: 'region', fallback: 'none' })
        : null;
    regionNames.set(language, names);
  }
  return names?.of(region);
}

/**
 * The name to show for `team` to a fan reading `language`: a national team's country in that
 * language, or the team's own name (a club, English, a code the platform does not know).
 */
export function teamDisplayName(team: NamedTeam, language: Language, nationName?: NationName): string {
  const { name, country } = team;
  if (!country || language === 'en' || !teamCountryPattern.test(country)) return name;
  return (regionPattern.test(country) ? regionName(language, country) : nationName?.(country)) ?? name;
}
