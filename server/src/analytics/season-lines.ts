import type { Position, Side } from '../scenario/schema.ts';

/**
 * The data the analytics queries read: for one match, each team's and each player's lines from
 * their most recent matches. Real feeds and the seeded season model both produce these shapes.
 */

/** What a player's and a team's line of one match both count. */
export interface MatchCounts {
  goals: number;
  assists: number;
  shots: number;
  shotsOnTarget: number;
  passes: number;
  passesCompleted: number;
  tackles: number;
  fouls: number;
  yellowCards: number;
  redCards: number;
}

/** One player in one of his team's matches. A match he missed has 0 minutes and all zeros. */
export interface PlayerMatchLine extends MatchCounts {
  minutes: number;
  started: boolean;
}

/** One team in one match. Goals, shots, passes, tackles, fouls and cards add up its players' lines. */
export interface TeamMatchLine extends MatchCounts {
  goalsConceded: number;
  corners: number;
  /** Regulation minutes the match lasted (120 after extra time), where the source says. */
  minutes?: number;
}

/** Nothing counted: where a player's or a team's line of a match starts. */
export const noMatchCounts: Readonly<MatchCounts> = {
  goals: 0,
  assists: 0,
  shots: 0,
  shotsOnTarget: 0,
  passes: 0,
  passesCompleted: 0,
  tackles: 0,
  fouls: 0,
  yellowCards: 0,
  redCards: 0,
};

/** A player's line of a match he did not play: no minutes, nothing counted. */
export const missedMatchLine: Readonly<PlayerMatchLine> = { minutes: 0, started: false, ...noMatchCounts };

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

/** A top-scorer row as a real feed gives it; `playerId` links it to a squad player when known. */
export interface TopScorerFact {
  playerId?: string;
  name: string;
  teamCode: string;
  teamName: string;
  goals: number;
  penalties?: number;
  appearances?: number;
}

/** Where rows come from, so the widget can credit real data and never pass off modelled numbers as facts. */
export type DataOrigin = 'facts' | 'model';

export interface EventSeason {
  eventId: string;
  home: TeamSeason;
  away: TeamSeason;
  /** Both squads, home first, in squad order. */
  players: readonly PlayerSeason[];
  topScorers: { origin: DataOrigin; rows: readonly TopScorerFact[] };
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
