import { scaleLinear, type ScaleLinear } from 'd3-scale';
import { addedTimeBands, periodBreaks, periodBounds, type TimelineAxis } from '../model/match-timeline.ts';

/**
 * Chart sizes in viewBox units. The content column is at least 296 px wide (320 less its padding)
 * and a chart fills it, so one unit is never less than one pixel: an 11-unit label reads at 11 px
 * or more.
 */
export const chartWidth = 296;
export const labelSize = 11;

export interface TimeScale {
  x: ScaleLinear<number, number>;
  /** Kick-off and each period's regular end, labelled as the clock shows them (0', 45', 90'…). */
  ticks: { at: number; label: string }[];
  breaks: number[];
  bands: [number, number][];
}

export function timeScale(axis: TimelineAxis, left: number, right: number): TimeScale {
  const x = scaleLinear().domain([0, axis.length]).range([left, right]);
  const ticks = [
    { at: 0, label: "0'" },
    ...axis.periods.map((span) => ({ at: span.offset + span.regular, label: `${periodBounds[span.period].end}'` })),
  ];
  return { x, ticks, breaks: periodBreaks(axis), bands: addedTimeBands(axis) };
}
