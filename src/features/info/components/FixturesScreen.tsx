import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useFixtures } from '../api/fixtures.ts';
import { fixturesByRound } from '../rules/fixture-rounds.ts';
import { timeZoneLabel } from '../rules/match-time.ts';
import { FixtureRow, type FixtureView } from './FixtureRow.tsx';
import { AnswerStates } from './InfoScreen.tsx';
import { useMatchContext } from './use-match-context.ts';

/** `/info/fixtures`: the competition's matches by round, this match's round first, times in the fan's zone. */
export function FixturesScreen() {
  const { t } = useTranslation();
  const match = useMatchContext();
  const fixtures = useFixtures(match.eventId, match.lang);
  const event = match.eventData;
  return (
    <AnswerStates
      answer={fixtures}
      isEmpty={(data) =>
        data.sameRound.length + data.home.previous.length + data.home.next.length + data.away.previous.length + data.away.next.length === 0
      }
      emptyTitle={t('empty.noFixtures')}
    >
      {(data) => {
        const thisMatch =
          event && data.round
            ? {
                id: event.eventId,
                date: event.matchStart.slice(0, 10),
                kickoff: event.matchStart,
                round: data.round,
                home: event.home,
                away: event.away,
                ...(match.score ? { score: match.score } : {}),
              }
            : undefined;
        const rounds = fixturesByRound<FixtureView & { round: string }>(data, thisMatch);
        const highlight = new Set([event?.home.id, event?.away.id, ...teamIdsOf(data)].filter((id): id is string => Boolean(id)));
        const zone = timeZoneLabel(event?.matchStart ?? new Date().toISOString(), match.lang);
        return (
          <>
            <Typography variant="small" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('info.timeZone', { zone })}
            </Typography>
            {rounds.map((round) => (
              <Box component="section" key={round.name} aria-label={round.name} sx={{ mb: 2 }} data-testid="fixture-round">
                <Typography variant="default" component="h2" sx={{ fontWeight: 700 }}>
                  {round.name}
                  {round.current ? (
                    <Typography variant="small" component="span" sx={{ ml: 1, color: 'text.secondary' }}>
                      {t('info.currentRound')}
                    </Typography>
                  ) : null}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {round.fixtures.map((fixture) => (
                    <FixtureRow
                      key={fixture.id}
                      fixture={fixture}
                      lang={match.lang}
                      highlight={highlight}
                      thisMatch={fixture.id === thisMatch?.id}
                    />
                  ))}
                </Box>
              </Box>
            ))}
          </>
        );
      }}
    </AnswerStates>
  );
}

/** The two teams as the fixtures name them (their ids there can differ from the event's). */
function teamIdsOf(data: {
  home: { next: FixtureView[]; previous: FixtureView[] };
  away: { next: FixtureView[]; previous: FixtureView[] };
}): string[] {
  const shared = (list: FixtureView[]) => {
    const counts = new Map<string, number>();
    for (const fixture of list) for (const id of [fixture.home.id, fixture.away.id]) counts.set(id, (counts.get(id) ?? 0) + 1);
    return [...counts].filter(([, count]) => count === list.length).map(([id]) => id);
  };
  const home = [...data.home.previous, ...data.home.next];
  const away = [...data.away.previous, ...data.away.next];
  return [...(home.length ? shared(home) : []), ...(away.length ? shared(away) : [])];
}
