import { describe, expect, it } from 'vitest';
import { estimateText, layoutFormation, overlaps, type Box, type FormationLayout } from '../../../rules/formation-layout.ts';
import { captured, laligaAt70 } from '../testing/answers.ts';
import { currentShape, startingShape } from './lineup-view-shape.ts';
import { layoutPlayers, pitchMarksOf, type FormationView } from './formation-pitch.ts';

const matches = {
  final: captured.final,
  laliga: captured.laliga,
  laligaAt70,
};
/** The pitch's width in the content column at 320, 360 and 480 px (side header and padding off). */
const widths = [256, 296, 416];

function layoutOf(match: keyof typeof matches, view: FormationView, width: number): FormationLayout {
  const { lineups, incidents } = matches[match];
  const shape = view === 'starting' ? startingShape : currentShape;
  const teams = (['home', 'away'] as const).map((side) => ({ side, players: shape(lineups[side], side, incidents.incidents).players }));
  return layoutFormation(width, layoutPlayers(teams, view), 'C', estimateText);
}

/** Every box on the pitch with its owner and kind; a player's marks may touch his own marker. */
function boxes(layout: FormationLayout) {
  return layout.players.flatMap((player) => [
    { owner: player.id, kind: 'marker', box: player.circle },
    ...player.marks.map((mark) => ({ owner: player.id, kind: mark.kind as string, box: mark.box })),
    ...(player.label ? [{ owner: player.id, kind: 'label', box: player.label.box }] : []),
  ]);
}

function clashes(layout: FormationLayout): string[] {
  const all = boxes(layout);
  const found: string[] = [];
  all.forEach((a, index) => {
    for (const b of all.slice(index + 1)) {
      const ownMark = a.owner === b.owner && (a.kind === 'marker' || b.kind === 'marker') && a.kind !== 'label' && b.kind !== 'label';
      if (!ownMark && overlaps(a.box, b.box)) found.push(`${a.owner} ${a.kind} / ${b.owner} ${b.kind}`);
    }
  });
  return found;
}

const inside = (box: Box, layout: FormationLayout) =>
  box.left >= 0 && box.top >= 0 && box.right <= layout.width && box.bottom <= layout.height;

describe('the formation pitch of our real matches at 320, 360 and 480 px', () => {
  for (const match of Object.keys(matches) as (keyof typeof matches)[]) {
    for (const view of ['starting', 'current'] as const) {
      it.each(widths)(`${match}, ${view}, %i px: every name placed, nothing overlapping, nothing off the pitch`, (width) => {
        const layout = layoutOf(match, view, width);
        expect(layout.players).toHaveLength(22);
        expect(layout.players.filter((player) => player.label === null).map((player) => player.id)).toEqual([]);
        expect(clashes(layout)).toEqual([]);
        for (const item of boxes(layout)) expect(inside(item.box, layout), `${item.owner} ${item.kind}`).toBe(true);
      });
    }
  }

  it('keeps Fernández clear of Otamendi and Romero and of De Paul’s and Mac Allister’s names at 320 px', () => {
    const layout = layoutOf('final', 'starting', 256);
    const player = (id: string) => layout.players.find((item) => item.id === id)!;
    const fernandez = player('arg-enzo-fernandez');
    expect(fernandez.label?.text).toMatch(/^Fern/);
    for (const id of ['arg-otamendi', 'arg-romero', 'arg-de-paul', 'arg-mac-allister']) {
      const other = player(id);
      expect(overlaps(fernandez.label!.box, other.circle)).toBe(false);
      expect(overlaps(fernandez.label!.box, other.label!.box)).toBe(false);
      for (const mark of other.marks) expect(overlaps(fernandez.label!.box, mark.box)).toBe(false);
    }
    // Fernández's yellow card is beside his own marker, clear of every name.
    const card = fernandez.marks.find((mark) => mark.kind === 'card')!;
    expect(card).toMatchObject({ card: 'yellow' });
    for (const other of layout.players) if (other.label) expect(overlaps(card.box, other.label.box)).toBe(false);
  });

  it('gives Camavinga his whole name where there is room: at 480 px in the current shape', () => {
    const layout = layoutOf('final', 'current', 416);
    expect(layout.players.find((player) => player.id === 'fra-camavinga')!.label).toMatchObject({ text: 'Camavinga', cut: false });
  });

  it('cuts few names even at 320 px', () => {
    for (const match of Object.keys(matches) as (keyof typeof matches)[]) {
      for (const view of ['starting', 'current'] as const) {
        const cut = layoutOf(match, view, 256).players.filter((player) => player.label?.cut);
        expect(cut.length, `${match} ${view}: ${cut.map((player) => player.label!.text).join(', ')}`).toBeLessThanOrEqual(6);
      }
    }
  });
});

describe('pitchMarksOf', () => {
  const argentina = startingShape(captured.final.lineups.home, 'home', captured.final.incidents.incidents).players;
  const find = (id: string) => argentina.find((player) => player.id === id)!;

  it('marks Di María in the Starting XI with his goal and the minute he went off, Messi with two goals and the armband', () => {
    expect(find('arg-di-maria').wentOffMinute).toBe(64);
    expect(pitchMarksOf(find('arg-di-maria'), 'starting')).toEqual({
      goals: 1,
      ownGoals: 0,
      card: null,
      substitution: 'off',
      captain: false,
    });
    expect(pitchMarksOf(find('arg-messi'), 'starting')).toMatchObject({ goals: 2, captain: true, substitution: null });
    expect(pitchMarksOf(find('arg-enzo-fernandez'), 'starting')).toMatchObject({ card: 'yellow' });
  });

  it('marks Acuña as come on in the current shape, in Di María’s slot', () => {
    const now = currentShape(captured.final.lineups.home, 'home', captured.final.incidents.incidents).players;
    const acuna = now.find((player) => player.id === 'arg-acuna')!;
    expect(pitchMarksOf(acuna, 'current')).toMatchObject({ substitution: 'on', card: 'yellow' });
    expect({ x: acuna.x, y: acuna.y }).toEqual({ x: find('arg-di-maria').x, y: find('arg-di-maria').y });
  });
});
