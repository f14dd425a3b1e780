import { act, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadBrand } from '../../testing/brand.ts';
import { renderWidgetAt, ScriptedSocket, serveFakeFeed } from '../../testing/feed.tsx';
import { lottieColour } from './goal-animation-data.ts';

// jsdom has no canvas for lottie-web: the light player is played by the test, which records when
// it is loaded and the animation it is given.
const lottie = vi.hoisted(() => ({ loads: 0, sources: [] as unknown[] }));
vi.mock('lottie-react', () => {
  lottie.loads += 1;
  return {
    LottieLight: ({ src, ...props }: { src: unknown; 'data-testid'?: string; 'aria-hidden'?: boolean }) => {
      lottie.sources.push(src);
      return <div data-testid={props['data-testid']} aria-hidden={props['aria-hidden']} />;
    },
  };
});

serveFakeFeed({ stage: 'inPlay' });
beforeAll(() => {
  vi.stubGlobal('WebSocket', ScriptedSocket);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});
afterAll(() => vi.unstubAllGlobals());

describe('the goal overlay (route level, feed and socket mocked)', () => {
  it('shows the word for goal in German for a new goal, announces it politely, and ignores an update', async () => {
    await renderWidgetAt('/scoreboard?eventId=final&lang=de');
    await screen.findByRole('navigation', { name: 'Matchcenter' });
    act(() => ScriptedSocket.last!.emit('open'));
    act(() => ScriptedSocket.last!.emit('message', { type: 'majorIncident', value: { event: 'goal', side: 'away', isUpdate: true } }));
    expect(screen.queryByTestId('goal-overlay')).toBeNull();
    act(() => ScriptedSocket.last!.emit('message', { type: 'majorIncident', value: { event: 'goal', side: 'away', isUpdate: false } }));
    // The word is part of the overlay itself: it shows at once, not after a chunk arrives. The overlay
    // is aria-hidden (the announcement below speaks for it): its hook (CONTRACT.md) is how to find it.
    expect(await screen.findByTestId('goal-overlay')).toHaveTextContent('TOR');
    expect(screen.getByText('Tor: France')).toBeInTheDocument();
  });

  it("plays our Lottie animation in English, in the scoring team's colour, loaded only when the goal comes", async () => {
    await renderWidgetAt('/scoreboard?eventId=final&lang=en');
    await screen.findByRole('navigation', { name: 'Match centre' });
    act(() => ScriptedSocket.last!.emit('open'));
    expect(screen.queryByTestId('goal-animation')).toBeNull();
    expect(lottie.loads).toBe(0);
    act(() => ScriptedSocket.last!.emit('message', { type: 'majorIncident', value: { event: 'goal', side: 'home', isUpdate: false } }));
    const overlay = await screen.findByTestId('goal-overlay');
    // The animation is decorative (aria-hidden), with no role or name: found by its test id.
    const animation = await within(overlay).findByTestId('goal-animation', {}, { timeout: 5000 });
    expect(lottie.loads).toBe(1);
    expect(animation).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Goal: Argentina')).toBeInTheDocument();
    // The word is drawn in the home team's colour of the brand the widget runs in.
    const { layers } = lottie.sources.at(-1) as { layers: { nm: string; shapes: { it: { ty: string; c?: { k: number[] } }[] }[] }[] };
    const letterColour = layers.find((layer) => layer.nm === 'letter G')!.shapes[0]!.it.find((item) => item.ty === 'st')!.c!.k;
    expect(letterColour).toEqual(lottieColour(loadBrand().colours.team.home.main));
  });
});
