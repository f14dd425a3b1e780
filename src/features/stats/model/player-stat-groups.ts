/**
 * The player-stats table on a phone: its statistics in groups small enough to sit beside the
 * player's name at 320 px, the order a fan sorts them in, and the group a sort belongs to, so the
 * column the table is sorted by is always one the fan can see.
 */
import type { Side } from '../../../../contract/protocol.ts';
import type { SortDirection } from './rankings.ts';

export const playerStatGroups = {
  general: ['minutes', 'touches', 'passes', 'passAccuracy'],
  attack: ['goals', 'assists', 'shots', 'shotsOnTarget', 'expectedGoals'],
  discipline: ['foulsCommitted', 'yellowCards', 'redCards'],
} as const;

export type PlayerStatGroup = keyof typeof playerStatGroups;
export type PlayerStat = (typeof playerStatGroups)[PlayerStatGroup][number];
export const playerStatGroupNames = Object.keys(playerStatGroups) as PlayerStatGroup[];

/** What a group is sorted by when the fan opens it: the figure that ranks players within it. */
export const groupLeadStat: Record<PlayerStatGroup, PlayerStat> = {
  general: 'minutes',
  attack: 'expectedGoals',
  discipline: 'foulsCommitted',
};

/** Each statistic's heading (short) and full name, as locale keys. */
export const playerStatLabels: Record<PlayerStat, { short: string; full: string }> = {
  minutes: { short: 'stats.minutesShort', full: 'stats.minutesPlayed' },
  touches: { short: 'stats.touchesShort', full: 'stats.touches' },
  passes: { short: 'stats.passesShort', full: 'stats.passes' },
  passAccuracy: { short: 'stats.passAccuracyShort', full: 'stats.passAccuracy' },
  goals: { short: 'stats.goalsShort', full: 'stats.goals' },
  assists: { short: 'stats.assistsShort', full: 'stats.assists' },
  shots: { short: 'stats.shotsShort', full: 'stats.shots' },
  shotsOnTarget: { short: 'stats.shotsOnTargetShort', full: 'stats.shotsOnTarget' },
  expectedGoals: { short: 'nav.xg', full: 'stats.expectedGoals' },
  foulsCommitted: { short: 'stats.foulsShort', full: 'stats.foulsConceded' },
  yellowCards: { short: 'stats.yellowCardsShort', full: 'stats.yellowCards' },
  redCards: { short: 'stats.redCardsShort', full: 'stats.redCards' },
};

export interface PlayerInput {
  playerId: string;
  name: string;
  shortName?: string;
  side: Side;
  position: string;
  minutes: number;
  goals: number;
  assists: number;
  /** Null where the match has no event data: not recorded. */
  shots: number | null;
  shotsOnTarget: number | null;
  expectedGoals: number | null;
  foulsCommitted: number | null;
  yellowCards: number;
  redCards: number;
  touches?: number;
  passes?: number;
  passesCompleted?: number;
}

/** A player's line in the table; null where the feed has no event data for the figure. */
export type PlayerStatLine = {
  playerId: string;
  /** The name he is known by ("Messi"), as the line-ups give it. */
  name: string;
  fullName: string;
  side: Side;
  position: string;
} & Record<PlayerStat, number | null>;

export function playerStatLine(player: PlayerInput): PlayerStatLine {
  const { touches, passes, passesCompleted } = player;
  return {
    playerId: player.playerId,
    name: player.shortName ?? player.name,
    fullName: player.name,
    side: player.side,
    position: player.position,
    minutes: player.minutes,
    touches: touches ?? null,
    passes: passes ?? null,
    passAccuracy: passes && passesCompleted !== undefined ? Math.round((passesCompleted / passes) * 100) : null,
    goals: player.goals,
    assists: player.assists,
    shots: player.shots,
    shotsOnTarget: player.shotsOnTarget,
    expectedGoals: player.expectedGoals,
    foulsCommitted: player.foulsCommitted,
    yellowCards: player.yellowCards,
    redCards: player.redCards,
  };
}

export type PlayerSortKey = PlayerStat | 'name';
export interface PlayerSort {
  key: PlayerSortKey;
  direction: SortDirection;
}

export const defaultPlayerSort: PlayerSort = { key: 'expectedGoals', direction: 'descending' };

/** The group a column belongs to; the name belongs to every group. */
export function groupOfStat(stat: PlayerStat): PlayerStatGroup {
  return playerStatGroupNames.find((group) => (playerStatGroups[group] as readonly string[]).includes(stat))!;
}

/**
 * A tap on a heading: the sorted column turns round; another column sorts highest first (names
 * A to Z).
 */
export function nextPlayerSort(current: PlayerSort, key: PlayerSortKey): PlayerSort {
  if (current.key === key) return { key, direction: current.direction === 'descending' ? 'ascending' : 'descending' };
  return { key, direction: key === 'name' ? 'ascending' : 'descending' };
}

/**
 * The sort a group opens with: the current one when its column is in the group (or is the name),
 * otherwise the group's lead statistic, highest first, so the sorted column is never off screen.
 */
export function sortForGroup(current: PlayerSort, group: PlayerStatGroup): PlayerSort {
  if (current.key === 'name' || groupOfStat(current.key) === group) return current;
  return { key: groupLeadStat[group], direction: 'descending' };
}

/** Rows in the chosen order; a figure the feed does not have goes last either way; ties by name. */
export function sortPlayerLines(rows: readonly PlayerStatLine[], sort: PlayerSort, locale = 'en'): PlayerStatLine[] {
  const collator = new Intl.Collator(locale);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const byName = (left: PlayerStatLine, right: PlayerStatLine) => collator.compare(left.name, right.name);
  return [...rows].sort((left, right) => {
    if (sort.key === 'name') return sign * byName(left, right);
    const [a, b] = [left[sort.key], right[sort.key]];
    if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0) || byName(left, right);
    return sign * (a - b) || byName(left, right);
  });
}
