import { isPreMatchStage } from '../../../contract/stage-groups.ts';
import type { Replay } from '../replay/replay.ts';
import type { CompetitionContext } from './context.ts';
import { isBefore } from './match-time.ts';
import type { Competition, Match, Scorer, Side } from './schema.ts';

/**
 * Competition figures follow the match being shown: the table, the top
 * scorers, the form and the season figures count every match that kicked off before it, and this
 * match as far as the replay has played it at its current second.
 *
 * One rule for the competition data's own record of this match: the CC0 results may hold it (the
 * 2022 final and Barcelona v Alavés are there, full time and scorers), and it is never counted.
 * Before kick-off the match is not counted at all; from kick-off it is counted with the replay's
 * score and scorers so far (fired goals included, for the scorer the control call named, if any),
 * so the figures at full time equal the record's and those in the 30th minute are the 30th minute's.
 * The record still names the match (its id, round, group) and spells its scorers.
 */

/** One goal of the match so far, as the replay tells it. */
export interface GoalSoFar {
  side: Side;
  /** The scorer's name in the scenario; absent for a goal fired through the control API without a scorer. */
  player?: { name: string; shortName: string; side: Side };
  minute: number;
  addedMinute?: number;
  penalty?: boolean;
  ownGoal?: boolean;
  /** Scored in extra time. */
  extraTime: boolean;
}

export interface MatchSoFar {
  /** Kicked off (the stage is past the pre-match ones); before that the match is not counted. */
  started: boolean;
  goals: readonly GoalSoFar[];
  /** Extra time has begun, so the score so far is an after-extra-time score. */
  extraTime: boolean;
  /** The shoot-out's kicks scored, once every kick has been taken; null before. */
  shootout: { home: number; away: number } | null;
}

/** What the replay has played at its current second: goals (with their scorers), extra time, a finished shoot-out. */
export function replaySoFar(replay: Replay): MatchSoFar {
  const state = replay.state();
  const { match } = replay;
  const extraTimeFrom = match.timeline.periodStart.firstHalfExtraTime ?? Number.POSITIVE_INFINITY;
  const goals: GoalSoFar[] = [];
  for (const timed of match.events) {
    if (timed.at > state.second) break;
    const { event } = timed;
    if (event.type !== 'goal') continue;
    const player = match.players.get(event.playerId);
    const minute = Math.floor(timed.at / 60) + 1;
    const incident = state.incidents.find((candidate) => candidate.id === timed.id);
    goals.push({
      side: event.side,
      ...(player ? { player: { name: player.name, shortName: player.shortName, side: player.side } } : {}),
      minute: incident?.minute ?? minute,
      ...(incident?.addedMinute ? { addedMinute: incident.addedMinute } : {}),
      ...(event.penalty ? { penalty: true } : {}),
      ...(event.ownGoal ? { ownGoal: true } : {}),
      extraTime: timed.at >= extraTimeFrom,
    });
  }
  for (const goal of replay.injectedGoals) {
    if (goal.at > state.second) continue;
    // A fired goal counts for the scorer the control call named; without one it is the side's alone.
    const player = goal.playerId === undefined ? undefined : match.players.get(goal.playerId);
    const incident = state.incidents.find((candidate) => candidate.id === `i${goal.id}`);
    goals.push({
      side: goal.side,
      ...(player ? { player: { name: player.name, shortName: player.shortName, side: player.side } } : {}),
      minute: incident?.minute ?? Math.floor(Math.max(0, goal.at) / 60) + 1,
      ...(incident?.addedMinute ? { addedMinute: incident.addedMinute } : {}),
      extraTime: goal.at >= extraTimeFrom,
    });
  }
  const kicksTaken = state.shootout.kicks;
  const shootoutOver = kicksTaken > 0 && kicksTaken === match.kicks.length && state.shootout.home !== state.shootout.away;
  return {
    started: !isPreMatchStage(state.stage),
    goals,
    extraTime: state.periods.includes('firstHalfExtraTime'),
    shootout: shootoutOver ? { home: state.shootout.home, away: state.shootout.away } : null,
  };
}

const plain = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
const lastWord = (name: string) => plain(name).split(/\s+/).at(-1) ?? '';

/**
 * A scenario player's name as the competition's data spells it, so his goals in this match join
 * his earlier ones: the data's names for his team's scorers are matched by full name, then by
 * short name, then by surname when exactly one of them has it ("Immobile" for Ciro Immobile).
 * A player the data never names keeps his scenario name.
 */
export function spelledInCompetition(
  context: Pick<CompetitionContext, 'competition' | 'teamId'>,
  player: { name: string; shortName: string; side: Side },
): string {
  const teamId = context.teamId[player.side];
  const names = new Set<string>();
  for (const match of context.competition.matches) {
    for (const scorer of match.scorers ?? []) {
      if (!scorer.ownGoal && match[scorer.side] === teamId) names.add(scorer.name);
    }
  }
  const candidates = [...names];
  const exact = (wanted: string) => candidates.find((name) => plain(name) === plain(wanted));
  const bySurname = candidates.filter((name) => lastWord(name) === lastWord(player.name) || lastWord(name) === lastWord(player.shortName));
  return exact(player.name) ?? exact(player.shortName) ?? (bySurname.length === 1 ? bySurname[0]! : player.name);
}

/** This match as a competition result so far, or null before kick-off. */
export function matchSoFar(context: CompetitionContext, soFar: MatchSoFar, round: string): Match | null {
  if (!soFar.started) return null;
  const { competition, teamId, kickoff, match } = context;
  const withScorers = competition.matches.some((candidate) => candidate.scorers !== undefined);
  const count = (goals: readonly GoalSoFar[]): [number, number] => [
    goals.filter((goal) => goal.side === 'home').length,
    goals.filter((goal) => goal.side === 'away').length,
  ];
  const scorers = soFar.goals.flatMap((goal): Scorer[] =>
    goal.player
      ? [
          {
            side: goal.side,
            name: spelledInCompetition(context, goal.player),
            minute: Math.min(120, Math.max(1, goal.minute)),
            ...(goal.addedMinute ? { offset: Math.min(30, goal.addedMinute) } : {}),
            ...(goal.penalty ? { penalty: true as const } : {}),
            ...(goal.ownGoal ? { ownGoal: true as const } : {}),
          },
        ]
      : [],
  );
  return {
    id: match?.id ?? 'current-match',
    date: match?.date ?? kickoff.slice(0, 10),
    kickoff,
    round: match?.round ?? round,
    ...(match?.group ? { group: match.group } : {}),
    home: teamId.home,
    away: teamId.away,
    ft: count(soFar.goals.filter((goal) => !goal.extraTime)),
    ...(soFar.extraTime ? { aet: count(soFar.goals) } : {}),
    ...(soFar.shootout ? { pens: [soFar.shootout.home, soFar.shootout.away] as [number, number] } : {}),
    ...(withScorers ? { scorers } : {}),
  };
}

/**
 * The competition as the figures count it: every match that kicked off before this one, without
 * the data's own record of this match, plus `current` (this match so far) when given. Matches
 * after it, and those played at the same time, are not there: the fixtures list them.
 */
export function competitionSoFar(
  context: Pick<CompetitionContext, 'competition' | 'kickoff' | 'match'>,
  current: Match | null,
): Competition {
  const { competition, kickoff, match } = context;
  const before = competition.matches.filter((candidate) => candidate.id !== match?.id && isBefore(candidate, kickoff));
  return { ...competition, matches: current ? [...before, current] : before };
}
