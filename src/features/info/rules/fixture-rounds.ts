/**
 * The competition's fixtures by round, the current round first: the round of this match (with the
 * match itself), then the rounds still to come in date order, then the rounds played, most recent
 * first. The feed gives the current round and each team's previous and next matches; a match both
 * teams share is listed once.
 */
export interface FixtureLike {
  id: string;
  date: string;
  kickoff?: string | undefined;
  round: string;
  group?: string | undefined;
  score?: readonly [number, number] | undefined;
}

export interface FixturesLike<F extends FixtureLike> {
  round: string | null;
  sameRound: readonly F[];
  home: { previous: readonly F[]; next: readonly F[] };
  away: { previous: readonly F[]; next: readonly F[] };
}

export interface Round<F> {
  name: string;
  current: boolean;
  fixtures: F[];
}

const when = (fixture: FixtureLike) => fixture.kickoff ?? `${fixture.date}T00:00:00Z`;

export function fixturesByRound<F extends FixtureLike>(answer: FixturesLike<F>, thisMatch?: F): Round<F>[] {
  const seen = new Set<string>();
  const unique = (list: readonly F[]) => list.filter((fixture) => (seen.has(fixture.id) ? false : (seen.add(fixture.id), true)));
  const current = unique([...(thisMatch ? [thisMatch] : []), ...answer.sameRound]).sort((a, b) => when(a).localeCompare(when(b)));
  const next = unique([...answer.home.next, ...answer.away.next]);
  const previous = unique([...answer.home.previous, ...answer.away.previous]);
  const group = (list: F[], order: 1 | -1): Round<F>[] => {
    const rounds = new Map<string, F[]>();
    for (const fixture of [...list].sort((a, b) => order * when(a).localeCompare(when(b)))) {
      if (fixture.round === answer.round) continue;
      rounds.set(fixture.round, [...(rounds.get(fixture.round) ?? []), fixture]);
    }
    return [...rounds].map(([name, fixtures]) => ({ name, current: false, fixtures }));
  };
  const rounds: Round<F>[] = [];
  if (answer.round !== null && current.length > 0) rounds.push({ name: answer.round, current: true, fixtures: current });
  return [...rounds, ...group(next, 1), ...group(previous, -1)];
}
