import type { output } from 'zod/v4/core';
import type { ingestRegistrationSchema } from '../../../contract/endpoints.ts';
import type { PeriodId } from '../../../contract/protocol.ts';
import { compileMatch, type CompiledMatch } from '../match/compile.ts';
import { secondOf } from '../match/timeline.ts';
import { scenarioSchema, type Scenario, type ScenarioEvent } from '../scenario/schema.ts';
import { periodOf, secondInPeriod } from '../statsbomb/clock.ts';
import { importParsedStatsBomb } from '../statsbomb/import.ts';
import { parseEvent, type Lineups, type StatsBombEvent } from '../statsbomb/input.ts';
import type { StoredEvent } from '../store/store.ts';

/**
 * An ingested match as a replay sees it (docs/feed-server.md, "Ingest"): the events taken in so
 * far, in `index` order, go through the same StatsBomb import and compilation as a replay of files
 * (`--statsbomb`), so clock, score, statistics, commentary, incidents and pitch events follow by
 * the same rules. A retracted goal is left out and a VAR decision, "goal cancelled", stands at its
 * moment instead, so the score goes back and the fan is told why. The match stands at the second
 * of its last event: a replay whose clock is the provider's stream.
 */
export type Registration = output<typeof ingestRegistrationSchema>;

export interface IngestedMatch {
  match: CompiledMatch;
  /** The match second of the last event taken in: where the replay stands. */
  second: number;
}

/** An ingested event as the match is built from it: read once, when it came in or was loaded from the store. */
export interface ReadEvent {
  id: string;
  index: number;
  retracted: boolean;
  event: StatsBombEvent;
}

/** Stored events read, in their order; a stored event that no longer parses is a bug of ours, so it throws. */
export function readEvents(events: readonly StoredEvent[]): ReadEvent[] {
  return events.map((stored, position) => ({
    id: stored.id,
    index: stored.index,
    retracted: stored.retracted,
    event: parseEvent(stored.body, position),
  }));
}

/** The side each team plays on: the first "Starting XI" is the home side's unless the registration names the home team. */
function sidesOf(events: readonly StatsBombEvent[], homeTeam: string | undefined): Map<number, 'home' | 'away'> {
  const starts = events.filter((event) => event.kind === 'Starting XI');
  const home = (homeTeam === undefined ? undefined : starts.find((start) => start.team.name === homeTeam)) ?? starts[0];
  return new Map(starts.map((start) => [start.team.id, start.team.id === home?.team.id ? 'home' : 'away']));
}

/** The VAR decision that stands where a retracted goal stood (none for another retracted event, or a shoot-out kick). */
function cancelledGoal(event: StatsBombEvent, sides: ReadonlyMap<number, 'home' | 'away'>): ScenarioEvent | null {
  const period = periodOf(event);
  if (period === 'penaltyShootout') return null;
  const scored = event.kind === 'Shot' && event.shot.outcome.name === 'Goal';
  const own = event.kind === 'Own Goal Against';
  const side = sides.get(event.team.id);
  if (!(scored || own) || !side) return null;
  const scorers = own ? (side === 'home' ? 'away' : 'home') : side;
  return { type: 'var', decision: 'goalCancelled', period, second: secondInPeriod(event), side: scorers };
}

/** Where the match stands after its last event: the end of a period once its "Half End" is in. */
function secondAfter(match: CompiledMatch, last: StatsBombEvent): number {
  const period: PeriodId = periodOf(last);
  if (last.type.name === 'Half End') {
    const phase = match.timeline.phases.find((candidate) => candidate.period === period);
    if (phase) return phase.end;
  }
  if (period === 'penaltyShootout') {
    const start = match.timeline.periodStart.penaltyShootout ?? match.timeline.playEnds;
    return match.timeline.kickTimes.at(-1) ?? start;
  }
  return secondOf(match.timeline, period, secondInPeriod(last));
}

/**
 * The match from its registration and stored events, or null while it cannot be one yet (before
 * both "Starting XI" events have come: the line-ups on the pitch are what a replay starts from).
 */
export function ingestedMatch(
  eventId: string,
  registration: Registration,
  lineups: Lineups,
  events: readonly ReadEvent[],
): IngestedMatch | null {
  const active = events.filter((read) => !read.retracted).map((read) => read.event);
  if (active.filter((event) => event.kind === 'Starting XI').length < 2) return null;
  const sides = sidesOf(active, registration.homeTeam);
  const imported = importParsedStatsBomb(active, lineups, {
    id: eventId,
    ...(registration.title ? { title: registration.title } : {}),
    kickoff: registration.kickoff,
    competition: registration.competition,
    // Venue and referee only when the registration names them: the answer never says 'Unknown' (contract/match-data.ts).
    ...(registration.venue ? { venue: registration.venue } : {}),
    ...(registration.referee ? { referee: registration.referee } : {}),
    ...(registration.homeTeam ? { homeTeam: registration.homeTeam } : {}),
    registeredPositions: {},
    unregisteredBenchPosition: 'midfielder',
    inProgress: true,
  });
  const cancelled = events
    .filter((read) => read.retracted)
    .flatMap((read) => {
      const decision = cancelledGoal(read.event, sides);
      // Under the goal's own id: a fan's goal (its incident, its commentary line) becomes the goal cancelled, in its place.
      return decision ? [{ decision, id: read.id }] : [];
    });
  const scenario: Scenario =
    cancelled.length === 0
      ? imported.scenario
      : scenarioSchema.parse({ ...imported.scenario, events: [...imported.scenario.events, ...cancelled.map((one) => one.decision)] });
  // Each event's id is its StatsBomb id, so one that comes late renumbers nothing a fan was told.
  const match = compileMatch(scenario, [...imported.sourceIds, ...cancelled.map((one) => one.id)]);
  return { match, second: secondAfter(match, active.at(-1)!) };
}

/** Checks one incoming event as the import will read it: a bad one is refused before it is stored. */
export function checkEvent(body: unknown, position: number): StatsBombEvent {
  return parseEvent(body, position);
}
