import type { CompetitionContext } from '../competition/context.ts';
import type { Competition } from '../competition/schema.ts';
import { spelledInCompetition } from '../competition/so-far.ts';
import { topScorers } from '../competition/top-scorers.ts';
import type { Scenario, Side } from '../scenario/schema.ts';
import type { TopScorerFact } from './season-lines.ts';

/**
 * The GraphQL `topScorers` rows from the competition's real results, the same tally REST's
 * `/top_scorers` ranks: `now` is the competition with this match so far (competition/so-far.ts).
 * A scorer who plays in the analysed match carries his squad `playerId`. Undefined when the data
 * has no scorers (La Liga's source gives scores only): the season model's rows stand, as MODEL.
 */
export function competitionScorerFacts(context: CompetitionContext, now: Competition, scenario: Scenario): TopScorerFact[] | undefined {
  const { competition, teamId } = context;
  if (!competition.matches.some((match) => match.scorers !== undefined)) return undefined;
  const squadIds = new Map<string, string>();
  for (const side of ['home', 'away'] as const satisfies readonly Side[]) {
    for (const player of scenario[side].players) {
      squadIds.set(`${teamId[side]}\u0000${spelledInCompetition(context, { ...player, side })}`, player.id);
    }
  }
  const teams = new Map(competition.teams.map((team) => [team.id, team]));
  return topScorers(now, { limit: Number.POSITIVE_INFINITY }).map((scorer) => {
    const playerId = squadIds.get(`${scorer.teamId}\u0000${scorer.name}`);
    return {
      ...(playerId ? { playerId } : {}),
      name: scorer.name,
      teamCode: teams.get(scorer.teamId)?.code ?? scorer.teamId.slice(0, 3).toUpperCase(),
      teamName: teams.get(scorer.teamId)?.name ?? scorer.teamId,
      goals: scorer.goals,
      penalties: scorer.penalties,
    };
  });
}
