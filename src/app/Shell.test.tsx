import { render, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { loadBrand } from '../testing/brand.ts';
import { createBrandTheme } from '../theme/create-brand-theme.ts';
import { featureFlagsOff, type FeatureFlags } from '../rules/feature-flags.ts';
import { notServedByTheTest, renderWidgetAt, SilentSocket } from '../testing/feed.tsx';
import { statusPollMs } from '../rules/timings.ts';
import { App } from './App.tsx';

const origin = 'http://feed.test';
const allPaths = [
  '/scoreboard',
  '/watch/pitchView',
  '/stats/live-stats',
  '/stats/live-stats/summary',
  '/stats/live-stats/momentum',
  '/stats/season-avg',
  '/stats/opta-points',
  '/stats/top-scorers',
  '/stats/assistant',
  '/stats/team-assistant',
  '/stats/player-stats',
  '/info/teams',
  '/info/teams/lineups',
  '/info/teams/formation',
  '/info/form',
  '/info/h2h',
  '/info/preview',
  '/info/insights',
  '/info/table',
  '/info/fixtures',
];
let stage = 'inPlay';
let statusRequests = 0;
let slowStatusAfterFirst = false;
let slowFirstStatus = false;
let pitchViewRequests = 0;

const server = setupServer(
  http.get(`${origin}/event_data/:eventId`, ({ params }) =>
    HttpResponse.json({
      eventId: params.eventId,
      matchStart: '2030-01-01T15:00:00Z',
      status: stage,
      home: { id: 'a', code: 'ARG', name: 'Argentina' },
      away: { id: 'f', code: 'FRA', name: 'France' },
    }),
  ),
  http.get(`${origin}/event_status/:eventId`, async () => {
    statusRequests += 1;
    if (statusRequests > 1 && slowStatusAfterFirst) await delay(800);
    if (statusRequests === 1 && slowFirstStatus) await delay(300);
    return HttpResponse.json(
      stage === 'inPlay'
        ? { status: 'inPlay', periods: [{ id: 'firstHalf' }], periodStartTime: new Date(Date.now() - 600_000).toISOString() }
        : { status: stage, periods: [] },
    );
  }),
  http.get(`${origin}/availability/:eventId`, () => HttpResponse.json({ paths: allPaths, pitchView: true, stream: false, features: {} })),
  http.get(`${origin}/event_details/:eventId`, () => HttpResponse.json({ home: { score: 2 }, away: { score: 1 } })),
  http.get(`${origin}/competition_viz/:eventId`, () => {
    pitchViewRequests += 1;
    return HttpResponse.json({ stage: 'inPlay', minute: 10, events: [], ball: null, inPossession: null });
  }),
  notServedByTheTest,
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  vi.stubGlobal('WebSocket', SilentSocket);
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
  statusRequests = 0;
  slowStatusAfterFirst = false;
  slowFirstStatus = false;
  pitchViewRequests = 0;
});
afterAll(() => server.close());

const renderAt = (url: string, flags: FeatureFlags = featureFlagsOff) => renderWidgetAt(url, { flags, strings: 'all' });

const customLayout: FeatureFlags = { ...featureFlagsOff, customLayout: true };
const here = () => window.location.pathname + window.location.search;

/** The side header: the navigation named "Match centre". */
const sideHeader = () => screen.getByRole('navigation', { name: 'Match centre' });
const findSideHeader = () => screen.findByRole('navigation', { name: 'Match centre' });
// The tab rows are found by their hooks: which row shows (primary, secondary or layout) is these tests' point.
const tabPaths = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('tab')
    .map((tab) => new URL((tab as HTMLAnchorElement).href).pathname);

describe('Shell with the feed mocked (MSW)', () => {
  it('shows the side header with the score and clock while in play, and live tab order', async () => {
    stage = 'inPlay';
    await renderAt('/stats/player-stats?eventId=e1&lang=en');
    const header = await screen.findByTestId('side-header');
    // The socket never opens here: the score is the event details'.
    await waitFor(() => expect(within(header).getByTestId('side-score')).toHaveTextContent('2-1'));
    await waitFor(() => expect(within(header).getByTestId('match-clock')).toHaveTextContent(/^10:0\d$/));
    expect(within(header).getByRole('link', { name: 'Stats' })).toHaveAttribute('href', '/stats?eventId=e1&lang=en');
    expect(within(header).queryByRole('link', { name: 'Stream' })).toBeNull();
    expect(within(header).getByRole('link', { name: 'Pitch View' })).toBeInTheDocument();
    expect(await screen.findByTestId('primary-tabs')).toBeInTheDocument();
    expect(tabPaths('primary-tabs')[0]).toBe('/stats/live-stats');
    expect(screen.getByRole('tab', { name: 'Player Stats' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows team codes and season averages first before kick-off, without live stats', async () => {
    stage = 'lineupsAvailable';
    await renderAt('/stats/top-scorers?eventId=e1');
    const header = await findSideHeader();
    expect(await within(header).findByText('ARG')).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Pitch View' })).toBeNull();
    await screen.findByTestId('primary-tabs');
    // The whole order is the rule's (src/rules/tab-order.test.ts); here, that the shell follows the stage.
    expect(tabPaths('primary-tabs')[0]).toBe('/stats/season-avg');
    expect(tabPaths('primary-tabs')).not.toContain('/stats/live-stats');
  });

  it('leads a section root to its first offered tab, keeping the query', async () => {
    stage = 'inPlay';
    await renderAt('/info?eventId=e1&lang=en');
    await screen.findByRole('tab', { name: 'Teams', selected: true });
    await screen.findByRole('tab', { name: 'Lineups', selected: true });
    expect(here()).toBe('/info/teams/lineups?eventId=e1&lang=en');
  });

  it('says "match not found" for an event the feed does not know, and stops asking for it', async () => {
    server.use(
      http.get(`${origin}/event_data/:eventId`, () => HttpResponse.json({ error: 'not found', message: 'unknown event' }, { status: 404 })),
    );
    // A clock of the test's own, so that two of the status poll's periods can pass: a shell that
    // kept asking would have asked twice more by then.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderAt('/scoreboard?eventId=no-such-match&lang=en');
    expect(await screen.findByText('Match not found')).toBeInTheDocument();
    expect(screen.getByText('This match is not in the feed. Check the link you followed.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Match centre' })).toBeNull();
    // A tab row's placeholder is hidden from assistive technology: found by its hook.
    expect(screen.queryByTestId('tab-row-placeholder')).toBeNull();
    const asked = statusRequests;
    await vi.advanceTimersByTimeAsync(2 * statusPollMs);
    expect(statusRequests).toBe(asked);
    expect(asked).toBeLessThanOrEqual(1);
  });

  it.each([
    ['cannot be reached', () => HttpResponse.error()],
    ['answers 503', () => HttpResponse.json({ error: 'unavailable' }, { status: 503 })],
  ])('says live data cannot be reached, never "No result found", when the feed %s on first load', async (_case, answer) => {
    server.use(http.get(`${origin}/event_data/:eventId`, answer));
    await renderAt('/scoreboard?eventId=e1&lang=en');
    expect(await screen.findByText("Live data can't be reached, retrying")).toBeInTheDocument();
    expect(screen.queryByText('No result found')).toBeNull();
    expect(screen.queryByText('Match not found')).toBeNull();
  });

  it('keeps the navigation it had when a later availability answer is malformed', async () => {
    stage = 'inPlay';
    let answers = 0;
    server.use(
      http.get(`${origin}/availability/:eventId`, () => {
        answers += 1;
        return answers === 1
          ? HttpResponse.json({ paths: allPaths, pitchView: true, stream: false, features: {} })
          : HttpResponse.json({ paths: 'everything' });
      }),
    );
    window.history.replaceState(null, '', '/stats/top-scorers?eventId=e1&lang=en');
    const queryClient = createQueryClient();
    render(
      <App
        theme={createBrandTheme(loadBrand())}
        i18n={await createI18n('en')}
        queryClient={queryClient}
        feed={{ origin, socketBase: 'ws://feed.test' }}
      />,
    );
    await screen.findByTestId('primary-tabs');
    const before = tabPaths('primary-tabs');
    await queryClient.refetchQueries();
    await waitFor(() => expect(answers).toBeGreaterThanOrEqual(2));
    expect(tabPaths('primary-tabs')).toEqual(before);
    expect(within(sideHeader()).getByRole('link', { name: 'Stats' })).toBeInTheDocument();
  });

  it('keeps the frame, offering nothing it cannot show, when availability answers 500', async () => {
    server.use(http.get(`${origin}/availability/:eventId`, () => new HttpResponse(null, { status: 500 })));
    stage = 'inPlay';
    await renderAt('/stats/top-scorers?eventId=e1');
    const header = await findSideHeader();
    expect(await within(header).findByRole('link', { name: /^Scoreboard/ })).toBeInTheDocument();
    // Without availability no stats or info page is offered, so neither item nor any tab shows.
    await waitFor(() => expect(screen.queryByTestId('tab-row-placeholder')).toBeNull());
    expect(within(header).queryByRole('link', { name: 'Stats' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Info' })).toBeNull();
    expect(screen.queryByTestId('primary-tabs')).toBeNull();
  });

  it('gives line-ups, formation and player stats only full-width layout tabs when the custom-layout flag is on', async () => {
    stage = 'lineupsAvailable';
    await renderAt('/info/teams/lineups?eventId=e1', customLayout);
    const layout = await screen.findByTestId('layout-tabs');
    expect(tabPaths('layout-tabs')).toEqual(['/info/teams/lineups', '/info/teams/formation', '/stats/player-stats']);
    expect(within(layout).getByRole('tab', { name: 'Lineups' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('primary-tabs')).toBeNull();
    expect(screen.queryByTestId('secondary-tabs')).toBeNull();
  });

  it('puts player stats first in the layout tabs during live stages', async () => {
    stage = 'inPlay';
    await renderAt('/stats/player-stats?eventId=e1', customLayout);
    await screen.findByTestId('layout-tabs');
    expect(tabPaths('layout-tabs')).toEqual(['/stats/player-stats', '/info/teams/lineups', '/info/teams/formation']);
  });

  it('keeps the section tab rows on those pages when the flag is off', async () => {
    stage = 'inPlay';
    await renderAt('/info/teams/lineups?eventId=e1');
    await screen.findByTestId('secondary-tabs');
    expect(screen.getByTestId('primary-tabs')).toBeInTheDocument();
    expect(screen.queryByTestId('layout-tabs')).toBeNull();
    // Each row is named for what it holds: the section, then the tab whose pages the second row lists.
    expect(within(screen.getByTestId('primary-tabs')).getByRole('tablist', { name: 'Info' })).toBeInTheDocument();
    expect(within(screen.getByTestId('secondary-tabs')).getByRole('tablist', { name: 'Teams' })).toBeInTheDocument();
  });

  it('goes back from the layout to the page the fan came from, past the redirect, keeping the query', async () => {
    stage = 'lineupsAvailable';
    await renderAt('/info/form?eventId=e1&lang=en', customLayout);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    (await screen.findByRole('tab', { name: 'Teams' })).click();
    await screen.findByTestId('layout-tabs');
    expect(here()).toBe('/info/teams/lineups?eventId=e1&lang=en');
    (await screen.findByRole('button', { name: 'Back' })).click();
    await screen.findByRole('tab', { name: 'Form', selected: true });
    expect(here()).toBe('/info/form?eventId=e1&lang=en');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('keeps the pitch view as an overlay: hidden on other pages, the same one when the fan comes back', async () => {
    stage = 'inPlay';
    await renderAt('/watch/pitchView?eventId=e1');
    const pitch = await screen.findByTestId('pitch-view');
    expect(pitch).toBeVisible();
    expect(screen.getByRole('main')).toContainElement(pitch);
    (await within(await findSideHeader()).findByRole('link', { name: 'Stats' })).click();
    // The stats section is a lazy chunk: its first import in a test file takes a while.
    await screen.findByRole('tab', { name: 'Summary', selected: true }, { timeout: 5000 });
    expect(screen.getByTestId('pitch-view')).toBe(pitch);
    expect(pitch).not.toBeVisible();
    const requestsWhileHidden = pitchViewRequests;
    within(sideHeader()).getByRole('link', { name: 'Pitch View' }).click();
    await waitFor(() => expect(pitch).toBeVisible());
    expect(screen.getByTestId('pitch-view')).toBe(pitch);
    // Not asked again on return: the live tracker moves by the socket, and the pitch view's answers
    // are polled, and asked at once, only while its details are seen (Watch.test.tsx).
    expect(pitchViewRequests).toBe(requestsWhileHidden);
  });

  it('says the player is unavailable on the stream route when availability offers no stream', async () => {
    stage = 'inPlay';
    await renderAt('/watch/stream?eventId=e1&token=t&outletkey=o&stream=s&user=u');
    expect(await screen.findByText('Content Player Pro currently unavailable')).toBeInTheDocument();
    expect(screen.queryByTestId('stream-player')).toBeNull();
  });

  it('replaces a stale URL stage with the fetched one and keeps the header and tabs while the new stage loads', async () => {
    stage = 'inPlay';
    slowStatusAfterFirst = true;
    await renderAt('/stats/top-scorers?eventId=e1&stage=halfTime');
    await waitFor(() => expect(here()).toBe('/stats/top-scorers?eventId=e1&stage=inPlay'));
    // The status query is keyed on the stage: the new key is still loading, seeded with the answer before it.
    await waitFor(() => expect(statusRequests).toBe(2));
    expect(within(sideHeader()).getByRole('link', { name: 'Stats' })).toBeInTheDocument();
    expect(tabPaths('primary-tabs')[0]).toBe('/stats/live-stats');
  });

  it.each([
    ['remounts the content (a full replace) from a pre-match stage to a live one', 'lineupsAvailable', false],
    ['keeps the content (a shallow replace) from one live stage to another', 'halfTime', true],
  ])('%s', async (_, urlStage, kept) => {
    stage = 'inPlay';
    slowFirstStatus = true;
    await renderAt(`/info/form?eventId=e1&stage=${urlStage}`);
    // The page itself, not the skeleton it shows while the availability is on its way.
    await screen.findByRole('heading', { level: 1 });
    const before = screen.getByRole('main');
    await waitFor(() => expect(here()).toBe('/info/form?eventId=e1&stage=inPlay'));
    await screen.findByTestId('primary-tabs');
    expect(screen.getByRole('main') === before).toBe(kept);
  });
});
