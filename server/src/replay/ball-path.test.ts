import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ballPathSchema } from '../../../contract/ball-path.ts';
import { compileMatch } from '../match/compile.ts';
import { loadScenarios } from '../scenario/load.ts';
import { ballPathOf, ballPathValues, recentSteps, stepsBetween, timeBallPath } from './ball-path.ts';
import { extracts } from '../../../scripts/feed-data/extract-statsbomb-facts.ts';
import { miniEvents, miniLineups } from '../testing/mini-match.ts';
import { defaultStatsBombDir, loadBallPaths, statsBombMatchOf } from './ball-path-files.ts';

// The invented mini match of the importer's tests: Northbridge FC (home) v Real Costa Azul.
const mini = ballPathOf(miniEvents, miniLineups);
const step = (id: number) => mini.find((entry) => entry.step.id === id);

describe('the ball path of a StatsBomb events file', () => {
  it('places each event on the home side grid: a home event as StatsBomb gives it, an away one turned round', () => {
    // Horvat's pass from (66, 55) of 120 by 80 towards (92, 74), for the home side.
    expect(step(7)).toEqual({
      period: 'firstHalf',
      step: { id: 7, second: 41.3, kind: 'pass', outcome: 'lost', side: 'home', x: 55, y: 68.8, endX: 76.7, endY: 92.5, player: 'Horvat' },
    });
    // Real Costa Azul's corner from their attacking corner (120, 80): our home goal line, our right.
    expect(step(12)?.step).toMatchObject({ kind: 'corner', side: 'away', x: 0, y: 0, endX: 8.3, endY: 47.5 });
  });

  it("keeps a shot's end and outcome, a foul's card, an offside pass and the defender's own goal", () => {
    expect(step(11)?.step).toMatchObject({ kind: 'shot', outcome: 'goal', side: 'home', x: 88.3, endX: 100, second: 750.2 });
    expect(step(14)?.step).toMatchObject({ kind: 'shot', outcome: 'blocked', side: 'away' });
    expect(step(17)?.step).toMatchObject({ kind: 'foul', side: 'away', card: 'yellow' });
    expect(step(20)?.step).toMatchObject({ kind: 'pass', outcome: 'offside', side: 'away' });
    expect(step(16)?.step).toMatchObject({ kind: 'offside', side: 'home' });
    expect(step(18)?.step).toMatchObject({ kind: 'ownGoal', side: 'home', x: 3 });
    expect(step(27)).toMatchObject({ period: 'secondHalf', step: { kind: 'shot', outcome: 'saved', second: 620 } });
  });

  it('leaves out the duplicate "Own Goal For", events without a location and the shoot-out kicks', () => {
    expect(step(19)).toBeUndefined();
    expect(mini.some((entry) => entry.step.id >= 44)).toBe(false);
    expect(mini.every((entry) => ballPathSchema.safeParse({ period: entry.period, steps: [entry.step] }).success)).toBe(true);
  });

  it('is read for every committed scenario made from StatsBomb files, from the same files', () => {
    expect(statsBombMatchOf).toEqual(Object.fromEntries(extracts.map((extract) => [extract.options.id, extract.match])));
  });

  it("is laid on the replay's clock, sent a tick at a time and in one message per period", async () => {
    const scenarios = await loadScenarios();
    const match = compileMatch(scenarios.get('euro2020-tur-ita')!);
    const timed = timeBallPath(match.timeline, mini);
    const secondHalf = match.timeline.periodStart.secondHalf!;
    expect(timed.find((entry) => entry.step.id === 27)?.at).toBe(secondHalf + 620);
    // From the first half's last step into the second half's first: two messages, one per period.
    const values = ballPathValues(stepsBetween(timed, 43 * 60, secondHalf + 2));
    expect(values.map((value) => [value.period, value.steps.map((entry) => entry.id)])).toEqual([
      ['firstHalf', [20]],
      ['secondHalf', [26]],
    ]);
    // A tick that passed nothing sends nothing; the snapshot's last steps stay within the period.
    expect(stepsBetween(timed, 100, 700)).toEqual([]);
    expect(recentSteps(timed, secondHalf + 2, 8).map((entry) => entry.step.id)).toEqual([26]);
    expect(recentSteps(timed, 750, 3).map((entry) => entry.step.id)).toEqual([9, 10, 11]);
  });
});

describe.skipIf(!existsSync(defaultStatsBombDir))("the committed StatsBomb matches' ball paths (../shared/data)", () => {
  let paths: Awaited<ReturnType<typeof loadBallPaths>>;
  beforeAll(async () => {
    paths = await loadBallPaths(defaultStatsBombDir);
  });

  it("follows each match's real events: Messi's goals, Lenglet's red card, Demiral's own goal and Immobile's goal", async () => {
    expect([...paths.keys()].sort()).toEqual(['euro2020-tur-ita', 'laliga-2018-19-bar-ala', 'laliga-2018-19-bar-gir']);
    const goals = (id: string) =>
      paths
        .get(id)!
        .filter(({ step }) => (step.kind === 'shot' && step.outcome === 'goal') || step.kind === 'ownGoal')
        .map(({ period, step }) => [period, Math.floor(step.second / 60), step.side, step.player]);
    // StatsBomb's clock 63:11, 82:41, 91:42: the second half's 18th, 37th and 46th minute.
    expect(goals('laliga-2018-19-bar-ala')).toEqual([
      ['secondHalf', 18, 'home', 'Lionel Messi'],
      ['secondHalf', 37, 'home', 'Philippe Coutinho'],
      ['secondHalf', 46, 'home', 'Lionel Messi'],
    ]);
    expect(goals('euro2020-tur-ita')).toEqual([
      ['secondHalf', 7, 'home', 'Demiral'],
      ['secondHalf', 20, 'away', 'Immobile'],
      ['secondHalf', 33, 'away', 'Insigne'],
    ]);
    // Italy attack the home goal: their goals are shot near x = 0, Turkey's own goal too.
    const italy = paths.get('euro2020-tur-ita')!.filter(({ step }) => step.outcome === 'goal' || step.kind === 'ownGoal');
    expect(italy.every(({ step }) => step.x < 15)).toBe(true);
    const red = paths.get('laliga-2018-19-bar-gir')!.filter(({ step }) => step.card === 'red');
    expect(red.map(({ period, step }) => [period, Math.floor(step.second / 60), step.side, step.player])).toEqual([
      ['firstHalf', 32, 'home', 'Lenglet'],
    ]);
  });

  it("names each step's player as the scenario's line-ups of that side do", async () => {
    const scenarios = await loadScenarios();
    for (const [id, steps] of paths) {
      const scenario = scenarios.get(id)!;
      for (const side of ['home', 'away'] as const) {
        const names = new Set(scenario[side].players.map((player) => player.shortName));
        const named = steps.filter((entry) => entry.step.side === side && entry.step.player);
        expect(named.length, `${id} ${side}`).toBeGreaterThan(500);
        expect(
          named.filter((entry) => !names.has(entry.step.player!)).map((entry) => entry.step.player),
          `${id} ${side}`,
        ).toEqual([]);
      }
    }
  });
});
