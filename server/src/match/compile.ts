import type { Player, Scenario, ScenarioEvent, Side } from '../scenario/schema.ts';
import { buildTimeline, secondOf, type Timeline } from './timeline.ts';

type FlowMinute = NonNullable<Scenario['flow']>[number];

export interface TimedEvent {
  id: string;
  /** Seconds from kick-off. */
  at: number;
  event: ScenarioEvent;
}

export interface TimedKick {
  id: string;
  at: number;
  side: Side;
  playerId: string;
  scored: boolean;
}

export interface TimedFlow {
  /** The end of the minute, in seconds from kick-off: the minute counts once it is over. */
  at: number;
  minute: FlowMinute;
}

export interface CompiledMatch {
  scenario: Scenario;
  timeline: Timeline;
  events: TimedEvent[];
  kicks: TimedKick[];
  flow: TimedFlow[];
  players: Map<string, Player & { side: Side }>;
}

/**
 * Corners, fouls and offsides that event data counts per minute in the flow, as events spread
 * over their minute: each was a real event of that minute, whose second the counts do not keep.
 */
export function eventsFromCounts(flow: readonly FlowMinute[]): ScenarioEvent[] {
  const events: ScenarioEvent[] = [];
  const types = { corners: 'corner', fouls: 'foul', offsides: 'offside' } as const;
  for (const row of flow) {
    for (const side of ['home', 'away'] as const) {
      for (const [key, type] of Object.entries(types) as Array<[keyof typeof types, (typeof types)[keyof typeof types]]>) {
        const count = row[side][key] ?? 0;
        for (let index = 0; index < count; index += 1) {
          events.push({ period: row.period, second: row.minute * 60 + Math.floor(((index + 0.5) * 60) / count), side, type });
        }
      }
    }
  }
  return events;
}

/**
 * A scenario laid on its timeline, events in time order: its facts and, where it has event data,
 * the flow's counted events. Nothing is modelled: a match without event data has only its facts
 * (goals, cards, substitutions, VAR decisions, the shoot-out), and no flow (docs/feed-protocol.md,
 * "Where the numbers come from").
 */
export function compileMatch(scenario: Scenario, sourceIds?: readonly string[]): CompiledMatch {
  const timeline = buildTimeline(scenario);
  // One source event may make two (a foul and its card): the second is told apart.
  const taken = new Set<string>();
  const uniqueId = (source: string): string => {
    let id = source;
    for (let n = 2; taken.has(id); n += 1) id = `${source}-${n}`;
    taken.add(id);
    return id;
  };
  const flowRows = scenario.flow ?? [];
  const counted = eventsFromCounts(flowRows);
  // With source ids, a counted event is named by its kind, minute and side (the second of one minute -2, …), which no late event elsewhere moves.
  const named = sourceIds && [
    ...scenario.events.map((_, place) => sourceIds[place]),
    ...counted.map((event) => `${event.type}-${event.period}-${Math.floor(event.second / 60)}-${event.side}`),
  ];
  const events = [...scenario.events, ...counted]
    .map((event, place) => ({ at: secondOf(timeline, event.period, event.second), event, source: named?.[place] }))
    // Stable order: time, then the scenario's own events before the counted ones at the same second.
    .sort((a, b) => a.at - b.at)
    // An event with a source id (an ingested one's, by `scenario.events`' place) keeps it whatever comes before it.
    .map(({ at, event, source }, index) => ({ at, event, id: source === undefined ? `e${index}` : uniqueId(source) }));
  const kicks = (scenario.shootout ?? []).map((kick, index) => ({ ...kick, id: `k${index}`, at: timeline.kickTimes[index]! }));
  const flow = flowRows
    .map((minute) => ({ at: secondOf(timeline, minute.period, (minute.minute + 1) * 60), minute }))
    .sort((a, b) => a.at - b.at);
  const players = new Map<string, Player & { side: Side }>();
  for (const side of ['home', 'away'] as const) {
    for (const player of scenario[side].players) players.set(player.id, { ...player, side });
  }
  return { scenario, timeline, events, kicks, flow, players };
}
