import { describe, expect, it } from 'vitest';
import { areaEdges, metrePitch, statsBombPitch } from './pitch.ts';

describe('the pitch', () => {
  it("is StatsBomb's 120 by 80, the penalty area from 18 to 62 across and the goal area from 30 to 50", () => {
    expect(statsBombPitch).toMatchObject({ length: 120, width: 80, penaltyAreaDepth: 18, penaltyAreaWidth: 44, goalAreaWidth: 20 });
    expect(areaEdges(statsBombPitch)).toEqual({ penaltyArea: [18, 62], goalArea: [30, 50] });
  });

  it('is 105 by 68 m with a penalty area 40.32 m wide (16.5 m from each post of a 7.32 m goal), not 40.3', () => {
    expect(metrePitch).toMatchObject({ length: 105, width: 68, penaltyAreaDepth: 16.5, penaltyAreaWidth: 40.32 });
    expect(metrePitch.goalAreaWidth).toBe(18.32);
    expect(areaEdges(metrePitch)).toEqual({ penaltyArea: [13.84, 54.16], goalArea: [24.84, 43.16] });
  });

  it('meets the penalty arc with the penalty area 7.31 m either side of the middle (9.15 m round a spot 5.5 m inside)', () => {
    expect(metrePitch.penaltyArcHalfChord).toBeCloseTo(7.3125, 4);
    // In yards: 10 round a spot 6 inside the line, 8 either side.
    expect(statsBombPitch.penaltyArcHalfChord).toBe(8);
  });

  it('keeps the Laws of the Game in both frames: each area is the goal plus a depth from each post', () => {
    for (const pitch of [statsBombPitch, metrePitch]) {
      expect(pitch.penaltyAreaWidth).toBeCloseTo(pitch.goalWidth + 2 * pitch.penaltyAreaDepth, 9);
      expect(pitch.goalAreaWidth).toBeCloseTo(pitch.goalWidth + 2 * pitch.goalAreaDepth, 9);
    }
  });
});
