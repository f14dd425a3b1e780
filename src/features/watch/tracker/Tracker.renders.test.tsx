import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BallPath } from '../../../../contract/ball-path.ts';
import { immobileGoalSteps } from '../../../../contract/testing/turkey-italy-steps.ts';
import { emptyTrackerState, withBallPath } from './tracker-model.ts';

// What renders, counted where each part renders: the pitch view calls usePitchView once a render,
// the static pitch is a Pitch, the ball's layer draws one BallGlyph, the strip reads useMatchClock,
// the ticker makes its lines with tickerLines, the pitch's text alternative is worded by pitchAlternative and each
// ticker line by tickerText. Each passes through to the real one.
const renders = vi.hoisted(() => ({
  pitchView: 0,
  pitch: 0,
  ballLayer: 0,
  strip: 0,
  score: 0,
  incidents: 0,
  ticker: 0,
  alternative: 0,
  tickerLine: 0,
}));
vi.mock(import('../components/use-pitch-view.ts'), async (importOriginal) => {
  const real = await importOriginal();
  return {
    ...real,
    usePitchView: (...args: Parameters<typeof real.usePitchView>) => {
      renders.pitchView += 1;
      return real.usePitchView(...args);
    },
  };
});
vi.mock(import('../../../components/Pitch.tsx'), async (importOriginal) => {
  const real = await importOriginal();
  return {
    ...real,
    Pitch: (props: Parameters<typeof real.Pitch>[0]) => {
      renders.pitch += 1;
      return real.Pitch(props);
    },
  };
});
vi.mock(import('../components/PitchGlyphs.tsx'), async (importOriginal) => {
  const real = await importOriginal();
  return {
    ...real,
    BallGlyph: (props: Parameters<typeof real.BallGlyph>[0]) => {
      renders.ballLayer += 1;
      return real.BallGlyph(props);
    },
  };
});
vi.mock(import('../../../lib/realtime/use-live.ts'), async (importOriginal) => {
  const real = await importOriginal();
  return {
    ...real,
    useMatchClock: (...args: Parameters<typeof real.useMatchClock>) => {
      renders.strip += 1;
      return real.useMatchClock(...args);
    },
    useLiveScore: (...args: Parameters<typeof real.useLiveScore>) => {
      renders.score += 1;
      return real.useLiveScore(...args);
    },
  };
});
vi.mock(import('../../../api/incidents.ts'), async (importOriginal) => {
  const real = await importOriginal();
  return {
    ...real,
    useIncidents: (...args: Parameters<typeof real.useIncidents>) => {
      renders.incidents += 1;
      return real.useIncidents(...args);
    },
  };
});
vi.mock(import('./tracker-model.ts'), async (importOriginal) => {
  const real = await importOriginal();
  return {
    ...real,
    tickerLines: (...args: Parameters<typeof real.tickerLines>) => {
      renders.ticker += 1;
      return real.tickerLines(...args);
    },
  };
});

vi.mock(import('./ticker-words.ts'), async (importOriginal) => {
  const real = await importOriginal();
  return {
    ...real,
    pitchAlternative: (...args: Parameters<typeof real.pitchAlternative>) => {
      renders.alternative += 1;
      return real.pitchAlternative(...args);
    },
    tickerText: (...args: Parameters<typeof real.tickerText>) => {
      renders.tickerLine += 1;
      return real.tickerText(...args);
    },
  };
});

// A worker shares one module graph between test files (vitest.config.ts): this file starts from a
// fresh one, so the counting modules above are the ones the widget loads.
vi.resetModules();
const { feedOrigin, renderWidgetAt, ScriptedSocket, serveFakeFeed } = await import('../../../testing/feed.tsx');

const server = serveFakeFeed({ stage: 'inPlay' });
beforeAll(() => vi.stubGlobal('WebSocket', ScriptedSocket));
afterAll(() => vi.unstubAllGlobals());

describe('the live tracker’s renders (route level, feed and socket mocked)', { timeout: 20_000 }, () => {
  it('one ball message renders the ball’s layer once, the ticker, strip and view only when their data changed, and never the still pitch', async () => {
    // Turkey v Italy, 66': the feed's ballPath steps from Barella's pass to Çakır's ball after Immobile's goal (StatsBomb).
    server.use(
      http.get(`${feedOrigin}/event_data/:eventId`, ({ params }) =>
        HttpResponse.json({
          eventId: params.eventId,
          matchStart: '2021-06-11T19:00:00Z',
          status: 'inPlay',
          home: { id: 'tur', code: 'TUR', name: 'Turkey' },
          away: { id: 'ita', code: 'ITA', name: 'Italy' },
        }),
      ),
      // In play with no period start: the clock shows the stage and does not tick, so no timer renders it.
      http.get(`${feedOrigin}/event_status/:eventId`, () =>
        HttpResponse.json({ status: 'inPlay', periods: [{ id: 'firstHalf' }, { id: 'secondHalf' }] }),
      ),
      http.get(`${feedOrigin}/competition_viz/:eventId`, () =>
        HttpResponse.json({ stage: 'inPlay', minute: 66, events: [], ball: null, inPossession: null, credit: 'StatsBomb' }),
      ),
      http.get(`${feedOrigin}/ball_path/:eventId`, () => HttpResponse.json({ told: [], recent: [], momentum: [] })),
    );
    await renderWidgetAt('/watch/pitchView?eventId=demo-live&lang=en');
    const view = await screen.findByTestId('pitch-view', {}, { timeout: 5000 });
    const tracker = await within(view).findByTestId('tracker', {}, { timeout: 5000 });
    act(() => ScriptedSocket.last!.emit('open'));
    const messages: BallPath[] = immobileGoalSteps.map((step) => ({ period: 'secondHalf', steps: [step] }));
    const [first, ...rest] = messages;
    const send = (message: BallPath) => act(() => ScriptedSocket.last!.emit('message', { type: 'ballPath', value: message }));
    // Barella's pass: the tracker has started from the answer and draws the ball where it went.
    send(first!);
    await waitFor(() => expect(within(tracker).getByTestId('tracker-ball')).toHaveAttribute('data-x', '9.8'), { timeout: 3000 });

    // The ten steps after it, one message each, with no timer run between them.
    const before = { ...renders };
    const pitch = within(tracker).getByTestId('tracker-pitch');
    const labels = [pitch.getAttribute('aria-label')];
    const ball = within(tracker).getByTestId('tracker-ball');
    const placed: Array<string | undefined> = [];
    for (const message of rest) {
      send(message);
      labels.push(pitch.getAttribute('aria-label'));
      placed.push(ball.dataset.x);
    }
    // The ball goes to each message's first place in the message's own task, no timer run.
    expect(placed).toEqual(rest.map((message) => String(message.steps[0]!.x)));
    const counted = Object.fromEntries(
      Object.entries(renders).map(([part, count]) => [part, count - before[part as keyof typeof renders]]),
    );
    // What changed, by the model: the ticker's lines at Spinazzola's shot, Çakır's save and Immobile's goal;
    // the pitch's text alternative each time the side, the third or the situation changed.
    const states = messages.reduce((folded, message) => [...folded, withBallPath(folded.at(-1)!, message)], [emptyTrackerState]).slice(1);
    const tickerChanges = states.slice(1).filter((state, index) => state.ticker !== states[index]!.ticker).length;
    const labelChanges = labels.slice(1).filter((label, index) => label !== labels[index]).length;
    // The ticker's lines new to it (a line stays the same object while it reads the same): Spinazzola's shot, the
    // same line naming Çakır for his save, Immobile's goal.
    const newLines = states
      .slice(1)
      .reduce((sum, state, index) => sum + state.ticker.filter((line) => !states[index]!.ticker.includes(line)).length, 0);
    expect(newLines).toBe(3);
    expect(tickerChanges).toBe(3);
    expect(labelChanges).toBeGreaterThan(0);
    expect(labelChanges).toBeLessThan(rest.length);
    expect(counted).toEqual({
      pitchView: 0,
      // The grass and its lines are drawn once: a new text alternative renders the pitch's box, not them.
      pitch: 0,
      ballLayer: rest.length,
      strip: 0,
      score: 0,
      incidents: tickerChanges,
      ticker: tickerChanges,
      // Worded once for each new text, not each time the slice is read (every message, twice a render).
      alternative: labelChanges,
      // Each line worded once, as it comes: the lines under it do not render again.
      tickerLine: newLines,
    });
    expect(within(tracker).getByRole('log', { name: 'Match events' })).toHaveTextContent("66'Italy: Goal! Immobile scores");

    // Live stats as play goes on (passes counted, the score 0-1): the strip's score line reads them,
    // the strip (its goals and cards) and the ticker do not render. (The shell's scoreboard does, on every one.)
    const incidentsBefore = renders.incidents;
    const scoreBefore = renders.score;
    for (const passes of [410, 412, 415]) {
      act(() =>
        ScriptedSocket.last!.emit('message', {
          type: 'statsSummary',
          value: { home: { goals: 0, passes: 301 }, away: { goals: 1, passes } },
        }),
      );
    }
    await waitFor(() => expect(renders.score).toBeGreaterThan(scoreBefore));
    expect(within(tracker).getByTestId('tracker-score')).toHaveTextContent('Turkey 0 - 1 Italy');
    expect(renders.incidents - incidentsBefore).toBe(0);

    // The feed's status again, its period start moved (at speed 20 it goes out every few seconds, so the
    // clock does not drift): the shell renders for it, the tracker's clock reads it, the pitch view does not render.
    const viewBefore = renders.pitchView;
    for (const minutes of [21, 22]) {
      const periodStartTime = new Date(Date.now() - minutes * 60_000).toISOString();
      act(() =>
        ScriptedSocket.last!.emit('message', {
          type: 'status',
          value: { status: 'inPlay', periods: [{ id: 'firstHalf' }, { id: 'secondHalf' }], periodStartTime },
        }),
      );
    }
    await waitFor(() => expect(within(tracker).getByTestId('tracker-clock')).toHaveTextContent(/^67:\d\d · Second half$/));
    expect(renders.pitchView - viewBefore).toBe(0);
  });
});
