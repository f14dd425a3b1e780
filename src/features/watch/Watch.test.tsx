import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import finalIncidents from '../../testing/answers/wc2022-final.incidents.json';
import finalLineups from '../../testing/answers/wc2022-final.lineups.json';
import { eventDataOf, feedOrigin, renderWidgetAt, ScriptedSocket, serveFakeFeed, SilentSocket } from '../../testing/feed.tsx';
import { pitchViewPollMs } from '../../rules/timings.ts';
import { needsEventData, pages } from '../../../contract/pages.ts';
import { turkeyItalyInPlay } from './tracker/testing/turkey-italy-match.ts';
import { immobileGoalSteps } from '../../../contract/testing/turkey-italy-steps.ts';
import { barcelonaAlavesPitchEvents, barcelonaAlavesPlayerLines, barcelonaAlavesShots, withIds } from './testing/barcelona-alaves.ts';

// Barcelona 3-0 Alavés, La Liga 2018/19: three of its shots as the feed serves them (StatsBomb data).
const shots = withIds(barcelonaAlavesShots, 'e0', 'e6', 'e42');
type Figures = [
  goals: number,
  shots: number,
  onTarget: number,
  xg: number,
  passes: number,
  corners: number,
  fouls: number,
  offsides: number,
];
const side = (
  [goals, shots, shotsOnTarget, expectedGoals, passes, corners, foulsConceded, offsides]: Figures,
  yellowCards: number,
  possession: number,
) => ({
  goals,
  shots,
  shotsOnTarget,
  shotsOffTarget: shots - shotsOnTarget,
  blockedShots: 0,
  hitWoodwork: 0,
  expectedGoals,
  possession,
  passes,
  passAccuracy: 88.6,
  corners,
  offsides,
  foulsConceded,
  yellowCards,
  redCards: 0,
  touches: 1062,
  attacks: 188,
  dangerousAttacks: 65,
  bigChances: 6,
  saves: 2,
  tackles: 11,
});
// Its live stats (`/live_stats`, StatsBomb) at half time and at full time: 0-0 and 3-0, 7 corners, 23 fouls, 1,132 passes, xG 3.29.
const firstHalf = { home: side([0, 11, 2, 1.27, 429, 3, 2, 0], 0, 77.9), away: side([0, 1, 0, 0.14, 121, 1, 8, 0], 2, 22.1) };
const secondHalf = { home: side([3, 14, 7, 1.72, 461, 3, 5, 4], 0, 81.7), away: side([0, 2, 0, 0.16, 121, 0, 8, 0], 0, 18.3) };
const fullTime = { home: side([3, 25, 9, 2.99, 890, 6, 7, 4], 0, 79.9), away: side([0, 3, 0, 0.3, 242, 1, 16, 0], 2, 20.1) };
const liveStats = (stage: string) =>
  stage === 'halfTime'
    ? {
        stage,
        summary: firstHalf,
        periods: [{ period: 'firstHalf', summary: firstHalf }],
        momentum: [],
        shots: shots.slice(0, 2),
        xgTimeline: [],
      }
    : {
        stage,
        summary: fullTime,
        periods: [
          { period: 'firstHalf', summary: firstHalf },
          { period: 'secondHalf', summary: secondHalf },
        ],
        momentum: [],
        shots,
        xgTimeline: [],
      };
const pitchView = (stage: string) => ({
  stage,
  minute: stage === 'inPlay' ? 77 : null,
  events: withIds(barcelonaAlavesPitchEvents, 'e61', 'e63'),
  ball: { x: 25, y: 50 },
  inPossession: 'away',
  credit: 'StatsBomb',
});
const atStage = (stage: string) =>
  server.use(
    http.get(`${feedOrigin}/competition_viz/:eventId`, () => HttpResponse.json(pitchView(stage))),
    http.get(`${feedOrigin}/live_stats/:eventId`, () => HttpResponse.json(liveStats(stage))),
  );

const server = serveFakeFeed({ stage: 'played' });
beforeEach(() =>
  server.use(
    eventDataOf({
      matchStart: '2018-08-18T20:15:00Z',
      status: 'played',
      home: { id: 'bar', code: 'BAR', name: 'Barcelona' },
      away: { id: 'ala', code: 'ALA', name: 'Alavés' },
    }),
    http.get(`${feedOrigin}/competition_viz/:eventId`, () => HttpResponse.json(pitchView('played'))),
    http.get(`${feedOrigin}/live_stats/:eventId`, () => HttpResponse.json(liveStats('played'))),
    http.get(`${feedOrigin}/player_stats/:eventId`, () =>
      HttpResponse.json({
        players: barcelonaAlavesPlayerLines,
      }),
    ),
  ),
);

// The shot map is one tap from the live tracker, which the view opens on.
const openPitch = async (lang = 'en', name = 'Pitch View', goal = /Lionel Messi \(Barcelona\) · Goal/, details = 'Shots and figures') => {
  await renderWidgetAt(`/watch/pitchView?eventId=laliga-2018-19-bar-ala&lang=${lang}`);
  // The first test also waits for the view's lazy chunk.
  const view = await screen.findByTestId('pitch-view', {}, { timeout: 5000 });
  fireEvent.click(await within(view).findByRole('button', { name: details }, { timeout: 5000 }));
  // The pitch, not the toggle above it of the same name.
  const pitch = (await within(view).findAllByRole('group', { name }, { timeout: 5000 })).find((group) => group.tagName === 'svg')!;
  await within(pitch).findByRole('button', { name: goal });
  return { view, pitch };
};
const xgCircles = (pitch: HTMLElement) => pitch.querySelectorAll('circle[fill-opacity="0.3"]');

describe('/watch/pitchView (route level, feed mocked)', { timeout: 20_000 }, () => {
  it('draws every real shot where it was taken, named with minute, player, outcome, xG and the box', async () => {
    const { view, pitch } = await openPitch();
    const goal = within(pitch).getByRole('button', { name: /Lionel Messi \(Barcelona\) · Goal/ });
    expect(goal).toHaveAccessibleName("64' · Lionel Messi (Barcelona) · Goal · xG 0.13 · Outside the box · Left foot · Direct free kick");
    expect(within(pitch).getByRole('button', { name: /^3' · Lionel Messi/ })).toHaveAccessibleName(
      "3' · Lionel Messi (Barcelona) · Off target · xG 0.10 · Inside the box · Right foot · Regular play",
    );
    expect(within(pitch).getByRole('button', { name: /Rubén Sobrino \(Alavés\) · Off target · xG 0.14/ })).toBeInTheDocument();
    // Barcelona attack to the right, Alavés to the left: Messi's free kick 21 m from the right goal line, Sobrino's header 9.6 m from the left.
    expect(goal.style.transform).toBe('translate(84.1px, 38.4px)');
    expect(within(pitch).getByRole('button', { name: /Rubén Sobrino/ }).style.transform).toBe('translate(9.6px, 35.1px)');
    expect(xgCircles(pitch)).toHaveLength(3);
    // The match's shots as live stats counts them, though the pitch here holds three.
    expect(within(view).getByText('Barcelona: 25 shots, 9 on target, xG 2.99')).toBeInTheDocument();
    expect(within(view).getByText('Alavés: 3 shots, 0 on target, xG 0.30')).toBeInTheDocument();
    expect(within(view).getByTestId('powered-by')).toHaveTextContent('Powered by StatsBomb');
  });

  it('says what a mark is when it is tapped, and where play is while the ball is in play', async () => {
    atStage('inPlay');
    const { view, pitch } = await openPitch();
    // What the chosen mark is, said politely as it changes: the view's one status line.
    const selectedMark = within(view).getByRole('status');
    expect(selectedMark).toHaveTextContent('Tap a mark on the pitch to see what it is');
    fireEvent.click(within(pitch).getByRole('button', { name: /76' · Foul/ }));
    expect(selectedMark).toHaveTextContent("76' · Foul · Alavés");
    expect(within(pitch).getByRole('button', { name: /76' · Foul/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(view).getByText(/Alavés on the ball in the attacking third/)).toBeInTheDocument();
    expect(within(view).getByRole('heading', { name: 'Legend' })).toBeInTheDocument();
  });

  it('paints the xG circles in each team’s colour, with no colour setting, and hides them or the shots on request', async () => {
    const { view, pitch } = await openPitch();
    // The theme's colours as its CSS variables: the brand's own, whatever it is.
    const fills = () => [...xgCircles(pitch)].map((circle) => circle.getAttribute('fill'));
    expect(fills()).toEqual(['var(--cpp-palette-chart-home)', 'var(--cpp-palette-chart-away)', 'var(--cpp-palette-chart-home)']);
    expect(within(view).queryByRole('button', { name: 'Brand colour' })).toBeNull();
    fireEvent.click(within(view).getByRole('button', { name: 'xG 3.29' }));
    expect(xgCircles(pitch)).toHaveLength(0);
    expect(within(pitch).getAllByRole('button', { name: /xG 0\./ })).toHaveLength(3);
    fireEvent.click(within(view).getByRole('button', { name: 'Shots 28 · 3 on the pitch' }));
    expect(within(pitch).queryAllByRole('button', { name: /xG 0\./ })).toHaveLength(0);
  });

  it('opens the team-stats, player-stats and bet overlays over the pitch', async () => {
    const { view } = await openPitch();
    fireEvent.click(within(view).getByRole('button', { name: 'Team Stats' }));
    const teamStats = await within(view).findByRole('region', { name: 'Team Stats' });
    expect(within(teamStats).getByRole('row', { name: /Possession/ })).toHaveTextContent('80%Possession20%');
    // xG as live stats writes it: 0.30, not 0.3.
    expect(within(teamStats).getByRole('row', { name: /Expected goals/ })).toHaveTextContent('2.99Expected goals0.30');
    fireEvent.click(within(view).getByRole('button', { name: 'Player Stats' }));
    const playerStats = await within(view).findByRole('region', { name: 'Player Stats' });
    expect(await within(playerStats).findByRole('row', { name: /Lionel Messi/ })).toHaveTextContent('Lionel MessiBarcelona7 (5)1.082');
    expect(within(playerStats).queryByText('Gerard Piqué')).toBeNull();
    fireEvent.click(within(view).getByRole('button', { name: 'Bet lines' }));
    const bet = await within(view).findByRole('region', { name: 'Bet lines' });
    expect(within(bet).getByText('Goals · Over 2.5').parentElement).toHaveTextContent('3Won');
    expect(within(bet).getByText(/Cards · Over 3.5/).parentElement).toHaveTextContent('2Lost');
    fireEvent.click(within(bet).getByRole('button', { name: 'Close' }));
    expect(within(view).queryByRole('region', { name: 'Bet lines' })).toBeNull();
  });

  it('counts on its chips what live stats counts, not the marks it draws (Barcelona v Alavés: 7 corners, 23 fouls, 1,132 passes, xG 3.29)', async () => {
    const { view } = await openPitch();
    const chips = within(view).getByRole('group', { name: 'Events shown' });
    // The pitch holds one corner, one foul and no pass of the match: the chips still read the match's figures.
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Shots 28 · 3 on the pitch', 'xG 3.29', 'Passes 1,132', 'Tackles 22', 'Fouls 23', 'Offsides 4', 'Corners 7']);
  });

  it('tells a finished match as finished: the final score, no play narrated, every bet line settled', async () => {
    const { view, pitch } = await openPitch();
    expect(within(view).getByText('Full time · Barcelona 3–0 Alavés')).toBeInTheDocument();
    expect(view).not.toHaveTextContent(/on the ball/);
    // No ball where play last stood.
    expect(within(pitch).queryByRole('button', { name: /on the ball/ })).toBeNull();
    fireEvent.click(within(view).getByRole('button', { name: 'Bet lines' }));
    const bet = await within(view).findByRole('region', { name: 'Bet lines' });
    expect(
      within(bet)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Goals · Over 2.53Won',
      'First half · Goals · Over 0.50Lost',
      'Corners · Over 9.57Lost',
      'Cards · Over 3.52Lost',
      'Both teams to scoreLost',
    ]);
    expect(bet).not.toHaveTextContent('Not yet');
  });

  it('at half time settles the first-half line only, and says the half is over', async () => {
    atStage('halfTime');
    const { view } = await openPitch('en', 'Pitch View', /Lionel Messi \(Barcelona\) · Off target/);
    expect(within(view).getByText('Half time · Barcelona 0–0 Alavés')).toBeInTheDocument();
    fireEvent.click(within(view).getByRole('button', { name: 'Bet lines' }));
    const bet = await within(view).findByRole('region', { name: 'Bet lines' });
    expect(within(bet).getByText('First half · Goals · Over 0.5').parentElement).toHaveTextContent('0Lost');
    expect(within(bet).getByText('Goals · Over 2.5').parentElement).toHaveTextContent('0Not yet');
    expect(within(bet).getByText('Both teams to score').parentElement).toHaveTextContent('Not yet');
  });

  it('speaks German', async () => {
    const { view, pitch } = await openPitch('de', 'Spielfeld', /Lionel Messi \(Barcelona\) · Tor/, 'Schüsse und Zahlen');
    expect(
      within(pitch).getByRole('button', { name: /64' · Lionel Messi \(Barcelona\) · Tor · xG 0,13 · Außerhalb des Strafraums/ }),
    ).toBeInTheDocument();
    expect(within(view).getByRole('heading', { name: 'Legende' })).toBeInTheDocument();
  });

  it('says there is no result, and keeps the frame, when the feed answers 500', async () => {
    server.use(http.get(`${feedOrigin}/competition_viz/:eventId`, () => new HttpResponse(null, { status: 500 })));
    await renderWidgetAt('/watch/pitchView?eventId=final&lang=en');
    const view = await screen.findByTestId('pitch-view');
    expect(await within(view).findByTestId('empty-state')).toHaveTextContent('No result found');
    expect(within(view).queryByRole('group', { name: 'Pitch View' })).toBeNull();
    expect(screen.getByTestId('side-header')).toBeInTheDocument();
  });

  it('says the same when the feed answers a shape the contract does not know', async () => {
    server.use(http.get(`${feedOrigin}/competition_viz/:eventId`, () => HttpResponse.json({ events: 'none' })));
    await renderWidgetAt('/watch/pitchView?eventId=final&lang=en');
    expect(await within(await screen.findByTestId('pitch-view')).findByTestId('empty-state')).toBeInTheDocument();
  });

  it('asks the shot map’s answer again at once when the details are opened, and polls it while they are seen', async () => {
    // The live tracker moves by the socket: the view asks the answer once for it, and polls it only for the details.
    let asked = 0;
    server.use(
      http.get(`${feedOrigin}/competition_viz/:eventId`, () => {
        asked += 1;
        return HttpResponse.json(pitchView('played'));
      }),
    );
    await renderWidgetAt('/watch/pitchView?eventId=laliga-2018-19-bar-ala&lang=en');
    const view = await screen.findByTestId('pitch-view', {}, { timeout: 5000 });
    await within(view).findByTestId('tracker', {}, { timeout: 5000 });
    await vi.waitFor(() => expect(asked).toBe(1));
    // The polls' intervals from here on are the test's to run (vi.waitFor keeps real timers).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      fireEvent.click(within(view).getByRole('button', { name: 'Shots and figures' }));
      await vi.waitFor(() => expect(asked).toBe(2));
      act(() => vi.advanceTimersByTime(pitchViewPollMs));
      await vi.waitFor(() => expect(asked).toBe(3));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('/watch/pitchView: the live tracker (route level, feed and socket mocked)', { timeout: 20_000 }, () => {
  // Turkey v Italy, Euro 2020, in play: the feed's ballPath steps of Immobile's goal (StatsBomb).
  beforeEach(() => {
    vi.stubGlobal('WebSocket', ScriptedSocket);
    atStage('inPlay');
    server.use(
      eventDataOf(turkeyItalyInPlay),
      // 20 minutes into the second half, Italy 1-0 up (Demiral's own goal, 53').
      http.get(`${feedOrigin}/event_status/:eventId`, () =>
        HttpResponse.json({
          status: 'inPlay',
          periods: [{ id: 'firstHalf' }, { id: 'secondHalf' }],
          periodStartTime: new Date(Date.now() - 20 * 60_000 - 30_000).toISOString(),
        }),
      ),
      http.get(`${feedOrigin}/event_details/:eventId`, () => HttpResponse.json({ home: { score: 0 }, away: { score: 1 } })),
    );
  });
  afterEach(() => vi.stubGlobal('WebSocket', SilentSocket));

  const openTracker = async () => {
    await renderWidgetAt('/watch/pitchView?eventId=demo-live&lang=en');
    const view = await screen.findByTestId('pitch-view', {}, { timeout: 5000 });
    const tracker = await within(view).findByTestId('tracker', {}, { timeout: 5000 });
    act(() => ScriptedSocket.last!.emit('open'));
    const send = (ids: [number, number]) =>
      act(() =>
        ScriptedSocket.last!.emit('message', {
          type: 'ballPath',
          value: { period: 'secondHalf', steps: immobileGoalSteps.filter((step) => step.id >= ids[0] && step.id <= ids[1]) },
        }),
      );
    return { view, tracker, send };
  };

  it('moves the ball to each real place, with the side in possession and its situation, and draws the shot and the goal', async () => {
    const { tracker, send } = await openTracker();
    expect(within(tracker).queryByTestId('tracker-ball')).toBeNull();
    expect(within(tracker).getByRole('img', { name: 'Waiting for play' })).toBeInTheDocument();
    // Up to Immobile's shot: Italy's dangerous attack, the ball where the shot ended, in the goal.
    send([2766, 2775]);
    const ball = within(tracker).getByTestId('tracker-ball');
    await waitFor(() => expect(ball).toHaveAttribute('data-x', '0'), { timeout: 3000 });
    expect(ball).toHaveAttribute('data-y', '49.6');
    expect(ball).toHaveAttribute('data-side', 'away');
    expect(within(tracker).getByTestId('tracker-zone')).toHaveAttribute('data-zone', 'danger');
    expect(within(tracker).getByTestId('tracker-zone')).toHaveAttribute('data-side', 'away');
    expect(within(tracker).getByRole('img', { name: 'Italy on the ball in the attacking third. Dangerous attack' })).toBeInTheDocument();
    expect([...tracker.querySelectorAll('[data-mark]')].map((mark) => mark.getAttribute('data-mark'))).toEqual(['shot', 'save', 'goal']);
    // Then Çakır has it: Turkey's ball, safe in their own box.
    send([2776, 2776]);
    await waitFor(() => expect(ball).toHaveAttribute('data-x', '1.5'), { timeout: 3000 });
    expect(ball).toHaveAttribute('data-side', 'home');
    expect(within(tracker).getByTestId('tracker-zone')).toHaveAttribute('data-zone', 'safe');
  });

  it('opens on where play is, from the feed’s answer before any message, then folds in the live steps it does not hold, once', async () => {
    // The snapshot came before the tracker's chunk listened: the tracker asks /ball_path. At
    // Immobile's recovery (2774): Spinazzola's shot saved by Çakır told, the 66th minute's
    // momentum so far (Italy's eight steps in danger, 2 each: contract/ball-momentum.ts).
    server.use(
      http.get(`${feedOrigin}/ball_path/:eventId`, () =>
        HttpResponse.json({
          told: [],
          recent: [{ period: 'secondHalf', steps: immobileGoalSteps.filter((step) => step.id <= 2774) }],
          momentum: [{ period: 'secondHalf', index: 65, home: 0, away: 16 }],
        }),
      ),
    );
    const { tracker, send } = await openTracker();
    const ball = await within(tracker).findByTestId('tracker-ball', {}, { timeout: 3000 });
    await waitFor(() => expect(ball).toHaveAttribute('data-x', '4.9'), { timeout: 3000 });
    expect(ball).toHaveAttribute('data-y', '58.5');
    expect(within(tracker).getByTestId('tracker-zone')).toHaveAttribute('data-zone', 'danger');
    expect(within(tracker).getByTestId('tracker-zone')).toHaveAttribute('data-side', 'away');
    const ticker = within(tracker).getByRole('log', { name: 'Match events' });
    const lines = () =>
      within(ticker)
        .getAllByRole('listitem')
        .map((line) => line.textContent);
    expect(lines()).toEqual(["66'Italy: Spinazzola shoots, saved by Çakır"]);
    const minute = () => within(tracker).getByTestId('tracker-momentum').querySelector('[data-minute="65"]');
    expect(minute()).toHaveAttribute('data-away', '16');

    // The socket's next message starts with two steps the answer held (sent before it was made).
    send([2773, 2776]);
    await waitFor(() => expect(ball).toHaveAttribute('data-x', '1.5'), { timeout: 3000 });
    expect(lines()).toEqual(["66'Italy: Goal! Immobile scores", "66'Italy: Spinazzola shoots, saved by Çakır"]);
    expect([...tracker.querySelectorAll('[data-mark]')].map((mark) => mark.getAttribute('data-mark'))).toEqual(['shot', 'save', 'goal']);
    // Immobile's goal weighs 2 more, Çakır's ball after it nothing; the known steps are not counted again.
    expect(minute()).toHaveAttribute('data-away', '18');
    expect(minute()).toHaveAttribute('data-home', '0');
  });

  it('starts again from the feed’s answer after a jump in time, so the momentum is the match’s up to the new moment', async () => {
    // Demiral's own goal (53', 7:12 into the second half), as the feed answers once the replay is sought back to it.
    const demiral = { id: 2269, second: 432.6, kind: 'ownGoal', side: 'home', x: 3.4, y: 50.6, player: 'Demiral' } as const;
    const answers = [
      {
        told: [],
        recent: [{ period: 'secondHalf', steps: immobileGoalSteps.filter((step) => step.id <= 2774) }],
        momentum: [{ period: 'secondHalf', index: 65, home: 0, away: 16 }],
      },
      { told: [], recent: [{ period: 'secondHalf', steps: [demiral] }], momentum: [{ period: 'secondHalf', index: 52, home: 0, away: 2 }] },
    ];
    let asked = 0;
    server.use(http.get(`${feedOrigin}/ball_path/:eventId`, () => HttpResponse.json(answers[Math.min(asked++, 1)])));
    const { tracker } = await openTracker();
    const ball = await within(tracker).findByTestId('tracker-ball', {}, { timeout: 3000 });
    await waitFor(() => expect(ball).toHaveAttribute('data-x', '4.9'), { timeout: 3000 });
    const minutes = () =>
      [...within(tracker).getByTestId('tracker-momentum').querySelectorAll('[data-minute]')].map((minute) =>
        [minute.getAttribute('data-minute'), minute.getAttribute('data-away')].join(':'),
      );
    expect(minutes()).toEqual(['65:16']);

    // The replay sought back to 53': the socket resends the last steps before it.
    act(() => ScriptedSocket.last!.emit('message', { type: 'ballPath', value: { period: 'secondHalf', steps: [demiral] } }));
    await waitFor(() => expect(minutes()).toEqual(['52:2']), { timeout: 3000 });
    expect(asked).toBe(2);
    await waitFor(() => expect(ball).toHaveAttribute('data-x', '3.4'), { timeout: 3000 });
  });

  it('tells the events in a polite ticker that names the players', async () => {
    const { tracker, send } = await openTracker();
    send([2766, 2776]);
    const ticker = within(tracker).getByRole('log', { name: 'Match events' });
    expect(ticker).toHaveAttribute('aria-live', 'polite');
    expect(
      within(ticker)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(["66'Italy: Goal! Immobile scores", "66'Italy: Spinazzola shoots, saved by Çakır"]);
  });

  it('shows the score, the clock and the stage above the pitch', async () => {
    const { tracker } = await openTracker();
    const strip = within(tracker).getByTestId('tracker-strip');
    await waitFor(() => expect(within(strip).getByTestId('tracker-score')).toHaveTextContent('Turkey 0 - 1 Italy'));
    await waitFor(() => expect(within(strip).getByTestId('tracker-clock')).toHaveTextContent(/^65:3\d · Second half$/));
  });

  // As the feed answers for the 2022 final: every page its facts give, the pitch view among them, and no event data.
  const availabilityWithoutEventData = http.get(`${feedOrigin}/availability/:eventId`, () =>
    HttpResponse.json({
      paths: pages.map((page) => page.path).filter((path) => path !== '/' && !needsEventData(path)),
      pitchView: true,
      stream: false,
      features: { eventData: false, competition: { viz: false } },
    }),
  );

  it('for a match without event data (the 2022 final) tells its goals and cards, draws no ball and offers no details', async () => {
    vi.stubGlobal('WebSocket', SilentSocket);
    server.use(
      availabilityWithoutEventData,
      eventDataOf({
        matchStart: '2022-12-18T15:00:00Z',
        status: 'played',
        home: { id: 'arg', code: 'ARG', name: 'Argentina' },
        away: { id: 'fra', code: 'FRA', name: 'France' },
      }),
      http.get(`${feedOrigin}/incidents/:eventId`, () => HttpResponse.json(finalIncidents)),
      http.get(`${feedOrigin}/lineups/:eventId`, () => HttpResponse.json(finalLineups)),
      http.get(`${feedOrigin}/live_stats/:eventId`, () => {
        const { expectedGoals: _home, ...home } = fullTime.home;
        const { expectedGoals: _away, ...away } = fullTime.away;
        return HttpResponse.json({ stage: 'played', summary: { home, away }, periods: [], momentum: [], shots: [], xgTimeline: [] });
      }),
    );
    await renderWidgetAt('/watch/pitchView?eventId=final&lang=en');
    const tracker = await within(await screen.findByTestId('pitch-view', {}, { timeout: 5000 })).findByTestId(
      'tracker',
      {},
      { timeout: 5000 },
    );
    const note = await within(tracker).findByText('No ball positions for this match: its goals and cards are shown above.');
    // The sentence is the empty pitch's text alternative.
    expect(within(tracker).getByRole('img', { name: note.textContent! })).toBe(within(tracker).getByTestId('tracker-pitch'));
    const strip = within(tracker).getByTestId('tracker-incidents');
    expect(
      within(strip)
        .getAllByRole('listitem')
        .slice(0, 3)
        .map((line) => line.textContent),
    ).toEqual(["Messi 23'", "Di María 36'", "E. Fernández 45+7'"]);
    expect(within(tracker).queryByTestId('tracker-ball')).toBeNull();
    expect(within(tracker).queryByTestId('tracker-zone')).toBeNull();
    // Who won: the shoot-out's score, which no incident on the strip tells.
    expect(within(tracker).getByTestId('tracker-shootout')).toHaveTextContent(/^Penalty shoot-out 4–2$/);
    // The ticker tells the latest of them, goals included.
    expect(within(within(tracker).getByRole('log')).getAllByRole('listitem')[0]).toHaveTextContent(/^\d+(\+\d+)?'/);
    // No shot map, counts or legend one tap away: none of them would hold anything.
    const view = screen.getByTestId('pitch-view');
    expect(within(view).queryByRole('button', { name: 'Shots and figures' })).toBeNull();
    expect(within(view).queryByTestId('tracker-momentum')).toBeNull();
    expect(screen.queryByText('Not available for this match')).toBeNull();
    // The goals and cards are openfootball's and FIFA's: named, as on the scoreboard.
    expect(await within(view).findByTestId('powered-by')).toHaveTextContent(/^Sources: openfootball, FIFA$/);
  });

  it('for a match offered no pitch view (a catalogue match) says it is not available for this match', async () => {
    vi.stubGlobal('WebSocket', SilentSocket);
    server.use(
      http.get(`${feedOrigin}/availability/:eventId`, () =>
        HttpResponse.json({
          paths: ['/scoreboard', '/info', '/info/table'],
          pitchView: false,
          stream: false,
          features: { eventData: false },
        }),
      ),
    );
    await renderWidgetAt('/watch/pitchView?eventId=worldcup-2018-2018-07-15-france-croatia&lang=en');
    expect(await screen.findByTestId('empty-state', {}, { timeout: 5000 })).toHaveTextContent(/^Not available for this match$/);
    expect(screen.queryByTestId('pitch-view')).toBeNull();
    expect(screen.queryByText('No result found')).toBeNull();
  });

  it('during the shoot-out of the 2022 final tells its score in place of the stage', async () => {
    vi.stubGlobal('WebSocket', SilentSocket);
    const [first, second] = finalIncidents.shootout.kicks;
    server.use(
      availabilityWithoutEventData,
      http.get(`${feedOrigin}/event_status/:eventId`, () =>
        HttpResponse.json({
          status: 'penalties',
          periods: ['firstHalf', 'secondHalf', 'firstHalfExtraTime', 'secondHalfExtraTime', 'penaltyShootout'].map((id) => ({ id })),
          periodStartTime: new Date(Date.now() - 60_000).toISOString(),
        }),
      ),
      // Mbappé and Messi have scored the first two kicks.
      http.get(`${feedOrigin}/incidents/:eventId`, () =>
        HttpResponse.json({ ...finalIncidents, shootout: { home: 1, away: 1, kicks: [first, second] } }),
      ),
    );
    await renderWidgetAt('/watch/pitchView?eventId=final&lang=en');
    const tracker = await within(await screen.findByTestId('pitch-view', {}, { timeout: 5000 })).findByTestId(
      'tracker',
      {},
      { timeout: 5000 },
    );
    await waitFor(() => expect(within(tracker).getByTestId('tracker-clock')).toHaveTextContent(/Penalty shoot-out 1–1$/));
    expect(within(tracker).queryByTestId('tracker-shootout')).toBeNull();
  });
});
