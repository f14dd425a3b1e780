import { chronological } from './match-time.ts';
import type { Competition, Match } from './schema.ts';

/**
 * A round as a structure, so the widget can name it in the fan's language: the data's own round
 * names are English words ("Matchday 12", "Quarter-finals") and, for a tournament, its group-stage
 * "Matchday N" counts the days of the tournament (the 2022 World Cup has 13), not the rounds of
 * the groups. So:
 * - a league match: its matchday, the number in the data's round name;
 * - a tournament's group match: the group stage and its matchday, which is how many group matches
 *   the home team has played with this one (1 to 3 in a four-team group), as FIFA and UEFA count;
 * - a knockout match: its stage, read from the data's round name;
 * - anything else: `other`, named by the data's words.
 */

export const knockoutStages = ['roundOf32', 'roundOf16', 'quarterFinals', 'semiFinals', 'thirdPlace', 'final'] as const;
export type RoundStage = 'league' | 'group' | (typeof knockoutStages)[number] | 'other';

export interface RoundInfo {
  stage: RoundStage;
  /** League and group-stage rounds only. */
  matchday?: number;
}

export interface Round {
  /** Stable within a competition: "matchday-12", "group-1", "final", "other-…". */
  key: string;
  info: RoundInfo;
  /** The data's round name (English), for a round no structure names. */
  name: string;
  /** Oldest first. */
  matches: Match[];
}

const knockoutNames: ReadonlyArray<[RegExp, (typeof knockoutStages)[number]]> = [
  [/round of 32|1\/16/i, 'roundOf32'],
  [/round of 16|1\/8|eighth/i, 'roundOf16'],
  [/quarter/i, 'quarterFinals'],
  [/semi/i, 'semiFinals'],
  [/third|3rd/i, 'thirdPlace'],
  [/^\s*final\s*$/i, 'final'],
];

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'round';

function keyOf(info: RoundInfo, name: string): string {
  if (info.stage === 'league') return `matchday-${info.matchday}`;
  if (info.stage === 'group') return `group-${info.matchday}`;
  if (info.stage === 'other') return `other-${slug(name)}`;
  return info.stage;
}

/** The structure of one match's round; `groupMatchday` is needed for a tournament's group match. */
export function roundInfoOf(
  competition: Pick<Competition, 'format'>,
  match: Pick<Match, 'round' | 'group'>,
  groupMatchday?: number,
): RoundInfo {
  if (competition.format === 'league') {
    const number = /(\d+)/.exec(match.round)?.[1];
    return number === undefined ? { stage: 'other' } : { stage: 'league', matchday: Number(number) };
  }
  if (match.group) return groupMatchday === undefined ? { stage: 'other' } : { stage: 'group', matchday: groupMatchday };
  const knockout = knockoutNames.find(([pattern]) => pattern.test(match.round));
  return knockout ? { stage: knockout[1] } : { stage: 'other' };
}

/** Each group match's matchday within the group stage: the home team's count of group matches so far. */
function groupMatchdays(matches: readonly Match[]): Map<string, number> {
  const played = new Map<string, number>();
  const matchday = new Map<string, number>();
  for (const match of [...matches].filter((candidate) => candidate.group).sort(chronological)) {
    const home = (played.get(match.home) ?? 0) + 1;
    played.set(match.home, home);
    played.set(match.away, (played.get(match.away) ?? 0) + 1);
    matchday.set(match.id, home);
  }
  return matchday;
}

/**
 * Every round of the competition with its matches, rounds in the order they began. `extra` is a
 * match the data does not hold (this match, when the results lack it): it joins its round.
 */
export function roundsOf(competition: Competition, extra?: Match): Round[] {
  const matches =
    extra && !competition.matches.some((match) => match.id === extra.id) ? [...competition.matches, extra] : competition.matches;
  const matchdays = groupMatchdays(matches);
  const rounds = new Map<string, Round>();
  for (const match of [...matches].sort(chronological)) {
    const info = roundInfoOf(competition, match, matchdays.get(match.id));
    const key = keyOf(info, match.round);
    const round = rounds.get(key) ?? {
      key,
      info,
      name: info.stage === 'group' ? `Group stage, matchday ${info.matchday}` : match.round,
      matches: [],
    };
    round.matches.push(match);
    rounds.set(key, round);
  }
  return [...rounds.values()];
}
