import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { EventTeam, Side } from '../../../../contract/protocol.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import type { ScorerLine } from '../../../rules/match-goals.ts';
import { TeamMark } from '../../../components/TeamMark.tsx';

export interface HeaderTeam extends Pick<EventTeam, 'code' | 'country' | 'colours'> {
  name: string;
}

export interface ScoreHeaderProps {
  teams: Record<Side, HeaderTeam>;
  /** The shown score of SPEC section 4 (a dash for a side without one); none before kick-off. */
  score: Record<Side, number | string> | null;
  clock: string | null;
  injuryTime?: boolean;
  stageText: string | null;
  shootout?: Record<Side, number> | null;
  scorers: Record<Side, ScorerLine[]>;
  /** Before kick-off the centre shows the kick-off time instead of a score, and the day under the teams. */
  kickOff?: { time: string; day: string } | null;
  /** Where the stage text leads ("Lineups available" to the line-ups): a route with the query kept; none for plain text. */
  stageLink?: string | null;
}

const sides = ['home', 'away'] as const;
const centred = { display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 0.25, minWidth: 0 } as const;

/** Both teams, the score, clock and stage, the shoot-out, and each side's scorers under the score. */
export function ScoreHeader({ teams, score, clock, injuryTime, stageText, shootout, scorers, kickOff, stageLink }: ScoreHeaderProps) {
  const { t } = useTranslation();
  const team = (side: Side) => (
    <Box sx={centred}>
      <TeamMark side={side} team={teams[side]} />
      <Typography variant="small" component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {teams[side].name}
      </Typography>
    </Box>
  );
  const line = (text: string | null | undefined, colour?: string, fontWeight = 700) =>
    text ? (
      <Typography variant="small" component="p" sx={{ fontWeight, color: colour }}>
        {text}
      </Typography>
    ) : null;
  return (
    <Box
      component="section"
      aria-labelledby="scoreboard-title"
      sx={{ bgcolor: 'scoreboard.background', color: 'scoreboard.text', borderRadius: 1, p: 1.5 }}
    >
      <Typography id="scoreboard-title" variant="h4" component="h1" sx={visuallyHidden}>
        {`${t('nav.scoreboard')}: ${teams.home.name} ${t('common.vs')} ${teams.away.name}`}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0,1fr) auto minmax(0,1fr)', alignItems: 'start', columnGap: 1 }}>
        {team('home')}
        <Box sx={{ ...centred, pt: 0.5, minWidth: 72 }}>
          {score ? (
            <Typography variant="h1" component="p" sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
              <Box component="span" sx={visuallyHidden}>{`${teams.home.name} ${score.home}, ${teams.away.name} ${score.away}`}</Box>
              <span aria-hidden="true">{`${score.home} - ${score.away}`}</span>
            </Typography>
          ) : null}
          {line(kickOff?.time)}
          {line(clock, injuryTime ? 'incident.redCard' : undefined)}
          {stageText && stageLink ? (
            // Navigation replaces the route and keeps the query, as the tabs do.
            <Typography
              variant="small"
              component={Link}
              to={stageLink}
              replace
              sx={{
                display: 'inline-block',
                // A target a finger can hit (WCAG 2.2 target size), on a line of small text.
                minHeight: 24,
                lineHeight: '24px',
                color: 'inherit',
                fontWeight: 700,
                textDecoration: 'underline',
              }}
            >
              {stageText}
            </Typography>
          ) : (
            line(stageText, 'text.secondary', 400)
          )}
        </Box>
        {team('away')}
      </Box>
      {kickOff ? (
        <Typography variant="small" component="p" sx={{ textAlign: 'center', mt: 1, color: 'text.secondary' }}>
          {kickOff.day}
        </Typography>
      ) : null}
      {shootout ? (
        // Under the teams, where a long word ("Elfmeterschießen") has the whole width.
        <Typography variant="small" component="p" sx={{ textAlign: 'center', mt: 1, fontWeight: 700 }}>
          {`${t('scoreboard.shootout')} ${shootout.home}-${shootout.away}`}
        </Typography>
      ) : null}
      {scorers.home.length + scorers.away.length > 0 ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, mt: 1.5 }}>
          <Box component="span" sx={visuallyHidden}>
            {t('scoreboard.scorers')}
          </Box>
          {sides.map((side) =>
            scorers[side].length === 0 ? (
              <span key={side} />
            ) : (
              <Box
                key={side}
                component="ul"
                // Which team's goals: the columns say it by their place, this says it to a screen reader.
                aria-label={teams[side].name}
                sx={{ listStyle: 'none', m: 0, p: 0, minWidth: 0, textAlign: side === 'home' ? 'left' : 'right' }}
              >
                {scorers[side].map((scorer) => (
                  <Typography
                    key={scorer.goals[0]!.id}
                    component="li"
                    variant="small"
                    sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
                  >
                    {`${scorer.noScorer ? t('incidents.goal') : scorer.name || t('common.notAvailable')} `}
                    {scorer.goals.map((goal, index) => (
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
            ),
          )}
        </Box>
      ) : null}
    </Box>
  );
}
