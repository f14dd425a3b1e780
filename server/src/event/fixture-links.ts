import type { fixturesAnswer } from '../competition/answers.ts';
import type { MatchCatalogue } from './match-catalogue.ts';

type Fixtures = ReturnType<typeof fixturesAnswer>;
type Linked<T> = T & { eventId?: string };

/**
 * "See Other Games": each row of a fixtures answer names the event the feed serves its match as
 * (a replay's id for a match a replay serves, else its catalogue id), so the widget can link the
 * row to that match's own pages. This match's row names the event asked about (a demo moment is
 * its own event); a match the catalogue does not hold gets no id and is not linked.
 */
export function withFixtureEventIds(answer: Fixtures, catalogue: MatchCatalogue, competitionId: string, eventId: string) {
  const link = <T extends { id: string; thisMatch?: boolean }>(row: T): Linked<T> => {
    const served = row.thisMatch ? eventId : catalogue.find(competitionId, row.id)?.eventId;
    return served === undefined ? row : { ...row, eventId: served };
  };
  const around = (side: Fixtures['home']) => ({ previous: side.previous.map(link), next: side.next.map(link) });
  return {
    ...answer,
    sameRound: answer.sameRound.map(link),
    home: around(answer.home),
    away: around(answer.away),
    rounds: answer.rounds.map((round) => ({ ...round, fixtures: round.fixtures.map(link) })),
  };
}
