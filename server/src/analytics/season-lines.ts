import type { Position } from '../../../contract/vocabulary.ts';
import type { MatchCounts, TeamMatchLine } from '../competition/team-match-line.ts';
import type { Side } from '../scenario/schema.ts';

/**
 * The data the analytics queries read: for one match, each team's and each player's lines from
 * their most recent matches, built from recorded facts only (recorded-season.ts). A count the
 * sources do not hold for a match is absent from that match's line, never guessed: the rules
 * then count over the matches that have it and say how many those are.
 */

/** One player in one of his team's matches: `minutes` 0 when he did not play, absent when appearances are not recorded. */
export interface PlayerMatchLine extends MatchCounts {
  minutes?: number;
  started?: boolean;
}

export interface TeamRef {
  id: string;
  code: string;
  name: string;
  side: Side;
}

export interface PlayerSeason {
  id: string;
  name: string;
  shortName: string;
  number: number;
  position: Position;
  /** In the starting eleven of the match being analysed. */
  starter: boolean;
  team: TeamRef;
  /** One line per team match, `matches[0]` the most recent; aligned with the team's lines. */
  matches: readonly PlayerMatchLine[];
}

export interface TeamSeason {
  team: TeamRef;
  /** `matches[0]` is the most recent. */
  matches: readonly TeamMatchLine[];
}

/** A top-scorer row as a real record gives it; `playerId` links it to a squad player when known. */
export interface TopScorerFact {
  playerId?: string;
  name: string;
  teamCode: string;
  teamName: string;
  goals: number;
  penalties?: number;
  appearances?: number;
}

/**
 * What a top-scorer table covers: `complete` when the competition's record lists every scorer of
 * every match played so far; otherwise only the scorers of `matchesCounted` of the
 * `matchesPlayed` matches are known (those with event data), and the table says so.
 */
export interface ScorerCoverage {
  complete: boolean;
  matchesCounted: number;
  matchesPlayed: number;
}

export interface EventSeason {
  eventId: string;
  home: TeamSeason;
  away: TeamSeason;
  /** Both squads, home first, in squad order. */
  players: readonly PlayerSeason[];
  /** `sources`: who recorded the matches counted, when the table is not the competition's whole results. */
  topScorers: { coverage: ScorerCoverage; rows: readonly TopScorerFact[]; sources?: readonly string[] };
  /** Who recorded the lines, credited wherever they are shown. */
  sources: readonly string[];
  /**
   * Which matches the lines are (competition/windows.ts): the competition's season before this
   * match, and this match so far once it has kicked off (`thisMatch`). Absent for a season built
   * without a competition (tests).
   */
  window?: { kind: 'competition'; competition: { id: string; name: string; season: string }; thisMatch: boolean };
}

/**
 * Anything that can answer for matches: the season model answers for its own scenario, a
 * registry for many, the feed with figures that follow its replays (which may have to load the
 * competition first, hence the promise). `null` means the event is unknown here (the endpoint
 * answers 404).
 */
export interface AnalyticsSource {
  season(eventId: string): EventSeason | null | Promise<EventSeason | null>;
}

/** A source over seasons already built, e.g. from a real feed or in tests. */
export function sourceFromSeasons(seasons: readonly EventSeason[]): AnalyticsSource {
  const byEvent = new Map(seasons.map((season) => [season.eventId, season]));
  return { season: (eventId) => byEvent.get(eventId) ?? null };
}
