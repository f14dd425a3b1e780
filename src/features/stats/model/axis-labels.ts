/**
 * Which tick labels of a chart's axis to draw so that no two touch. A chart is as wide as the
 * phone's column, so the same axis (0', 45', 90', 105', 120' after extra time) has room for every
 * label at 480 px and not at 320 px; a label that would run into another is left off rather than
 * drawn over it. Labels are short (a minute and a prime, a number), so their width is estimated
 * from their length at a generous em per character instead of measured in the page.
 */

import { periodBounds, type TimelineAxis } from './match-timeline.ts';

export type LabelAnchor = 'start' | 'middle' | 'end';

export interface AxisLabel {
  /** Where the label is anchored, in pixels along the axis. */
  at: number;
  text: string;
  anchor: LabelAnchor;
}

/** Width of one character in em: wider than a digit of any brand's sans-serif (0.5–0.64 em). */
export const labelEmPerCharacter = 0.64;

/** The pixels a label covers along the axis at `fontSize`. */
export function labelExtent(label: AxisLabel, fontSize: number): [number, number] {
  const width = label.text.length * labelEmPerCharacter * fontSize;
  const from = label.anchor === 'start' ? label.at : label.anchor === 'end' ? label.at - width : label.at - width / 2;
  return [from, from + width];
}

/**
 * The labels to draw, in their order: the first and the last always (where the axis starts and
 * ends), then the others from the first on, each only when it keeps `gap` pixels from every label
 * already kept.
 */
export function legibleLabels(labels: readonly AxisLabel[], { fontSize, gap }: { fontSize: number; gap: number }): AxisLabel[] {
  const byPriority = labels.length < 2 ? [...labels] : [labels[0]!, labels.at(-1)!, ...labels.slice(1, -1)];
  const kept: AxisLabel[] = [];
  const keptExtents: [number, number][] = [];
  for (const label of byPriority) {
    const [from, to] = labelExtent(label, fontSize);
    if (keptExtents.every(([keptFrom, keptTo]) => from >= keptTo + gap || to <= keptFrom - gap)) {
      kept.push(label);
      keptExtents.push([from, to]);
    }
  }
  return labels.filter((label) => kept.includes(label));
}

/**
 * A time axis's labels: kick-off and each period's regular end as the clock shows them (0', 45',
 * 90', 105', 120'), placed by `x` (axis minutes to pixels), the first anchored at its start and the
 * last at its end so neither runs off the chart, then thinned as above.
 */
export function timeAxisLabels(
  axis: TimelineAxis,
  x: (position: number) => number,
  sizing: { fontSize: number; gap: number },
): AxisLabel[] {
  const marks = [
    { position: 0, text: "0'" },
    ...axis.periods.map((span) => ({ position: span.offset + span.regular, text: `${periodBounds[span.period].end}'` })),
  ];
  const labels = marks.map(({ position, text }, index): AxisLabel => ({
    at: x(position),
    text,
    anchor: index === 0 ? 'start' : index === marks.length - 1 ? 'end' : 'middle',
  }));
  return legibleLabels(labels, sizing);
}
