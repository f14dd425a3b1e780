import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedOrigin, renderWidgetAt, ScriptedSocket, serveFakeFeed } from '../testing/feed.tsx';

/** The feed's event_data as it answers for the 2022 final (national teams) and for a La Liga match. */
const teams = {
  final: {
    home: { id: 'arg', code: 'ARG', name: 'Argentina', country: 'AR' },
    away: { id: 'fra', code: 'FRA', name: 'France', country: 'FR' },
  },
  laliga: {
    home: { id: 'barcelona', code: 'BAR', name: 'Barcelona' },
    away: { id: 'deportivo-alaves', code: 'ALA', name: 'Deportivo Alavés' },
  },
};
let stage = 'inPlay';
const server = serveFakeFeed({ stage: 'inPlay' });
// Ahead of the fake feed's own answers, which reset after each test.
beforeEach(() =>
  server.use(
    http.get(`${feedOrigin}/event_data/:eventId`, ({ params }) =>
      HttpResponse.json({
        eventId: params.eventId,
        matchStart: '2022-12-18T15:00:00Z',
        status: stage,
        ...teams[params.eventId as 'final' | 'laliga'],
      }),
    ),
    http.get(`${feedOrigin}/event_status/:eventId`, () =>
      HttpResponse.json(
        stage === 'inPlay'
          ? { status: 'inPlay', periods: [{ id: 'firstHalf' }], periodStartTime: new Date(Date.now() - 600_000).toISOString() }
          : { status: stage, periods: [] },
      ),
    ),
  ),
);
beforeAll(() => {
  vi.stubGlobal('WebSocket', ScriptedSocket);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});
afterAll(() => vi.unstubAllGlobals());

async function announceGoal(side: 'home' | 'away') {
  act(() => ScriptedSocket.last!.emit('open'));
  act(() => ScriptedSocket.last!.emit('message', { type: 'majorIncident', value: { event: 'goal', side, isUpdate: false } }));
  // The animation is hidden from assistive technology (a status says the goal): found by its hook.
  await screen.findByTestId('goal-overlay');
}

describe('team names in the fan language (route level, feed and socket mocked)', () => {
  it('announces a goal of France as Frankreich in German', async () => {
    stage = 'inPlay';
    await renderWidgetAt('/scoreboard?eventId=final&lang=de');
    await announceGoal('away');
    expect(screen.getByText('Tor: Frankreich')).toBeInTheDocument();
  });

  it('announces a goal of Argentina as Αργεντινή in Greek', async () => {
    stage = 'inPlay';
    await renderWidgetAt('/scoreboard?eventId=final&lang=el');
    await announceGoal('home');
    expect(screen.getByText(/: Αργεντινή$/)).toBeInTheDocument();
  });

  it('keeps a club name in German', async () => {
    stage = 'inPlay';
    await renderWidgetAt('/scoreboard?eventId=laliga&lang=de');
    await announceGoal('away');
    expect(screen.getByText('Tor: Deportivo Alavés')).toBeInTheDocument();
  });

  it('shows the codes before kick-off and names the teams in German to assistive technology', async () => {
    stage = 'lineupsAvailable';
    await renderWidgetAt('/scoreboard?eventId=final&lang=de');
    const item = await screen.findByRole('link', { name: /^Anzeigetafel: / });
    expect(await within(item).findByText('ARG')).toBeVisible();
    expect(within(item).getByText('FRA')).toBeVisible();
    expect(item).toHaveAccessibleName(/Argentinien gegen Frankreich/);
    expect(item).toHaveAccessibleName(/ARG.*FRA/);
  });
});
