import { metrePitch } from '../../contract/pitch.ts';
import type { Side } from '../../contract/protocol.ts';
import { nameCuts } from './pitch-names.ts';

/**
 * Where everything on the formation pitch goes, in CSS pixels at the width the pitch is drawn:
 * each player's marker, the marks beside it (substitution, card, goals, captain) and his name.
 * The pitch is portrait, home defending the bottom goal and away the top one, each in its half.
 *
 * Nothing is smaller than a fan can read: names and the marks' text are 12 px, every mark is at
 * least 12 px each way. No two things overlap and nothing leaves the pitch's frame. A name goes
 * under its marker, moved sideways while it still sits under the marker and short of the centre
 * of a neighbour in its row (so that each player keeps his share); what does not fit there
 * is cut one letter at a time (see `pitch-names.ts`), every name being tried at its full length
 * before any is tried a letter shorter, top to bottom and left to right. A name that does not fit under its
 * marker even cut to three letters goes above the marker, then beside it; one that fits nowhere
 * is left off the picture (the list beside it names everyone).
 */

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** How big a text is: its width and its box's top and height relative to its `y`, drawn with `dominant-baseline: central`. */
export interface TextSize {
  width: number;
  top: number;
  height: number;
}

/** Measures a text at the pitch's 12 px (`name`: the names' weight, `mark`: the marks' text). */
export type MeasureText = (text: string, kind: 'name' | 'mark') => TextSize;

export const formationSizes = {
  /** Text on the pitch, names and marks alike. */
  fontPx: 12,
  /** The marker: a disc with the shirt number, big enough for "23" at 12 px. */
  markerRadius: 11,
  /** A goal ball and the substitution badge. */
  badge: 14,
  card: { width: 12, height: 16 },
  /** Room above and below the goal lines for the goalkeepers' names. */
  margin: 24,
  /** Players never stand nearer the touchline than this, so that their marks stay on the pitch. */
  inset: 16,
  /** Space kept between two things, between a name and a marker or mark, and between two names (each has a 1.5 px halo). */
  gap: 1,
  labelGap: 3,
  betweenLabels: 5,
  /** The pitch is 68 x 105 m (contract/pitch.ts). */
  aspect: metrePitch.length / metrePitch.width,
  /** No shorter than this, whatever the width (see `pitchHeightFor`). */
  minPitchHeight: 640,
} as const;

export type CardMark = 'yellow' | 'red' | 'secondYellow';

export interface PitchMarks {
  goals: number;
  ownGoals: number;
  card: CardMark | null;
  /** Came on (current shape) or went off (starting XI). */
  substitution: 'on' | 'off' | null;
  captain: boolean;
}

export interface LayoutPlayer {
  id: string;
  side: Side;
  /** The feed's slot: 0..100 from the team's own goal line (x) and across from its left (y). */
  slot: { x: number; y: number };
  /** The name the names rule gives him (`teamPitchNames`). */
  name: string;
  marks: PitchMarks;
}

export type PlacedMark =
  | { kind: 'substitution'; box: Box; direction: 'on' | 'off' }
  | { kind: 'card'; box: Box; card: CardMark }
  | { kind: 'goals' | 'ownGoals'; box: Box; ball: Box; count: number; countX: number; countY: number }
  | { kind: 'captain'; box: Box; badge: Box; textX: number; textY: number };

export interface PlacedLabel {
  text: string;
  /** Cut to fit: the full name goes in the label's title. */
  cut: boolean;
  /** Centre of the text and its `y` (central baseline). */
  x: number;
  y: number;
  box: Box;
}

export interface PlacedPlayer {
  id: string;
  side: Side;
  cx: number;
  cy: number;
  circle: Box;
  marks: PlacedMark[];
  label: PlacedLabel | null;
}

export interface FormationLayout {
  width: number;
  height: number;
  /** Where the pitch's markings are drawn: the frame less the margins beyond the goal lines. */
  pitch: { top: number; height: number };
  players: PlacedPlayer[];
}

export const overlaps = (a: Box, b: Box, gap = 0) =>
  a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;

const within = (box: Box, frame: Box) =>
  box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom;

/** The feed's slots run from about 5 (goalkeeper) to about 85 (striker), spread over the half short of halfway. */
const slotRange = { from: 5, to: 85 } as const;
/** The half's depth used, in metres of its 52.5. */
const depth = { from: 4, to: 47 } as const;

/**
 * The pitch's length on screen: true to its 68 x 105 m where the width allows, longer on a phone
 * so that the five lines of a 4-2-3-1 each have a name's height between them (the markings keep
 * their size in metres: only the grass between the penalty areas grows).
 */
export function pitchHeightFor(width: number): number {
  return Math.max(Math.round(width * formationSizes.aspect), formationSizes.minPitchHeight);
}

/** A player's marker centre on a pitch `width` px wide. */
export function markerPoint(width: number, side: Side, slot: { x: number; y: number }): { cx: number; cy: number } {
  const { margin, inset } = formationSizes;
  const pitchHeight = pitchHeightFor(width);
  const along = (Math.min(Math.max(slot.x, slotRange.from), slotRange.to) - slotRange.from) / (slotRange.to - slotRange.from);
  const fromGoal = ((depth.from + along * (depth.to - depth.from)) / 105) * pitchHeight;
  const across = inset + (Math.min(Math.max(slot.y, 4), 96) / 100) * (width - 2 * inset);
  // Home attacks upwards, so its right is the screen's right; away attacks downwards, mirrored.
  return side === 'home' ? { cx: across, cy: margin + pitchHeight - fromGoal } : { cx: width - across, cy: margin + fromGoal };
}

const boxAround = (cx: number, cy: number, width: number, height: number): Box => ({
  left: cx - width / 2,
  top: cy - height / 2,
  right: cx + width / 2,
  bottom: cy + height / 2,
});

const union = (boxes: Box[]): Box => ({
  left: Math.min(...boxes.map((box) => box.left)),
  top: Math.min(...boxes.map((box) => box.top)),
  right: Math.max(...boxes.map((box) => box.right)),
  bottom: Math.max(...boxes.map((box) => box.bottom)),
});

/**
 * The marks around a marker: substitution top left, card top right, goals (and own goals) bottom
 * left with their count before the ball when more than one, the captain's badge bottom right.
 */
export function placeMarks(cx: number, cy: number, marks: PitchMarks, captainMark: string, measure: MeasureText): PlacedMark[] {
  const { badge, card, gap } = formationSizes;
  const placed: PlacedMark[] = [];
  if (marks.substitution)
    placed.push({ kind: 'substitution', direction: marks.substitution, box: boxAround(cx - 13, cy - 10, badge, badge) });
  if (marks.card)
    placed.push({ kind: 'card', card: marks.card, box: { left: cx + 7, top: cy - 19, right: cx + 7 + card.width, bottom: cy - 3 } });
  let right = cx - 6;
  for (const kind of ['goals', 'ownGoals'] as const) {
    const count = marks[kind];
    if (count <= 0) continue;
    const ball = { left: right - badge, top: cy - 1, right, bottom: cy - 1 + badge };
    const centreY = (ball.top + ball.bottom) / 2;
    let box = ball;
    let countX = ball.left;
    if (count > 1) {
      const size = measure(String(count), 'mark');
      countX = ball.left - gap;
      box = union([
        ball,
        { left: countX - size.width, top: centreY + size.top, right: ball.right, bottom: centreY + size.top + size.height },
      ]);
    }
    placed.push({ kind, box, ball, count, countX, countY: centreY });
    right = box.left - 2 * gap;
  }
  if (marks.captain) {
    const size = measure(captainMark, 'mark');
    const width = Math.max(badge, size.width + 4);
    const height = Math.max(badge, size.height);
    const badgeBox = { left: cx + 6, top: cy + 6 - height / 2, right: cx + 6 + width, bottom: cy + 6 + height / 2 };
    const textY = cy + 6 - (size.top + size.height / 2);
    placed.push({ kind: 'captain', box: badgeBox, badge: badgeBox, textX: (badgeBox.left + badgeBox.right) / 2, textY });
  }
  return placed;
}

interface Work {
  player: LayoutPlayer;
  placed: PlacedPlayer;
  cluster: Box;
  cuts: string[];
  /** How far sideways his name may reach: not past the centre of a neighbour in his row. */
  lane: { left: number; right: number };
}

/** Markers whose centres are this close vertically stand in one row and share its width. */
const rowBand = 24;

type Spot = 'below' | 'above' | 'beside';

/** Where a name of this size may go around its player, best first. */
function labelSpots(work: Work, size: TextSize, frame: Box, where: Spot): Box[] {
  const { cx, cy } = work.placed;
  const gap = formationSizes.labelGap;
  const spots: Box[] = [];
  const half = size.width / 2;
  // Sideways while the name still reaches over the marker's centre.
  const reach = Math.max(0, half - 6);
  const shifts = [0];
  for (let shift = 3; shift <= reach; shift += 3) shifts.push(-shift, shift);
  const row = (top: number) => {
    const seen = new Set<number>();
    for (const shift of shifts) {
      const centre = Math.min(Math.max(cx + shift, frame.left + half), frame.right - half);
      if (seen.has(centre) || Math.abs(centre - cx) > reach) continue;
      if (centre - half < work.lane.left || centre + half > work.lane.right) continue;
      seen.add(centre);
      spots.push({ left: centre - half, top, right: centre + half, bottom: top + size.height });
    }
  };
  if (where === 'below') row(work.cluster.bottom + gap);
  else if (where === 'above') row(work.cluster.top - gap - size.height);
  else {
    const top = cy - size.height / 2;
    spots.push({ left: work.cluster.right + gap, top, right: work.cluster.right + gap + size.width, bottom: top + size.height });
    spots.push({ left: work.cluster.left - gap - size.width, top, right: work.cluster.left - gap, bottom: top + size.height });
  }
  return spots;
}

/**
 * Lays out both teams on a pitch `width` px wide. `captainMark` is the captain's letter in the
 * fan's language; `measure` sizes texts as the browser draws them (an estimate where it cannot).
 */
export function layoutFormation(
  width: number,
  players: readonly LayoutPlayer[],
  captainMark: string,
  measure: MeasureText,
): FormationLayout {
  const { margin, markerRadius: r, gap, labelGap, betweenLabels } = formationSizes;
  const pitchHeight = pitchHeightFor(width);
  const height = pitchHeight + 2 * margin;
  const frame: Box = { left: gap, top: gap, right: width - gap, bottom: height - gap };
  const work: Work[] = players.map((player) => {
    const { cx, cy } = markerPoint(width, player.side, player.slot);
    const circle = boxAround(cx, cy, 2 * r, 2 * r);
    const marks = placeMarks(cx, cy, player.marks, captainMark, measure);
    return {
      player,
      placed: { id: player.id, side: player.side, cx, cy, circle, marks, label: null },
      cluster: union([circle, ...marks.map((mark) => mark.box)]),
      cuts: nameCuts(player.name),
      lane: { left: -Infinity, right: Infinity },
    };
  });
  for (const item of work) {
    const { cx, cy } = item.placed;
    for (const other of work) {
      if (other === item || Math.abs(other.placed.cy - cy) >= rowBand) continue;
      if (other.placed.cx < cx) item.lane.left = Math.max(item.lane.left, other.placed.cx + labelGap);
      else if (other.placed.cx > cx) item.lane.right = Math.min(item.lane.right, other.placed.cx - labelGap);
    }
  }
  // Top to bottom, left to right: the same order at every width and in every language.
  const order = [...work].sort((a, b) => a.placed.cy - b.placed.cy || a.placed.cx - b.placed.cx);
  const obstacles: Box[] = work.flatMap(({ placed }) => [placed.circle, ...placed.marks.map((mark) => mark.box)]);
  const labels: Box[] = [];
  const longest = Math.max(0, ...work.map((item) => item.cuts.length));
  const tryPlace = (item: Work, text: string, where: Spot) => {
    const size = measure(text, 'name');
    const spot = labelSpots(item, size, frame, where).find(
      (box) =>
        within(box, frame) &&
        !obstacles.some((obstacle) => overlaps(box, obstacle, labelGap)) &&
        !labels.some((label) => overlaps(box, label, betweenLabels)),
    );
    if (!spot) return false;
    labels.push(spot);
    item.placed.label = {
      text,
      cut: text !== item.player.name,
      x: (spot.left + spot.right) / 2,
      y: spot.top - size.top,
      box: spot,
    };
    return true;
  };
  for (let level = 0; level < longest; level += 1) {
    for (const item of order) {
      if (item.placed.label || level >= item.cuts.length) continue;
      tryPlace(item, item.cuts[level]!, 'below');
    }
  }
  for (const where of ['above', 'beside'] as const) {
    for (const item of order) {
      if (item.placed.label) continue;
      item.cuts.some((text) => tryPlace(item, text, where));
    }
  }
  return { width, height, pitch: { top: margin, height: pitchHeight }, players: work.map((item) => item.placed) };
}

/**
 * A conservative size of a text at 12 px for when the browser cannot measure (tests in jsdom, the
 * first render before the pitch is in the page): wide letters wide, narrow ones narrow.
 */
export const estimateText: MeasureText = (text) => {
  const em = formationSizes.fontPx;
  let width = 0;
  for (const char of text) {
    if (/[iljtfrI.,'’:; |!]/.test(char)) width += 0.34 * em;
    else if (/[mwMW@…]/.test(char)) width += 0.95 * em;
    else if (/[A-Z\p{Lu}]/u.test(char) || /[\u3000-\u9fff\uff00-\uffef]/.test(char)) width += 0.8 * em;
    else width += 0.64 * em;
  }
  return { width, top: -0.7 * em, height: 1.4 * em };
};
