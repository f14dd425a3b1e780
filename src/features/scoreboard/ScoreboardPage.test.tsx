import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { pages } from '../../../contract/pages.ts';
import { feedOrigin, renderWidgetAt, serveFakeFeed } from '../../testing/feed.tsx';
import { DrivenSocket, matchHandlers, matches } from './testing/fixtures.ts';

const feed = { stage: 'played' as const };
const server = serveFakeFeed(feed);
const allPaths = pages.map((page) => page.path).filter((path) => path !== '/');
const availability = (paths: string[], features: Record<string, unknown> = {}) =>
  http.get(`${feedOrigin}/availability/:eventId`, () => HttpResponse.json({ paths, pitchView: true, stream: true, features }));

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
/** A line of Barcelona v Alavés's commentary, from its StatsBomb events. */
const barAlaCommentary = {
  lines: [
    {
      id: 'c1',
      period: 'secondHalf',
      minute: 63,
      major: true,
      kind: 'goal',
      text: 'Goal! Lionel Messi scores for Barcelona. Barcelona 1-0 Deportivo Alavés.',
    },
  ],
};
/** The score header: a region named by its hidden heading, "Scoreboard: <home> vs <away>" (in English). */
const scoreHeader = (home: string, away: string) => screen.findByRole('region', { name: `Scoreboard: ${home} vs ${away}` });
/** The timeline, and each of its periods: a region named by its divider (its title, then how it ended). */
const timeline = () => screen.getByRole('region', { name: 'Match events' });
const period = (name: string | RegExp) => screen.getByRole('region', { name });
/** A period's rows (incidents and shoot-out kicks): the items of its list. */
const rows = (section: HTMLElement) => within(section).getAllByRole('listitem');
/** A side's scorers under the score: the list named by its team, inside the score header. */
const scorers = async (team: string) =>
  within(await screen.findByRole('region', { name: /^Scoreboard: / })).findByRole('list', { name: team });
const noScorers = (team: string) => within(screen.getByRole('region', { name: /^Scoreboard: / })).queryByRole('list', { name: team });

describe('/scoreboard (route level, feed mocked with real answers)', { timeout: 20_000 }, () => {
  it('names national teams in the fan\u2019s language from their country: Argentinien v Frankreich in German', async () => {
    server.use(...matchHandlers(feedOrigin, 'wc2022-final'));
    await renderWidgetAt('/scoreboard?eventId=wc2022-final&lang=de');
    // The header's name gives home, then away; the names show under the marks.
    const header = await screen.findByRole('region', { name: 'Anzeigetafel: Argentinien gegen Frankreich' });
    expect(within(header).getByText('Argentinien')).toBeInTheDocument();
    expect(within(header).getByText('Frankreich')).toBeInTheDocument();
  });

  it("keeps the final's teams, score and clock in the skeleton while the page's last answer comes, then draws the page", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // First: MSW answers with the first handler that matches.
    server.use(
      http.get(`${feedOrigin}/incidents/:eventId`, async () => {
        await held;
        return HttpResponse.json(matches['wc2022-final'].incidents);
      }),
      ...matchHandlers(feedOrigin, 'wc2022-final'),
    );
    await renderWidgetAt('/scoreboard?eventId=wc2022-final&lang=en');
    // The frame knows the match; the scoreboard waits for its incidents (ADR 021, sixth pass).
    const card = await screen.findByTestId('skeleton-facts');
    expect(card.nextElementSibling).toHaveAttribute('aria-busy', 'true');
    // This fake feed says the match was played, with no periods: the clock's word for it is FT.
    const parts = [...card.querySelectorAll('.cpp-sk-b, .cpp-sk-score')].map((part) => part.textContent);
    expect(parts).toEqual(['Argentina', '3 - 3', 'FT', 'France']);
    release();
    await scoreHeader('Argentina', 'France');
    expect(screen.queryByTestId('skeleton-facts')).toBeNull();
  });

  it('marks national teams with their flag beside the name: Argentina and France', async () => {
    server.use(...matchHandlers(feedOrigin, 'wc2022-final'));
    await renderWidgetAt('/scoreboard?eventId=wc2022-final&lang=en');
    const header = await scoreHeader('Argentina', 'France');
    // A flag is decorative (alt=""), so it is no img to a user: it is found beside its team's name.
    expect(within(header).getByText('Argentina').parentElement!.querySelector('img')).toHaveAttribute('src', '/flags/ar.svg');
    expect(within(header).getByText('France').parentElement!.querySelector('img')).toHaveAttribute('src', '/flags/fr.svg');
  });

  it('marks clubs with a shield in their two colours: Barcelona garnet and blue, Alavés blue and white', async () => {
    server.use(...matchHandlers(feedOrigin, 'laliga-2018-19-bar-ala'));
    await renderWidgetAt('/scoreboard?eventId=laliga-2018-19-bar-ala&lang=en');
    const header = await scoreHeader('Barcelona', 'Deportivo Alavés');
    // The shield is decorative (aria-hidden): it is found beside its team's name.
    const fills = (team: string) =>
      [...within(header).getByText(team).parentElement!.querySelectorAll('svg path')].map((path) => path.getAttribute('fill'));
    // Barcelona's garnet and blue, then Alavés's blue and white, as the feed's event data gives them.
    const { home, away } = matches['laliga-2018-19-bar-ala'].eventData;
    expect(fills('Barcelona')).toEqual([home.colours.primary, home.colours.secondary]);
    expect(fills('Deportivo Alavés')).toEqual([away.colours.primary, away.colours.secondary]);
    // A flag has alt="" (decorative) and so no role: its test id is the one way to look for it.
    expect(within(header).queryByTestId('team-flag')).toBeNull();
  });

  it('Barcelona 3-0 Alavés: the real scorers and minutes under the score, the cards and the match facts', async () => {
    server.use(...matchHandlers(feedOrigin, 'laliga-2018-19-bar-ala'));
    await renderWidgetAt('/scoreboard?eventId=laliga-2018-19-bar-ala&lang=en');
    const header = await scoreHeader('Barcelona', 'Deportivo Alavés');
    expect(within(header).getByText('Barcelona')).toBeInTheDocument();
    expect(within(header).getByText('Deportivo Alavés')).toBeInTheDocument();
    expect(await within(header).findByText('3 - 0')).toBeInTheDocument();
    expect(within(header).getByText('Barcelona 3, Deportivo Alavés 0')).toBeInTheDocument();
    expect(within(header).getByText('Finished')).toBeInTheDocument();
    // StatsBomb's clock: Messi 63:11, Coutinho 82:41, Messi 91:42 of the second half, shown as a fan reads them.
    const home = await scorers('Barcelona');
    expect(texts(within(home).getAllByRole('listitem'))).toEqual(["Lionel Messi 64', 90+2'", "Philippe Coutinho 83'"]);
    expect(noScorers('Deportivo Alavés')).toBeNull();
    const firstHalf = period(/^First half/);
    expect(within(firstHalf).getByRole('heading', { level: 3 })).toHaveTextContent('First half');
    expect(texts(rows(firstHalf))).toEqual([
      "41'Guillermo MaripánYellow card · Deportivo Alavés",
      "10'Daniel Alejandro TorresYellow card · Deportivo Alavés",
    ]);
    const secondHalf = rows(period(/^Second half/));
    expect(secondHalf[0]).toHaveTextContent("90+2'Lionel Messi3-0 Goal · Assist: Luis Suárez · Barcelona");
    expect(secondHalf.filter((row) => row.dataset.type === 'substitution')).toHaveLength(6);
    // The facts are a <dl>, which has no role, under no heading: nothing else to find them by.
    const facts = screen.getByTestId('match-facts');
    expect(facts).toHaveTextContent('VenueCamp Nou, Barcelona');
    // No record we can cite names this match's referee: no row rather than a guess.
    expect(facts).not.toHaveTextContent('Referee');
    // The feed does not know this match's attendance: no row rather than a guess.
    expect(facts).not.toHaveTextContent('Attendance');
    expect(await screen.findByRole('region', { name: 'Post Match Summary' })).toHaveTextContent(
      "Barcelona won 3\u20110.Goals: Lionel Messi 64', 90+2' and Philippe Coutinho 83'.",
    );
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Ref blows the whistle for full-time');
  });

  it('the 2022 final: penalties and own marks in the scorers, the cards, the shoot-out kick by kick, the attendance', async () => {
    server.use(...matchHandlers(feedOrigin, 'wc2022-final'));
    await renderWidgetAt('/scoreboard?eventId=wc2022-final&lang=en');
    const header = await scoreHeader('Argentina', 'France');
    const home = await scorers('Argentina');
    expect(texts(within(home).getAllByRole('listitem'))).toEqual(["Messi 23'pen, 108'", "Di María 36'"]);
    expect(texts(within(await scorers('France')).getAllByRole('listitem'))).toEqual(["Mbappé 80'pen, 81', 118'pen"]);
    expect(within(home).getAllByTitle('Penalty')).toHaveLength(1);
    expect(within(header).getByText('Penalty shoot-out 4-2')).toBeInTheDocument();
    // The shoot-out's kicks, beside the incidents of its period (a card).
    const kicks = rows(period('Penalty shoot-out 4-2')).filter((row) => row.dataset.type?.startsWith('kick'));
    expect(kicks).toHaveLength(8);
    // Newest first: Montiel's winning kick, then back to Mbappé's opener.
    expect(kicks[0]).toHaveTextContent('8.Montiel4-2 Goal · Argentina');
    expect(kicks.filter((kick) => kick.dataset.type === 'kickMissed').map((kick) => kick.textContent)).toEqual([
      '5.Tchouaméni2-1 Miss · France',
      '3.Coman1-1 Miss · France',
    ]);
    expect(kicks[7]).toHaveTextContent('1.Mbappé0-1 Goal · France');
    // E. Martínez's yellow card at its place in the shoot-out, after the first kick (as the feed
    // places it), with no 120' stamp: the clock had stopped. Then the first kick, at the bottom.
    const shootout = rows(period('Penalty shoot-out 4-2'));
    expect(shootout.map((row) => row.textContent!.split(/[.' ]/)[0])).toEqual(['8', '7', '6', '5', '4', '3', '2', 'E', '1']);
    expect(shootout[7]).toHaveTextContent(/^E\. MartínezYellow card · Argentina$/);
    const events = timeline();
    const cards = rows(events).filter((row) => row.dataset.type === 'yellowCard');
    expect(cards).toHaveLength(8);
    expect(cards.map((row) => row.textContent)).toContain("45+7'E. FernándezYellow card · Argentina");
    expect(period(/^Extra time/)).toHaveTextContent("118'Mbappé3-3 Penalty goal · France");
    // Each period under its divider with the real score at its end, as the record has it.
    expect(texts(within(events).getAllByRole('heading', { level: 3 }))).toEqual([
      'Penalty shoot-out 4-2',
      'Extra time End of extra time 3-3',
      'Second half End of second half 2-2',
      'First half Half time 2-0',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'First half Half time 2-0' })).toBeInTheDocument();
    // Argentina's incidents on the home side of the minute, France's on the away side.
    const firstHalf = rows(period('First half Half time 2-0'));
    expect(firstHalf.map((row) => `${row.dataset.side} ${row.textContent?.split("'")[0]}`)).toEqual([
      'home 45+7',
      'away 41',
      'away 41',
      'home 36',
      'home 23',
    ]);
    expect(screen.getByTestId('match-facts')).toHaveTextContent('Attendance88,966');
    expect(await screen.findByRole('region', { name: 'Post Match Summary' })).toHaveTextContent(
      'Argentina won 4\u20112 on penalties after a 3\u20113 draw.',
    );
    // The headline is the shoot-out's result: the final whistle blew before the kicks.
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(/^Argentina win 4-2 on penalties$/);
  });

  it('the 2022 final in German: the headline says who won the shoot-out, in German', async () => {
    server.use(...matchHandlers(feedOrigin, 'wc2022-final'));
    await renderWidgetAt('/scoreboard?eventId=wc2022-final&lang=de');
    const headline = await screen.findByText('Argentinien gewinnt 4-2 im Elfmeterschießen', {}, { timeout: 5000 });
    expect(headline).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Der Schiedsrichter pfeift ab')).toBeNull();
  });

  it('in Greek the summary, the periods and the facts are Greek, with the national teams named in Greek', async () => {
    server.use(...matchHandlers(feedOrigin, 'wc2022-final'));
    await renderWidgetAt('/scoreboard?eventId=wc2022-final&lang=el');
    const summary = await screen.findByRole('region', { name: 'Σύνοψη αγώνα' });
    expect(summary).toHaveTextContent('Η Αργεντινή νίκησε με 4\u20112 στα πέναλτι μετά το 3\u20113.');
    // The abbreviation's full stop ends the sentence: no "πέν..".
    expect(summary).toHaveTextContent("Mbappé 80' πέν., 81', 118' πέν.");
    expect(summary.textContent).not.toContain('..');
    const events = screen.getByRole('region', { name: 'Φάσεις του αγώνα' });
    expect(within(events).getByRole('region', { name: 'Διαδικασία πέναλτι 4-2' })).toHaveTextContent('Διαδικασία πέναλτι');
    expect(screen.getByTestId('match-facts')).toHaveTextContent('88.966');
  });

  it('offers each call to action only when its route is offered, and keeps the query on the way there', async () => {
    server.use(...matchHandlers(feedOrigin, 'laliga-2018-19-bar-ala'));
    await renderWidgetAt('/scoreboard?eventId=laliga-2018-19-bar-ala&lang=en&stage=played');
    const calls = await screen.findByRole('navigation', { name: 'More on this match' });
    expect(texts(within(calls).getAllByRole('link'))).toEqual(['See Match Stats', 'See xG', 'See Player Stats', 'See Other Games']);
    fireEvent.click(within(calls).getByRole('link', { name: 'See xG' }));
    expect(window.location.pathname).toBe('/stats/live-stats/xg');
    expect(new URLSearchParams(window.location.search).get('eventId')).toBe('laliga-2018-19-bar-ala');
    expect(new URLSearchParams(window.location.search).get('lang')).toBe('en');
  });

  it('shows See Highlights after the match only when availability offers vod, and hides a call whose route is missing', async () => {
    server.use(
      ...matchHandlers(feedOrigin, 'laliga-2018-19-bar-ala'),
      availability(
        allPaths.filter((path) => path !== '/info/fixtures' && !path.startsWith('/stats/live-stats')),
        { vod: true },
      ),
    );
    await renderWidgetAt('/scoreboard?eventId=laliga-2018-19-bar-ala&lang=en');
    const calls = await screen.findByRole('navigation', { name: 'More on this match' });
    expect(texts(within(calls).getAllByRole('link'))).toEqual(['See Player Stats', 'See Highlights']);
    expect(within(calls).getByRole('link', { name: 'See Highlights' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/watch\/stream\?eventId=laliga/),
    );
  });

  it('before kick-off: no score, the kick-off in the fan’s time zone and a countdown in days, hours, mins and secs', async () => {
    const kickOff = Date.now() + ((2 * 24 + 3) * 3600 + 4 * 60 + 30) * 1000;
    server.use(
      ...matchHandlers(feedOrigin, 'wc2022-final', { stage: 'preview', eventData: { matchStart: new Date(kickOff).toISOString() } }),
    );
    await renderWidgetAt('/scoreboard?eventId=wc2022-final&lang=en');
    // A timer named by its words, which reads the units when asked and never announces a tick.
    const countdown = await screen.findByRole('timer', { name: 'Kick-off in' });
    expect(countdown).not.toHaveAttribute('aria-live');
    expect(countdown).toHaveTextContent(/^Kick-off in02days03hours04mins\d\dsecs$/);
    const header = await scoreHeader('Argentina', 'France');
    const time = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(kickOff);
    expect(within(header).getByText(time)).toBeInTheDocument();
    const day = within(header).getByText(new RegExp(new Intl.DateTimeFormat('en', { weekday: 'long' }).format(kickOff)));
    // The day line carries the time, never "Wednesday, November 25 at UTC".
    expect(day).toHaveTextContent(time);
    expect(day.textContent).not.toMatch(/ at [A-Z]{2,}/);
    // No score, neither the one a fan sees ("0 - 0") nor the one a screen reader says ("Argentina 0, France 0").
    expect(within(header).queryByText(/^\S+ - \S+$/)).toBeNull();
    expect(within(header).queryByText(/^Argentina \S+, France \S+$/)).toBeNull();
    expect(within(screen.getByRole('main')).queryByRole('region', { name: 'Match events' })).toBeNull();
    // Venue and referee are known ahead; the crowd (88,966 at the final) only once the match is played.
    const facts = await screen.findByTestId('match-facts');
    expect(facts).toHaveTextContent('Lusail Stadium');
    expect(facts).not.toHaveTextContent('Attendance');
    expect(facts).not.toHaveTextContent('88,966');
  });

  it('after the match: the attendance with the venue and the referee', async () => {
    server.use(...matchHandlers(feedOrigin, 'wc2022-final'));
    await renderWidgetAt('/scoreboard?eventId=wc2022-final&lang=en');
    expect(await screen.findByTestId('match-facts')).toHaveTextContent(/Attendance\s*88,966/);
  });

  it('leaves the venue out where the source names no ground: no "Unknown", the other facts kept', async () => {
    const { venue: _venue, ...withoutVenue } = matches['wc2022-final'].lineups;
    // First in the list, so it answers before the match's own /lineups.
    server.use(
      http.get(`${feedOrigin}/lineups/:eventId`, () => HttpResponse.json(withoutVenue)),
      ...matchHandlers(feedOrigin, 'wc2022-final'),
    );
    await renderWidgetAt('/scoreboard?eventId=wc2022-final&lang=en');
    const facts = await screen.findByTestId('match-facts');
    expect(facts).toHaveTextContent(/Attendance\s*88,966/);
    expect(facts).toHaveTextContent('Szymon Marciniak');
    expect(facts).not.toHaveTextContent('Venue');
    expect(screen.getByRole('main')).not.toHaveTextContent('Unknown');
  });

  it('at lineupsAvailable, "Lineups available" leads to the line-ups, keeping the query', async () => {
    server.use(...matchHandlers(feedOrigin, 'wc2022-final', { stage: 'lineupsAvailable' }), availability(allPaths));
    await renderWidgetAt('/scoreboard?eventId=wc2022-final&lang=en&stage=lineupsAvailable');
    const link = await screen.findByRole('link', { name: 'Lineups available' });
    expect(link).toHaveAttribute('href', '/info/teams/lineups?eventId=wc2022-final&lang=en&stage=lineupsAvailable');
    fireEvent.click(link);
    expect(window.location.pathname).toBe('/info/teams/lineups');
    expect(new URLSearchParams(window.location.search).get('eventId')).toBe('wc2022-final');
    expect(new URLSearchParams(window.location.search).get('stage')).toBe('lineupsAvailable');
  });

  it('at lineupsAvailable, "Lineups available" is plain text when the availability does not list the line-ups', async () => {
    server.use(
      ...matchHandlers(feedOrigin, 'wc2022-final', { stage: 'lineupsAvailable' }),
      availability(allPaths.filter((path) => path !== '/info/teams/lineups')),
    );
    await renderWidgetAt('/scoreboard?eventId=wc2022-final&lang=en&stage=lineupsAvailable');
    expect(within(await scoreHeader('Argentina', 'France')).getByText('Lineups available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lineups available' })).toBeNull();
  });

  it.each([
    ['momentsBeforeKO', 'Match about to start'],
    ['penalties', 'Match goes to penalties'],
    ['halfTime', 'Waiting for play'],
    ['inPlay', null],
  ])('at %s the event message is %s', async (stage, message) => {
    server.use(...matchHandlers(feedOrigin, 'laliga-2018-19-bar-ala', { stage }));
    await renderWidgetAt(`/scoreboard?eventId=laliga-2018-19-bar-ala&lang=en`);
    await scoreHeader('Barcelona', 'Deportivo Alavés');
    const main = screen.getByRole('main');
    if (message) expect(await within(main).findByRole('status')).toHaveTextContent(message);
    else expect(within(main).queryByRole('status')).toBeNull();
  });

  it('at half time shows the half-time summary right under the card', async () => {
    server.use(...matchHandlers(feedOrigin, 'laliga-2018-19-bar-ala', { stage: 'halfTime' }));
    await renderWidgetAt('/scoreboard?eventId=laliga-2018-19-bar-ala&lang=de');
    const summary = await screen.findByRole('region', { name: 'Halbzeitfazit' });
    expect(within(summary).getByRole('heading', { level: 2 })).toHaveTextContent('Halbzeitfazit');
    expect(summary).toHaveTextContent('Barcelona führt zur Halbzeit mit 3\u20110.');
    // Under the card, where the facts-first script writes it: the card leads, and never moves down for it.
    const [card, next] = [...screen.getByRole('main').children];
    expect(card).toBe(screen.getByRole('region', { name: /^Anzeigetafel: / }));
    expect(next).toBe(summary);
  });

  it('at half time counts a goal with no scorer (fired through the control API) in the summary, the scorers and the timeline', async () => {
    server.use(...matchHandlers(feedOrigin, 'laliga-2018-19-bar-ala', { stage: 'halfTime' }));
    server.use(
      http.get(`${feedOrigin}/event_details/:eventId`, () => HttpResponse.json({ home: { score: 1 }, away: { score: 0 } })),
      http.get(`${feedOrigin}/incidents/:eventId`, () =>
        HttpResponse.json({
          incidents: [{ id: 'ig0', type: 'goal', side: 'home', period: 'firstHalf', minute: 20, score: { home: 1, away: 0 } }],
          shootout: null,
        }),
      ),
    );
    await renderWidgetAt('/scoreboard?eventId=laliga-2018-19-bar-ala&lang=en');
    // Not "Barcelona lead 1-0 at half time. No goals scored.", nor a scorer called N/A.
    expect(await screen.findByRole('region', { name: 'Half Time Summary' })).toHaveTextContent(
      "Barcelona lead 1\u20110 at half time.Goals: Barcelona 20'.",
    );
    expect(texts(within(await scorers('Barcelona')).getAllByRole('listitem'))).toEqual(["Goal 20'"]);
    expect(within(period(/^First half/)).getByRole('listitem')).toHaveTextContent("20'Goal1-0 · Barcelona");
  });

  it('names a team the feed leaves unnamed N/A', async () => {
    server.use(...matchHandlers(feedOrigin, 'laliga-2018-19-bar-ala', { eventData: { away: { id: 'x', code: 'ALA', name: '' } } }));
    await renderWidgetAt('/scoreboard?eventId=laliga-2018-19-bar-ala&lang=en');
    expect(within(await scoreHeader('Barcelona', 'N/A')).getByText('N/A')).toBeInTheDocument();
  });

  it('adds an incident the socket sends to the timeline and the scorers at once', async () => {
    DrivenSocket.instances = [];
    vi.stubGlobal('WebSocket', DrivenSocket);
    server.use(...matchHandlers(feedOrigin, 'laliga-2018-19-bar-ala', { stage: 'inPlay' }));
    await renderWidgetAt('/scoreboard?eventId=laliga-2018-19-bar-ala&lang=en');
    await scorers('Barcelona');
    expect(noScorers('Deportivo Alavés')).toBeNull();
    const socket = await DrivenSocket.latest();
    act(() => {
      socket.open();
      socket.deliver({
        type: 'incident',
        value: { id: 'x1', type: 'goal', side: 'away', period: 'secondHalf', minute: 93, playerName: 'Jony', score: { home: 3, away: 1 } },
      });
      // A line the widget does not understand is dropped, not shown.
      socket.deliver({ type: 'incident', value: { id: 'x2', type: 'goal', side: 'away' } });
    });
    expect(await scorers('Deportivo Alavés')).toHaveTextContent("Jony 93'");
    expect(rows(period(/^Second half/))[0]).toHaveTextContent("93'Jony3-1 Goal · Deportivo Alavés");
  });

  it('takes an incident from the socket frame alone: no second request for the incidents', async () => {
    DrivenSocket.instances = [];
    vi.stubGlobal('WebSocket', DrivenSocket);
    server.use(...matchHandlers(feedOrigin, 'laliga-2018-19-bar-ala', { stage: 'inPlay' }));
    let incidentRequests = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/incidents/')) incidentRequests += 1;
    });
    await renderWidgetAt('/scoreboard?eventId=laliga-2018-19-bar-ala&lang=en');
    await scoreHeader('Barcelona', 'Deportivo Alavés');
    const before = incidentRequests;
    const socket = await DrivenSocket.latest();
    act(() => {
      socket.open();
      // What the feed writes for a card (and a goal): the major incident and the incident, in one frame.
      socket.deliver({ type: 'majorIncident', value: { event: 'yellowCard', side: 'away', isUpdate: false } });
      socket.deliver({
        type: 'incident',
        value: { id: 'x1', type: 'yellowCard', side: 'away', period: 'secondHalf', minute: 93, playerName: 'Jony' },
      });
    });
    await waitFor(() => expect(rows(period(/^Second half/))[0]).toHaveTextContent("93'JonyYellow card"));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(incidentRequests - before).toBe(0);
    server.events.removeAllListeners();
  });
});

describe('/scoreboard/scorers', () => {
  it('lists each side’s goals with minute, kind and assist (2022 final)', async () => {
    server.use(...matchHandlers(feedOrigin, 'wc2022-final'));
    await renderWidgetAt('/scoreboard/scorers?eventId=wc2022-final&lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scorers' })).toBeInTheDocument();
    // Each side's list is a region named by its heading: the team and its goals.
    const home = await screen.findByRole('region', { name: 'Argentina (3)' });
    expect(within(home).getByRole('heading', { level: 2 })).toHaveTextContent('Argentina (3)');
    expect(texts(within(home).getAllByRole('listitem'))).toEqual([
      "23'Messi(1-0)Penalty",
      "36'Di María(2-0)Assist: Mac Allister",
      "108'Messi(3-2)",
    ]);
    expect(texts(within(screen.getByRole('region', { name: 'France (3)' })).getAllByRole('listitem'))).toEqual([
      "80'Mbappé(2-1)Penalty",
      "81'Mbappé(2-2)Assist: Thuram",
      "118'Mbappé(3-3)Penalty",
    ]);
  });

  it('Barcelona v Alavés: Coutinho from Arthur, Messi from Suárez in added time', async () => {
    server.use(...matchHandlers(feedOrigin, 'laliga-2018-19-bar-ala'));
    await renderWidgetAt('/scoreboard/scorers?eventId=laliga-2018-19-bar-ala&lang=en');
    const home = await screen.findByRole('region', { name: 'Barcelona (3)' });
    expect(texts(within(home).getAllByRole('listitem'))).toEqual([
      "64'Lionel Messi(1-0)",
      "83'Philippe Coutinho(2-0)Assist: Arthur",
      "90+2'Lionel Messi(3-0)Assist: Luis Suárez",
    ]);
    expect(screen.getByRole('region', { name: 'Deportivo Alavés (0)' })).toBeInTheDocument();
  });

  it('lists a goal the socket sends with no scorer as a goal of its side, not N/A', async () => {
    DrivenSocket.instances = [];
    vi.stubGlobal('WebSocket', DrivenSocket);
    server.use(...matchHandlers(feedOrigin, 'laliga-2018-19-bar-ala', { stage: 'inPlay' }));
    await renderWidgetAt('/scoreboard/scorers?eventId=laliga-2018-19-bar-ala&lang=en');
    await screen.findByRole('region', { name: 'Barcelona (3)' });
    const socket = await DrivenSocket.latest();
    act(() => {
      socket.open();
      socket.deliver({
        type: 'incident',
        value: { id: 'ig0', type: 'goal', side: 'away', period: 'secondHalf', minute: 93, score: { home: 3, away: 1 } },
      });
    });
    const away = await within(await screen.findByRole('region', { name: 'Deportivo Alavés (1)' })).findByRole('listitem');
    expect(away).toHaveTextContent("93'Goal(3-1)");
    expect(away).not.toHaveTextContent('N/A');
  });
});

describe('the credits line of the scoreboard’s pages', () => {
  it('credits StatsBomb under Barcelona v Alavés’s scorers, whose goals come from its events', async () => {
    // The first handler for a path answers it: the commentary's before the match's.
    server.use(
      http.get(`${feedOrigin}/commentary/:eventId`, () => HttpResponse.json(barAlaCommentary)),
      ...matchHandlers(feedOrigin, 'laliga-2018-19-bar-ala'),
    );
    await renderWidgetAt('/scoreboard/scorers?eventId=laliga-2018-19-bar-ala&lang=en');
    await screen.findByRole('region', { name: 'Barcelona (3)' });
    expect(await screen.findByTestId('powered-by')).toHaveTextContent(/^Powered by StatsBomb$/);
  });

  it('credits StatsBomb under the commentary of Barcelona v Alavés, in the fan’s language', async () => {
    // The first handler for a path answers it: the commentary's before the match's.
    server.use(
      http.get(`${feedOrigin}/commentary/:eventId`, () => HttpResponse.json(barAlaCommentary)),
      ...matchHandlers(feedOrigin, 'laliga-2018-19-bar-ala'),
    );
    await renderWidgetAt('/scoreboard/commentary?eventId=laliga-2018-19-bar-ala&lang=de');
    await within(await screen.findByRole('log')).findAllByRole('listitem');
    expect(await screen.findByTestId('powered-by')).toHaveTextContent(/^Bereitgestellt von StatsBomb$/);
  });

  it('names the final’s sources under its commentary once the feed lists them: openfootball and FIFA’s match report', async () => {
    const sources = [
      {
        id: 'openfootball',
        name: 'openfootball',
        dataset: 'openfootball/worldcup.json',
        licence: 'CC0 1.0',
        covers: ['goals', 'shootout'],
      },
      { id: 'fifaMatchReport', name: 'FIFA', dataset: 'FIFA match report', licence: 'public record', covers: ['cards', 'substitutions'] },
    ];
    server.use(
      http.get(`${feedOrigin}/commentary/:eventId`, () => HttpResponse.json({ ...matches['wc2022-final'].commentary, sources })),
      ...matchHandlers(feedOrigin, 'wc2022-final'),
    );
    await renderWidgetAt('/scoreboard/commentary?eventId=wc2022-final&lang=ja');
    await within(await screen.findByRole('log')).findAllByRole('listitem');
    expect(await screen.findByTestId('powered-by')).toHaveTextContent(/^出典：openfootball、FIFA$/);
  });
});

describe('/scoreboard/commentary', () => {
  it('shows every line newest first with its event label, in a polite log, and filters to the major events', async () => {
    server.use(...matchHandlers(feedOrigin, 'wc2022-final'));
    await renderWidgetAt('/scoreboard/commentary?eventId=wc2022-final&lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Commentary' })).toBeInTheDocument();
    const log = screen.getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    const lines = await within(log).findAllByRole('listitem');
    // The final has no event data: a line for each fact (goals, cards, substitutions, the
    // shoot-out) and each phase of play, never a foul, corner or shot its sources do not record.
    expect(lines).toHaveLength(45);
    // The ending in the order it happened, newest first: the shoot-out's result, its kicks by their
    // number (no 120' stamp: the clock had stopped), then the end of extra time at 3-3.
    expect(lines[0]).toHaveTextContent(/^Penalty shoot-outArgentina win 4-2 on penalties\.$/);
    expect(lines[1]).toHaveTextContent(/^8\.Penalty goalGonzalo Montiel \(Argentina\) scores in the shoot-out\.$/);
    const kicks = lines.filter((line) => line.dataset.kind === 'shootoutGoal' || line.dataset.kind === 'shootoutMiss');
    expect(kicks.map((line) => line.textContent?.split('.')[0])).toEqual(['8', '7', '6', '5', '4', '3', '2', '1']);
    expect(lines.filter((line) => line.textContent?.startsWith("120'"))).toEqual([]);
    expect(lines[10]).toHaveTextContent('Match goes to penalties');
    expect(lines[11]).toHaveTextContent('Extra time is over: Argentina 3-3 France.');
    expect(lines.at(-1)).toHaveTextContent('Match about to startThe match is about to start.');
    expect(lines.find((line) => line.dataset.kind === 'yellowCard')).toHaveTextContent('Yellow card for Emiliano Martínez (Argentina).');
    expect(lines.find((line) => line.dataset.kind === 'substitution')).toHaveTextContent('Substitution');
    expect(
      lines.some((line) => ['foul', 'corner', 'offside', 'shotSaved', 'shotOffTarget', 'shotBlocked'].includes(line.dataset.kind!)),
    ).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Major only' }));
    expect(screen.getByRole('button', { name: 'Major only' })).toHaveAttribute('aria-pressed', 'true');
    const major = within(log).getAllByRole('listitem');
    expect(major).toHaveLength(19);
    expect(major.every((line) => !['foul', 'corner', 'substitution'].includes(line.dataset.kind!))).toBe(true);
  });

  it('puts a line the socket sends at the top, once', async () => {
    DrivenSocket.instances = [];
    vi.stubGlobal('WebSocket', DrivenSocket);
    server.use(...matchHandlers(feedOrigin, 'wc2022-final', { stage: 'inPlay' }));
    await renderWidgetAt('/scoreboard/commentary?eventId=wc2022-final&lang=en');
    const log = await screen.findByRole('log', { name: 'Commentary' });
    expect(await within(log).findAllByRole('listitem')).toHaveLength(45);
    const line = { id: 'live-1', period: 'penaltyShootout', minute: 120, major: true, kind: 'fullTime', text: 'It is all over in Lusail.' };
    const socket = await DrivenSocket.latest();
    act(() => {
      socket.open();
      socket.deliver({ type: 'commentary', value: line });
      socket.deliver({ type: 'commentary', value: line });
    });
    const lines = within(log).getAllByRole('listitem');
    expect(lines).toHaveLength(46);
    expect(lines[0]).toHaveTextContent("120'Period endIt is all over in Lusail.");
  });
});
