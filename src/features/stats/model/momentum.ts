import type { Incident, Side } from '../../../../contract/protocol.ts';
import { goalEvents } from '../../../../contract/vocabulary.ts';
import {
  axisPosition,
  momentOf,
  seriesMoments,
  timelineAxis,
  type MatchMoment,
  type TimedEntry,
  type TimelineAxis,
} from './match-timeline.ts';

/**
 * The momentum chart's data (SPEC section 2 "Momentum"): each minute's pressure of both sides,
 * home above the midline and away below, on the shared time axis, with goals and red cards.
 */

export interface MomentumEntry extends TimedEntry {
  home: number;
  away: number;
}

export interface MomentumBar {
  moment: MatchMoment;
  /** Where the minute ends on the axis; the bar spans [position - 1, position]. */
  position: number;
  home: number;
  away: number;
}

export type MarkerKind = 'goal' | 'redCard';

export interface MomentumMarker {
  id: string;
  kind: MarkerKind;
  side: Side;
  moment: MatchMoment;
  position: number;
  playerName?: string;
}

export interface MomentumModel {
  axis: TimelineAxis;
  bars: MomentumBar[];
  markers: MomentumMarker[];
  /** Minutes in which each side had more pressure than the other. */
  minutesOnTop: { home: number; away: number };
}

const redTypes = new Set<Incident['type']>(['redCard', 'secondYellowCard']);

/** A goal or a red card, not a shoot-out kick. An own goal is the benefiting side's (the feed's `side`). */
export function markerKind(incident: Incident): MarkerKind | null {
  if (incident.period === 'penaltyShootout') return null;
  if (goalEvents.has(incident.type)) return 'goal';
  if (redTypes.has(incident.type)) return 'redCard';
  return null;
}

export function momentumModel(entries: readonly MomentumEntry[], incidents: readonly Incident[]): MomentumModel {
  const moments = seriesMoments(entries);
  const markerMoments = incidents.flatMap((incident) => {
    const kind = markerKind(incident);
    return kind ? [{ incident, kind, moment: momentOf(incident) }] : [];
  });
  const axis = timelineAxis([...moments, ...markerMoments.map((marker) => marker.moment)]);
  const bars = entries.map((entry, index) => {
    const moment = moments[index]!;
    return { moment, position: axisPosition(axis, moment), home: clampPressure(entry.home), away: clampPressure(entry.away) };
  });
  const markers = markerMoments.map(({ incident, kind, moment }) => ({
    id: incident.id,
    kind,
    side: incident.side,
    moment,
    position: axisPosition(axis, moment),
    playerName: incident.playerName,
  }));
  const minutesOnTop = {
    home: bars.filter((bar) => bar.home > bar.away).length,
    away: bars.filter((bar) => bar.away > bar.home).length,
  };
  return { axis, bars, markers, minutesOnTop };
}

const clampPressure = (value: number) => Math.min(100, Math.max(0, value));

/**
 * Each marker's lane, outward from the chart: goals and red cards of one side closer than
 * `minGap` axis minutes (80' and 81') would be drawn on top of each other, so the later goes one
 * lane further out, at the same minute. Greedy in time order: a marker takes the innermost lane
 * whose last marker is far enough behind it. Returned in the markers' order.
 */
export function markerLanes(markers: readonly MomentumMarker[], minGap: number): number[] {
  const lanes = new Array<number>(markers.length).fill(0);
  for (const side of ['home', 'away'] as const) {
    const lastInLane: number[] = [];
    const order = markers
      .map((marker, index) => ({ marker, index }))
      .filter(({ marker }) => marker.side === side)
      .sort((a, b) => a.marker.position - b.marker.position);
    for (const { marker, index } of order) {
      let lane = lastInLane.findIndex((position) => marker.position - position >= minGap);
      if (lane < 0) lane = lastInLane.length;
      lastInLane[lane] = marker.position;
      lanes[index] = lane;
    }
  }
  return lanes;
}
