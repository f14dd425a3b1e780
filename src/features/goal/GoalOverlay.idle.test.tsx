import { act, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GoalAnimationColours } from './goal-animation-data.ts';

// Counted as the page would fetch and run them: the chunk of a goal's rule and view, the Lottie player
// (played by the test: jsdom has no canvas for lottie-web), and each build of our animation.
const counts = vi.hoisted(() => ({
  goalShow: 0,
  lottie: 0,
  sources: [] as unknown[],
  rendererSettings: [] as unknown[],
  built: [] as Array<{ team: string; made: unknown }>,
}));
vi.mock('./components/GoalShow.tsx', async (importOriginal) => {
  counts.goalShow += 1;
  return importOriginal();
});
vi.mock('lottie-react', () => {
  counts.lottie += 1;
  return {
    LottieLight: ({ src, rendererSettings, ...props }: { src: unknown; rendererSettings?: unknown; 'data-testid'?: string }) => {
      counts.sources.push(src);
      counts.rendererSettings.push(rendererSettings);
      return <div data-testid={props['data-testid']} />;
    },
  };
});
vi.mock(import('./goal-animation-data.ts'), async (importOriginal) => {
  const real = await importOriginal();
  return {
    ...real,
    goalAnimation: (colours: GoalAnimationColours) => {
      const made = real.goalAnimation(colours);
      counts.built.push({ team: colours.team, made });
      return made;
    },
  };
});

// A worker shares one module graph between test files (vitest.config.ts): this file starts from a
// fresh one, as a page does, so nothing of a goal is loaded before it asks.
vi.resetModules();
const { renderWidgetAt, ScriptedSocket, serveFakeFeed } = await import('../../testing/feed.tsx');
const { finalGoals, scoreboardAfter } = await import('./testing/final-goals.ts');

// The browser's idle periods, run by the test one at a time.
const idle: Array<{ id: number; run: IdleRequestCallback }> = [];
let lastIdle = 0;
/** Runs the next idle period asked for, waiting for it to be asked (a chunk may be loading first). */
async function nextIdlePeriod(): Promise<void> {
  const next = await vi.waitFor(() => idle.shift() ?? Promise.reject(new Error('no idle period asked for')));
  act(() => next.run({ didTimeout: false, timeRemaining: () => 50 }));
}
const reducedMotion = { matches: false };

const server = serveFakeFeed({ stage: 'inPlay' });
beforeAll(() => {
  vi.stubGlobal('WebSocket', ScriptedSocket);
  vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => {
    idle.push({ id: ++lastIdle, run });
    return lastIdle;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => {
    const index = idle.findIndex((entry) => entry.id === id);
    if (index >= 0) idle.splice(index, 1);
  });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reducedMotion.matches,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});
// The files after this one in the worker load their own, as they would without it.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the goal overlay in idle time (route level, feed and socket mocked)', { timeout: 20_000 }, () => {
  it('on the live tracker, for a fan who asks for reduced motion, loads what a goal shows once the socket is open, and no animation', async () => {
    reducedMotion.matches = true;
    await renderWidgetAt('/watch/pitchView?eventId=final&lang=en');
    await screen.findByRole('navigation', { name: 'Match centre' });
    expect(counts.goalShow).toBe(0);
    act(() => ScriptedSocket.last!.emit('open'));
    await vi.waitFor(() => expect(counts.goalShow).toBe(1));
    act(() => ScriptedSocket.last!.emit('message', { type: 'majorIncident', value: { event: 'goal', side: 'away', isUpdate: false } }));
    expect(await within(await screen.findByTestId('goal-overlay')).findByTestId('goal-word')).toHaveTextContent('GOAL');
    expect(screen.getByText('Goal: France')).toBeInTheDocument();
    // GoalShow, in since before the goal, asked no idle time of its own: the word for goal needs no player.
    expect(idle).toEqual([]);
    expect(counts.lottie).toBe(0);
    expect(counts.built).toEqual([]);
  });

  it('on the live tracker in English, loads the player and makes both sides’ animation in idle time, so a goal only plays it', async () => {
    reducedMotion.matches = false;
    await renderWidgetAt('/watch/pitchView?eventId=final&lang=en');
    await screen.findByRole('navigation', { name: 'Match centre' });
    act(() => ScriptedSocket.last!.emit('open'));
    // One step an idle period: the player, the home side's animation, the away side's.
    await nextIdlePeriod();
    await vi.waitFor(() => expect(counts.lottie).toBe(1));
    expect(counts.built).toEqual([]);
    await nextIdlePeriod();
    expect(counts.built).toHaveLength(1);
    await nextIdlePeriod();
    expect(counts.built).toHaveLength(2);
    const [home, away] = counts.built;
    expect(home!.team).not.toBe(away!.team);
    expect(screen.queryByTestId('goal-overlay')).toBeNull();

    // Argentina score: the animation made for them in idle time is the one played, and nothing is built.
    act(() => ScriptedSocket.last!.emit('message', { type: 'majorIncident', value: { event: 'goal', side: 'home', isUpdate: false } }));
    await within(await screen.findByTestId('goal-overlay')).findByTestId('goal-animation');
    expect(counts.sources.at(-1)).toBe(home!.made);
    // Lottie builds each layer as its first frame comes, not all of them in the task that loads it.
    expect(counts.rendererSettings.at(-1)).toEqual({ progressiveLoad: true });
    expect(counts.built).toHaveLength(2);
    expect(counts.goalShow).toBe(1);
    expect(counts.lottie).toBe(1);
    expect(screen.getByText('Goal: Argentina')).toBeInTheDocument();
  });

  it('shows the scorer and the score in the task of the goal, and starts the player in a later task', async () => {
    // The player's chunk is in since the goal before, in this file's modules: nothing suspends.
    expect(counts.lottie).toBe(1);
    // The scoreboard keeps the incidents live: Di María's 36th-minute goal, then Messi's of the 108th.
    await scoreboardAfter(server, [finalGoals.diMaria36], 'en');
    act(() => {
      ScriptedSocket.last!.emit('message', { type: 'incident', value: finalGoals.messi108 });
      ScriptedSocket.last!.emit('message', { type: 'majorIncident', value: { event: 'goal', side: 'home', isUpdate: false } });
      ScriptedSocket.last!.emit('message', { type: 'score', value: { home: 3, away: 2 } });
    });
    // In the task of the goal, read right after it (a wait would let later tasks run first).
    const overlay = screen.getByTestId('goal-overlay');
    expect(within(overlay).getByTestId('goal-scorer')).toHaveTextContent("L. Messi 108'");
    expect(within(overlay).getByTestId('goal-score')).toHaveTextContent(/^Argentina 3 - 2 France$/);
    expect(screen.getByText('Goal: Argentina')).toBeInTheDocument();
    // Lottie's load and first frame would lengthen the goal's task: the player mounts a task later.
    expect(within(overlay).queryByTestId('goal-animation')).toBeNull();
    await within(overlay).findByTestId('goal-animation');
    expect(counts.lottie).toBe(1);
  });
});
