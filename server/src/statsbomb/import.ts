import { scenarioSchema, type PeriodId, type Scenario } from '../scenario/schema.ts';
import { addedSeconds, periodByNumber } from './clock.ts';
import { mapEvents, shootoutKicks, toFact, type EventContext } from './events.ts';
import { buildFlow } from './flow.ts';
import { parseEvents, parseLineups, type StatsBombEvent } from './input.ts';
import { buildTeams } from './teams.ts';

/**
 * One StatsBomb open-data match (events + line-ups files) as a scenario. StatsBomb does not say
 * when or where the match was played or who refereed, so the caller does.
 */
export interface StatsBombImportOptions {
  id: string;
  /** Defaults to "Home v Away". */
  title?: string;
  kickoff: string;
  competition: Scenario['competition'];
  venue: Scenario['venue'];
  referee: string;
  attendance?: number;
  /** Defaults to a hash of `id`, so a match replays the same way without one. */
  seed?: number;
  /**
   * Keep only what the StatsBomb licence lets us commit to the repository: teams, line-ups,
   * formations, goals (without xg or location), cards, substitutions and the shoot-out.
   */
  factsOnly?: boolean;
  /** The home team's name, when the first "Starting XI" event is not the home side's. */
  homeTeam?: string;
}

export const statsBombCredit = 'StatsBomb';

/** FNV-1a: a small stable hash, enough to give each scenario id its own seed. */
export function seedFromId(id: string): number {
  let hash = 0x811c9dc5;
  for (const char of id) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash;
}

function periodsPlayed(events: readonly StatsBombEvent[]): Scenario['periods'] {
  const numbers = [...new Set(events.map((event) => event.period))].sort((a, b) => a - b);
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

export function importStatsBomb(events: unknown, lineups: unknown, options: StatsBombImportOptions): Scenario {
  const parsedEvents = parseEvents(events);
  const teams = buildTeams(parseLineups(lineups), parsedEvents, options.homeTeam);
  const context: EventContext = {
    sides: teams.sides,
    playerIds: teams.playerIds,
    byId: new Map(parsedEvents.map((event) => [event.id, event])),
  };
  const allEvents = mapEvents(context, parsedEvents);
  const shootout = shootoutKicks(context, parsedEvents);
  const factsOnly = options.factsOnly ?? false;

  const scenario: Scenario = {
    id: options.id,
    title: options.title ?? `${teams.home.name} v ${teams.away.name}`,
    source: {
      facts: factsOnly
        ? 'StatsBomb open data, facts only: teams, line-ups, formations, goals, cards, substitutions'
        : 'StatsBomb open data: line-ups and match events',
      credit: statsBombCredit,
    },
    competition: options.competition,
    kickoff: options.kickoff,
    venue: options.venue,
    referee: options.referee,
    ...(options.attendance === undefined ? {} : { attendance: options.attendance }),
    home: teams.home,
    away: teams.away,
    periods: periodsPlayed(parsedEvents),
    events: factsOnly ? allEvents.map(toFact).filter((event) => event !== undefined) : allEvents,
    ...(shootout.length > 0 ? { shootout } : {}),
    ...(factsOnly ? {} : { flow: buildFlow(parsedEvents, teams.sides) }),
    seed: options.seed ?? seedFromId(options.id),
  };
  // Our own schema is the contract with the feed server: check the result against it here.
  return scenarioSchema.parse(scenario);
}
