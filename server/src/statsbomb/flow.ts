import { contestStatistics, type ContestStatistic } from '../../../contract/vocabulary.ts';
import type { PeriodId, Scenario, Side } from '../scenario/schema.ts';
import { periodOf, secondInPeriod, timestampSeconds } from './clock.ts';
import { contestsOf } from './contests.ts';
import type { StatsBombEvent } from './input.ts';

/**
 * The run of play minute by minute, per side: passes, completed passes, touches, attacks and
 * dangerous attacks. The counting rules:
 *
 * - a pass is any "Pass"; it is completed when StatsBomb gives it no outcome;
 * - a touch is an event where a player plays the ball (pass, shot, dribble, clearance, block,
 *   keeper action, ...). Ball receipts and carries are not counted: receiving and running with
 *   the ball end in the next action, which is the touch, the way broadcast feeds count them.
 *   A keeper's "Shot Faced" counts too: close enough, and it keeps the rule to the event type;
 * - an attack is a possession that reaches the attacking third (x >= 80 of 120) with the ball;
 * - a dangerous attack is a possession that reaches the penalty area (x >= 102, 18 <= y <= 62)
 *   or ends in a shot. It is an attack too.
 *
 * - possession is time: from each event to the next one of its period, the clock runs for the
 *   team in possession (StatsBomb's `possession_team`), split at minute boundaries and rounded
 *   to whole seconds per minute.
 *
 * - crosses, tackles, interceptions, clearances and duels: contests.ts gives the rules.
 *
 * Each possession counts once, in the minute it first gets there. Only events of the team in
 * possession count, as the defending team's events are drawn in its own direction of play.
 */

type FlowMinute = NonNullable<Scenario['flow']>[number];
type SideFlow = FlowMinute['home'];

const touchKinds = new Set([
  'Pass',
  'Shot',
  'Dribble',
  'Ball Recovery',
  'Clearance',
  'Interception',
  'Miscontrol',
  'Dispossessed',
  'Goal Keeper',
  'Block',
  'Shield',
  '50/50',
  'Own Goal Against',
]);

export const finalThirdX = 80;
export const penaltyArea = { x: 102, yMin: 18, yMax: 62 } as const;

export function isTouch(event: StatsBombEvent): boolean {
  return event.player !== undefined && touchKinds.has(event.type.name);
}

export function inFinalThird(event: StatsBombEvent): boolean {
  return event.location !== undefined && event.location[0] >= finalThirdX;
}

export function inPenaltyArea(event: StatsBombEvent): boolean {
  const location = event.location;
  return location !== undefined && location[0] >= penaltyArea.x && location[1] >= penaltyArea.yMin && location[1] <= penaltyArea.yMax;
}

const emptySide = (): SideFlow => ({
  passes: 0,
  passesCompleted: 0,
  touches: 0,
  attacks: 0,
  dangerousAttacks: 0,
  possessionSeconds: 0,
  ...Object.fromEntries(contestStatistics.map((key) => [key, 0])),
});

/** Flow for every minute of every period played with a clock (not the shoot-out), in order. */
export function buildFlow(events: readonly StatsBombEvent[], sides: ReadonlyMap<number, Side>): FlowMinute[] {
  const rows = new Map<PeriodId, FlowMinute[]>();
  const rowAt = (period: PeriodId, minute: number): FlowMinute => {
    const minutes = rows.get(period) ?? [];
    rows.set(period, minutes);
    // Fill the gaps: a quiet minute is still a minute of the match, with zeros.
    for (let next = minutes.length; next <= minute; next += 1) minutes.push({ period, minute: next, home: emptySide(), away: emptySide() });
    return minutes[minute]!;
  };
  const rowFor = (event: StatsBombEvent): FlowMinute => rowAt(periodOf(event), Math.floor(secondInPeriod(event) / 60));
  const attacks = new Set<string>();
  const dangerous = new Set<string>();

  for (const event of events) {
    const side = sides.get(event.team.id);
    if (!side || periodOf(event) === 'penaltyShootout') continue;
    const own = rowFor(event)[side];
    if (event.kind === 'Pass') {
      own.passes += 1;
      if (!event.pass.outcome) own.passesCompleted += 1;
    }
    if (isTouch(event)) own.touches += 1;
    for (const [key, count] of Object.entries(contestsOf(event)) as Array<[ContestStatistic, number]>) {
      own[key] = (own[key] ?? 0) + count;
    }

    if (event.team.id !== event.possession_team.id) continue;
    const possession = `${event.period}:${event.possession}`;
    if ((inPenaltyArea(event) || event.kind === 'Shot') && !dangerous.has(possession)) {
      dangerous.add(possession);
      own.dangerousAttacks += 1;
    }
    if ((inFinalThird(event) || dangerous.has(possession)) && !attacks.has(possession)) {
      attacks.add(possession);
      own.attacks += 1;
    }
  }
  addPossession(events, sides, rowAt);
  return [...rows.values()].flat().sort((a, b) => periodRank(a.period) - periodRank(b.period) || a.minute - b.minute);
}

/** Seconds with the ball per minute and side: the time from each event to the next, for the team in possession. */
function addPossession(
  events: readonly StatsBombEvent[],
  sides: ReadonlyMap<number, Side>,
  rowAt: (period: PeriodId, minute: number) => FlowMinute,
): void {
  const held = new Map<FlowMinute, { home: number; away: number }>();
  const byPeriod = new Map<PeriodId, StatsBombEvent[]>();
  for (const event of events) {
    const period = periodOf(event);
    if (period === 'penaltyShootout') continue;
    const list = byPeriod.get(period) ?? [];
    list.push(event);
    byPeriod.set(period, list);
  }
  for (const [period, list] of byPeriod) {
    // Each timestamp read once, not at every comparison of the sort (a match has thousands of events).
    const ordered = list.map((event) => ({ event, at: timestampSeconds(event.timestamp) })).sort((a, b) => a.at - b.at);
    for (const [index, { event, at }] of ordered.entries()) {
      const next = ordered[index + 1];
      const side = sides.get(event.possession_team.id);
      if (!next || !side) continue;
      let from = at;
      const to = next.at;
      while (from < to) {
        const minute = Math.floor(from / 60);
        const until = Math.min(to, (minute + 1) * 60);
        const row = rowAt(period, minute);
        const time = held.get(row) ?? { home: 0, away: 0 };
        time[side] += until - from;
        held.set(row, time);
        from = until;
      }
    }
  }
  for (const [row, time] of held) {
    const home = Math.min(60, Math.round(time.home));
    row.home.possessionSeconds = home;
    row.away.possessionSeconds = Math.min(60 - home, Math.round(time.away));
  }
}

const periodRank = (period: PeriodId) => ['firstHalf', 'secondHalf', 'firstHalfExtraTime', 'secondHalfExtraTime'].indexOf(period);
