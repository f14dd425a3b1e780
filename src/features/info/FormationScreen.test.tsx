import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { PlayerLine } from '../../../contract/match-data.ts';
import { feedOrigin, renderWidgetAt, serveFakeFeed } from '../../testing/feed.tsx';
import { captured } from './testing/answers.ts';

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

const pitch = () => screen.findByTestId('formation-pitch');
const marker = (root: Element, id: string) => root.querySelector(`[data-testid="pitch-player-${id}"]`);
const centre = (root: Element, id: string) => {
  const circle = marker(root, id)!.querySelector('circle')!;
  return { cx: Number(circle.getAttribute('cx')), cy: Number(circle.getAttribute('cy')) };
};
const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

describe('the formation screen (route level, feed mocked with real answers)', { timeout: 20_000 }, () => {
  it('draws Barcelona v Alavés at kick-off as StatsBomb has it: 4-4-2 against 4-1-4-1, the Starting XIs in place', async () => {
    answers.lineups.laliga = laligaAtKickOff();
    await renderWidgetAt('/info/teams/formation?eventId=laliga&lang=en');
    const field = await pitch();
    expect(screen.getByTestId('formation-home')).toHaveTextContent('4-4-2');
    expect(screen.getByTestId('formation-away')).toHaveTextContent('4-1-4-1');
    const home = [...field.querySelectorAll('[data-side="home"]')].map((node) => node.getAttribute('data-testid'));
    expect(home.sort()).toEqual(
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
        .map((id) => `pitch-player-bar-${id}`)
        .sort(),
    );
    expect(field.querySelectorAll('[data-side="away"]')).toHaveLength(11);
    // Ter Stegen in the bottom goal, Pacheco in the top one; Semedo on the right of Barcelona's back four.
    expect(centre(field, 'bar-marc-andre-ter-stegen').cy).toBeGreaterThan(95);
    expect(centre(field, 'ala-fernando-pacheco').cy).toBeLessThan(10);
    expect(centre(field, 'bar-nelson-semedo').cx).toBeGreaterThan(centre(field, 'bar-jordi-alba').cx);
    const timeline = screen.getByTestId('formation-timeline');
    expect(within(timeline).getByTestId('formation-timeline-home')).toHaveTextContent('Started in 4-4-2');
    expect(within(timeline).getByTestId('formation-timeline-away')).toHaveTextContent('Started in 4-1-4-1');
    expect(within(timeline).getAllByText('No changes so far.')).toHaveLength(2);
  });

  it('follows the match to full time: Barcelona in 4-3-3 with Coutinho on, Alavés in 4-4-2, and says when each changed', async () => {
    await renderWidgetAt('/info/teams/formation?eventId=laliga&lang=en');
    const field = await pitch();
    expect(field).toHaveAccessibleName(/^Barcelona in a 4-3-3 at the bottom, .+ in a 4-4-2 at the top\.$/);
    expect(screen.getByTestId('formation-home')).toHaveTextContent('4-3-3');
    expect(marker(field, 'bar-nelson-semedo')).toBeNull();
    expect(marker(field, 'bar-philippe-coutinho')!.querySelector('[data-mark="cameOn"]')).not.toBeNull();
    // Coutinho finished on the left wing, Messi on the right: left and right as Barcelona attack upwards.
    expect(centre(field, 'bar-philippe-coutinho').cx).toBeLessThan(20);
    expect(centre(field, 'bar-lionel-messi').cx).toBeGreaterThan(48);
    const barcelona = within(screen.getByTestId('formation-timeline-home')).getByRole('list');
    expect(items(barcelona)).toEqual([
      '46′Philippe Coutinho on for Nélson Semedo · Midfielder',
      '46′4-4-2 → 4-3-3Formation changed from 4-4-2 to 4-3-3',
      '77′Arthur on for Dembélé · Midfielder',
      '85′Arturo Vidal on for Sergio Busquets · Midfielder',
    ]);
    const alaves = within(screen.getByTestId('formation-timeline-away')).getByRole('list');
    expect(items(alaves)[2]).toBe('69′4-1-4-1 → 4-4-2Formation changed from 4-1-4-1 to 4-4-2');
  });

  it('draws the 2022 final’s real line-ups: Martínez in goal and Messi for Argentina, Lloris and Mbappé for France', async () => {
    await renderWidgetAt('/info/teams/formation?eventId=final&lang=en');
    const field = await pitch();
    expect(field).toHaveAccessibleName('Argentina in a 4-3-3 at the bottom, France in a 4-2-3-1 at the top.');
    expect(centre(field, 'arg-emi-martinez').cy).toBeGreaterThan(95);
    expect(centre(field, 'fra-lloris').cy).toBeLessThan(10);
    expect(within(field).getByText('Messi')).toBeInTheDocument();
    expect(within(field).getByText('Mbappé')).toBeInTheDocument();
    // At full time Acuña stands where Di María started.
    const diMaria = captured.final.lineups.home.starters.find((player) => player.id === 'arg-di-maria')!;
    expect(marker(field, 'arg-di-maria')).toBeNull();
    expect(centre(field, 'arg-acuna').cx).toBeCloseTo((diMaria.slot!.y / 100) * 68, 5);
    const argentina = within(screen.getByTestId('formation-timeline-home')).getByRole('list');
    expect(items(argentina)[0]).toBe('64′Acuña on for Di María · Side back');
    expect(items(argentina)).toHaveLength(6);
    expect(items(within(screen.getByTestId('formation-timeline-away')).getByRole('list'))).toHaveLength(7);
    // The text alternative names everyone on the pitch.
    expect(screen.getByRole('list', { name: 'Argentina: Formation' })).toHaveTextContent('23 Emiliano Martínez, Goalkeeper');
  });

  it('writes the timeline in Greek', async () => {
    await renderWidgetAt('/info/teams/formation?eventId=laliga&lang=el');
    await pitch();
    const barcelona = screen.getByTestId('formation-timeline-home');
    expect(barcelona).toHaveTextContent('Ξεκίνησε με 4-4-2');
    expect(barcelona).toHaveTextContent('Το σύστημα άλλαξε από 4-4-2 σε 4-3-3');
  });
});
