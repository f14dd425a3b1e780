import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { intlLocale } from '../../../../contract/languages.ts';
import type { Side } from '../../../../contract/protocol.ts';
import { useAvailability } from '../../../api/availability.ts';
import { useEventData } from '../../../api/event-data.ts';
import { eventDetailsQueryOptions } from '../../../api/event-details.ts';
import { useEventStatus } from '../../../api/event-status.ts';
import { useIncidents } from '../../../api/incidents.ts';
import { lineupsQueryOptions } from '../../../api/lineups.ts';
import { CreditsLine } from '../../../components/CreditsLine.tsx';
import { PillLink } from '../../../components/PillLink.tsx';
import { TeamMark } from '../../../components/TeamMark.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useTeamName } from '../../../lib/i18n/use-team-name.ts';
import { useWidgetQuery } from '../../../lib/navigation/widget-query.ts';
import { useLiveScore, useMatchClock } from '../../../lib/realtime/use-live.ts';
import { leader } from '../../../rules/match-goals.ts';
import { lineupsCredit, posterGoals } from '../stream/match-ended.ts';

const sides = ['home', 'away'] as const;
/** Where the fan goes on from a finished stream, if the match offers it. */
const wayOn = [
  { path: '/scoreboard', label: 'nav.scoreboard' },
  { path: '/stats/live-stats/summary', label: 'cta.seeMatchStats' },
] as const;

/**
 * The stream route once the match is over: no player to launch, but the poster a fan expects
 * there, drawn from the answers the rest of the widget reads: both teams with their marks, the
 * final score (and the shoot-out), the goals with their minutes and the score after each, when
 * the stream ended if the widget saw it end (`endedAt`), links on to the scoreboard and the match
 * stats with the query kept, and the match data's credit in the one credits line.
 */
export function MatchEndedPoster({ endedAt }: { endedAt: number | null }) {
  const { t } = useTranslation();
  const { eventId, lang, stages } = useWidgetQuery();
  const { origin } = useFeedConfig();
  const teamName = useTeamName();
  const teams = useEventData(eventId, lang).data;
  const status = useEventStatus(eventId, stages?.[0], lang).data;
  const details = useQuery(eventDetailsQueryOptions(origin, eventId, lang)).data;
  const incidents = useIncidents(eventId, lang).data;
  const paths = useAvailability(eventId, lang).data?.paths ?? [];
  // The match's data credit (StatsBomb for a match with event data), from the line-ups answer the
  // scoreboard has already fetched for its facts: the same cache entry, no request of its own.
  const credit = useQuery({ ...lineupsQueryOptions(origin, eventId, lang), select: lineupsCredit, staleTime: Infinity }).data;
  const score = useLiveScore(eventId, details ? { home: details.home.score, away: details.away.score } : undefined);
  const clock = useMatchClock(status);
  const goals = incidents ? posterGoals(incidents.incidents) : null;
  const shootout = details?.shootout ?? incidents?.shootout ?? null;
  const winner = shootout ? leader(shootout) : null;
  const name = (side: Side) => (teams ? teamName(teams[side]) : t(side === 'home' ? 'common.home' : 'common.away'));
  const time = endedAt === null ? null : new Intl.DateTimeFormat(intlLocale(lang), { hour: '2-digit', minute: '2-digit' }).format(endedAt);
  return (
    <Box
      component="section"
      aria-labelledby="match-ended-title"
      data-testid="match-ended-poster"
      sx={{ bgcolor: 'scoreboard.background', color: 'scoreboard.text', borderRadius: 1, p: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography id="match-ended-title" variant="large" component="h1" sx={{ fontWeight: 700, textAlign: 'center' }}>
        {time === null ? (
          t('stream.matchEnded')
        ) : (
          <time dateTime={new Date(endedAt!).toISOString()} data-testid="stream-ended-at">
            {t('stream.endedAt', { time })}
          </time>
        )}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0,1fr) auto minmax(0,1fr)', alignItems: 'start', columnGap: 1 }}>
        {sides.map((side) => (
          <Box
            key={side}
            sx={{ gridColumn: side === 'home' ? 1 : 3, display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 0.5 }}
          >
            {teams ? <TeamMark side={side} team={teams[side]} /> : null}
            <Typography
              variant="small"
              component="span"
              data-testid={`poster-team-${side}`}
              sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {name(side)}
            </Typography>
          </Box>
        ))}
        <Box sx={{ gridColumn: 2, gridRow: 1, display: 'grid', justifyItems: 'center', pt: 0.5, minWidth: 72 }}>
          <Typography variant="h2" component="p" data-testid="poster-score" sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
            <Box component="span" sx={visuallyHidden}>{`${name('home')} ${score.home}, ${name('away')} ${score.away}`}</Box>
            <span aria-hidden="true">{`${score.home} - ${score.away}`}</span>
          </Typography>
          <Typography variant="small" component="p" data-testid="poster-clock" sx={{ fontWeight: 700 }}>
            {clock.text}
          </Typography>
        </Box>
      </Box>
      {shootout ? (
        <Typography variant="small" component="p" data-testid="poster-shootout" sx={{ textAlign: 'center', fontWeight: 700 }}>
          {`${t('scoreboard.shootout')} ${shootout.home}-${shootout.away}`}
          {winner ? ` · ${t('info.wonOnPenalties', { team: name(winner) })}` : ''}
        </Typography>
      ) : null}
      {goals ? (
        <Box component="section" aria-labelledby="match-ended-goals">
          <Typography id="match-ended-goals" variant="small" component="h2" sx={{ fontWeight: 700, color: 'text.secondary', mb: 0.5 }}>
            {t('scoreboard.scorers')}
          </Typography>
          {goals.length === 0 ? (
            <Typography variant="small" component="p">
              {t('stream.noGoals')}
            </Typography>
          ) : (
            <Box component="ol" data-testid="poster-goals" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
              {goals.map((goal) => (
                <Typography
                  key={goal.id}
                  component="li"
                  variant="small"
                  data-side={goal.side}
                  sx={{
                    display: 'flex',
                    flexDirection: goal.side === 'home' ? 'row' : 'row-reverse',
                    gap: 1,
                    alignItems: 'baseline',
                    textAlign: goal.side === 'home' ? 'left' : 'right',
                  }}
                >
                  <Box component="span" sx={{ fontWeight: 700, minWidth: 40, fontVariantNumeric: 'tabular-nums' }}>
                    {goal.minute}
                  </Box>
                  <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                    <Box component="span" sx={visuallyHidden}>{`${name(goal.side)}: `}</Box>
                    {goal.scorer ?? t('incidents.goal')}
                    {goal.mark ? (
                      <Box
                        component="abbr"
                        title={t(goal.mark === 'penalty' ? 'incidents.penalty' : 'events.ownGoal')}
                        sx={{ textDecoration: 'none', ml: 0.5, color: 'text.secondary' }}
                      >
                        {t(goal.mark === 'penalty' ? 'scoreboard.penaltyShort' : 'scoreboard.ownGoalShort')}
                      </Box>
                    ) : null}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {`${goal.score.home}-${goal.score.away}`}
                  </Box>
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ) : null}
      <Box component="nav" aria-label={t('scoreboard.more')} sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
        {wayOn
          .filter((link) => paths.includes(link.path))
          .map((link) => (
            <PillLink key={link.path} path={link.path} text="inherit">
              {t(link.label)}
            </PillLink>
          ))}
      </Box>
      <CreditsLine provider={credit} />
    </Box>
  );
}
