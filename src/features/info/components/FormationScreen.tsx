import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useIncidents } from '../api/incidents.ts';
import { useLineups } from '../api/lineups.ts';
import { knownFormation, playersOnPitch } from '../rules/lineup-view.ts';
import { FormationPitch } from './FormationPitch.tsx';
import { AnswerStates } from './InfoScreen.tsx';
import { TeamBadge } from './TeamBadge.tsx';
import { useMatchContext } from './use-match-context.ts';
import { useTeamName } from '../../../lib/i18n/use-team-name.ts';

/**
 * `/info/teams/formation`: both teams on one pitch as they stand now; a substitute takes the place
 * of the player they replaced, so the picture follows the match while it is played.
 */
export function FormationScreen() {
  const { t } = useTranslation();
  const teamName = useTeamName();
  const match = useMatchContext();
  const lineups = useLineups(match.eventId, match.lang, { pollMs: match.pollMs });
  const incidents = useIncidents(match.eventId, match.lang, { pollMs: match.pollMs });
  const incidentList = incidents.data?.incidents ?? [];
  return (
    <AnswerStates
      answer={lineups}
      isEmpty={(data) => !data.announced}
      emptyTitle={t('empty.noResult')}
      emptyDetail={t('info.notAnnounced')}
    >
      {(data) => {
        const homeFormation = knownFormation(data.home);
        const awayFormation = knownFormation(data.away);
        if (!homeFormation || !awayFormation) return <EmptyState title={t('empty.noResult')} detail={t('info.noFormation')} />;
        const home = playersOnPitch(data.home, 'home', incidentList);
        const away = playersOnPitch(data.away, 'away', incidentList);
        const teams = [
          { side: 'away' as const, team: data.away, formation: awayFormation, players: away },
          { side: 'home' as const, team: data.home, formation: homeFormation, players: home },
        ];
        const header = (index: number) => {
          const { side, team, formation } = teams[index]!;
          return (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 0.75 }}>
              <TeamBadge side={side} code={team.code} />
              <Typography variant="default" component="span" sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
                {teamName(team)}
              </Typography>
              <Typography variant="default" component="span" data-testid={`formation-${side}`} sx={{ ml: 'auto', fontWeight: 600 }}>
                {formation}
              </Typography>
            </Box>
          );
        };
        return (
          <>
            {header(0)}
            <FormationPitch
              label={t('info.pitchSummary', { home: teamName(data.home), homeFormation, away: teamName(data.away), awayFormation })}
              home={home}
              away={away}
              captainMark={t('info.captainShort')}
            />
            {header(1)}
            <Box sx={visuallyHidden}>
              {teams.map(({ side, team, players }) => (
                <ul key={side} aria-label={`${teamName(team)}: ${t('areas.formation')}`}>
                  {players.map((player) => (
                    <li key={player.id}>
                      {player.number} {player.name}
                      {player.captain ? `, ${t('areas.captain')}` : ''}
                      {player.cameOnMinute !== undefined ? `, ${t('events.substitutionOn')} ${player.cameOnMinute}′` : ''}
                    </li>
                  ))}
                </ul>
              ))}
            </Box>
          </>
        );
      }}
    </AnswerStates>
  );
}
