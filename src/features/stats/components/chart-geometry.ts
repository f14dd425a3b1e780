import { scaleLinear, type ScaleLinear } from 'd3-scale';
import { timeAxisLabels, type AxisLabel } from '../model/axis-labels.ts';
import { addedTimeBands, periodBreaks, type TimelineAxis } from '../model/match-timeline.ts';

/**
 * Charts are drawn in pixels: the drawing is as wide as its column (measured), so a label set at
 * 11 units reads at 11 px at every width, and an axis gains or loses labels as the width allows.
 * Before the column is measured (and in jsdom, which lays nothing out) a chart takes the width of
 * the narrowest column: 320 px less the 40 px side header and the content's 12 px paddings.
 */
export const narrowestChartWidth = 256;
/** A tick label's size: the one text allowed under 12 px (a chart's axis), never under 11. */
export const labelSize = 11;
/** The least room between two tick labels, in pixels. */
export const labelGap = 4;

export interface TimeScale {
  x: ScaleLinear<number, number>;
  /** Kick-off and each period's regular end that fit, in pixels (0', 45', 90'…). */
  ticks: AxisLabel[];
  breaks: number[];
  bands: [number, number][];
}

export function timeScale(axis: TimelineAxis, left: number, right: number): TimeScale {
  const x = scaleLinear().domain([0, axis.length]).range([left, right]);
  const ticks = timeAxisLabels(axis, x, { fontSize: labelSize, gap: labelGap });
  return { x, ticks, breaks: periodBreaks(axis), bands: addedTimeBands(axis) };
}
