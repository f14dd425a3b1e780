import type { Replay } from '../replay/replay.ts';
import { competitionContext, type CompetitionContext } from './context.ts';
import type { Competition, Match } from './schema.ts';
import { competitionSoFar, matchSoFar, replaySoFar } from './so-far.ts';

/** What a competition call is answered from: the replay, its competition, and the competition before and with this match so far. */
export interface CompetitionMoment {
  replay: Replay;
  context: CompetitionContext;
  current: Match | null;
  before: Competition;
  now: Competition;
}

/** The competition around a replay at its current second; null when we hold no data for its competition. */
export async function competitionMoment(replay: Replay): Promise<CompetitionMoment | null> {
  const context = await competitionContext(replay.match.scenario);
  if (!context) return null;
  const current = matchSoFar(context, replaySoFar(replay), replay.match.scenario.competition.round);
  return { replay, context, current, before: competitionSoFar(context, null), now: competitionSoFar(context, current) };
}
