import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import { periodIds, scenarioSchema, type PeriodId, type Scenario, type ScenarioEvent, type Side } from '../src/scenario/schema.ts';

const scenario: Scenario = scenarioSchema.parse(JSON.parse(readFileSync(new URL('./wc2022-final.json', import.meta.url), 'utf8')));

/** Orders moments across periods: period first, then seconds into it. */
const moment = (period: PeriodId, second: number): number => periodIds.indexOf(period) * 10_000 + second;
const momentOf = (event: ScenarioEvent): number => moment(event.period, event.second);

function scoreUntil(lastPeriod: PeriodId): Record<Side, number> {
  const score = { home: 0, away: 0 };
  for (const event of scenario.events) {
    if (event.type !== 'goal' || periodIds.indexOf(event.period) > periodIds.indexOf(lastPeriod)) continue;
    const side: Side = event.ownGoal ? (event.side === 'home' ? 'away' : 'home') : event.side;
    score[side] += 1;
  }
  return score;
}

/** When each player was on the pitch: from kick-off or coming on, until going off (or the end). */
function onPitch(): Map<string, { on: number; off: number }> {
  const spells = new Map<string, { on: number; off: number }>();
  for (const side of ['home', 'away'] as const) {
    for (const player of scenario[side].players) if (player.starter) spells.set(player.id, { on: -1, off: Infinity });
  }
  for (const event of scenario.events) {
    if (event.type !== 'substitution') continue;
    const off = spells.get(event.offId);
    expect(off, `${event.offId} goes off without being on`).toBeDefined();
    expect(off!.off, `${event.offId} goes off twice`).toBe(Infinity);
    off!.off = momentOf(event);
    expect(spells.has(event.onId), `${event.onId} comes on twice`).toBe(false);
    spells.set(event.onId, { on: momentOf(event), off: Infinity });
  }
  return spells;
}

/** Bookings of players already substituted off, made on the bench: Giroud at 90+5. */
const benchBookings = new Set(['fra-giroud']);

describe('scenario wc2022-final', () => {
  it('parses with the scenario schema and keeps its events in time order', () => {
    expect(scenario.id).toBe('wc2022-final');
    expect(scenario.periods.map((period) => period.id)).toEqual([...periodIds]);
    const moments = scenario.events.map(momentOf);
    expect(moments).toEqual([...moments].sort((a, b) => a - b));
  });

  it('fits every event inside its period, stoppage time included', () => {
    const length: Record<PeriodId, number> = {
      firstHalf: 2700,
      secondHalf: 2700,
      firstHalfExtraTime: 900,
      secondHalfExtraTime: 900,
      penaltyShootout: 0,
    };
    const added = new Map(scenario.periods.map((period) => [period.id, period.addedSeconds]));
    for (const event of scenario.events) {
      if (event.period === 'penaltyShootout') continue;
      expect(event.second, `${event.type} at ${event.period} ${event.second}`).toBeLessThan(
        length[event.period] + (added.get(event.period) ?? 0),
      );
    }
  });

  it('names 11 starters and one captain per side', () => {
    for (const side of ['home', 'away'] as const) {
      const players = scenario[side].players;
      expect(players.filter((player) => player.starter)).toHaveLength(11);
      expect(players.filter((player) => player.captain)).toHaveLength(1);
      expect(players.filter((player) => player.starter && !player.slot)).toEqual([]);
      expect(new Set(players.map((player) => player.number)).size).toBe(players.length);
    }
  });

  it('is 2-0 at half time, 2-2 after 90 minutes and 3-3 after extra time', () => {
    expect(scoreUntil('firstHalf')).toEqual({ home: 2, away: 0 });
    expect(scoreUntil('secondHalf')).toEqual({ home: 2, away: 2 });
    expect(scoreUntil('secondHalfExtraTime')).toEqual({ home: 3, away: 3 });
  });

  it('is won 4-2 by Argentina on penalties, France kicking first', () => {
    const kicks = scenario.shootout ?? [];
    const scored = (side: Side) => kicks.filter((kick) => kick.side === side && kick.scored).length;
    expect(scored('home')).toBe(4);
    expect(scored('away')).toBe(2);
    expect(kicks.map((kick) => kick.side)).toEqual(['away', 'home', 'away', 'home', 'away', 'home', 'away', 'home']);
  });

  it('has players score, get booked and take a penalty only while on the pitch', () => {
    const spells = onPitch();
    const sideOf = new Map(
      (['home', 'away'] as const).flatMap((side) => scenario[side].players.map((player) => [player.id, side] as const)),
    );
    for (const event of scenario.events) {
      if (event.type === 'substitution') {
        expect(sideOf.get(event.offId)).toBe(event.side);
        expect(sideOf.get(event.onId)).toBe(event.side);
        continue;
      }
      if (event.type !== 'goal' && event.type !== 'card') continue;
      expect(sideOf.get(event.playerId), `${event.playerId} plays for ${event.side}`).toBe(event.side);
      const spell = spells.get(event.playerId);
      const at = momentOf(event);
      const label = `${event.type} of ${event.playerId} at ${event.period} ${event.second}`;
      if (event.type === 'card' && benchBookings.has(event.playerId)) {
        expect(spell && at > spell.off, `${label} is meant to be a bench booking`).toBe(true);
        continue;
      }
      expect(spell, `${label}: never on the pitch`).toBeDefined();
      expect(at, `${label}: before coming on`).toBeGreaterThan(spell!.on);
      expect(at, `${label}: after going off`).toBeLessThan(spell!.off);
    }
    for (const kick of scenario.shootout ?? []) {
      expect(spells.get(kick.playerId)?.off, `${kick.playerId} takes a kick after going off`).toBe(Infinity);
      expect(sideOf.get(kick.playerId)).toBe(kick.side);
    }
  });
});
