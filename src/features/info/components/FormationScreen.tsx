import Box from '@mui/material/Box';
import { ChoiceToggle } from '../../../components/ChoiceToggle.tsx';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { knownFormation } from '../rules/lineup-view.ts';
import { currentShape, shapeHasChanged, shapeTimeline, startingShape } from '../rules/lineup-view-shape.ts';
import { pitchMarksOf, type FormationView } from '../rules/formation-pitch.ts';
import { AnnouncedLineups } from './AnnouncedLineups.tsx';
import { FormationPitch } from './FormationPitch.tsx';
import { TeamPalette } from '../../../components/TeamPalette.tsx';
import { FormationTimeline } from './FormationTimeline.tsx';
import { allMarkWords } from './formation-words.ts';
import { TeamBadge } from './TeamBadge.tsx';
import { useTeamName } from '../../../lib/i18n/use-team-name.ts';

/** Starting XI or the shape now. */
function ViewToggle({ view, onChange }: { view: FormationView; onChange: (view: FormationView) => void }) {
  const { t } = useTranslation();
  return (
    <ChoiceToggle
      choices={(['starting', 'current'] as const).map((choice) => ({ value: choice, label: t(`formationView.${choice}`) }))}
      value={view}
      onChange={onChange}
      label={t('formationView.choice')}
      testId="formation-view"
    />
  );
}

/** A formation as the screen names it: with the players left on the pitch when a side is down to fewer than eleven. */
function formationLabel(formation: string, players: number, view: FormationView, t: TFunction): string {
  return view === 'current' && players < 11 ? t('formationView.fewerPlayers', { formation, count: players }) : formation;
}

/**
 * `/info/teams/formation`: both teams on one pitch, the Starting XIs first. Once anyone has come
 * on or been sent off, a toggle shows the shape now instead: the formation the feed says they
 * play at this moment, substitutes in the slots they took (`lineup-view-shape.ts`). The answer is
 * refetched while the match is live, so the picture follows it. Below, what changed and when.
 */
export function FormationScreen() {
  const { t } = useTranslation();
  const teamName = useTeamName();
  const [chosenView, setView] = useState<FormationView>('starting');
  return (
    <AnnouncedLineups>
      {(data, incidentList) => {
        const changed = shapeHasChanged(data.home) || shapeHasChanged(data.away);
        const view: FormationView = changed ? chosenView : 'starting';
        const shape = view === 'starting' ? startingShape : currentShape;
        const homeShape = shape(data.home, 'home', incidentList);
        const awayShape = shape(data.away, 'away', incidentList);
        if (!homeShape.formation || !awayShape.formation) return <EmptyState title={t('empty.noResult')} detail={t('info.noFormation')} />;
        const home = homeShape.players;
        const away = awayShape.players;
        // A side down to ten plays the formation the record names last, as StatsBomb keeps naming
        // it after a red card (Barcelona's 4-1-2-2-1 at Girona): the label says how many are left.
        const homeFormation = formationLabel(homeShape.formation, home.length, view, t);
        const awayFormation = formationLabel(awayShape.formation, away.length, view, t);
        const teams = [
          { side: 'away' as const, team: data.away, formation: awayShape.formation, label: awayFormation, players: away },
          { side: 'home' as const, team: data.home, formation: homeShape.formation, label: homeFormation, players: home },
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
          const { side, team, label } = teams[index]!;
          return (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 0.75 }}>
              <TeamBadge side={side} code={team.code} />
              <Typography variant="default" component="span" sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
                {teamName(team)}
              </Typography>
              <Typography variant="default" component="span" data-testid={`formation-${side}`} sx={{ ml: 'auto', fontWeight: 600 }}>
                {label}
              </Typography>
            </Box>
          );
        };
        return (
          <>
            {changed ? <ViewToggle view={view} onChange={setView} /> : null}
            {header(0)}
            {/* The players' discs sit on the grass: the teams' colours made legible there. */}
            <TeamPalette surface="pitch">
              <FormationPitch
                label={t('info.pitchSummary', { home: teamName(data.home), homeFormation, away: teamName(data.away), awayFormation })}
                teams={teams}
                view={view}
                captainMark={t('info.captainShort')}
              />
            </TeamPalette>
            {header(1)}
            <FormationTimeline teams={timelines} />
            <Box sx={visuallyHidden}>
              {teams.map(({ side, team, players }) => (
                <ul key={side} aria-label={`${teamName(team)}: ${t('areas.formation')}`}>
                  {players.map((player) => (
                    <li key={player.id}>
                      {player.number} {player.name}
                      {positionOf.get(player.id) ? `, ${t(`positions.${positionOf.get(player.id)}`, { defaultValue: '' })}` : ''}
                      {allMarkWords(player, pitchMarksOf(player, view), t).map((words) => `, ${words}`)}
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
