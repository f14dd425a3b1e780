import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pages } from '../../../contract/pages.ts';
import finalEventData from '../../testing/answers/wc2022-final.event_data.json';
import finalIncidents from '../../testing/answers/wc2022-final.incidents.json';
import {
  feedOrigin,
  renderWidgetAt,
  ScriptedSocket,
  serveFakeFeed,
  stubMediaPlayback,
  SilentSocket,
  type FakeFeed,
} from '../../testing/feed.tsx';

// The 2022 World Cup final as our feed answers it once it is over (src/testing/answers/): 3-3
// after extra time, Argentina 4-2 on penalties.
const finalPeriods = ['firstHalf', 'secondHalf', 'firstHalfExtraTime', 'secondHalfExtraTime', 'penaltyShootout'].map((id) => ({ id }));
const credentials = 'token=tk-secret&outletkey=ok&stream=st&user=us';
const launches: unknown[] = [];
const feed: FakeFeed = { stage: 'played' };

const server = serveFakeFeed(feed);
const finalHandlers = [
  http.get(`${feedOrigin}/event_data/:eventId`, () => HttpResponse.json({ ...finalEventData, status: feed.stage })),
  http.get(`${feedOrigin}/event_status/:eventId`, () =>
    HttpResponse.json(
      feed.stage === 'played'
        ? { status: 'played', periods: finalPeriods, periodStartTime: '2022-12-18T17:46:05Z' }
        : { status: feed.stage, periods: finalPeriods.slice(0, 4), periodStartTime: new Date(Date.now() - 600_000).toISOString() },
    ),
  ),
  http.get(`${feedOrigin}/event_details/:eventId`, () =>
    HttpResponse.json({ home: { score: 3 }, away: { score: 3 }, ...(feed.stage === 'played' ? { shootout: { home: 4, away: 2 } } : {}) }),
  ),
  http.get(`${feedOrigin}/incidents/:eventId`, () => HttpResponse.json(finalIncidents)),
  http.get(`${feedOrigin}/availability/:eventId`, () =>
    HttpResponse.json({
      paths: pages.map((page) => page.path).filter((path) => path !== '/' && path !== '/watch/pitchView'),
      pitchView: false,
      stream: true,
      features: {},
    }),
  ),
  http.post(`${feedOrigin}/stream/launch`, async ({ request }) => {
    launches.push(await request.json());
    return HttpResponse.json({ url: `${feedOrigin}/media/clip.mp4`, type: 'mp4' });
  }),
];

stubMediaPlayback();
beforeEach(() => {
  server.use(...finalHandlers);
  launches.length = 0;
  feed.stage = 'played';
  vi.stubGlobal('WebSocket', SilentSocket);
});

/** The poster: a region named by its heading, "The match has ended" or when the stream ended. */
const poster = (name: string | RegExp = 'The match has ended') => screen.findByRole('region', { name }, { timeout: 3000 });
const goalLines = (view: HTMLElement) => within(within(view).getByRole('region', { name: 'Scorers' })).getAllByRole('listitem');
/** The two teams' names as the poster shows them, home first. */
const teamNames = (view: HTMLElement, names: RegExp) =>
  within(view)
    .getAllByText(names)
    .map((name) => name.textContent);

describe('/watch/stream of a finished match (route level, feed mocked with the final)', () => {
  it('shows the final as a poster: teams with flags, 3-3, the goals with minutes and scores, the shoot-out, and the way on', async () => {
    await renderWidgetAt(`/watch/stream?eventId=final&lang=en&${credentials}`);
    const view = await poster();
    // No time is claimed: the feed gives none for the end, and this page did not see it end.
    expect(within(view).getByRole('heading', { level: 1 })).toHaveTextContent(/^The match has ended$/);
    expect(within(view).queryByRole('time')).toBeNull();
    expect(teamNames(view, /^(Argentina|France)$/)).toEqual(['Argentina', 'France']);
    // The flags are decorative (alt=""), the team's name beside each: no name to find them by.
    expect(
      within(view)
        .getAllByTestId('team-flag')
        .map((flag) => flag.getAttribute('src')),
    ).toEqual(['/flags/ar.svg', '/flags/fr.svg']);
    // The score as a screen reader says it, then as it is drawn.
    expect(await within(view).findByText('Argentina 3, France 3')).toBeInTheDocument();
    expect(within(view).getByText('3 - 3')).toBeInTheDocument();
    expect(within(view).getByText('AET')).toBeInTheDocument();
    expect(await within(view).findByText('Penalty shoot-out 4-2 · Argentina won on penalties')).toBeInTheDocument();
    await within(view).findByRole('region', { name: 'Scorers' });
    expect(goalLines(view).map((line) => [line.dataset.side, line.textContent])).toEqual([
      ['home', "23'Argentina: Messipen1-0"],
      ['home', "36'Argentina: Di María2-0"],
      ['away', "80'France: Mbappépen2-1"],
      ['away', "81'France: Mbappé2-2"],
      ['home', "108'Argentina: Messi3-2"],
      ['away', "118'France: Mbappépen3-3"],
    ]);
    expect(within(goalLines(view)[0]!).getByTitle('Penalty')).toHaveTextContent('pen');
    const wayOn = within(within(view).getByRole('navigation', { name: 'More on this match' })).getAllByRole('link');
    expect(wayOn.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Scoreboard', `/scoreboard?eventId=final&lang=en&${credentials}`],
      ['See Match Stats', `/stats/live-stats/summary?eventId=final&lang=en&${credentials}`],
    ]);
    // A finished match has no stream: none is launched, none is offered in the side header.
    expect(screen.queryByTestId('stream-player')).toBeNull();
    expect(launches).toEqual([]);
    expect(within(screen.getByTestId('side-header')).queryByTestId('side-item-stream')).toBeNull();
    expect(screen.queryByText('Content Player Pro currently unavailable')).toBeNull();
    // The feed names no data source for the final: no credits line is made up.
    expect(within(view).queryByTestId('powered-by')).toBeNull();
  });

  it('credits the match data in its one credits line when the feed names a source', async () => {
    // The line-ups answer names its source (StatsBomb, for a match with event data): the poster credits it once.
    server.use(http.get(`${feedOrigin}/lineups/:eventId`, () => HttpResponse.json({ credit: 'StatsBomb' })));
    await renderWidgetAt('/watch/stream?eventId=final&lang=en');
    const view = await poster();
    expect(await within(view).findByTestId('powered-by')).toHaveTextContent(/^Powered by StatsBomb$/);
    expect(screen.getAllByTestId('powered-by')).toHaveLength(1);
  });

  it('shows the poster without stream credentials too, in the fan\u2019s language', async () => {
    await renderWidgetAt('/watch/stream?eventId=final&lang=de');
    const view = await poster('Das Spiel ist beendet');
    expect(within(view).getByRole('heading', { level: 1 })).toHaveTextContent(/^Das Spiel ist beendet$/);
    expect(await within(view).findByText(/^Elfmeterschießen 4-2 · Argentinien/)).toBeInTheDocument();
    expect(teamNames(view, /^(Argentinien|Frankreich)$/)).toEqual(['Argentinien', 'Frankreich']);
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });

  it('says when the stream ended when the page sees the match end while it plays, and stops the player', async () => {
    feed.stage = 'penalties';
    vi.stubGlobal('WebSocket', ScriptedSocket);
    await renderWidgetAt(`/watch/stream?eventId=final&lang=en&${credentials}`);
    const player = await screen.findByTestId('stream-player');
    await within(player).findByLabelText('Content Player Pro');
    expect(launches).toHaveLength(1);
    expect(screen.queryByRole('region', { name: /^The (match has|stream) ended/ })).toBeNull();
    const before = Date.now();
    feed.stage = 'played';
    act(() => {
      ScriptedSocket.last!.emit('open');
      ScriptedSocket.last!.emit('message', {
        type: 'status',
        value: { status: 'played', periods: finalPeriods, periodStartTime: '2022-12-18T17:46:05Z' },
      });
    });
    const view = await poster(/^The stream ended at /);
    const endedAt = within(within(view).getByRole('heading', { level: 1 })).getByRole('time');
    const at = Date.parse(endedAt.getAttribute('datetime')!);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    const time = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(at);
    expect(within(view).getByRole('heading', { level: 1 })).toHaveTextContent(`The stream ended at ${time}`);
    expect(screen.queryByTestId('stream-player')).toBeNull();
    expect(launches).toHaveLength(1);
  });
});
