import { describe, expect, it } from 'vitest';
import {
  estimateText,
  formationSizes,
  layoutFormation,
  markerPoint,
  overlaps,
  pitchHeightFor,
  placeMarks,
  type LayoutPlayer,
  type PitchMarks,
} from './formation-layout.ts';

const noMarks: PitchMarks = { goals: 0, ownGoals: 0, card: null, substitution: null, captain: false };
const player = (id: string, side: 'home' | 'away', x: number, y: number, name: string, marks: Partial<PitchMarks> = {}): LayoutPlayer => ({
  id,
  side,
  slot: { x, y },
  name,
  marks: { ...noMarks, ...marks },
});

describe('markerPoint', () => {
  it('puts the goalkeepers at the two ends and mirrors the away team', () => {
    const width = 296;
    const height = pitchHeightFor(width) + 2 * formationSizes.margin;
    const home = markerPoint(width, 'home', { x: 5, y: 50 });
    const away = markerPoint(width, 'away', { x: 5, y: 50 });
    expect(home.cy).toBeGreaterThan(height * 0.9);
    expect(away.cy).toBeLessThan(height * 0.1);
    expect(home.cx).toBe(width / 2);
    // A right back: on the right for home, who attack upwards; on the left of the screen for away.
    expect(markerPoint(width, 'home', { x: 27, y: 88 }).cx).toBeGreaterThan(width / 2);
    expect(markerPoint(width, 'away', { x: 27, y: 88 }).cx).toBeLessThan(width / 2);
  });

  it('keeps a wide player far enough from the touchline for his marks', () => {
    expect(markerPoint(256, 'home', { x: 50, y: 0 }).cx).toBeGreaterThanOrEqual(formationSizes.inset);
    expect(markerPoint(256, 'home', { x: 50, y: 100 }).cx).toBeLessThanOrEqual(256 - formationSizes.inset);
  });
});

describe('pitchHeightFor', () => {
  it('keeps the pitch’s proportions where the width allows and makes it longer on a phone', () => {
    expect(pitchHeightFor(416)).toBe(Math.round((416 * 105) / 68));
    expect(pitchHeightFor(256)).toBe(formationSizes.minPitchHeight);
    expect(pitchHeightFor(256)).toBeGreaterThan((256 * 105) / 68);
  });
});

describe('placeMarks', () => {
  it('draws every mark at least 12 px each way, none on another', () => {
    const marks = placeMarks(
      100,
      100,
      { goals: 2, ownGoals: 1, card: 'secondYellow', substitution: 'off', captain: true },
      '主',
      estimateText,
    );
    expect(marks.map((mark) => mark.kind)).toEqual(['substitution', 'card', 'goals', 'ownGoals', 'captain']);
    for (const { box } of marks) {
      expect(box.right - box.left).toBeGreaterThanOrEqual(12);
      expect(box.bottom - box.top).toBeGreaterThanOrEqual(12);
    }
    marks.forEach((a, index) => marks.slice(index + 1).forEach((b) => expect(overlaps(a.box, b.box), `${a.kind} ${b.kind}`).toBe(false)));
  });

  it('writes the count of goals before the ball when there are two or more', () => {
    const [one] = placeMarks(100, 100, { ...noMarks, goals: 1 }, 'C', estimateText);
    const [two] = placeMarks(100, 100, { ...noMarks, goals: 2 }, 'C', estimateText);
    expect(two!.box.left).toBeLessThan(one!.box.left);
    expect(two).toMatchObject({ count: 2 });
  });

  it('grows the captain’s badge with a wide letter', () => {
    const narrow = placeMarks(100, 100, { ...noMarks, captain: true }, 'C', () => ({ width: 8, top: -7, height: 14 }))[0]!;
    const wide = placeMarks(100, 100, { ...noMarks, captain: true }, 'W', () => ({ width: 20, top: -7, height: 14 }))[0]!;
    expect(narrow.box.right - narrow.box.left).toBe(formationSizes.badge);
    expect(wide.box.right - wide.box.left).toBe(24);
  });
});

describe('layoutFormation', () => {
  it('writes a name under its marker when there is room', () => {
    const layout = layoutFormation(296, [player('messi', 'home', 70, 80, 'Messi')], 'C', estimateText);
    const [messi] = layout.players;
    expect(messi!.label).toMatchObject({ text: 'Messi', cut: false, x: messi!.cx });
    expect(messi!.label!.box.top).toBeGreaterThan(messi!.circle.bottom);
  });

  it('moves a name sideways to clear a neighbour’s, keeping it over its own marker', () => {
    // Argentina's back four at 320 px: Tagliafico and Otamendi stand about 60 px apart.
    const layout = layoutFormation(
      256,
      [player('tagliafico', 'home', 27, 12, 'Tagliafico'), player('otamendi', 'home', 22, 37, 'Otamendi')],
      'C',
      estimateText,
    );
    const tagliafico = layout.players[0]!;
    const otamendi = layout.players[1]!;
    expect(overlaps(tagliafico.label!.box, otamendi.label!.box)).toBe(false);
    for (const placed of [tagliafico, otamendi]) {
      expect(placed.label!.box.left).toBeLessThan(placed.cx);
      expect(placed.label!.box.right).toBeGreaterThan(placed.cx);
    }
  });

  it('shares a crowded row: each name keeps short of its neighbours’ centres, cut where it must be', () => {
    // Three players of a midfield row 34 px apart at 320 px, each with a long name.
    const players = [35, 50, 65].map((y) => player(`y${y}`, 'home', 50, y, 'Aguirregabiria'));
    const layout = layoutFormation(256, players, 'C', estimateText);
    const labels = layout.players.map((item) => item.label!);
    expect(labels.filter((label) => label.cut).length).toBeGreaterThan(0);
    expect(labels.filter((label) => !label.cut).length).toBeGreaterThan(0);
    labels.forEach((a, index) => labels.slice(index + 1).forEach((b) => expect(overlaps(a.box, b.box)).toBe(false)));
    // Each keeps to his share of the row: no name reaches past a neighbour's centre.
    const [left, middle, right] = layout.players;
    expect(middle!.label!.box.left).toBeGreaterThan(left!.cx);
    expect(middle!.label!.box.right).toBeLessThan(right!.cx);
    expect(left!.label!.box.right).toBeLessThan(middle!.cx);
    expect(right!.label!.box.left).toBeGreaterThan(middle!.cx);
  });

  it('puts a name above its marker only when even three letters do not fit under it', () => {
    // A player right behind a team-mate, and a third at each side under him: no room below.
    const players = [
      player('front', 'home', 60, 50, 'Busquets'),
      player('left', 'home', 52, 40, 'Rakitić'),
      player('right', 'home', 52, 60, 'Roberto'),
    ];
    const layout = layoutFormation(296, players, 'C', estimateText);
    const front = layout.players.find((item) => item.id === 'front')!;
    expect(front.label).not.toBeNull();
    const all = layout.players.flatMap((item) => [item.circle, ...(item.label ? [item.label.box] : [])]);
    all.forEach((a, index) => all.slice(index + 1).forEach((b) => expect(overlaps(a, b)).toBe(false)));
  });

  it('leaves a name off rather than draw it over anything, when it fits nowhere', () => {
    const players = [0, 1, 2, 3, 4, 5, 6, 7].map((index) => player(`p${index}`, 'home', 40 + index * 0.5, 50, 'Aguirregabiria'));
    const layout = layoutFormation(256, players, 'C', estimateText);
    const labels = layout.players.flatMap((item) => (item.label ? [item.label.box] : []));
    expect(labels.length).toBeLessThan(players.length);
    const circles = layout.players.map((item) => item.circle);
    for (const label of labels) for (const circle of circles) expect(overlaps(label, circle)).toBe(false);
  });

  it('keeps every name inside the pitch’s frame, the goalkeeper’s beyond his goal line included', () => {
    const layout = layoutFormation(
      256,
      [player('keeper', 'home', 5, 50, 'Martínez'), player('wing', 'away', 60, 4, 'Aguirregabiria')],
      'C',
      estimateText,
    );
    for (const placed of layout.players) {
      const box = placed.label!.box;
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(layout.width);
      expect(box.bottom).toBeLessThanOrEqual(layout.height);
    }
  });
});

describe('estimateText', () => {
  it('takes wide letters wider than narrow ones and allows for tall fonts', () => {
    expect(estimateText('MMM', 'name').width).toBeGreaterThan(estimateText('iii', 'name').width);
    expect(estimateText('Messi', 'name').height).toBeGreaterThanOrEqual(formationSizes.fontPx * 1.4);
  });
});
