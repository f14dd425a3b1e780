import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { PlayerLine } from '../../../contract/match-data.ts';
import { feedOrigin, renderWidgetAt, serveFakeFeed } from '../../testing/feed.tsx';
import { captured } from './testing/answers.ts';
import { loadBrand } from '../../testing/brand.ts';
import { teamMark } from '../../rules/team-colours.ts';

/**
 * `/info/teams/formation` at route level against the feed's real answers (MSW): event id `final`
 * is the 2022 World Cup final, `laliga` Barcelona v Alavés (StatsBomb). `lineups` lets a test
 * answer with the line-ups of another moment of the match.
 */
const answers: { lineups: Record<string, object> } = { lineups: {} };

const feed = { stage: 'played' as 'inPlay' | 'played' };
const server = serveFakeFeed(feed);

beforeEach(() => {
  feed.stage = 'played';
  answers.lineups = { final: captured.final.lineups, laliga: captured.laliga.lineups };
  server.use(
    http.get(`${feedOrigin}/event_data/laliga`, () => HttpResponse.json({ ...captured.laliga.eventData, eventId: 'laliga' })),
    http.get(`${feedOrigin}/lineups/:eventId`, ({ params }) => HttpResponse.json(answers.lineups[String(params.eventId)] ?? null)),
    http.get(`${feedOrigin}/incidents/:eventId`, ({ params }) =>
      HttpResponse.json(params.eventId === 'laliga' ? captured.laliga.incidents : captured.final.incidents),
    ),
  );
});

/** Barcelona v Alavés as the feed answers at kick-off: the Starting XIs in place, nobody changed yet. */
function laligaAtKickOff() {
  const fresh = (player: PlayerLine): PlayerLine => {
    const { subbedOnMinute: _on, subbedOffMinute: _off, slot, ...rest } = player;
    return {
      ...rest,
      ...(player.subbedOnMinute === undefined && slot ? { slot } : {}),
      goals: 0,
      ownGoals: 0,
      yellowCards: 0,
      redCard: false,
    };
  };
  const team = (side: 'home' | 'away') => {
    const lineup = captured.laliga.lineups[side];
    return {
      ...lineup,
      starters: lineup.starters.map(fresh),
      substitutes: lineup.substitutes.map(fresh),
      current: { formation: lineup.formation, players: lineup.starters.map((player) => ({ id: player.id, slot: player.slot! })) },
      formationChanges: [],
    };
  };
  return { ...captured.laliga.lineups, home: team('home'), away: team('away') };
}

/** The formation picture, by the sentence that names both teams' shapes. */
const pitch = (name: string | RegExp) => screen.findByRole('img', { name });
// Inside the picture (an img, its parts presentational) the players have no role: found by their hooks.
const marker = (root: Element, id: string) => root.querySelector(`[data-testid="pitch-player-${id}"]`);
const centre = (root: Element, id: string) => {
  const circle = marker(root, id)!.querySelector('circle[data-marker]')!;
  return { cx: Number(circle.getAttribute('cx')), cy: Number(circle.getAttribute('cy')) };
};
/** The name written under a player's marker, and the full name it stands for. */
const nameOf = (root: Element, id: string) => {
  const label = marker(root, id)!.querySelector('[data-label]');
  return label ? { shown: label.textContent, full: label.parentElement!.querySelector('title')!.textContent } : null;
};
const marksOf = (root: Element, id: string) =>
  [...marker(root, id)!.querySelectorAll('[data-mark]')].map(
    (mark) => `${mark.getAttribute('data-mark')}: ${mark.querySelector('title')!.textContent}`,
  );
const onPitch = (root: Element, side: 'home' | 'away') =>
  [...root.querySelectorAll(`[data-side="${side}"]`)].map((node) => node.getAttribute('data-testid')!.replace('pitch-player-', '')).sort();
const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
const viewToggle = () => screen.queryByRole('group', { name: 'Line-up on the pitch' });
/** A team's changes during the match, the list named after it. */
const changesOf = (team: string) => screen.getByRole('list', { name: `${team}: Changes during the match` });
// The formations beside the teams' names above and below the pitch, and a team's part of the
// timeline ("Started in 4-4-2" under its heading), have no role of their own: found by their hooks.

describe('the formation screen (route level, feed mocked with real answers)', { timeout: 20_000 }, () => {
  it('draws Barcelona v Alavés at kick-off as StatsBomb has it: 4-4-2 against 4-1-4-1, no toggle while nothing has changed', async () => {
    answers.lineups.laliga = laligaAtKickOff();
    await renderWidgetAt('/info/teams/formation?eventId=laliga&lang=en');
    const field = await pitch('Barcelona in a 4-4-2 at the bottom, Deportivo Alavés in a 4-1-4-1 at the top.');
    expect(viewToggle()).toBeNull();
    expect(screen.getByTestId('formation-home')).toHaveTextContent('4-4-2');
    expect(screen.getByTestId('formation-away')).toHaveTextContent('4-1-4-1');
    expect(onPitch(field, 'home')).toEqual(
      [
        'marc-andre-ter-stegen',
        'nelson-semedo',
        'gerard-pique',
        'samuel-umtiti',
        'jordi-alba',
        'sergi-roberto',
        'sergio-busquets',
        'ivan-rakitic',
        'ousmane-dembele',
        'luis-suarez',
        'lionel-messi',
      ]
        .map((id) => `bar-${id}`)
        .sort(),
    );
    expect(onPitch(field, 'away')).toHaveLength(11);
    // Ter Stegen nearest the bottom goal, Pacheco the top one; Semedo on the right of Barcelona's back four.
    const all = [...field.querySelectorAll('[data-testid^="pitch-player-"]')].map((node) => node.getAttribute('data-testid')!.slice(13));
    const heights = all.map((id) => centre(field, id).cy);
    expect(centre(field, 'bar-marc-andre-ter-stegen').cy).toBe(Math.max(...heights));
    expect(centre(field, 'ala-fernando-pacheco').cy).toBe(Math.min(...heights));
    expect(centre(field, 'bar-nelson-semedo').cx).toBeGreaterThan(centre(field, 'bar-jordi-alba').cx);
    // StatsBomb gives the full names; the pitch writes the surnames, particles kept.
    expect(nameOf(field, 'bar-marc-andre-ter-stegen')).toEqual({ shown: 'ter Stegen', full: 'Marc-André ter Stegen' });
    expect(nameOf(field, 'bar-lionel-messi')).toEqual({ shown: 'Messi', full: 'Lionel Messi' });
    const timeline = screen.getByRole('region', { name: 'Changes during the match' });
    expect(within(timeline).getByTestId('formation-timeline-home')).toHaveTextContent('Started in 4-4-2');
    expect(within(timeline).getByTestId('formation-timeline-away')).toHaveTextContent('Started in 4-1-4-1');
    expect(within(timeline).getAllByText('No changes so far.')).toHaveLength(2);
  });

  it('draws each side’s discs in its own colour lightened until it stands 3:1 on the grass, not the page’s colour', async () => {
    await renderWidgetAt('/info/teams/formation?eventId=laliga&lang=en');
    const field = await pitch(/^Barcelona in a/);
    // The palette nearest the pitch is the pitch's: the teams' colours made to stand 3:1 on DEFAULT's
    // grass and stripe (the rule's unit test gives the colours).
    const palette = field.closest('[data-testid="team-palette"]')!;
    expect(palette).toHaveAttribute('data-surface', 'pitch');
    const { pitch: grass, background } = loadBrand().colours;
    const colours = captured.laliga.eventData.home.colours!;
    expect(palette).toHaveAttribute('data-home-colour', teamMark(colours.primary, [grass.grass, grass.stripe]));
    // The page's palette around it keeps the colours made for the page and its cards.
    const page = palette.parentElement!.closest('[data-testid="team-palette"]');
    expect(page).toHaveAttribute('data-surface', 'page');
    expect(page).toHaveAttribute('data-home-colour', teamMark(colours.primary, [background.default, background.paper]));
    expect(page!.getAttribute('data-home-colour')).not.toBe(palette.getAttribute('data-home-colour'));
  });

  it('at full time shows the Starting XIs first, then the current shape: Barcelona in 4-3-3 with Coutinho on for Semedo', async () => {
    await renderWidgetAt('/info/teams/formation?eventId=laliga&lang=en');
    let field = await pitch(/^Barcelona in a 4-4-2 at the bottom, /);
    const toggle = viewToggle()!;
    expect(within(toggle).getByRole('button', { name: 'Starting XI' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(toggle).getByRole('button', { name: 'Current' })).toHaveAttribute('aria-pressed', 'false');
    // Starting XI: Semedo, who went off at half-time, in the 4-4-2 he started in; Messi with his two goals.
    expect(field).toHaveAccessibleName(/^Barcelona in a 4-4-2 at the bottom, .+ in a 4-1-4-1 at the top\.$/);
    expect(screen.getByTestId('formation-home')).toHaveTextContent('4-4-2');
    expect(marker(field, 'bar-philippe-coutinho')).toBeNull();
    expect(marksOf(field, 'bar-nelson-semedo')).toEqual(['substitution: Substitution off 46′']);
    expect(marksOf(field, 'bar-lionel-messi')).toEqual(['goals: Goals: 2']);
    expect(screen.getByRole('list', { name: 'Barcelona: Formation' })).toHaveTextContent(
      '2 Nélson Semedo, Side back, Substitution off 46′',
    );

    await userEvent.click(within(toggle).getByRole('button', { name: 'Current' }));
    field = await pitch(/^Barcelona in a 4-3-3 at the bottom, /);
    expect(within(viewToggle()!).getByRole('button', { name: 'Current' })).toHaveAttribute('aria-pressed', 'true');
    expect(field).toHaveAccessibleName(/^Barcelona in a 4-3-3 at the bottom, .+ in a 4-4-2 at the top\.$/);
    expect(screen.getByTestId('formation-home')).toHaveTextContent('4-3-3');
    expect(marker(field, 'bar-nelson-semedo')).toBeNull();
    expect(marksOf(field, 'bar-philippe-coutinho')).toEqual(['substitution: Substitution on 46′', 'goals: Goal']);
    expect(nameOf(field, 'bar-philippe-coutinho')).toEqual({ shown: 'Coutinho', full: 'Philippe Coutinho' });
    // Coutinho finished on the left wing, Messi on the right: left and right as Barcelona attack upwards.
    expect(centre(field, 'bar-philippe-coutinho').cx).toBeLessThan(centre(field, 'bar-luis-suarez').cx);
    expect(centre(field, 'bar-lionel-messi').cx).toBeGreaterThan(centre(field, 'bar-luis-suarez').cx);
    expect(screen.getByRole('list', { name: 'Barcelona: Formation' })).toHaveTextContent(
      '7 Philippe Coutinho, Midfielder, Goal, Substitution on 46′',
    );

    const barcelona = changesOf('Barcelona');
    expect(items(barcelona)).toEqual([
      '46′Philippe Coutinho on for Nélson Semedo · Midfielder',
      '46′4-4-2 → 4-3-3Formation changed from 4-4-2 to 4-3-3',
      '77′Arthur on for Dembélé · Midfielder',
      '85′Arturo Vidal on for Sergio Busquets · Midfielder',
    ]);
    const alaves = changesOf('Deportivo Alavés');
    expect(items(alaves)[2]).toBe('69′4-1-4-1 → 4-4-2Formation changed from 4-1-4-1 to 4-4-2');
  });

  it('draws the 2022 final’s Starting XIs with their short names, and the two Martínez told apart at the end', async () => {
    await renderWidgetAt('/info/teams/formation?eventId=final&lang=en');
    let field = await pitch(/^Argentina in a 4-3-3 at the bottom, /);
    expect(field).toHaveAccessibleName('Argentina in a 4-3-3 at the bottom, France in a 4-2-3-1 at the top.');
    expect(onPitch(field, 'home')).toContain('arg-di-maria');
    expect(onPitch(field, 'home')).not.toContain('arg-acuna');
    expect(onPitch(field, 'away')).toContain('fra-giroud');
    expect(nameOf(field, 'arg-enzo-fernandez')).toEqual({ shown: 'Fernández', full: 'Enzo Fernández' });
    expect(nameOf(field, 'arg-emi-martinez')).toEqual({ shown: 'Martínez', full: 'Emiliano Martínez' });
    for (const [id, shown] of [
      ['arg-de-paul', 'De Paul'],
      ['arg-mac-allister', 'Mac Allister'],
      ['arg-di-maria', 'Di María'],
    ] as const) {
      expect(nameOf(field, id)?.shown).toBe(shown);
    }
    expect(marksOf(field, 'arg-messi')).toEqual(['goals: Goals: 2', 'captain: Captain']);
    expect(marksOf(field, 'arg-di-maria')).toEqual(['substitution: Substitution off 64′', 'goals: Goal']);
    expect(marksOf(field, 'arg-enzo-fernandez')).toEqual(['card: Yellow card']);
    expect(marksOf(field, 'fra-mbappe')).toEqual(['goals: Goals: 3']);
    expect(screen.getByRole('list', { name: 'Argentina: Formation' })).toHaveTextContent('10 Lionel Messi, Attacker, Captain, Goals: 2');

    await userEvent.click(screen.getByRole('button', { name: 'Current' }));
    field = await pitch(/^Argentina in a .+ at the bottom, France in a .+ at the top\.$/);
    // At the end Acuña stands where Di María started; Emiliano and Lautaro Martínez both on the pitch.
    expect(marker(field, 'arg-di-maria')).toBeNull();
    expect(marker(field, 'fra-giroud')).toBeNull();
    expect(onPitch(field, 'away')).toEqual(expect.arrayContaining(['fra-thuram', 'fra-kolo-muani', 'fra-camavinga']));
    expect(nameOf(field, 'arg-emi-martinez')?.shown).toBe('E. Martínez');
    expect(nameOf(field, 'arg-lautaro-martinez')?.shown).toBe('L. Martínez');
    expect(marksOf(field, 'arg-acuna')).toEqual(['substitution: Substitution on 64′', 'card: Yellow card']);
    const argentina = changesOf('Argentina');
    expect(items(argentina)[0]).toBe('64′Acuña on for Di María · Side back');
    expect(items(argentina)).toHaveLength(6);
    expect(items(changesOf('France'))).toHaveLength(7);
    // The text alternative names everyone on the pitch.
    expect(screen.getByRole('list', { name: 'Argentina: Formation' })).toHaveTextContent('23 Emiliano Martínez, Goalkeeper');
  });

  it('writes the toggle and the timeline in Greek', async () => {
    await renderWidgetAt('/info/teams/formation?eventId=laliga&lang=el');
    await pitch('Barcelona με 4-4-2 κάτω, Deportivo Alavés με 4-1-4-1 πάνω.');
    const toggle = screen.getByRole('group', { name: 'Ενδεκάδα στο γήπεδο' });
    expect(within(toggle).getByRole('button', { name: 'Βασική ενδεκάδα' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(toggle).getByRole('button', { name: 'Τώρα' })).toBeInTheDocument();
    const barcelona = screen.getByTestId('formation-timeline-home');
    expect(barcelona).toHaveTextContent('Ξεκίνησε με 4-4-2');
    expect(barcelona).toHaveTextContent('Το σύστημα άλλαξε από 4-4-2 σε 4-3-3');
  });
});
