import { scaleLinear } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { incidentsAnswerSchema } from '../../../../contract/match-data.ts';
import finalIncidents from '../../../testing/answers/wc2022-final.incidents.json';
import { labelExtent, legibleLabels, timeAxisLabels, type AxisLabel } from './axis-labels.ts';
import { momentumModel } from './momentum.ts';

const sizing = { fontSize: 11, gap: 4 };
// The 2022 final went to extra time: its axis runs 0' 45' 90' 105' 120', added time included.
const { incidents } = z.parse(incidentsAnswerSchema, finalIncidents);
const finalAxis = momentumModel([], incidents).axis;
/** The xG chart's axis in a column `width` pixels wide (26 px for its own scale on the left). */
const xgAxisAt = (width: number) =>
  timeAxisLabels(
    finalAxis,
    scaleLinear()
      .domain([0, finalAxis.length])
      .range([26, width - 4]),
    sizing,
  );

describe('tick labels that fit the width', () => {
  it('measures a label from where it is anchored', () => {
    const label = (anchor: AxisLabel['anchor']): AxisLabel => ({ at: 100, text: "45'", anchor });
    const width = 3 * 0.64 * 11;
    expect(labelExtent(label('start'), 11)).toEqual([100, 100 + width]);
    expect(labelExtent(label('end'), 11)).toEqual([100 - width, 100]);
    expect(labelExtent(label('middle'), 11)).toEqual([100 - width / 2, 100 + width / 2]);
  });

  it('keeps the first and the last label and leaves off one that would run into them', () => {
    const labels: AxisLabel[] = [
      { at: 0, text: "0'", anchor: 'start' },
      { at: 120, text: "90'", anchor: 'middle' },
      { at: 215, text: "105'", anchor: 'middle' },
      { at: 240, text: "120'", anchor: 'end' },
    ];
    expect(legibleLabels(labels, sizing).map((label) => label.text)).toEqual(["0'", "90'", "120'"]);
    // With room, every label stays.
    expect(
      legibleLabels(
        labels.map((label, index) => ({ ...label, at: label.at * (index === 3 ? 2 : 1.5) })),
        sizing,
      ),
    ).toHaveLength(4);
  });

  it("drops 105' of the final's extra time at 320 px, where it meets 120', and keeps it at 480 px", () => {
    expect(finalAxis.periods.map((span) => span.period)).toContain('secondHalfExtraTime');
    // The content column: 256 px wide at a 320 px phone, 296 at 360, 416 at 480.
    expect(xgAxisAt(256).map((label) => label.text)).toEqual(["0'", "45'", "90'", "120'"]);
    expect(xgAxisAt(416).map((label) => label.text)).toEqual(["0'", "45'", "90'", "105'", "120'"]);
    for (const width of [256, 296, 360, 416]) {
      const extents = xgAxisAt(width).map((label) => labelExtent(label, sizing.fontSize));
      extents.slice(1).forEach(([from], index) => expect(from - extents[index]![1], `${width} px`).toBeGreaterThanOrEqual(sizing.gap));
      expect(extents[0]![0]).toBeGreaterThanOrEqual(0);
      expect(extents.at(-1)![1]).toBeLessThanOrEqual(width);
    }
  });
});
