import { useCallback } from 'react';
import { useTranslation } from './react.tsx';
import { resolveLanguage } from '../../../contract/languages.ts';
import { teamDisplayName, type NamedTeam } from '../../../contract/team-names.ts';

/**
 * How every screen names a team: a national team (one with a `country` in the feed's answer) in
 * the fan's language, a club as the feed names it (contract/team-names.ts). The home nations,
 * which the platform cannot name, come from `nations.<code>` in the locale.
 */
export function useTeamName(): (team: NamedTeam) => string {
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  return useCallback(
    (team: NamedTeam) =>
      teamDisplayName(team, language, (country) => {
        const key = `nations.${country}`;
        return i18n.exists(key) ? t(key) : undefined;
      }),
    [language, t, i18n],
  );
}
