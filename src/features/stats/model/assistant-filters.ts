import * as z from 'zod/mini';

/**
 * The assistants' per-user filter state (SPEC section 3: team both, event goals, threshold 0.5,
 * match count 6; SPEC section 9 defaults) and the filters of SPEC section 2 (all or major events,
 * most recent first, home/away, last N, percent over), kept for the fan in local storage.
 */

export const playerEvents = ['GOALS', 'ASSISTS', 'GOAL_INVOLVEMENTS', 'SHOTS', 'SHOTS_ON_TARGET', 'TACKLES', 'FOULS', 'CARDS'] as const;
export const teamEvents = [
  'GOALS',
  'GOALS_CONCEDED',
  'TOTAL_GOALS',
  'BOTH_TEAMS_SCORED',
  'CLEAN_SHEETS',
  'WINS',
  'SHOTS',
  'SHOTS_ON_TARGET',
  'CORNERS',
  'FOULS',
  'CARDS',
] as const;
export type PlayerEvent = (typeof playerEvents)[number];
export type TeamEvent = (typeof teamEvents)[number];

/** "Major only" keeps the events a bettor backs most: goals, assists, goal involvements, the match's goal markets and cards. */
export const majorEvents = new Set<string>([
  'GOALS',
  'ASSISTS',
  'GOAL_INVOLVEMENTS',
  'GOALS_CONCEDED',
  'TOTAL_GOALS',
  'BOTH_TEAMS_SCORED',
  'WINS',
  'CARDS',
]);

/** Yes-or-no events: a match counts 1 or 0, so the only line is "at least once" (over 0.5). */
export const yesNoEvents = new Set<string>(['BOTH_TEAMS_SCORED', 'CLEAN_SHEETS', 'WINS']);

export const eventLabelKeys: Record<PlayerEvent | TeamEvent, string> = {
  GOALS: 'stats.goals',
  ASSISTS: 'stats.assists',
  GOAL_INVOLVEMENTS: 'stats.goalInvolvements',
  SHOTS: 'stats.shots',
  SHOTS_ON_TARGET: 'stats.shotsOnTarget',
  TACKLES: 'stats.tackles',
  FOULS: 'stats.foulsConceded',
  CARDS: 'stats.cards',
  GOALS_CONCEDED: 'stats.goalsConceded',
  TOTAL_GOALS: 'stats.totalGoals',
  BOTH_TEAMS_SCORED: 'stats.bothTeamsScored',
  CLEAN_SHEETS: 'stats.cleanSheet',
  WINS: 'stats.wins',
  CORNERS: 'stats.corners',
};

/** The lines offered: x.5 so a match is either over or under (the service allows 0 to 10). */
export const thresholds = [0.5, 1.5, 2.5, 3.5, 4.5] as const;
/** "Last N": the service allows 1 to 20. */
export const matchCounts = [3, 5, 6, 10, 20] as const;
/** "Percent over": rows at or below this share are hidden; 0 hides nothing beyond the service's 0% rule. */
export const percentOverOptions = [0, 25, 50, 75] as const;

const stateSchema = z.object({
  activeTeam: z.catch(z.enum(['both', 'home', 'away']), 'both'),
  activeEventPlayer: z.catch(z.enum(playerEvents), 'GOALS'),
  activeEventTeam: z.catch(z.enum(teamEvents), 'GOALS'),
  thresholds: z.catch(z.object({ player: z.number(), team: z.number() }), { player: 0.5, team: 0.5 }),
  matchCounts: z.catch(z.object({ player: z.int(), team: z.int() }), { player: 6, team: 6 }),
  majorOnly: z.catch(z.boolean(), false),
  mostRecentFirst: z.catch(z.boolean(), true),
  percentOver: z.catch(z.number(), 0),
});
export type AssistantFilters = z.infer<typeof stateSchema>;

export const defaultFilters: AssistantFilters = {
  activeTeam: 'both',
  activeEventPlayer: 'GOALS',
  activeEventTeam: 'GOALS',
  thresholds: { player: 0.5, team: 0.5 },
  matchCounts: { player: 6, team: 6 },
  majorOnly: false,
  mostRecentFirst: true,
  percentOver: 0,
};

export const filtersStorageKey = 'cpp.stats.assistantFilters';

const oneOf = <T extends number>(options: readonly T[], value: number, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** The stored state, checked: anything unreadable or out of range falls back to its default. */
export function readFilters(stored: string | null): AssistantFilters {
  if (!stored) return defaultFilters;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return defaultFilters;
  }
  const parsed = z.safeParse(stateSchema, json);
  if (!parsed.success) return defaultFilters;
  const state = parsed.data;
  return {
    ...state,
    thresholds: { player: oneOf(thresholds, state.thresholds.player, 0.5), team: oneOf(thresholds, state.thresholds.team, 0.5) },
    matchCounts: { player: oneOf(matchCounts, state.matchCounts.player, 6), team: oneOf(matchCounts, state.matchCounts.team, 6) },
    percentOver: oneOf(percentOverOptions, state.percentOver, 0),
  };
}

/**
 * The events offered under the "all or major" filter, and only those the service says its
 * records hold for this match (`served`, from its last answer; all until it has answered).
 */
export function offeredEvents<E extends string>(events: readonly E[], majorOnly: boolean, served?: readonly string[]): E[] {
  return events.filter((event) => (!majorOnly || majorEvents.has(event)) && (served === undefined || served.includes(event)));
}

/** "Percent over": rows whose share is above the chosen percentage. */
export function overPercent<Row extends { percentage: number }>(rows: readonly Row[], percentOver: number): Row[] {
  return rows.filter((row) => percentOver === 0 || row.percentage > percentOver);
}

export interface MatchMark {
  /** null where the record gives no appearances (the international results name scorers only). */
  played: boolean | null;
  value: number;
  reached: boolean;
  date?: string | null;
  opponent?: string | null;
}

export interface Evidence {
  hits: number;
  /** The window: how many of the team's last matches were looked at. */
  matches: number;
  /** How many of them the player played (the team always plays); null where the record does not say. */
  appearances: number | null;
  /** Each match of the window, in the order the fan chose. */
  marks: MatchMark[];
}

/** A row's evidence, the window in the chosen order (the service sends most recent first). */
export function evidence(
  row: { hits: number; matches: number; appearances?: number | null; lastMatches: MatchMark[] },
  mostRecentFirst: boolean,
): Evidence {
  return {
    hits: row.hits,
    matches: row.matches,
    appearances: row.appearances === undefined ? row.matches : row.appearances,
    marks: mostRecentFirst ? row.lastMatches : [...row.lastMatches].reverse(),
  };
}
