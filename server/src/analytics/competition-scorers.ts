import type { CompetitionContext } from '../competition/context.ts';
import type { Competition } from '../competition/schema.ts';
import { spelledInCompetition } from '../competition/so-far.ts';
import { topScorers } from '../competition/top-scorers.ts';
import type { Scenario, Side } from '../scenario/schema.ts';
import { hasEventData } from '../match-stats/summary.ts';
import { recordSources } from './recorded-season.ts';
import type { EventSeason, TopScorerFact } from './season-lines.ts';

/**
 * The GraphQL `topScorers` table from the competition's real results, the same tally REST's
 * `/top_scorers` ranks: `now` is the competition with this match so far (competition/so-far.ts).
 * A scorer who plays in the analysed match carries his squad `playerId`. Where the results name no
 * scorers (La Liga's source gives scores only), only this match's scorers so far are known: the
 * table lists them and its coverage says it counts 1 of the matches played (0 before kick-off).
 */
export function competitionScorerTable(
  context: CompetitionContext,
  now: Competition,
  scenario: Scenario,
  /** This match's players so far; null before kick-off. */
  scorersSoFar: readonly { playerId: string; goals: number }[] | null,
): EventSeason['topScorers'] {
  const all = competitionScorerFacts(context, now, scenario);
  if (all) return { coverage: { complete: true, matchesCounted: now.matches.length, matchesPlayed: now.matches.length }, rows: all };
  const players = new Map(
    (['home', 'away'] as const).flatMap((side) => scenario[side].players.map((player) => [player.id, { player, side }] as const)),
  );
  const teams = new Map(context.competition.teams.map((team) => [team.id, team]));
  const rows = (scorersSoFar ?? []).flatMap((line): TopScorerFact[] => {
    const found = players.get(line.playerId);
    if (!found || line.goals === 0) return [];
    const team = teams.get(context.teamId[found.side]);
    return [
      {
        playerId: line.playerId,
        name: found.player.name,
        teamCode: team?.code ?? scenario[found.side].code,
        teamName: team?.name ?? scenario[found.side].name,
        goals: line.goals,
      },
    ];
  });
  // The one match counted is this one: its scorers come from its event data, or its match facts.
  const sources = scorersSoFar ? [hasEventData(scenario) ? recordSources.statsBomb : recordSources.matchFacts] : [];
  return { coverage: { complete: false, matchesCounted: scorersSoFar ? 1 : 0, matchesPlayed: now.matches.length }, rows, sources };
}

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
