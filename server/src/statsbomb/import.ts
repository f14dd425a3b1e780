import type { Position } from '../../../contract/vocabulary.ts';
import { scenarioSchema, type PeriodId, type Scenario, type ScenarioEvent } from '../scenario/schema.ts';
import { addedSeconds, periodByNumber } from './clock.ts';
import { mapEvents, shootoutKicks, type EventContext } from './events.ts';
import { buildFlow } from './flow.ts';
import { parseEvents, parseLineups, type Lineups, type StatsBombEvent } from './input.ts';
import { buildPlayerPeriods, foldCountsIntoFlow } from './player-periods.ts';
import { buildShapes } from './shapes.ts';
import { buildTeams, type RegisteredPositions } from './teams.ts';

/**
 * One StatsBomb open-data match (events + line-ups files) as a scenario, in the compact form the
 * data licence lets us commit (/work/shared/data/README.md, docs/feed-protocol.md): the facts
 * (teams, line-ups, formations, goals, cards, substitutions, the shoot-out), every shot with its
 * moment, player, location, outcome, body part, pattern of play and StatsBomb xG, per-minute
 * aggregates per side, and per-player aggregates per period with a coarse touch grid. Never the
 * events themselves. StatsBomb does not say when or where the match was played or who refereed,
 * so the caller does.
 */
export interface StatsBombImportOptions {
  id: string;
  /** Defaults to "Home v Away". */
  title?: string;
  kickoff: string;
  competition: Scenario['competition'];
  /** Absent when the source names no ground: the answers then leave the venue out. */
  venue?: Scenario['venue'];
  /** Absent when no record we can cite names the referee. */
  referee?: string;
  attendance?: number;
  /** Defaults to a hash of `id`, so a match replays the same way without one. */
  seed?: number;
  /** The home team's name, when the first "Starting XI" event is not the home side's. */
  homeTeam?: string;
  /** Squad positions of the substitutes who never came on, by StatsBomb player id (StatsBomb has none). */
  registeredPositions?: RegisteredPositions;
  /**
   * The position of any other unused substitute. Absent (the committed scenarios): such a player
   * is an error. A live replay of arbitrary files (`--statsbomb`) says "midfielder", as a label only.
   */
  unregisteredBenchPosition?: Position;
  /**
   * The events so far of a match being played (an ingest, server/src/ingest/): the second half is
   * listed, with no added time, before its first event has come, as a timeline needs both halves.
   */
  inProgress?: boolean;
}

export const statsBombCredit = 'StatsBomb';

/** FNV-1a: a small stable hash, enough to give each scenario id its own seed. */
export function seedFromId(id: string): number {
  let hash = 0x811c9dc5;
  for (const char of id) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash;
}

function periodsPlayed(events: readonly StatsBombEvent[], inProgress: boolean): Scenario['periods'] {
  const numbers = [...new Set([...events.map((event) => event.period), ...(inProgress ? [1, 2] : [])])].sort((a, b) => a - b);
  return numbers.map((number) => {
    const id: PeriodId = periodByNumber[number]!;
    return {
      id,
      addedSeconds: addedSeconds(
        id,
        events.filter((event) => event.period === number),
      ),
    };
  });
}

export function importStatsBomb(rawEvents: unknown, lineups: unknown, options: StatsBombImportOptions): Scenario {
  return importParsedStatsBomb(parseEvents(rawEvents), parseLineups(lineups), options).scenario;
}

export interface ParsedImport {
  scenario: Scenario;
  /** The StatsBomb id of the event each of `scenario.events` came from, in the same order. */
  sourceIds: string[];
}

/** The import of events and line-ups already read (the ingest keeps its events read, server/src/ingest/). */
export function importParsedStatsBomb(
  parsedEvents: readonly StatsBombEvent[],
  lineups: Lineups,
  options: StatsBombImportOptions,
): ParsedImport {
  const teams = buildTeams(lineups, parsedEvents, options.homeTeam, {
    registered: options.registeredPositions ?? {},
    ...(options.unregisteredBenchPosition ? { otherwise: options.unregisteredBenchPosition } : {}),
  });
  const context: EventContext = {
    sides: teams.sides,
    playerIds: teams.playerIds,
    byId: new Map(parsedEvents.map((event) => [event.id, event])),
  };
  const flow = buildFlow(parsedEvents, teams.sides);
  // Corners, fouls and offsides travel as counts per minute, not as events.
  const sources = new Map<ScenarioEvent, string>();
  const events = foldCountsIntoFlow(mapEvents(context, parsedEvents, sources), flow);
  const shootout = shootoutKicks(context, parsedEvents);

  const scenario: Scenario = {
    id: options.id,
    title: options.title ?? `${teams.home.name} v ${teams.away.name}`,
    source: {
      facts:
        'StatsBomb open data in our own format: teams, line-ups, formations, goals, cards, substitutions, every shot with its xG, ' +
        'per-minute team aggregates and per-player touch grids',
      credit: statsBombCredit,
    },
    competition: options.competition,
    kickoff: options.kickoff,
    ...(options.venue === undefined ? {} : { venue: options.venue }),
    ...(options.referee === undefined ? {} : { referee: options.referee }),
    ...(options.attendance === undefined ? {} : { attendance: options.attendance }),
    home: teams.home,
    away: teams.away,
    periods: periodsPlayed(parsedEvents, options.inProgress ?? false),
    events,
    ...(shootout.length > 0 ? { shootout } : {}),
    flow,
    shapes: buildShapes(context, parsedEvents),
    playerPeriods: buildPlayerPeriods(parsedEvents, teams.playerIds),
    seed: options.seed ?? seedFromId(options.id),
  };
  // Our own schema is the contract with the feed server: check the result against it here (it keeps the events' order).
  return { scenario: scenarioSchema.parse(scenario), sourceIds: events.map((event) => sources.get(event)!) };
}
