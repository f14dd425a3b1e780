/**
 * The pitch, defined once, in the two frames the product uses:
 *
 * - StatsBomb's, 120 by 80 (yards): the frame of the open data the feed reads, in which every event
 *   location is given (x along the length towards the goal the actor attacks, y across from his
 *   left). The feed sends such a point as shares of it, 0..100 each way.
 * - Metres, 105 by 68 (the proportions of most top-flight pitches): the frame the widget draws in.
 *
 * Both take their markings from the Laws of the Game (Law 1), which StatsBomb's pitch definition
 * follows in yards: the penalty area reaches 18 yd (16.5 m) from each post into the field and 18 yd
 * (16.5 m) deep, the goal area 6 yd (5.5 m) from each post and 6 yd deep, the penalty mark is 12 yd
 * (11 m) out, the centre circle and the penalty arc have a radius of 10 yd (9.15 m), the goal is
 * 8 yd (7.32 m) wide. So an area's width is the goal's plus two depths: 44 of StatsBomb's 80 (18
 * to 62) and 40.32 m; 20 (30 to 50) and 18.32 m for the goal area. Both widths are worked out here
 * from that rule, never written down a second time.
 */

export interface PitchFrame {
  /** Goal line to goal line. */
  length: number;
  /** Touchline to touchline. */
  width: number;
  goalWidth: number;
  /** How far the penalty area reaches from the goal line, and from each post. */
  penaltyAreaDepth: number;
  penaltyAreaWidth: number;
  /** How far the goal area reaches from the goal line, and from each post. */
  goalAreaDepth: number;
  goalAreaWidth: number;
  /** The penalty mark's distance from the goal line. */
  penaltySpot: number;
  /** The centre circle's radius, and the penalty arc's round the penalty mark. */
  centreCircleRadius: number;
  /** Half the chord where the penalty arc meets the penalty area's line. */
  penaltyArcHalfChord: number;
}

type Measures = Pick<
  PitchFrame,
  'length' | 'width' | 'goalWidth' | 'penaltyAreaDepth' | 'goalAreaDepth' | 'penaltySpot' | 'centreCircleRadius'
>;

function frame(measures: Measures): PitchFrame {
  const { goalWidth, penaltyAreaDepth, goalAreaDepth, penaltySpot, centreCircleRadius } = measures;
  return {
    ...measures,
    penaltyAreaWidth: round(goalWidth + 2 * penaltyAreaDepth),
    goalAreaWidth: round(goalWidth + 2 * goalAreaDepth),
    penaltyArcHalfChord: Math.sqrt(centreCircleRadius ** 2 - (penaltyAreaDepth - penaltySpot) ** 2),
  };
}

/** StatsBomb's pitch, in yards: 120 by 80, the penalty area from 18 to 62 across. */
export const statsBombPitch: PitchFrame = frame({
  length: 120,
  width: 80,
  goalWidth: 8,
  penaltyAreaDepth: 18,
  goalAreaDepth: 6,
  penaltySpot: 12,
  centreCircleRadius: 10,
});

/** The pitch the widget draws, in metres: 105 by 68. */
export const metrePitch: PitchFrame = frame({
  length: 105,
  width: 68,
  goalWidth: 7.32,
  penaltyAreaDepth: 16.5,
  goalAreaDepth: 5.5,
  penaltySpot: 11,
  centreCircleRadius: 9.15,
});

/** How deep a goal is drawn behind its line, in metres (the Laws set no depth; a net reads at this). */
export const drawnGoalDepth = 1.2;

/** Where, across a frame's width, its penalty area and goal area start and end (from the left touchline). */
export function areaEdges(pitch: PitchFrame): { penaltyArea: [number, number]; goalArea: [number, number] } {
  const middle = pitch.width / 2;
  return {
    penaltyArea: [round(middle - pitch.penaltyAreaWidth / 2), round(middle + pitch.penaltyAreaWidth / 2)],
    goalArea: [round(middle - pitch.goalAreaWidth / 2), round(middle + pitch.goalAreaWidth / 2)],
  };
}

/** Rounded to the millimetre, so that sums of decimals (7.32 + 33) read as written (40.32). */
function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
