import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedOrigin, renderWidgetAt, serveFakeFeed, SilentSocket } from '../../testing/feed.tsx';
import { filtersStorageKey } from './model/assistant-filters.ts';
import { analyticsRequests, finalAssistant, laliga, laligaHandlers } from './testing/stats-feed.ts';

const feed = { stage: 'played' as const };
const server = serveFakeFeed(feed);
const wait = { timeout: 10_000 };

/**
 * The ranked rows of the Opta points and assistant pages: the page's only list. It has no name of
 * its own; the page's heading says what it ranks.
 */
const rankedList = () => screen.findByRole('list', {}, wait);

beforeEach(() => {
  server.use(...laligaHandlers(feedOrigin));
  vi.stubGlobal('WebSocket', SilentSocket);
  analyticsRequests.length = 0;
  window.localStorage.clear();
});

describe('stats tables (route level, Barcelona 3-0 Alavés)', { timeout: 20_000 }, () => {
  it('lists match points, Messi first with 12 from goals 8, appearance 2 and two shots on target', async () => {
    await renderWidgetAt('/stats/opta-points?eventId=laliga&lang=en');
    const first = within(await rankedList()).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Lionel Messi');
    expect(first).toHaveTextContent('12');
    expect(within(first).getByText('Goals +8 · Appearance +2 · Shots on target +2')).toBeInTheDocument();
  });

  it('says how the points are earned in the fan\u2019s language', async () => {
    await renderWidgetAt('/stats/opta-points?eventId=laliga&lang=de');
    await rankedList();
    expect(screen.getByText('So werden die Punkte vergeben')).toBeInTheDocument();
    expect(
      screen.getByText(/^Einsatz 1, oder 2 ab 60 Minuten auf der Spieluhr \(Nachspielzeit zählt nicht\); Tor 6 \(Torwart, Verteidiger\)/),
    ).toBeInTheDocument();
    // The page says first what the points are: ours, not Opta's.
    expect(screen.getByText('Unsere eigenen Punkte, berechnet aus den Spielereignissen. Keine Opta Points.')).toBeInTheDocument();
  });

  it('lists only the scorers our records know for La Liga, and says how few matches they cover', async () => {
    await renderWidgetAt('/stats/top-scorers?eventId=laliga&lang=en');
    const table = await screen.findByRole('table', { name: 'Top Scorers' }, wait);
    expect(screen.getByText('Scorers are known for only 1 of the 5 matches played, so this list is incomplete.')).toBeInTheDocument();
    // After matchday 1 our records know Messi 2 and Coutinho 1, and no other scorer.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1Lionel MessiBAR2', '2Philippe CoutinhoBAR1']);
    expect(analyticsRequests[0]).toMatchObject({ authorization: 'demo-analytics-token', outletKey: 'demo-outlet' });
  });

  it('shows player stats a group at a time, Messi first by xG, and sorts by a tapped heading', async () => {
    await renderWidgetAt('/stats/player-stats?eventId=laliga&lang=en');
    const table = await screen.findByRole('table', { name: 'Player Stats' }, wait);
    const headings = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    const firstNames = (count: number) =>
      within(table)
        .getAllByRole('rowheader')
        .slice(0, count)
        .map((cell) => cell.querySelector('button')!.textContent);
    const sorted = () => table.querySelector('th[aria-sort]');
    // Attack first, sorted by xG: Messi 0.99, Suárez 0.58, Coutinho 0.46 (StatsBomb).
    expect(screen.getByRole('button', { name: 'Attack' })).toHaveAttribute('aria-pressed', 'true');
    expect(headings()).toEqual(['Player', 'G', 'A', 'Sh', 'SoT', 'xG']);
    expect(sorted()).toHaveAccessibleName('Expected goals');
    expect(sorted()).toHaveAttribute('aria-sort', 'descending');
    expect(firstNames(3)).toEqual(['Lionel Messi', 'Luis Suárez', 'Philippe Coutinho']);
    // His row: position, then 2 goals, 0 assists, 8 shots, 4 on target, 0.99 xG.
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^Lionel MessiStriker20840\.99$/);

    // A heading's full name is what a screen reader hears; the abbreviation is what fits.
    const goals = within(table).getByRole('columnheader', { name: 'Goals' });
    expect(goals).toHaveTextContent(/^G$/);
    expect(within(goals).getByTitle('Goals')).toHaveTextContent('G');
    await userEvent.click(within(table).getByRole('button', { name: 'G, Goals' }));
    expect(sorted()).toBe(goals);
    expect(goals).toHaveAttribute('aria-sort', 'descending');
    // Barcelona's three: Messi 2, Coutinho 1.
    expect(firstNames(2)).toEqual(['Lionel Messi', 'Philippe Coutinho']);
    await userEvent.click(within(table).getByRole('button', { name: 'Player' }));
    expect(sorted()).toHaveTextContent('Player');
    expect(sorted()).toHaveAttribute('aria-sort', 'ascending');
    expect(firstNames(1)).toEqual(['Adrián Marín']);

    // Discipline: fouls, yellow and red cards, sorted by fouls (Jony and Manu García, 3 each).
    await userEvent.click(within(table).getByRole('button', { name: 'Player' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discipline' }));
    expect(screen.getByRole('button', { name: 'Discipline' })).toHaveAttribute('aria-pressed', 'true');
    expect(headings()).toEqual(['Player', 'F', 'YC', 'RC']);
    expect(within(table).getByRole('columnheader', { name: 'Yellow cards' })).toHaveTextContent(/^YC$/);
    // Sorted by name, the name stays the order; the group's figures come in beside it.
    expect(sorted()).toHaveTextContent('Player');
    await userEvent.click(within(table).getByRole('button', { name: 'F, Fouls conceded' }));
    expect(firstNames(2)).toEqual(['Jony', 'Manu García']);

    // General: a group whose figures are not the sorted one opens on its own lead, minutes.
    await userEvent.click(screen.getByRole('button', { name: 'General' }));
    expect(headings()).toEqual(['Player', 'Min', 'Tch', 'Pass', 'Acc']);
    expect(sorted()).toHaveAccessibleName('Minutes played');
    await userEvent.click(within(table).getByRole('button', { name: 'Tch, Touches' }));
    expect(firstNames(3)).toEqual(['Rakitić', 'Jordi Alba', 'Lionel Messi']);
    // 76 of Messi's 92 passes found a team-mate.
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent(/11492 ?83 ?%$/);
  });

  it('measures from event data only, says over how many matches, and counts the match just played as each team\u2019s one result', async () => {
    await renderWidgetAt('/stats/season-avg/attacking?eventId=laliga&lang=en');
    expect(await screen.findByRole('heading', { name: 'Detailed stats, per match' }, wait)).toBeInTheDocument();
    expect(screen.getByText('Barcelona: matches with detailed stats 1, minutes 90.')).toBeInTheDocument();
    expect(screen.getByText('Alavés: matches with detailed stats 1, minutes 90.')).toBeInTheDocument();
    // Matchday 1 of La Liga 2018/19: Barcelona 3-0 Alavés is the only result either team has.
    expect(screen.getByText('Barcelona: matches played 1, minutes 90.')).toBeInTheDocument();
    expect(screen.getByText('Alavés: matches played 1, minutes 90.')).toBeInTheDocument();
    const results = screen.getByRole('table', { name: 'Results per match' });
    expect(within(results).getByRole('row', { name: /^Goals 3 0/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Detailed stats, per match' });
    // The match's own StatsBomb figures, the same as its live statistics.
    const shots = laliga.liveStats.summary;
    expect(within(table).getByRole('row', { name: `Shots ${shots.home.shots} ${shots.away.shots}` })).toBeInTheDocument();
  });

  it("shows the player assistant's evidence from the record, the 0% note, and keeps the fan's filters", async () => {
    server.use(...laligaHandlers(feedOrigin, { playerAssistant: finalAssistant }));
    await renderWidgetAt('/stats/assistant?eventId=laliga&lang=en');
    const rows = await rankedList();
    // The 2022 final at full time: Messi scored in 5 of Argentina's last 6 (2, 1, 1, 1, 0, 1).
    const messi = within(rows)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Messi'))!;
    expect(messi).toHaveTextContent('83%');
    expect(within(messi).getByText("Over 0.5 Goals in 5 of the team's last 6 matches on record. Average 1 a match.")).toBeInTheDocument();
    // Which six: the World Cup's, named on screen as the service names its window (not every international).
    expect(screen.getByTestId('assistant-window')).toHaveTextContent(/^Only matches in FIFA World Cup 2022 are counted\.$/);
    // Who recorded the matches is said once, in the credits line.
    expect(screen.getByTestId('powered-by')).toHaveTextContent(/^Sources: tournament results and scorers, match reports$/);
    // Only goals are on record for international matches (and the final's own cards).
    const eventMenu = screen.getByRole('combobox', { name: 'Event' });
    expect(eventMenu).toHaveTextContent('Goals');
    await userEvent.click(eventMenu);
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Goals', 'Cards']);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('Players with 0% have been removed from the list')).toBeInTheDocument();
    expect(analyticsRequests.at(-1)!.body.variables).toMatchObject({ event: 'GOALS', team: 'BOTH', threshold: 0.5, matches: 6 });

    // The line, the matches and the share are buttons, one pressed; the short label says the number, the name the whole choice.
    const line = within(screen.getByRole('group', { name: 'Line' }));
    expect(line.getByRole('button', { name: 'Over 0.5' })).toHaveAttribute('aria-pressed', 'true');
    expect(line.getAllByRole('button').map((button) => button.textContent)).toEqual(['0.5', '1.5', '2.5', '3.5', '4.5']);
    await userEvent.click(line.getByRole('button', { name: 'Over 1.5' }));
    expect(line.getByRole('button', { name: 'Over 1.5' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(analyticsRequests.at(-1)!.body.variables).toMatchObject({ threshold: 1.5 }));
    expect(JSON.parse(window.localStorage.getItem(filtersStorageKey)!)).toMatchObject({ thresholds: { player: 1.5 } });

    // Over 75%: Messi alone (83%); Mbappé and Álvarez scored in 3 of 6.
    await userEvent.click(within(screen.getByRole('group', { name: 'Share' })).getByRole('button', { name: 'Over 75%' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list'))
          .getAllByRole('listitem')
          .map((item) => item.textContent?.split(/\d/)[0]),
      ).toEqual(['Messi']),
    );
  });

  it('asks a yes-or-no event at its only line, with no line to choose and its own sentence', async () => {
    window.localStorage.setItem(filtersStorageKey, JSON.stringify({ activeEventTeam: 'WINS', thresholds: { player: 0.5, team: 2.5 } }));
    await renderWidgetAt('/stats/team-assistant?eventId=laliga&lang=en');
    // Goals first (every record holds them); the service's answer then offers the win.
    await waitFor(() => expect(analyticsRequests.at(-1)!.body.variables).toMatchObject({ event: 'WINS', threshold: 0.5 }), wait);
    expect(screen.queryByRole('group', { name: 'Line' })).toBeNull();
    const rows = await rankedList();
    // Matchday 1: La Liga 2018/19 holds one match of the six asked for, and the row says so.
    expect(
      within(within(rows).getAllByRole('listitem')[0]!).getByText('Win in 1 of the last 1 matches. Our records hold only 1 of the last 6.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('assistant-window')).toHaveTextContent(/^Only matches in La Liga 2018\/19 are counted\.$/);
  });

  it("names the window in the fan's language, and says when our records hold fewer matches than asked", async () => {
    window.localStorage.setItem(filtersStorageKey, JSON.stringify({ matchCounts: { player: 6, team: 10 } }));
    await renderWidgetAt('/stats/team-assistant?eventId=laliga&lang=de');
    const rows = await rankedList();
    expect(analyticsRequests.at(-1)!.body.variables).toMatchObject({ event: 'GOALS', matches: 10 });
    expect(screen.getByTestId('assistant-window')).toHaveTextContent(/^Gezählt werden nur Spiele des Wettbewerbs La Liga 2018\/19\.$/);
    // Barcelona's only La Liga 2018/19 match before this one's end is this 3-0: one of the ten asked for.
    const barcelona = within(rows)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Barcelona'))!;
    expect(within(barcelona).getByTestId('evidence')).toHaveTextContent(/Unsere Daten enthalten nur 1 der letzten 10\.$/);
  });

  it('reads the filters back on the next visit, and shows both teams in the team assistant', async () => {
    window.localStorage.setItem(filtersStorageKey, JSON.stringify({ activeTeam: 'home', thresholds: { player: 0.5, team: 1.5 } }));
    await renderWidgetAt('/stats/team-assistant?eventId=laliga&lang=en');
    const rows = await rankedList();
    expect(analyticsRequests.at(-1)!.body.variables).toMatchObject({ event: 'GOALS', threshold: 1.5, matches: 6 });
    // Home only: Barcelona, whose only match on record is this 3-0 (matchday 1).
    expect(within(rows).getAllByRole('listitem')).toHaveLength(1);
    expect(rows).toHaveTextContent('Barcelona');
    expect(within(rows).getByText(/^Over 1\.5 Goals in 1 of the last 1 matches\./)).toBeInTheDocument();
  });
});
