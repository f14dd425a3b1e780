import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { feedOrigin, renderWidgetAt, serveFakeFeed } from '../../testing/feed.tsx';
import { barcelonaAlavesPitchEvents, barcelonaAlavesPlayerLines, barcelonaAlavesShots, withIds } from './testing/barcelona-alaves.ts';

// Barcelona 3-0 Alavés, La Liga 2018/19: three of its shots as the feed serves them (StatsBomb data).
const shots = withIds(barcelonaAlavesShots, 'e0', 'e6', 'e42');
const side = (goals: number, possession: number, corners: number, yellowCards: number, expectedGoals: number) => ({
  goals,
  shots: 16,
  shotsOnTarget: 10,
  shotsOffTarget: 6,
  blockedShots: 0,
  hitWoodwork: 0,
  expectedGoals,
  possession,
  passes: 713,
  passAccuracy: 88.6,
  corners,
  offsides: 3,
  foulsConceded: 12,
  yellowCards,
  redCards: 0,
  touches: 1062,
  attacks: 188,
  dangerousAttacks: 65,
  bigChances: 6,
  saves: 2,
});

const server = serveFakeFeed({ stage: 'played' });
beforeEach(() =>
  server.use(
    http.get(`${feedOrigin}/event_data/:eventId`, ({ params }) =>
      HttpResponse.json({
        eventId: params.eventId,
        matchStart: '2018-08-18T20:15:00Z',
        status: 'played',
        home: { id: 'bar', code: 'BAR', name: 'Barcelona' },
        away: { id: 'ala', code: 'ALA', name: 'Alavés' },
      }),
    ),
    http.get(`${feedOrigin}/competition_viz/:eventId`, () =>
      HttpResponse.json({
        stage: 'played',
        minute: null,
        events: withIds(barcelonaAlavesPitchEvents, 'e61', 'e63'),
        ball: { x: 25, y: 50 },
        inPossession: 'away',
        credit: 'StatsBomb',
      }),
    ),
    http.get(`${feedOrigin}/live_stats/:eventId`, () =>
      HttpResponse.json({
        stage: 'played',
        summary: { home: side(3, 67.4, 6, 0, 4.46), away: side(0, 32.6, 5, 2, 4.73) },
        momentum: [],
        shots,
        xgTimeline: [],
      }),
    ),
    http.get(`${feedOrigin}/player_stats/:eventId`, () =>
      HttpResponse.json({
        players: barcelonaAlavesPlayerLines,
      }),
    ),
  ),
);

const openPitch = async (lang = 'en', name = 'Pitch View', goal = /Lionel Messi \(Barcelona\) · Goal/) => {
  await renderWidgetAt(`/watch/pitchView?eventId=laliga-2018-19-bar-ala&lang=${lang}`);
  // The first test also waits for the view's lazy chunk.
  const view = await screen.findByTestId('pitch-view', {}, { timeout: 5000 });
  const pitch = await within(view).findByRole('group', { name }, { timeout: 5000 });
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
    expect(within(view).getByTestId('shot-summary')).toHaveTextContent('Barcelona: 2 shots, 1 on target, xG 0.22');
    expect(within(view).getByTestId('shot-summary')).toHaveTextContent('Alavés: 1 shots, 0 on target, xG 0.14');
    expect(within(view).getByTestId('powered-by')).toHaveTextContent('Powered by StatsBomb');
  });

  it('says what a mark is when it is tapped, and where play is', async () => {
    const { view, pitch } = await openPitch();
    expect(within(view).getByTestId('selected-mark')).toHaveTextContent('Tap a mark on the pitch to see what it is');
    fireEvent.click(within(pitch).getByRole('button', { name: /76' · Foul/ }));
    expect(within(view).getByTestId('selected-mark')).toHaveTextContent("76' · Foul · Alavés");
    expect(within(pitch).getByRole('button', { name: /76' · Foul/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(view).getByTestId('where-play-is')).toHaveTextContent('Alavés on the ball in the attacking third');
    expect(within(view).getByRole('heading', { name: 'Legend' })).toBeInTheDocument();
  });

  it('paints the xG circles in the colour the fan picks, and hides them or the shots on request', async () => {
    const { view, pitch } = await openPitch();
    // The theme's colours as its CSS variables: the brand's own, whatever it is.
    const fills = () => [...xgCircles(pitch)].map((circle) => circle.getAttribute('fill'));
    expect(fills()).toEqual(['var(--cpp-palette-chart-home)', 'var(--cpp-palette-chart-away)', 'var(--cpp-palette-chart-home)']);
    fireEvent.click(within(view).getByRole('radio', { name: 'Brand colour' }));
    expect(fills()).toEqual(Array(3).fill('var(--cpp-palette-primary-main)'));
    fireEvent.click(within(view).getByRole('radio', { name: 'High contrast' }));
    expect(fills()).toEqual(Array(3).fill('var(--cpp-palette-pitch-line)'));
    fireEvent.click(within(view).getByRole('button', { name: 'xG 3' }));
    expect(xgCircles(pitch)).toHaveLength(0);
    expect(within(pitch).getAllByRole('button', { name: /xG 0\./ })).toHaveLength(3);
    fireEvent.click(within(view).getByRole('button', { name: 'Shots 3' }));
    expect(within(pitch).queryAllByRole('button', { name: /xG 0\./ })).toHaveLength(0);
  });

  it('opens the team-stats, player-stats and bet overlays over the pitch', async () => {
    const { view } = await openPitch();
    fireEvent.click(within(view).getByRole('button', { name: 'Team Stats' }));
    const teamStats = await within(view).findByRole('region', { name: 'Team Stats' });
    expect(within(teamStats).getByRole('row', { name: /Possession/ })).toHaveTextContent('67%Possession33%');
    fireEvent.click(within(view).getByRole('button', { name: 'Player Stats' }));
    const playerStats = await within(view).findByRole('region', { name: 'Player Stats' });
    expect(await within(playerStats).findByRole('row', { name: /Lionel Messi/ })).toHaveTextContent('Lionel MessiBarcelona7 (5)1.082');
    expect(within(playerStats).queryByText('Gerard Piqué')).toBeNull();
    fireEvent.click(within(view).getByRole('button', { name: 'Bet lines' }));
    const bet = await within(view).findByRole('region', { name: 'Bet lines' });
    expect(within(bet).getByText(/Goals · Over 2.5/).parentElement).toHaveTextContent('3Reached');
    expect(within(bet).getByText(/Cards · Over 3.5/).parentElement).toHaveTextContent('2Not yet');
    fireEvent.click(within(bet).getByRole('button', { name: 'Close' }));
    expect(within(view).queryByRole('region', { name: 'Bet lines' })).toBeNull();
  });

  it('speaks German', async () => {
    const { view, pitch } = await openPitch('de', 'Spielfeld', /Lionel Messi \(Barcelona\) · Tor/);
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
});
