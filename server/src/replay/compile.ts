import type { Player, Scenario, ScenarioEvent, Side } from '../scenario/schema.ts';
import { fillScenario } from '../model/fill.ts';
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

/** A scenario filled in by the model and laid on its timeline, events in time order. */
export function compileMatch(scenario: Scenario): CompiledMatch {
  const timeline = buildTimeline(scenario);
  const filled = fillScenario(scenario);
  const events = filled.events
    .map((event) => ({ at: secondOf(timeline, event.period, event.second), event }))
    // Stable order: time, then facts before modelled events at the same second.
    .sort((a, b) => a.at - b.at)
    .map((timed, index) => ({ ...timed, id: `e${index}` }));
  const kicks = (scenario.shootout ?? []).map((kick, index) => ({ ...kick, id: `k${index}`, at: timeline.kickTimes[index]! }));
  const flow = filled.flow
    .map((minute) => ({ at: secondOf(timeline, minute.period, (minute.minute + 1) * 60), minute }))
    .sort((a, b) => a.at - b.at);
  const players = new Map<string, Player & { side: Side }>();
  for (const side of ['home', 'away'] as const) {
    for (const player of scenario[side].players) players.set(player.id, { ...player, side });
  }
  return { scenario, timeline, events, kicks, flow, players };
}
