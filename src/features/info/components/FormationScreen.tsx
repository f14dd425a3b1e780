import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { knownFormation } from '../rules/lineup-view.ts';
import { currentShape, shapeTimeline } from '../rules/lineup-view-shape.ts';
import { AnnouncedLineups } from './AnnouncedLineups.tsx';
import { FormationPitch } from './FormationPitch.tsx';
import { FormationTimeline } from './FormationTimeline.tsx';
import { TeamBadge } from './TeamBadge.tsx';
import { useTeamName } from '../../../lib/i18n/use-team-name.ts';

/**
 * `/info/teams/formation`: both teams on one pitch as they stand now, in the formation the feed
 * says they play at this moment (tactical shifts, substitutes in the slots they took); the answer
 * is refetched while the match is live, so the picture follows it. Below, what changed and when.
 */
export function FormationScreen() {
  const { t } = useTranslation();
  const teamName = useTeamName();
  return (
    <AnnouncedLineups>
      {(data, incidentList) => {
        const homeShape = currentShape(data.home, 'home', incidentList);
        const awayShape = currentShape(data.away, 'away', incidentList);
        const homeFormation = homeShape.formation;
        const awayFormation = awayShape.formation;
        if (!homeFormation || !awayFormation) return <EmptyState title={t('empty.noResult')} detail={t('info.noFormation')} />;
        const home = homeShape.players;
        const away = awayShape.players;
        const teams = [
          { side: 'away' as const, team: data.away, formation: awayFormation, players: away },
          { side: 'home' as const, team: data.home, formation: homeFormation, players: home },
        ];
        const positionOf = new Map(
          [...data.home.starters, ...data.home.substitutes, ...data.away.starters, ...data.away.substitutes].map((player) => [
            player.id,
            player.position,
          ]),
        );
        const timelines = (['home', 'away'] as const).map((side) => ({
          side,
          code: data[side].code,
          teamName: teamName(data[side]),
          startingFormation: knownFormation(data[side]) ?? data[side].formation,
          events: shapeTimeline(data[side], side, incidentList),
        }));
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
            <FormationTimeline teams={timelines} />
            <Box sx={visuallyHidden}>
              {teams.map(({ side, team, players }) => (
                <ul key={side} aria-label={`${teamName(team)}: ${t('areas.formation')}`}>
                  {players.map((player) => (
                    <li key={player.id}>
                      {player.number} {player.name}
                      {positionOf.get(player.id) ? `, ${t(`positions.${positionOf.get(player.id)}`, { defaultValue: '' })}` : ''}
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
    </AnnouncedLineups>
  );
}
