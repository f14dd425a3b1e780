/**
 * The competition's fixtures by round, the current round first: the round of this match (with the
 * match itself), then the rounds still to come in date order, then the rounds played, most recent
 * first. The feed sends every round (`rounds`, in the order they began, the current one marked);
 * a feed without them gives only the current round and each team's previous and next matches,
 * which are grouped the same way (a match both teams share is listed once).
 */
export interface FixtureLike {
  id: string;
  date: string;
  kickoff?: string | undefined;
  round: string;
  group?: string | undefined;
  score?: readonly [number, number] | undefined;
  thisMatch?: boolean | undefined;
}

export type RoundStage = 'league' | 'group' | 'roundOf32' | 'roundOf16' | 'quarterFinals' | 'semiFinals' | 'thirdPlace' | 'final' | 'other';

export interface Round<F> {
  key: string;
  /** The data's words for the round: the name of an `other` round. */
  name: string;
  stage: RoundStage;
  matchday?: number | undefined;
  current: boolean;
  fixtures: F[];
}

export interface FixturesLike<F extends FixtureLike> {
  round: string | null;
  sameRound: readonly F[];
  home: { previous: readonly F[]; next: readonly F[] };
  away: { previous: readonly F[]; next: readonly F[] };
  rounds?: ReadonlyArray<Omit<Round<F>, 'fixtures'> & { fixtures: readonly F[] }> | undefined;
}

const when = (fixture: FixtureLike) => fixture.kickoff ?? `${fixture.date}T00:00:00Z`;

/** Rounds given in the order they began, reordered: the current one, those after it, then those before it, most recent first. */
export function currentRoundFirst<R extends { current: boolean }>(rounds: readonly R[]): R[] {
  const at = rounds.findIndex((round) => round.current);
  if (at < 0) return [...rounds];
  return [rounds[at]!, ...rounds.slice(at + 1), ...rounds.slice(0, at).reverse()];
}

/** The translation key and values that name a round, or null for a round only its data words name. */
export function roundLabel(round: Pick<Round<unknown>, 'stage' | 'matchday'>): { key: string; values?: { number: number } } | null {
  switch (round.stage) {
    case 'league':
      return round.matchday === undefined ? null : { key: 'info.round.matchday', values: { number: round.matchday } };
    case 'group':
      return round.matchday === undefined ? null : { key: 'info.round.groupMatchday', values: { number: round.matchday } };
    case 'other':
      return null;
    default:
      return { key: `info.round.${round.stage}` };
  }
}

/** Every round of the answer, the current round first; `thisMatch` stands in for a feed that leaves the match out. */
export function fixturesByRound<F extends FixtureLike>(answer: FixturesLike<F>, thisMatch?: F): Round<F>[] {
  if (answer.rounds) return currentRoundFirst(answer.rounds.map((round) => ({ ...round, fixtures: [...round.fixtures] })));
  const seen = new Set<string>();
  const unique = (list: readonly F[]) => list.filter((fixture) => (seen.has(fixture.id) ? false : (seen.add(fixture.id), true)));
  const current = unique([...(thisMatch ? [{ ...thisMatch, thisMatch: true }] : []), ...answer.sameRound]).sort((a, b) =>
    when(a).localeCompare(when(b)),
  );
  const next = unique([...answer.home.next, ...answer.away.next]);
  const previous = unique([...answer.home.previous, ...answer.away.previous]);
  const group = (list: F[], order: 1 | -1): Round<F>[] => {
    const rounds = new Map<string, F[]>();
    for (const fixture of [...list].sort((a, b) => order * when(a).localeCompare(when(b)))) {
      if (fixture.round === answer.round) continue;
      rounds.set(fixture.round, [...(rounds.get(fixture.round) ?? []), fixture]);
    }
    return [...rounds].map(([name, fixtures]) => ({ key: name, name, stage: 'other' as const, current: false, fixtures }));
  };
  const rounds: Round<F>[] = [];
  if (answer.round !== null && current.length > 0)
    rounds.push({ key: answer.round, name: answer.round, stage: 'other', current: true, fixtures: current });
  return [...rounds, ...group(next, 1), ...group(previous, -1)];
}

/**
 * This match's row as the fan sees it: the live score from the socket (which moves before the
 * next answer arrives) in place of the answer's, once the match has kicked off.
 */
export function withLiveScore<F extends FixtureLike>(fixture: F, score: readonly [number, number] | undefined): F {
  return fixture.thisMatch && score ? { ...fixture, score } : fixture;
}
