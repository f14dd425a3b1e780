import type { Side } from '../../../../contract/protocol.ts';

/**
 * Where a player stands on the portrait pitch of the formation screen: the home team defends the
 * bottom goal, the away team the top one, each in its own half. Slot coordinates are the feed's:
 * 0..100 from the team's own goal line, and 0..100 across from its left to its right.
 */
export const pitchViewBox = { width: 68, height: 105 } as const;

/** How far into its half a team's furthest player stands (the halfway line is at 100). */
const halfDepth = 0.92;

export function pitchPoint(side: Side, slot: { x: number; y: number }): { cx: number; cy: number } {
  const { width, height } = pitchViewBox;
  const half = height / 2;
  const fromGoal = (Math.min(Math.max(slot.x, 0), 100) / 100) * half * halfDepth + 3;
  const across = (Math.min(Math.max(slot.y, 4), 96) / 100) * width;
  // Home attacks upwards, so its right is the screen's right; away attacks downwards, mirrored.
  return side === 'home' ? { cx: across, cy: height - fromGoal } : { cx: width - across, cy: fromGoal };
}

/** A short name that fits under a marker: at most `max` characters, the rest an ellipsis. */
export function fitName(name: string, max = 11): string {
  const letters = [...name];
  return letters.length <= max ? name : `${letters.slice(0, max - 1).join('')}…`;
}
