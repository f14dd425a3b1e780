import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Side } from '../../../../contract/protocol.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import type { ScorerLine } from '../model/match-story.ts';
import { TeamBadge } from './TeamBadge.tsx';

export interface HeaderTeam {
  name: string;
  code: string;
}

export interface ScoreHeaderProps {
  home: HeaderTeam;
  away: HeaderTeam;
  /** The shown score of SPEC section 4, a dash before there is one. */
  score: { home: number | string; away: number | string } | null;
  clock: string | null;
  injuryTime?: boolean;
  stageText: string | null;
  shootout?: { home: number; away: number } | null;
  scorers: Record<Side, ScorerLine[]>;
  /** Before kick-off the centre shows the kick-off time instead of a score. */
  kickOff?: string | null;
}

function Team({ side, team }: { side: Side; team: HeaderTeam }) {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, minWidth: 0, textAlign: 'center' }}>
      <TeamBadge side={side} code={team.code} />
      <Typography
        variant="small"
        component="span"
        data-testid={`team-${side}`}
        sx={{ fontWeight: 700, overflowWrap: 'anywhere', hyphens: 'auto' }}
      >
        {team.name}
      </Typography>
      <Typography variant="tiny" component="span" sx={{ color: 'text.secondary', letterSpacing: 0.5 }}>
        {team.code}
      </Typography>
    </Box>
  );
}

function Scorers({ side, lines }: { side: Side; lines: ScorerLine[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return <Box />;
  return (
    <Box
      component="ul"
      data-testid={`scorers-${side}`}
      sx={{ listStyle: 'none', m: 0, p: 0, textAlign: side === 'home' ? 'left' : 'right', minWidth: 0 }}
    >
      {lines.map((line) => (
        <Typography key={line.goals[0]!.id} component="li" variant="small" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {`${line.name || t('common.notAvailable')} `}
          {line.goals.map((goal, index) => (
            <Fragment key={goal.id}>
              {index > 0 ? ', ' : ''}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {goal.minute}
                {goal.mark ? (
                  <Box
                    component="abbr"
                    title={t(goal.mark === 'penalty' ? 'incidents.penalty' : 'events.ownGoal')}
                    sx={{ textDecoration: 'none', ml: 0.25 }}
                  >
                    {t(goal.mark === 'penalty' ? 'scoreboard.penaltyShort' : 'scoreboard.ownGoalShort')}
                  </Box>
                ) : null}
              </Box>
            </Fragment>
          ))}
        </Typography>
      ))}
    </Box>
  );
}

/** Both teams, the score, clock and stage; the shoot-out; each side's scorers under the score. */
export function ScoreHeader({ home, away, score, clock, injuryTime, stageText, shootout, scorers, kickOff }: ScoreHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="scoreboard-title"
      sx={(theme) => ({
        bgcolor: (theme.vars ?? theme).palette.scoreboard.background,
        color: (theme.vars ?? theme).palette.scoreboard.text,
        borderRadius: 1,
        p: 1.5,
      })}
    >
      <Typography id="scoreboard-title" variant="h4" component="h1" sx={visuallyHidden}>
        {`${t('nav.scoreboard')}: ${home.name} ${t('common.vs')} ${away.name}`}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0,1fr) auto minmax(0,1fr)', alignItems: 'start', columnGap: 1 }}>
        <Team side="home" team={home} />
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.25, pt: 0.5, minWidth: 72 }}>
          {score ? (
            <Typography
              variant="h2"
              component="p"
              data-testid="score"
              sx={{ fontWeight: 800, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
            >
              <Box component="span" sx={visuallyHidden}>{`${home.name} ${score.home}, ${away.name} ${score.away}`}</Box>
              <span aria-hidden="true">{`${score.home} - ${score.away}`}</span>
            </Typography>
          ) : null}
          {kickOff ? (
            <Typography variant="small" component="p" data-testid="kick-off" sx={{ fontWeight: 700, textAlign: 'center' }}>
              {kickOff}
            </Typography>
          ) : null}
          {clock ? (
            <Typography
              variant="small"
              component="p"
              data-testid="scoreboard-clock"
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: injuryTime ? 'incident.redCard' : 'inherit' }}
            >
              {clock}
            </Typography>
          ) : null}
          {stageText ? (
            <Typography variant="tiny" component="p" data-testid="stage-text" sx={{ color: 'text.secondary', textAlign: 'center' }}>
              {stageText}
            </Typography>
          ) : null}
          {shootout ? (
            <Typography variant="small" component="p" data-testid="shootout-score" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {`${t('stages.penalties')} ${shootout.home}-${shootout.away}`}
            </Typography>
          ) : null}
        </Box>
        <Team side="away" team={away} />
      </Box>
      {scorers.home.length + scorers.away.length > 0 ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0,1fr) minmax(0,1fr)', columnGap: 2, mt: 1.5 }}>
          <Box component="span" sx={visuallyHidden}>
            {t('areas.scorers')}
          </Box>
          <Scorers side="home" lines={scorers.home} />
          <Scorers side="away" lines={scorers.away} />
        </Box>
      ) : null}
    </Box>
  );
}
