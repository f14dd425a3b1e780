import type { Commentary, Incident, SocketMessage } from '../../../contract/protocol.ts';
import { goalEvents } from '../../../contract/vocabulary.ts';

/**
 * What a replay put in another's place with its past changed (an ingest rebuilt the match: a late
 * event, a goal taken back; docs/feed-server.md, "Late events on the socket") adds to what fans
 * were told. Incidents and commentary lines are named by the StatsBomb event they come from, so
 * each is compared with the one of the same id that fans hold: one they were not told of, or that
 * now reads otherwise, is sent, and the widget puts it in the place of the one of its id (a goal
 * taken back is a VAR decision under the goal's id: the fan's goal becomes "goal cancelled").
 */

const sameAs = (a: object | undefined, b: object): boolean => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * The incidents to send, and the overlay (`majorIncident`) of each goal and VAR decision that is
 * new where it stands, first: a goal that came with a late event is a goal, not only a new score.
 * An incident told before that now reads otherwise (a goal whose score a late goal before it
 * changed) is sent again, without its overlay.
 */
export function revisedIncidents(
  told: readonly Incident[],
  now: readonly Incident[],
): { urgent: SocketMessage[]; common: SocketMessage[] } {
  const before = new Map(told.map((incident) => [incident.id, incident]));
  const urgent: SocketMessage[] = [];
  const common: SocketMessage[] = [];
  for (const incident of now) {
    const was = before.get(incident.id);
    if (sameAs(was, incident)) continue;
    common.push({ type: 'incident', value: incident });
    if (was?.type === incident.type) continue;
    if (goalEvents.has(incident.type))
      urgent.push({ type: 'majorIncident', value: { event: 'goal', side: incident.side, isUpdate: false } });
    if (incident.type === 'cancelled')
      urgent.push({ type: 'majorIncident', value: { event: 'var', side: incident.side, isUpdate: false } });
  }
  return { urgent, common };
}

/**
 * The ids of the commentary lines to send, of the lines the match has now: each fans were not
 * told of (a late event's), or that now reads otherwise (the line of a goal taken back is the VAR
 * decision's; a line quoting a score a late goal changed). Decided in one language and applied to
 * every language, whose lines have the same ids, so a broadcast has as many lines in each.
 */
export function revisedLineIds(told: readonly Commentary[], now: readonly Commentary[]): Set<string> {
  const before = new Map(told.map((line) => [line.id, line]));
  return new Set(now.filter((line) => !sameAs(before.get(line.id), line)).map((line) => line.id));
}
