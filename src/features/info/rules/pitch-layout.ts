import type { Side } from '../../../../contract/protocol.ts';

/**
 * Where a player stands on the portrait pitch of the formation screen: the home team defends the
 * bottom goal, the away team the top one, each in its own half. Slot coordinates are the feed's:
 * 0..100 from the team's own goal line, and 0..100 across from its left to its right.
 */
export const pitchViewBox = { width: 68, height: 105 } as const;

/**
 * The feed's slots run from about 5 (goalkeeper) to about 85 (striker); they are spread over the
 * half from just off the goal line to just short of halfway, so lines of a formation do not touch.
 */
const slotRange = { from: 5, to: 85 } as const;
const depth = { from: 4, to: 47 } as const;
/** Room beyond each goal line for the goalkeepers' names, in pitch units. */
export const pitchMargin = 3;

export function pitchPoint(side: Side, slot: { x: number; y: number }): { cx: number; cy: number } {
  const { width, height } = pitchViewBox;
  const half = height / 2;
  const along = (Math.min(Math.max(slot.x, slotRange.from), slotRange.to) - slotRange.from) / (slotRange.to - slotRange.from);
  const fromGoal = depth.from + along * (Math.min(depth.to, half) - depth.from);
  const across = (Math.min(Math.max(slot.y, 4), 96) / 100) * width;
  // Home attacks upwards, so its right is the screen's right; away attacks downwards, mirrored.
  return side === 'home' ? { cx: across, cy: height - fromGoal } : { cx: width - across, cy: fromGoal };
}

/**
 * A name that fits under a marker: at most `max` characters. A longer name drops its first words
 * while it is still too long ("Marc-André ter Stegen" is "ter Stegen", "Lionel Messi" "Messi");
 * what is still too long ends in an ellipsis.
 */
export function fitName(name: string, max = 11): string {
  const length = (text: string) => [...text].length;
  let words = name.trim().split(/\s+/);
  while (words.length > 1 && length(words.join(' ')) > max) words = words.slice(1);
  const fitted = words.join(' ');
  return length(fitted) <= max ? fitted : `${[...fitted].slice(0, max - 1).join('')}…`;
}

/** About how wide a name is in pitch units at the pitch's name size (an average glyph). */
export const nameWidth = (name: string) => [...name].length * 1.55;

/** Where a name is centred so that it stays on the pitch: an edge player's name moves in. */
export function nameX(cx: number, name: string): number {
  const half = nameWidth(name) / 2 + 0.5;
  return Math.min(Math.max(cx, half), pitchViewBox.width - half);
}

/** Names whose centres are this close vertically share a row and may run into each other. */
const rowTolerance = 4.5;

/**
 * How many characters each player's name may have so that it does not run into a neighbour's on
 * the same row: two names centred `gap` apart fit when each is at most `gap` less a little space
 * wide (a 4-4-2's right midfielder and right centre midfielder are about 15 units apart at any
 * width, too close for two ten-letter names). Never more than `max`, never fewer than 4.
 */
export function nameLimits(points: ReadonlyArray<{ id: string; cx: number; cy: number }>, max = 11): Map<string, number> {
  const limits = new Map<string, number>();
  for (const point of points) {
    const gaps = points
      .filter((other) => other !== point && Math.abs(other.cy - point.cy) < rowTolerance)
      .map((other) => Math.abs(other.cx - point.cx));
    const gap = Math.min(Infinity, ...gaps);
    const fits = Math.floor((gap - 0.8) / nameWidth('x'));
    limits.set(point.id, Math.max(4, Math.min(max, fits)));
  }
  return limits;
}
