import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { incidentsAnswerSchema, liveStatsAnswerSchema } from '../../../../contract/match-data.ts';
import euroStats from '../testing/euro2020.live_stats.json';
import euroIncidents from '../testing/euro2020.incidents.json';
import finalAnswer from '../../../testing/answers/wc2022-final.incidents.json';
import { markerKind, markerLanes, momentumModel } from './momentum.ts';
import { minuteLabel } from './match-timeline.ts';

const stats = z.parse(liveStatsAnswerSchema, euroStats);
const { incidents } = z.parse(incidentsAnswerSchema, euroIncidents);

describe('the momentum model (Turkey 0-3 Italy, Euro 2020)', () => {
  const model = momentumModel(stats.momentum, incidents);

  it('has a bar for every entry the feed sent, added minutes included', () => {
    expect(model.bars).toHaveLength(stats.momentum.length);
    expect(model.bars.at(-1)!.moment).toMatchObject({ period: 'secondHalf', minute: 90, addedMinute: 4 });
    expect(model.axis.length).toBe(95);
    // Positions strictly increase: no two entries share a slot.
    const positions = model.bars.map((bar) => bar.position);
    expect(positions.every((position, index) => index === 0 || position > positions[index - 1]!)).toBe(true);
  });

  it("marks Italy's three goals, the own goal included, and no card that is not red", () => {
    expect(model.markers.map((marker) => [marker.kind, marker.side, minuteLabel(marker.moment), marker.playerName])).toEqual([
      ['goal', 'away', '53', 'Demiral'],
      ['goal', 'away', '66', 'Immobile'],
      ['goal', 'away', '79', 'Insigne'],
    ]);
  });

  it('counts the minutes each side was on top', () => {
    const home = stats.momentum.filter((entry) => entry.home > entry.away).length;
    const away = stats.momentum.filter((entry) => entry.away > entry.home).length;
    expect(model.minutesOnTop).toEqual({ home, away });
  });

  it('leaves shoot-out kicks off and marks a second yellow as a red', () => {
    const base = { id: 'x', side: 'home' as const, minute: 70 };
    expect(markerKind({ ...base, type: 'secondYellowCard', period: 'secondHalf' })).toBe('redCard');
    expect(markerKind({ ...base, type: 'goal', period: 'penaltyShootout' })).toBeNull();
    expect(markerKind({ ...base, type: 'yellowCard', period: 'secondHalf' })).toBeNull();
  });
});

describe('markers a goal apart in time (the 2022 final)', () => {
  const { incidents: finalIncidents } = z.parse(incidentsAnswerSchema, finalAnswer);
  const { markers, axis } = momentumModel([], finalIncidents);
  const described = (lanes: number[]) => markers.map((marker, index) => `${minuteLabel(marker.moment)} ${marker.side} ${lanes[index]}`);

  it("puts Mbappé's 81st-minute goal a lane beyond his 80th-minute penalty, and every other marker on the first lane", () => {
    // A 256 px chart over the final's axis: about 1.8 px a minute, a marker 13 px wide.
    const minGap = 13 / (252 / axis.length);
    expect(described(markerLanes(markers, minGap))).toEqual([
      '23 home 0',
      '36 home 0',
      '80 away 0',
      '81 away 1',
      '108 home 0',
      '118 away 0',
    ]);
  });

  it('leaves markers of different sides, or far enough apart, on the first lane, and reuses a lane once it is free', () => {
    expect(markerLanes(markers, 0.5).every((lane) => lane === 0)).toBe(true);
    const at = (position: number, side: 'home' | 'away' = 'away') => ({ ...markers[2]!, id: `${position}${side}`, position, side });
    expect(markerLanes([at(80), at(81), at(82), at(81, 'home')], 1.5)).toEqual([0, 1, 0, 0]);
  });
});
