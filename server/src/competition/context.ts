import { loadCompetition, loadHeadToHead } from './data.ts';
import type { Competition, HeadToHeadFile, Match } from './schema.ts';
import type { Scenario, Side } from '../scenario/schema.ts';

/**
 * A served match inside its competition's data: what the competition routes, the match texts
 * (preview, insights) and the analytics top scorers are computed from.
 */
export interface CompetitionContext {
  competition: Competition;
  /** Competition team ids of this match's sides (matched by team code). */
  teamId: Record<Side, string>;
  kickoff: string;
  /** This match in the competition's results, when it is there. */
  match: Match | undefined;
  meetings: HeadToHeadFile | null;
}

const contexts = new Map<string, Promise<CompetitionContext | null>>();

/** The competition around a scenario, loaded once per scenario; null when we hold no data for it. */
export function competitionContext(scenario: Scenario): Promise<CompetitionContext | null> {
  let context = contexts.get(scenario.id);
  if (!context) {
    context = (async () => {
      const competition = await loadCompetition(scenario.competition.id);
      if (!competition) return null;
      const idOf = (side: Side) => competition.teams.find((team) => team.code === scenario[side].code)?.id;
      const home = idOf('home');
      const away = idOf('away');
      if (!home || !away) return null;
      const day = scenario.kickoff.slice(0, 10);
      const match = competition.matches.find((candidate) => candidate.home === home && candidate.away === away && candidate.date === day);
      return { competition, teamId: { home, away }, kickoff: scenario.kickoff, match, meetings: await loadHeadToHead(home, away) };
    })();
    contexts.set(scenario.id, context);
  }
  return context;
}
