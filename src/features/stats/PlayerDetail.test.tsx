import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedOrigin, renderWidgetAt, serveFakeFeed, SilentSocket } from '../../testing/feed.tsx';
import { markerRadius } from './model/expected-goals.ts';
import { laligaHandlers } from './testing/stats-feed.ts';

const feed = { stage: 'played' as 'played' | 'inPlay' };
const server = serveFakeFeed(feed);
const wait = { timeout: 10_000 };
const messi = 'Lionel Messi';

beforeEach(() => {
  feed.stage = 'played';
  server.use(...laligaHandlers(feedOrigin));
  vi.stubGlobal('WebSocket', SilentSocket);
});

/** The player-stats table, named by the page's title. */
const playerTable = (name = 'Player Stats') => screen.findByRole('table', { name }, wait);

async function openMessi(lang = 'en', title = 'Player Stats') {
  await renderWidgetAt(`/stats/player-stats?eventId=laliga-2018-19-bar-ala&lang=${lang}`);
  return within(await playerTable(title)).getByRole('button', { name: messi });
}

/**
 * The heat map is drawn for the eye only (aria-hidden; its sentence and the zones' table are its
 * text): its cells are read from the drawing, which has no role.
 */
const heatMap = () => screen.getByTestId('heat-map');

describe("a player's heat map and shot chart (route level, Barcelona 3-0 Alavés, StatsBomb)", { timeout: 20_000 }, () => {
  it("opens Messi's detail from the keyboard, focused on his name, and goes back to his row", async () => {
    const button = await openMessi();
    button.focus();
    await userEvent.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 2, name: messi });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('table', { name: 'Player Stats' })).toBeNull();
    // Lionel Messi is the name he goes by and his name in full: under it, only his team.
    expect(heading.parentElement!.nextElementSibling).toHaveTextContent(/^Barcelona$/);
    const facts = within(screen.getByRole('region', { name: messi }));
    // The whole match: 90 on the match clock, added time not counted (server/src/match-stats/minutes.ts).
    expect(facts.getByText('Minutes played').nextElementSibling).toHaveTextContent('90');
    expect(facts.getByText('Touches').nextElementSibling).toHaveTextContent('114');
    expect(facts.getByText('Passes').nextElementSibling).toHaveTextContent('76 / 92');
    await userEvent.click(screen.getByRole('button', { name: /Back to all players/ }));
    const again = await screen.findByRole('button', { name: messi });
    await waitFor(() => expect(again).toHaveFocus());
  });

  it('draws his 114 touches and says where most of them were, with the zones in a table', async () => {
    await userEvent.click(await openMessi());
    await screen.findByRole('heading', { name: 'Heat Map' });
    const map = heatMap();
    // StatsBomb's touches on the 10 x 6 grid: the busiest cell holds 12, and the cells add up to 114.
    const cells = [...map.querySelectorAll('[data-touches]')].map((cell) => Number(cell.getAttribute('data-touches')));
    expect(cells.reduce((sum, count) => sum + count, 0)).toBe(114);
    expect(Math.max(...cells)).toBe(12);
    expect(map.querySelectorAll('[data-testid="third-line"]')).toHaveLength(2);
    expect(screen.getByText('Most touches in the right wing of the attacking third: 27% of 114.')).toBeInTheDocument();
    const zones = screen.getByRole('table', { name: 'Share of 114 touches by zone (Match)' });
    expect(within(zones).getByRole('row', { name: /^attacking third/ })).toHaveTextContent('attacking third2%3%17%18%27%');
    expect(within(zones).getByRole('row', { name: /^defensive third/ })).toHaveTextContent('defensive third0%0%0%0%0%');
  });

  it('shows one half at a time: his 51 first-half touches, then his 63 after the break, the sentence and table following', async () => {
    await userEvent.click(await openMessi());
    const periods = await screen.findByRole('group', { name: 'Heat map period' });
    const button = (name: string) => within(periods).getByRole('button', { name });
    expect(button('Match')).toHaveAttribute('aria-pressed', 'true');
    const touches = () => [...heatMap().querySelectorAll('[data-touches]')].map((cell) => Number(cell.getAttribute('data-touches')));
    const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
    expect(sum(touches())).toBe(114);

    // The feed's first-half grid (StatsBomb): 51 touches, the busiest cell 7, still 27% on the right wing up front.
    await userEvent.click(button('1st half'));
    expect(button('1st half')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Match')).toHaveAttribute('aria-pressed', 'false');
    expect(sum(touches())).toBe(51);
    expect(Math.max(...touches())).toBe(7);
    expect(screen.getByText('Most touches in the right wing of the attacking third: 27% of 51.')).toBeInTheDocument();
    const firstHalf = screen.getByRole('table', { name: 'Share of 51 touches by zone (1st half)' });
    expect(within(firstHalf).getByRole('row', { name: /^middle third/ })).toHaveTextContent('middle third2%2%10%9%10%');

    await userEvent.click(button('2nd half'));
    expect(sum(touches())).toBe(63);
    expect(Math.max(...touches())).toBe(9);
    const secondHalf = screen.getByRole('table', { name: 'Share of 63 touches by zone (2nd half)' });
    expect(within(secondHalf).getByRole('row', { name: /^middle third/ })).toHaveTextContent('middle third1%2%5%5%19%');
    expect(within(secondHalf).getByRole('row', { name: /^defensive third/ })).not.toHaveTextContent('defensive third0%0%0%0%0%');
  });

  it('says a half-time substitute had no touches in the first half (Coutinho, on at the break)', async () => {
    await renderWidgetAt('/stats/player-stats?eventId=laliga-2018-19-bar-ala&lang=en');
    await userEvent.click(within(await playerTable()).getByRole('button', { name: 'Philippe Coutinho' }));
    const periods = await screen.findByRole('group', { name: 'Heat map period' });
    await userEvent.click(within(periods).getByRole('button', { name: '1st half' }));
    expect(screen.getByText('No touches in this period.')).toBeInTheDocument();
    expect(screen.queryByTestId('heat-map')).toBeNull();
    await userEvent.click(within(periods).getByRole('button', { name: '2nd half' }));
    expect(screen.getByText(/^Most touches in .* of 60\.$/)).toBeInTheDocument();
  });

  it('charts his eight shots: both goals filled, marker area proportional to xG, free kick at 64 and the winner in added time', async () => {
    await userEvent.click(await openMessi());
    // The shot chart is drawn for the eye only (aria-hidden; the list of shots is its text): no role.
    await screen.findByRole('combobox', { name: 'Choose a shot' });
    const chart = screen.getByTestId('shot-map');
    const markers = chart.querySelectorAll('[data-shot]');
    expect(markers).toHaveLength(8);
    const goals = [...chart.querySelectorAll('[data-outcome="goal"]')];
    expect(goals).toHaveLength(2);
    for (const goal of goals) expect(goal.getAttribute('fill')).not.toBe('none');
    expect(chart.querySelectorAll('[data-outcome="woodwork"]')).toHaveLength(2);
    // StatsBomb xG: the free kick 0.126 (64:11), the second 0.271 (90+2); radius grows with the square root.
    const radius = (id: string) => Number(chart.querySelector(`[data-shot="${id}"]`)!.getAttribute('r'));
    expect(radius('e42')).toBeCloseTo(markerRadius(0.1261));
    expect(radius('e71')).toBeCloseTo(markerRadius(0.271));
    expect(radius('e71') ** 2 / radius('e42') ** 2).toBeCloseTo(0.271 / 0.1261, 2);
    // The latest goal first: 90+2', left foot, 0.27. The chosen shot's box has no role or name of its own.
    const details = () => within(screen.getByTestId('shot-details'));
    expect(details().getByText("90+2'")).toBeInTheDocument();
    expect(details().getByText('Left foot')).toBeInTheDocument();
    expect(details().getByText('0.27')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Choose a shot' }), 'e42');
    expect(details().getByText("64'")).toBeInTheDocument();
    expect(details().getByText('Direct free kick')).toBeInTheDocument();
    expect(details().getByText('Goal')).toBeInTheDocument();
    expect(details().getByText('0.13')).toBeInTheDocument();
  });

  it('says so when a player has not shot, and that a live heat map holds only the halves over', async () => {
    feed.stage = 'inPlay';
    await renderWidgetAt('/stats/player-stats?eventId=laliga-2018-19-bar-ala&lang=en');
    await userEvent.click(within(await playerTable()).getByRole('button', { name: 'Marc-André ter Stegen' }));
    expect(await screen.findByText('No shots so far.')).toBeInTheDocument();
    expect(screen.getByText('Touches from the halves already over.')).toBeInTheDocument();
  });

  it('reads in German', async () => {
    await userEvent.click(await openMessi('de', 'Spielerstatistik'));
    expect(await screen.findByText('Meiste Ballkontakte: rechter Flügel, Angriffsdrittel – 27 % von 114.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Heatmap' })).toBeInTheDocument();
    const periods = screen.getByRole('group', { name: 'Zeitraum der Heatmap' });
    await userEvent.click(within(periods).getByRole('button', { name: '1. Halbzeit' }));
    expect(screen.getByText('Meiste Ballkontakte: rechter Flügel, Angriffsdrittel – 27 % von 51.')).toBeInTheDocument();
  });
});
