import { resolveLanguage, type Language } from '../../../contract/languages.ts';
import { teamDisplayName, type NamedTeam } from '../../../contract/team-names.ts';
import { feedLocales } from './feed-locales.ts';

/**
 * A team's name in the feed's sentences (commentary, preview, insights): a national team in the
 * fan's language, a club as it is (contract/team-names.ts), with the home nations from the locales.
 */
export function teamName(team: NamedTeam, language: Language | string): string {
  const resolved = resolveLanguage(language);
  return teamDisplayName(team, resolved, (country) => feedLocales[resolved].nations[country]);
}
