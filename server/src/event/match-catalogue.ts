import { competitionTitle } from '../../../contract/competition-title.ts';
import { loadCompetition, type LoadOptions } from '../competition/data.ts';
import type { Competition, Match, Team } from '../competition/schema.ts';

/**
 * Every match of the competitions we hold (server/data/competitions, compiled from the CC0
 * sources by scripts/feed-data/import-competitions.ts) as an event: the 2018 and 2022 World Cups,
 * Euro 2020, the five big leagues and the Champions League of 2018/19. A pure module over those
 * files: it knows each match's id, date, teams, score and scorers (where the source has them),
 * lists and pages them for `GET /events`, and finds the other matches of a match's day or round.
 * A match a replay serves (the four reference matches, with their full detail) keeps the
 * replay's event id, so it is one event, not two.
 */

/** The competitions of the catalogue, by id, in the order `GET /events` lists ties of kick-off. */
export const catalogueCompetitionIds = [
  'worldcup-2018',
  'laliga-2018-19',
  'premier-league-2018-19',
  'serie-a-2018-19',
  'bundesliga-2018-19',
  'ligue-1-2018-19',
  'champions-league-2018-19',
  'euro-2020',
  'worldcup-2022',
] as const;

export interface CatalogueMatch {
  eventId: string;
  competition: Competition;
  match: Match;
  home: Team;
  away: Team;
  /** Kick-off in UTC, from the source's time and its zone. */
  kickoff: string;
  /** Served by a replay of the same id (a scenario with its full detail), not from the results alone. */
  replayed: boolean;
}

/** The event id of a catalogue match no replay serves: its competition and the match's own id, e.g. "worldcup-2018-2018-07-15-france-croatia". */
export function catalogueEventId(competitionId: string, matchId: string): string {
  return `${competitionId}-${matchId}`;
}

/** A match of a competition, as the replays name the one they serve: `competitionId/matchId` -> event id. */
export type ReplayedMatches = ReadonlyMap<string, string>;
export const replayedKey = (competitionId: string, matchId: string) => `${competitionId}/${matchId}`;

export class MatchCatalogue {
  /** Every match, by kick-off (then by competition, then by match id). */
  readonly matches: readonly CatalogueMatch[];
  readonly competitions: readonly Competition[];
  private readonly byEventId: ReadonlyMap<string, CatalogueMatch>;
  private readonly byMatch: ReadonlyMap<string, CatalogueMatch>;

  constructor(competitions: readonly Competition[], replayed: ReplayedMatches = new Map()) {
    this.competitions = competitions;
    const order = new Map<string, number>(catalogueCompetitionIds.map((id, index) => [id, index]));
    const matches = competitions.flatMap((competition) => {
      const teams = new Map(competition.teams.map((team) => [team.id, team]));
      return competition.matches.map((match): CatalogueMatch => {
        const replayId = replayed.get(replayedKey(competition.id, match.id));
        return {
          eventId: replayId ?? catalogueEventId(competition.id, match.id),
          competition,
          match,
          home: teams.get(match.home) ?? fail(`${competition.id}: no team ${match.home}`),
          away: teams.get(match.away) ?? fail(`${competition.id}: no team ${match.away}`),
          kickoff: match.kickoff ?? `${match.date}T00:00:00Z`,
          replayed: replayId !== undefined,
        };
      });
    });
    const rank = (entry: CatalogueMatch) => order.get(entry.competition.id) ?? order.size;
    matches.sort((a, b) => compare(a.kickoff, b.kickoff) || rank(a) - rank(b) || compare(a.match.id, b.match.id));
    this.matches = matches;
    const byEventId = new Map<string, CatalogueMatch>();
    for (const entry of matches) {
      if (byEventId.has(entry.eventId)) throw new Error(`match catalogue: event ${entry.eventId} is listed twice`);
      byEventId.set(entry.eventId, entry);
    }
    this.byEventId = byEventId;
    this.byMatch = new Map(matches.map((entry) => [replayedKey(entry.competition.id, entry.match.id), entry]));
  }

  /** The match of an event id; undefined when the catalogue has none (or a replay serves it under another id). */
  get(eventId: string): CatalogueMatch | undefined {
    return this.byEventId.get(eventId);
  }

  /** The catalogue match of a competition's match, whatever serves it. */
  find(competitionId: string, matchId: string): CatalogueMatch | undefined {
    return this.byMatch.get(replayedKey(competitionId, matchId));
  }

  /**
   * The other matches of the same competition played on the same day or in the same round, by
   * kick-off: what "See Other Games" lists.
   */
  otherMatches(eventId: string): CatalogueMatch[] {
    const self = this.get(eventId);
    if (!self) return [];
    return this.matches.filter(
      (entry) =>
        entry !== self &&
        entry.competition.id === self.competition.id &&
        (entry.match.date === self.match.date || entry.match.round === self.match.round),
    );
  }
}

/** The catalogue over the committed competition files (or another data folder, for tests). */
export async function loadMatchCatalogue(options: LoadOptions & { replayed?: ReplayedMatches } = {}): Promise<MatchCatalogue> {
  const competitions = await Promise.all(
    catalogueCompetitionIds.map(async (id) => (await loadCompetition(id, options)) ?? fail(`match catalogue: no competition ${id}`)),
  );
  return new MatchCatalogue(competitions, options.replayed);
}

/** The title a match is listed under: "Manchester United v Leicester City, Premier League 2018/19". */
export function catalogueTitle(entry: CatalogueMatch): string {
  return `${entry.home.name} v ${entry.away.name}, ${competitionTitle(entry.competition)}`;
}

function compare(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

function fail(message: string): never {
  throw new Error(message);
}
