import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { feedOrigin, renderWidgetAt, serveFakeFeed } from '../../testing/feed.tsx';
import { captured } from './testing/answers.ts';

/**
 * The info endpoints of the fake feed, answering with the captured real answers: event id `final`
 * is the 2022 World Cup final, `laliga` is Barcelona v Alavés. `answers` lets a test change or
 * remove an answer (null answers 404).
 */
/** Barcelona v Alavés's score as the fake feed's event details give it; a test may change it. */
const laligaScore = { now: { home: { score: 3 }, away: { score: 0 } } };

interface InfoFeed {
  answers: Partial<Record<string, unknown>>;
}

const base = {
  final: {
    lineups: captured.final.lineups,
    incidents: captured.final.incidents,
    form: captured.final.form,
    h2h: captured.final.h2h,
    table: captured.final.table,
    fixtures: captured.final.fixtures,
    player_stats: captured.final.playerStats,
  },
  laliga: {
    lineups: captured.laliga.lineups,
    incidents: captured.laliga.incidents,
    form: captured.laliga.form,
    h2h: captured.laliga.h2h,
    table: captured.laliga.table,
    fixtures: captured.laliga.fixtures,
    preview: captured.laliga.preview,
    insights: captured.laliga.insights,
    player_stats: { players: [] },
  },
} as Record<string, Record<string, unknown>>;

function infoHandlers(feed: InfoFeed) {
  const endpoints = ['lineups', 'incidents', 'form', 'h2h', 'table', 'fixtures', 'player_stats', 'preview', 'insights'];
  return [
    http.get(`${feedOrigin}/event_data/laliga`, () => HttpResponse.json({ ...captured.laliga.eventData, eventId: 'laliga' })),
    // Barcelona 3-0 Alavés, as the feed's event details give it once the replay has finished.
    http.get(`${feedOrigin}/event_details/laliga`, () => HttpResponse.json(laligaScore.now)),
    ...endpoints.map((endpoint) =>
      http.get(`${feedOrigin}/${endpoint}/:eventId`, ({ params, request }) => {
        const lang = new URL(request.url).searchParams.get('lang') ?? 'en';
        const eventId = String(params.eventId);
        const key = `${eventId}.${endpoint}`;
        if (key in feed.answers) {
          const answer = feed.answers[key];
          return answer === null ? HttpResponse.json({ error: 'notFound', message: 'none' }, { status: 404 }) : HttpResponse.json(answer);
        }
        if (eventId === 'final' && (endpoint === 'preview' || endpoint === 'insights')) {
          const texts = captured.final[endpoint];
          return HttpResponse.json(texts[lang as keyof typeof texts] ?? texts.en);
        }
        const answer = base[eventId === 'laliga' ? 'laliga' : 'final']![endpoint];
        return answer ? HttpResponse.json(answer) : HttpResponse.json({ error: 'notFound', message: 'none' }, { status: 404 });
      }),
    ),
  ];
}

const feed = { stage: 'played' as 'inPlay' | 'preview' | 'played' };
const info: InfoFeed = { answers: {} };
// Prepended before each test, so the match's own event data and details win over the generic final's.
const server = serveFakeFeed(feed);
beforeEach(() => {
  feed.stage = 'played';
  laligaScore.now = { home: { score: 3 }, away: { score: 0 } };
  info.answers = {};
  server.use(...infoHandlers(info));
});

const main = () => screen.getByRole('main');
const content = () => within(main());
const rowNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
/** The page's empty state (a status), once the page has taken the place of its loading skeleton (a busy status). */
const findEmptyState = () => waitFor(() => content().getByRole('status', { busy: false }));
/** A team's formation as a screen reader reads it: "Formation 4-3-3" (the word is visually hidden). */
const formationIn = (team: HTMLElement) => within(team).queryByText((_, node) => /^Formation \d/.test(node?.textContent ?? ''));
/** The rounds of the fixtures: a region each, named after its round. */
const findRounds = () => screen.findAllByRole('region');
/** The match a team plays in a round (each team plays once a round), found by the team's name in its row. */
const matchOf = (round: HTMLElement, team: string) => within(round).getByText(team).closest('li')!;
/** The page's description list as a screen reader pairs it: each term (dt) with its definition (dd). */
const definitions = () => {
  const terms = content().getAllByRole('term');
  const values = content().getAllByRole('definition');
  expect(values).toHaveLength(terms.length);
  return new Map(terms.map((term, index) => [term.textContent, values[index]!]));
};
/** One figure of the player comparison, found by its row header: the home and the away player's cells. */
const compared = (figure: string) => {
  const row = within(screen.getByRole('table', { name: 'Compare players' }))
    .getByRole('rowheader', { name: figure })
    .closest('tr')!;
  const [home, away] = within(row).getAllByRole('cell');
  return { home, away };
};
const comparedFigure = (figure: string) =>
  within(screen.getByRole('table', { name: 'Compare players' })).queryByRole('rowheader', { name: figure });

describe('the info section (route level, feed mocked with real answers)', { timeout: 20_000 }, () => {
  it('orders the info tabs for live stages and leads /info to the line-ups', async () => {
    feed.stage = 'inPlay';
    await renderWidgetAt('/info?eventId=final&lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lineups' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/info/teams/lineups');
    const sectionTabs = await screen.findByRole('tablist', { name: 'Info' });
    expect(
      within(sectionTabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Teams', 'Table', 'Insights', 'Form', 'H2H', 'Preview', 'Fixtures']);
  });

  it('shows the final’s real line-ups: who started, who came on, who stayed on the bench', async () => {
    await renderWidgetAt('/info/teams/lineups?eventId=final&lang=en');
    const argentina = await screen.findByRole('region', { name: 'Argentina' });
    expect(formationIn(argentina)).toHaveTextContent('4-3-3');
    const starters = within(argentina).getByRole('list', { name: 'Argentina: Starting line-up' });
    expect(within(starters).getAllByRole('listitem')).toHaveLength(11);
    const messi = within(starters).getByText('Lionel Messi').closest('li')!;
    expect(messi).toHaveTextContent('10');
    expect(messi).toHaveTextContent('Captain');
    // Two goals, one of them the penalty at 23'.
    expect(within(messi).getAllByText('Goal')).toHaveLength(1);
    expect(within(messi).getAllByText('Penalty goal')).toHaveLength(1);
    const diMaria = within(starters).getByText('Ángel Di María').closest('li')!;
    expect(diMaria).toHaveTextContent('Substitution off 64′');
    const bench = within(argentina).getByRole('list', { name: 'Argentina: Substitutes' });
    const rows = within(bench).getAllByRole('listitem');
    expect(rows.slice(0, 6).map((row) => row.getAttribute('data-role'))).toEqual(Array(6).fill('cameOn'));
    expect(rows[0]).toHaveTextContent('Marcos Acuña');
    expect(rows[0]).toHaveTextContent('Substitution on 64′');
    expect(rows[0]).toHaveTextContent('for Di María');
    expect(within(bench).getByText('Franco Armani').closest('li')).toHaveAttribute('data-role', 'unused');
    expect(within(bench).getByText('Franco Armani').closest('li')).toHaveTextContent('Did not play');
    const france = content().getByRole('region', { name: 'France' });
    expect(formationIn(france)).toHaveTextContent('4-2-3-1');
    const mbappe = within(france).getByText('Kylian Mbappé').closest('li')!;
    expect(within(mbappe).getAllByText('Penalty goal')).toHaveLength(2);
    expect(within(mbappe).getAllByText('Goal')).toHaveLength(1);
  });

  it('names the final’s teams in the fan’s language, as the scoreboard does', async () => {
    await renderWidgetAt('/info/teams/lineups?eventId=final&lang=de');
    const argentina = await screen.findByRole('region', { name: 'Argentinien' });
    expect(within(argentina).getByText('Lionel Messi')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Frankreich' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Argentina' })).toBeNull();
  });

  it('shows Barcelona v Alavés’s real line-ups and a plain list when a formation is unknown', async () => {
    await renderWidgetAt('/info/teams/lineups?eventId=laliga&lang=en');
    const barcelona = await screen.findByRole('region', { name: 'Barcelona' });
    expect(formationIn(barcelona)).toHaveTextContent('4-4-2');
    expect(formationIn(content().getByRole('region', { name: 'Deportivo Alavés' }))).toHaveTextContent('4-1-4-1');
    const starters = within(barcelona).getByRole('list', { name: 'Barcelona: Starting line-up' });
    expect(within(starters).getByText('Lionel Messi').closest('li')).toHaveTextContent('10');
    const coutinho = within(barcelona).getByText('Philippe Coutinho').closest('li')!;
    expect(coutinho).toHaveAttribute('data-role', 'cameOn');
    expect(coutinho).toHaveTextContent('Substitution on 46′');
  });

  it('credits Barcelona v Alavés’s line-ups and formation to the source the feed names: StatsBomb (no record names its referee)', async () => {
    await renderWidgetAt('/info/teams/lineups?eventId=laliga&lang=en');
    await screen.findByRole('region', { name: 'Barcelona' });
    expect(screen.getByTestId('powered-by')).toHaveTextContent(/^Powered by StatsBomb$/);
    cleanup();
    await renderWidgetAt('/info/teams/formation?eventId=laliga&lang=el');
    expect(await screen.findByTestId('powered-by', {}, { timeout: 15_000 })).toHaveTextContent(/^Με την υποστήριξη StatsBomb$/);
  });

  it('names the final’s sources under its line-ups once the feed lists them', async () => {
    info.answers['final.lineups'] = {
      ...captured.final.lineups,
      sources: [{ id: 'fifaMatchReport', name: 'FIFA', dataset: 'FIFA match report', licence: 'public record', covers: ['lineups'] }],
    };
    await renderWidgetAt('/info/teams/lineups?eventId=final&lang=en');
    expect(await screen.findByTestId('powered-by', {}, { timeout: 15_000 })).toHaveTextContent(/^Sources: FIFA$/);
  });

  it('lists the team sheet as given when the formation is unknown', async () => {
    info.answers['laliga.lineups'] = { ...captured.laliga.lineups, home: { ...captured.laliga.lineups.home, formation: '' } };
    await renderWidgetAt('/info/teams/lineups?eventId=laliga&lang=en');
    const barcelona = await screen.findByRole('region', { name: 'Barcelona' });
    expect(formationIn(barcelona)).toBeNull();
    expect(barcelona).toHaveTextContent('Formation not known');
    const starters = within(barcelona).getByRole('list', { name: 'Barcelona: Starting line-up' });
    expect(rowNames(starters).map((text) => text.match(/^\d+/)?.[0])).toEqual(
      captured.laliga.lineups.home.starters.map((player) => String(player.number)),
    );
  });

  it('says when the line-ups are not announced yet', async () => {
    info.answers['final.lineups'] = { ...captured.final.lineups, announced: false };
    await renderWidgetAt('/info/teams/lineups?eventId=final&lang=en');
    expect(await findEmptyState()).toHaveTextContent('Line-ups are announced about 75 minutes before kick-off.');
  });

  it('draws both teams on one pitch, goalkeepers at the ends, the Starting XIs first and substitutes in their places after', async () => {
    await renderWidgetAt('/info/teams/formation?eventId=final&lang=en');
    const pitch = await screen.findByRole('img', { name: 'Argentina in a 4-3-3 at the bottom, France in a 4-2-3-1 at the top.' });
    // Inside the picture (an img, its parts presentational) the players have no role: found by their hooks.
    const circle = (id: string) => pitch.querySelector(`[data-testid="pitch-player-${id}"] circle[data-marker]`)!;
    const cy = (id: string) => Number(circle(id).getAttribute('cy'));
    const rows = [...pitch.querySelectorAll('circle[data-marker]')].map((node) => Number(node.getAttribute('cy')));
    expect(cy('arg-emi-martinez')).toBe(Math.max(...rows));
    expect(cy('fra-lloris')).toBe(Math.min(...rows));
    expect(pitch.querySelectorAll('[data-side="home"]')).toHaveLength(11);
    expect(pitch.querySelectorAll('[data-side="away"]')).toHaveLength(11);
    expect(within(pitch).getByText('Messi')).toBeInTheDocument();
    // The Starting XI: Giroud, who went off at 41', in his place.
    expect(pitch.querySelector('[data-testid="pitch-player-fra-giroud"] [data-mark="substitution"]')).not.toBeNull();
    const girouds = circle('fra-giroud').getAttribute('cx');
    fireEvent.click(screen.getByRole('button', { name: 'Current' }));
    // At full time Giroud is off and Thuram stands where he stood.
    expect(pitch.querySelector('[data-testid="pitch-player-fra-giroud"]')).toBeNull();
    expect(circle('fra-thuram').getAttribute('cx')).toBe(girouds);
    expect(pitch.querySelector('[data-testid="pitch-player-fra-thuram"] [data-mark="substitution"]')).not.toBeNull();
    expect(pitch.querySelector('[data-testid="pitch-player-fra-lloris"] [data-mark="substitution"]')).toBeNull();
  });

  it('shows La Liga’s real table with headers, both teams highlighted and the zones explained', async () => {
    await renderWidgetAt('/info/table?eventId=laliga&lang=en');
    const table = await screen.findByRole('table', { name: 'La Liga 2018/19' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Pos', 'Team', 'P', 'W', 'D', 'L', 'GD', 'Pts', 'Avg pts', 'Form']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Barcelona');
    expect(rows[0]).toHaveAttribute('data-current', 'true');
    expect(rows[0]).toHaveTextContent('+3');
    expect(rows[0]).toHaveAttribute('data-zone', 'championsLeague');
    expect(rows[18]).toHaveAttribute('data-current', 'true');
    expect(within(rows[18]!).getByRole('rowheader')).toHaveTextContent('Alavés');
    expect(rows[18]).toHaveAttribute('data-zone', 'relegation');
    expect(rows.filter((row) => row.getAttribute('data-current') === 'true')).toHaveLength(2);
    // After the match its teams keep the places it moved them; the others' markers are for live play.
    expect(rows[0]!.querySelector('[data-movement]')).toHaveAttribute('data-movement', 'up');
    expect(rows[18]!.querySelector('[data-movement]')).toHaveAttribute('data-movement', 'down');
    expect(rows[1]!.querySelector('[data-movement]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Key' })).toBeInTheDocument();
    expect(content().getByText('Relegation')).toBeInTheDocument();
    expect(document.querySelector('[data-scroll="hidden"]')).not.toBeNull();
  });

  describe('while the match is played', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('asks for the table again, so it recalculates live', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      feed.stage = 'inPlay';
      // The captured table is the finished match's (not live); while it is played the feed says live.
      info.answers['laliga.table'] = { ...captured.laliga.table, live: true };
      await renderWidgetAt('/info/table?eventId=laliga&lang=en');
      const table = await screen.findByRole('table', { name: 'La Liga 2018/19' });
      expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Barcelona');
      expect(content().getByText('Live: this match is counted as it stands.')).toBeInTheDocument();
      // Alavés score: the feed's table now has them above Barcelona.
      const rows = captured.laliga.table.tables[0]!.rows;
      const swapped = [rows[18]!, ...rows.filter((row) => row !== rows[18])].map((row, index) => ({ ...row, rank: index + 1 }));
      info.answers['laliga.table'] = { ...captured.laliga.table, tables: [{ group: null, rows: swapped }] };
      await vi.advanceTimersByTimeAsync(21_000);
      await waitFor(() =>
        expect(within(screen.getByRole('table', { name: 'La Liga 2018/19' })).getAllByRole('rowheader')[0]).toHaveTextContent('Alavés'),
      );
    });
  });

  it('asks for the table again the moment the score changes, before its next poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      feed.stage = 'inPlay';
      laligaScore.now = { home: { score: 0 }, away: { score: 0 } };
      await renderWidgetAt('/info/table?eventId=laliga&lang=en');
      await screen.findByRole('table', { name: 'La Liga 2018/19' });
      // Past the table's first poll (20 s): the next is due at 40 s.
      await vi.advanceTimersByTimeAsync(21_000);
      const rows = captured.laliga.table.tables[0]!.rows;
      const swapped = [rows[18]!, ...rows.filter((row) => row !== rows[18])].map((row, index) => ({ ...row, rank: index + 1 }));
      info.answers['laliga.table'] = { ...captured.laliga.table, tables: [{ group: null, rows: swapped }] };
      laligaScore.now = { home: { score: 0 }, away: { score: 1 } };
      // The event details (asked every 30 s while the socket is closed) bring the new score at 30 s.
      await vi.advanceTimersByTimeAsync(10_000);
      await waitFor(
        () =>
          expect(within(screen.getByRole('table', { name: 'La Liga 2018/19' })).getAllByRole('rowheader')[0]).toHaveTextContent('Alavés'),
        { timeout: 3000 },
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the World Cup groups of the two finalists in German', async () => {
    await renderWidgetAt('/info/table?eventId=final&lang=de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tabelle' })).toBeInTheDocument();
    const groupC = await screen.findByRole('table', { name: 'FIFA World Cup 2022 · Gruppe C' });
    expect(
      within(groupC)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Argentinien', 'Polen', 'Mexiko', 'Saudi-Arabien']);
    expect(content().getByText('Weiter in der nächsten Runde')).toBeInTheDocument();
  });

  it('lists every round of La Liga 2018/19, matchday 1 first and open with Barcelona v Alavés in it, the others a tap away', async () => {
    await renderWidgetAt('/info/fixtures?eventId=laliga&lang=en');
    const rounds = await findRounds();
    expect(rounds).toHaveLength(38);
    const headings = rounds.map((round) => within(round).getByRole('heading').textContent);
    expect(headings.slice(0, 3)).toEqual(['Matchday 1, Current round', 'Matchday 2', 'Matchday 3']);
    expect(headings.at(-1)).toBe('Matchday 38');
    // Only the current round puts its matches in the page.
    expect(within(rounds[0]!).getAllByRole('listitem')).toHaveLength(10);
    expect(rounds.slice(1).every((round) => within(round).queryAllByRole('listitem').length === 0)).toBe(true);
    const thisMatch = matchOf(rounds[0]!, 'Alavés');
    expect(thisMatch).toHaveAttribute('aria-current', 'true');
    expect(thisMatch).toHaveTextContent('This match');
    expect(thisMatch).toHaveTextContent('Barcelona3 - 0Alavés');
    expect(matchOf(rounds[0]!, 'Levante')).toHaveTextContent('Real Betis0 - 3Levante');
    expect(matchOf(rounds[0]!, 'Girona')).toHaveTextContent('Girona0 - 0Real Valladolid');
    // Matchday 10 opens on a tap: the Clásico, still to come at this match's kick-off, with Barcelona in bold.
    const toggle = within(rounds[9]!).getByRole('button', { name: 'Matchday 10' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const clasico = matchOf(rounds[9]!, 'Real Madrid');
    expect(clasico).not.toHaveTextContent(/\d - \d/);
    expect(within(clasico).getByText('Barcelona')).toHaveStyle({ fontWeight: 700 });
    expect(within(clasico).getByText('Real Madrid')).toHaveStyle({ fontWeight: 400 });
    expect(within(clasico).getByRole('time')).toHaveAttribute('datetime', '2018-10-28T15:15:00Z');
    // And closes again; the current round can be closed too.
    fireEvent.click(toggle);
    expect(within(rounds[9]!).queryAllByRole('listitem')).toHaveLength(0);
    fireEvent.click(within(rounds[0]!).getByRole('button', { name: /Matchday 1/ }));
    expect(within(rounds[0]!).queryAllByRole('listitem')).toHaveLength(0);
  });

  it("links the other matches of Barcelona v Alavés's matchday to their own pages, keeping the embed's language and layout", async () => {
    await renderWidgetAt('/info/fixtures?eventId=laliga&lang=de&hideHeader=true&stage=played');
    const rounds = await findRounds();
    const links = within(rounds[0]!).getAllByRole('link');
    // La Liga 2018/19's matchday 1 (openfootball): ten matches, nine of them others; this match is no link.
    expect(links).toHaveLength(9);
    expect(within(matchOf(rounds[0]!, 'Alavés')).queryByRole('link')).toBeNull();
    const girona = within(matchOf(rounds[0]!, 'Girona')).getByRole('link');
    expect(girona).toHaveTextContent('Girona0 - 0Real Valladolid');
    expect(girona).toHaveAttribute('href', '/scoreboard?eventId=laliga-2018-19-2018-08-17-girona-real-valladolid&lang=de&hideHeader=true');
    expect(within(matchOf(rounds[0]!, 'Getafe')).getByRole('link')).toHaveAttribute(
      'href',
      '/scoreboard?eventId=laliga-2018-19-2018-08-19-real-madrid-getafe&lang=de&hideHeader=true',
    );
    fireEvent.click(girona);
    await waitFor(() => expect(window.location.pathname).toBe('/scoreboard'));
    expect(window.location.search).toBe('?eventId=laliga-2018-19-2018-08-17-girona-real-valladolid&lang=de&hideHeader=true');
  });

  it('names the rounds in German', async () => {
    await renderWidgetAt('/info/fixtures?eventId=laliga&lang=de');
    const rounds = await findRounds();
    expect(within(rounds[0]!).getByRole('heading')).toHaveTextContent(/^1\. Spieltag/);
    expect(within(rounds[37]!).getByRole('heading')).toHaveTextContent('38. Spieltag');
  });

  it('puts the World Cup final first, then the earlier rounds with their real results, in Greek', async () => {
    await renderWidgetAt('/info/fixtures?eventId=final&lang=el');
    const rounds = await findRounds();
    expect(rounds.map((round) => within(round).getByRole('button').textContent)).toEqual([
      expect.stringMatching(/^Τελικός/),
      expect.stringMatching(/^Μικρός τελικός/),
      expect.stringMatching(/^Ημιτελικοί/),
      expect.stringMatching(/^Προημιτελικοί/),
      expect.stringMatching(/^Φάση των 16/),
      expect.stringMatching(/^Φάση ομίλων · 3η αγωνιστική/),
      expect.stringMatching(/^Φάση ομίλων · 2η αγωνιστική/),
      expect.stringMatching(/^Φάση ομίλων · 1η αγωνιστική/),
    ]);
    expect(matchOf(rounds[0]!, 'Γαλλία')).toHaveTextContent('Αργεντινή3 - 3Γαλλία');
    fireEvent.click(within(rounds[2]!).getByRole('button'));
    expect(rowNames(within(rounds[2]!).getByRole('list'))).toEqual([
      expect.stringContaining('Αργεντινή3 - 0Κροατία'),
      expect.stringContaining('Γαλλία2 - 0Μαρόκο'),
    ]);
    fireEvent.click(within(rounds[7]!).getByRole('button'));
    const saudiArabia = matchOf(rounds[7]!, 'Αργεντινή');
    expect(saudiArabia).toHaveTextContent('1 - 2');
    expect(saudiArabia).toHaveTextContent('Όμιλος C');
  });

  it('follows this match’s live score in its row while it is played', async () => {
    feed.stage = 'inPlay';
    laligaScore.now = { home: { score: 1 }, away: { score: 0 } };
    await renderWidgetAt('/info/fixtures?eventId=laliga&lang=en');
    const rounds = await findRounds();
    const thisMatch = matchOf(rounds[0]!, 'Alavés');
    await waitFor(() => expect(thisMatch).toHaveTextContent('Barcelona1 - 0Alavés'));
    expect(thisMatch).toHaveTextContent('Live');
  });

  it('says “No Fixtures available” when the competition has none', async () => {
    info.answers['laliga.fixtures'] = {
      ...captured.laliga.fixtures,
      rounds: [],
      sameRound: [],
      home: { previous: [], next: [] },
      away: { previous: [], next: [] },
    };
    await renderWidgetAt('/info/fixtures?eventId=laliga&lang=en');
    expect(await content().findByText('No Fixtures available')).toBeInTheDocument();
  });

  it('shows the form from the CC0 results, with the last N and home/away filters', async () => {
    await renderWidgetAt('/info/form?eventId=final&lang=en');
    const argentina = await screen.findByRole('region', { name: 'Argentina' });
    const entries = () => within(argentina).getAllByRole('listitem');
    expect(entries()).toHaveLength(6);
    expect(entries()[0]).toHaveTextContent('Croatia');
    expect(entries()[0]).toHaveTextContent('3 - 0');
    expect(entries()[5]).toHaveTextContent('Saudi Arabia');
    expect(entries()[5]).toHaveTextContent('1 - 2');
    expect(entries()[1]).toHaveTextContent('Argentina won on penalties');
    expect(entries().every((entry) => entry.textContent?.includes('FIFA World Cup'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Away' }));
    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(entries().map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Netherlands'),
      expect.stringContaining('Poland'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last 3' }));
    await waitFor(() => expect(entries()).toHaveLength(3));
  });

  it('names each entry’s competition in the fan’s language', async () => {
    await renderWidgetAt('/info/form?eventId=final&lang=de');
    const argentina = await screen.findByRole('region', { name: 'Argentinien' });
    expect(within(argentina).getAllByRole('listitem')[0]).toHaveTextContent('FIFA-Weltmeisterschaft');
  });

  it('says “No Form available” before a team has played in the competition', async () => {
    await renderWidgetAt('/info/form?eventId=laliga&lang=en');
    expect(await findEmptyState()).toHaveTextContent('No Form available');
  });

  it('totals the head-to-head of Argentina and France from the CC0 results', async () => {
    await renderWidgetAt('/info/h2h?eventId=final&lang=en');
    await screen.findByRole('heading', { name: 'Meetings' });
    const totals = definitions();
    expect(totals.get('Meetings')).toHaveTextContent(/^12$/);
    expect(totals.get('Argentina wins')).toHaveTextContent(/^6$/);
    expect(totals.get('France wins')).toHaveTextContent(/^3$/);
    expect(totals.get('Draws')).toHaveTextContent(/^3$/);
    expect(totals.get('Goals')).toHaveTextContent(/^26$/);
    expect(totals.get('Both teams scored')).toHaveTextContent(/^3$/);
    expect(totals.get('Over 2.5 goals')).toHaveTextContent(/^3$/);
    // The meetings' list is the page's only list.
    expect(within(content().getByRole('list')).getAllByRole('listitem')[0]).toHaveTextContent('France4 - 3Argentina');
    // The sentence says what the meetings cover; where they come from is the credits line's.
    expect(content().getByText("Every men's full international between Argentina and France before this match.")).toBeInTheDocument();
    expect(screen.getByTestId('powered-by')).toHaveTextContent(/^Results: international results$/);
  });

  it('credits the results and the compared players\u2019 figures in one line, not in the sentences', async () => {
    server.use(
      http.get(`${feedOrigin}/player_stats/:eventId`, () => HttpResponse.json({ ...captured.final.playerStats, credit: 'StatsBomb' })),
    );
    await renderWidgetAt('/info/h2h?eventId=final&lang=de');
    await screen.findByRole('combobox', { name: 'Argentina' });
    expect(screen.getByTestId('powered-by')).toHaveTextContent(/^Ergebnisse: internationale Ergebnisse · Bereitgestellt von StatsBomb$/);
    expect(screen.getAllByTestId('powered-by')).toHaveLength(1);
    expect(main().textContent!.replace(screen.getByTestId('powered-by').textContent!, '')).not.toMatch(
      /CC0|openfootball|StatsBomb|licen[cs]e|Lizenz/i,
    );
  });

  it('says what the head-to-head covers in Greek', async () => {
    await renderWidgetAt('/info/h2h?eventId=final&lang=el');
    expect(
      await screen.findByText('Όλοι οι επίσημοι διεθνείς αγώνες ανδρών μεταξύ Αργεντινή και Γαλλία πριν από αυτόν τον αγώνα', {
        exact: false,
      }),
    ).toBeInTheDocument();
    // Kazan 2018: France 4-3 Argentina, in the World Cup; the friendlies named in Greek too.
    const meetings = within(content().getByRole('list')).getAllByRole('listitem');
    expect(meetings[0]).toHaveTextContent('Παγκόσμιο Κύπελλο FIFA');
    expect(meetings[0]).toHaveTextContent('Γαλλία4 - 3Αργεντινή');
    expect(meetings[1]).toHaveTextContent('Φιλικός');
    // The totals in Greek words, not the bettor's English "Over".
    expect(screen.getByTestId('h2h-over')).toHaveTextContent(/Πάνω από 2,5 γκολ/);
  });

  it('compares two picked players, a dash and never a 0 until picked', async () => {
    await renderWidgetAt('/info/h2h?eventId=final&lang=en');
    const homePicker = await screen.findByRole('combobox', { name: 'Argentina' });
    expect(compared('Goals').home).toHaveTextContent(/^–$/);
    fireEvent.change(homePicker, { target: { value: 'arg-messi' } });
    fireEvent.change(content().getByRole('combobox', { name: 'France' }), { target: { value: 'fra-mbappe' } });
    expect(compared('Goals').home).toHaveTextContent('2');
    expect(compared('Goals').away).toHaveTextContent('3');
  });

  it('compares only the figures its facts give when the match has no event data: no shots or xG', async () => {
    server.use(
      http.get(`${feedOrigin}/availability/:eventId`, () =>
        HttpResponse.json({ paths: ['/info/h2h'], pitchView: false, stream: false, features: { eventData: false } }),
      ),
    );
    await renderWidgetAt('/info/h2h?eventId=final&lang=en');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Argentina' }), { target: { value: 'arg-messi' } });
    expect(compared('Goals').home).toHaveTextContent('2');
    expect(compared('Yellow cards').home).toBeInTheDocument();
    await waitFor(() => expect(comparedFigure('Shots')).toBeNull());
    expect(comparedFigure('Expected goals')).toBeNull();
  });

  it('says no earlier meeting is in our records, and which season they cover, where only one club season is held', async () => {
    // Barcelona and Alavés have met many times; only the 2018/19 season is held, so only that much is claimed.
    await renderWidgetAt('/info/h2h?eventId=laliga&lang=en');
    expect(await content().findByText('No earlier meeting in our records (2018/19)')).toBeInTheDocument();
    expect(content().queryByText(/first meeting/i)).toBeNull();
    expect(content().getByText('Only meetings in La Liga 2018/19. Earlier seasons are not included.')).toBeInTheDocument();
    expect(content().getByTestId('powered-by')).toHaveTextContent(/^Results: openfootball$/);
  });

  it('says it is the first meeting since the international results begin when every international is held and none came before', async () => {
    info.answers['final.h2h'] = {
      ...captured.final.h2h,
      scope: { kind: 'internationals', since: '1872' },
      summary: { total: 0, homeWins: 0, awayWins: 0, draws: 0, homeGoals: 0, awayGoals: 0 },
      meetings: [],
    };
    await renderWidgetAt('/info/h2h?eventId=final&lang=de');
    expect(await content().findByText('Erstes Duell der beiden Teams seit Beginn unserer Daten (1872)')).toBeInTheDocument();
    expect(content().getByText('Alle A-Länderspiele der Männer zwischen', { exact: false })).toBeInTheDocument();
  });

  it('says “No H2H available” when the feed has none', async () => {
    info.answers['final.h2h'] = null;
    await renderWidgetAt('/info/h2h?eventId=final&lang=en');
    expect(await content().findByText('No H2H available')).toBeInTheDocument();
  });

  it('leads the preview with the facts, kick-off in the fan’s zone with the zone named', async () => {
    await renderWidgetAt('/info/preview?eventId=final&lang=en');
    await screen.findByText('Venue');
    const facts = definitions();
    expect(facts.get('Venue')).toHaveTextContent('Lusail Stadium, Lusail');
    expect(facts.get('Referee')).toHaveTextContent('Szymon Marciniak');
    expect(facts.get('Attendance')).toHaveTextContent('88,966');
    const zone = new Intl.DateTimeFormat('en', { timeZoneName: 'short' })
      .formatToParts(new Date('2022-12-18T15:00:00Z'))
      .find((part) => part.type === 'timeZoneName')!.value;
    expect(facts.get('Kick-off')).toHaveTextContent(`(${zone})`);
    expect(await content().findByText(/Argentina meet France in the FIFA World Cup 2022/)).toBeInTheDocument();
  });

  it('leaves the attendance out of the preview before kick-off: no crowd has been counted yet', async () => {
    feed.stage = 'preview';
    await renderWidgetAt('/info/preview?eventId=final&lang=en&stage=preview');
    await screen.findByText('Venue', {}, { timeout: 15_000 });
    const facts = definitions();
    expect(facts.get('Referee')).toHaveTextContent('Szymon Marciniak');
    expect(facts.has('Attendance')).toBe(false);
    expect(main()).not.toHaveTextContent('88,966');
  });

  it('leaves the venue out of the preview where the source names no ground: no row, no "Unknown", the opening without it', async () => {
    const opening = 'Argentina meet France in the FIFA World Cup 2022 (Final) on December 18, 2022.'; // the feed's (match-texts.test.ts)
    const { paragraphs, ...preview } = captured.final.preview.en;
    const opened = paragraphs.map((line) => (line.kind === 'previewIntro' ? { kind: 'previewIntroNoVenue', text: opening } : line));
    info.answers['final.lineups'] = { ...captured.final.lineups, venue: undefined }; // left out of the JSON
    info.answers['final.preview'] = { ...preview, paragraphs: opened };
    await renderWidgetAt('/info/preview?eventId=final&lang=en');
    await screen.findByText('Referee');
    expect(await content().findByText(opening)).toBeInTheDocument();
    expect(definitions().has('Venue')).toBe(false);
    expect(main()).not.toHaveTextContent(/Unknown|Lusail/);
  });

  it('shows the insights in the fan’s language', async () => {
    await renderWidgetAt('/info/insights?eventId=final&lang=el');
    expect(await content().findByText(captured.final.insights.el.paragraphs[0]!.text)).toBeInTheDocument();
  });
});
