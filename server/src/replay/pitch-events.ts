import type { PitchEvent } from '../../../contract/protocol.ts';
import type { CompiledMatch, TimedEvent } from '../match/compile.ts';
import { hasEventData } from '../match-stats/summary.ts';
import { displayMinute } from '../match/timeline.ts';

const pitchKinds = { goal: 'goal', shot: 'shot', corner: 'corner', foul: 'foul', offside: 'offside' } as const;

/**
 * Where a ball event goes on the 2D pitch (0..100 from the home goal line), for the socket's
 * `pitchEvent` messages and the `/competition_viz` answer alike: at the location StatsBomb gives,
 * already turned to our 0..100 in the actor's attacking direction by the importer (toLocation in
 * statsbomb/events.ts), and here turned round for the away side. An event without a location is
 * not drawn: corners, fouls and offsides, which our StatsBomb extracts hold only as counts per
 * minute (docs/feed-protocol.md), are counted in live stats but have no place on the pitch.
 */
export function pitchEventOf(match: CompiledMatch, timed: TimedEvent): PitchEvent | null {
  // A match without event data has no place for any ball event (the pitch view is not offered).
  if (!hasEventData(match.scenario)) return null;
  const { event } = timed;
  const kind = pitchKinds[event.type as keyof typeof pitchKinds];
  if (!kind) return null;
  const location = 'location' in event ? event.location : undefined;
  if (!location) return null;
  const towardsAwayGoal = event.side === 'home';
  const playerId = 'playerId' in event ? event.playerId : undefined;
  return {
    id: timed.id,
    kind,
    side: event.side,
    x: Math.round((towardsAwayGoal ? location.x : 100 - location.x) * 10) / 10,
    y: Math.round((towardsAwayGoal ? location.y : 100 - location.y) * 10) / 10,
    minute: displayMinute(event.period, event.second).minute,
    ...(playerId ? { playerName: match.players.get(playerId)?.shortName ?? playerId } : {}),
    ...('xg' in event && event.xg !== undefined ? { xg: event.xg } : {}),
  };
}
