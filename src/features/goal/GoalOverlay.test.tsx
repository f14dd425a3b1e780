import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Incident } from '../../../contract/protocol.ts';
import { loadBrand } from '../../testing/brand.ts';
import { renderWidgetAt, ScriptedSocket, serveFakeFeed } from '../../testing/feed.tsx';
import { lottieColour } from './goal-animation-data.ts';
import { answerIncidents, finalGoals, scoreboardAfter } from './testing/final-goals.ts';

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

const server = serveFakeFeed({ stage: 'inPlay' });
beforeAll(() => {
  vi.stubGlobal('WebSocket', ScriptedSocket);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});
afterAll(() => vi.unstubAllGlobals());

/** Messi's 108th-minute goal, 3-2 in the 2022 final. */
const messiIn108th = finalGoals.messi108;

/** A goal as the feed sends it, its majorIncident, the score and its incident in one frame: the overlay it shows. */
async function fireGoal(incident: Incident): Promise<HTMLElement> {
  act(() => {
    ScriptedSocket.last!.emit('message', { type: 'majorIncident', value: { event: 'goal', side: incident.side, isUpdate: false } });
    ScriptedSocket.last!.emit('message', { type: 'score', value: incident.score });
    ScriptedSocket.last!.emit('message', { type: 'incident', value: incident });
  });
  return screen.findByTestId('goal-overlay');
}

describe('the goal overlay (route level, feed and socket mocked)', { timeout: 20_000 }, () => {
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

  it('names the scorer and the minute and shows the new score, in German with the word for goal in upper case', async () => {
    await renderWidgetAt('/scoreboard?eventId=final&lang=de');
    await screen.findByRole('navigation', { name: 'Matchcenter' });
    act(() => ScriptedSocket.last!.emit('open'));
    // As the feed sends a goal: its incident and its majorIncident in one frame. Messi's 108th-minute
    // goal made it 3-2 in the 2022 final (this fake feed names the teams in English).
    const incident = messiIn108th;
    answerIncidents(server, [incident]);
    const overlay = await fireGoal(incident);
    expect(within(overlay).getByTestId('goal-word')).toHaveTextContent('TOR');
    await waitFor(() => expect(within(overlay).getByTestId('goal-scorer')).toHaveTextContent("L. Messi 108'"));
    expect(within(overlay).getByTestId('goal-score')).toHaveTextContent(/^Argentina 3 - 2 France$/);
  });

  it('shows the goal from the incidents the socket brought, asking the feed for none again', async () => {
    // The scoreboard's answer before the goal: none yet.
    answerIncidents(server, []);
    const asked: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.startsWith('/incidents/')) asked.push(request.url);
    };
    server.events.on('request:start', count);
    try {
      await renderWidgetAt('/scoreboard?eventId=final&lang=de');
      await screen.findByRole('navigation', { name: 'Matchcenter' });
      act(() => ScriptedSocket.last!.emit('open'));
      // The scoreboard's own read of the incidents, once.
      await waitFor(() => expect(asked).toHaveLength(1));
      const incident = messiIn108th;
      const overlay = await fireGoal(incident);
      await waitFor(() => expect(within(overlay).getByTestId('goal-scorer')).toHaveTextContent("L. Messi 108'"));
      expect(within(overlay).getByTestId('goal-score')).toHaveTextContent(/^Argentina 3 - 2 France$/);
      // Every fan's card would ask at the same second of each goal: it reads the answer kept live.
      expect(asked).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it("never names an earlier goal's scorer when the incidents were not kept live, and asks for them", async () => {
    // Messi's 23rd-minute penalty, 1-0, is what the page read; no screen kept the incidents live
    // after it (the tracker of a match without event data reads none), so the 108th-minute goal's
    // incident reached no cache. The feed's answer has both goals by then.
    const penalty = finalGoals.messiPenalty23;
    await scoreboardAfter(server, [penalty], 'de');
    answerIncidents(server, [penalty, messiIn108th]);
    act(() => {
      ScriptedSocket.last!.emit('message', { type: 'majorIncident', value: { event: 'goal', side: 'home', isUpdate: false } });
      ScriptedSocket.last!.emit('message', { type: 'score', value: { home: 3, away: 2 } });
    });
    const overlay = await screen.findByTestId('goal-overlay');
    // At once: the side and the score the socket brought, never the penalty's scorer, minute or 1-0.
    expect(within(overlay).getByTestId('goal-scorer')).not.toHaveTextContent("23'");
    expect(within(overlay).getByTestId('goal-score')).toHaveTextContent(/^Argentina 3 - 2 France$/);
    // Then the goal itself, from the answer the card asked for.
    await waitFor(() => expect(within(overlay).getByTestId('goal-scorer')).toHaveTextContent("L. Messi 108'"));
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

  it('names the side when the goal has no scorer (a goal fired with the side alone), with a penalty or own goal marked', async () => {
    await renderWidgetAt('/scoreboard?eventId=final&lang=en');
    await screen.findByRole('navigation', { name: 'Match centre' });
    act(() => ScriptedSocket.last!.emit('open'));
    const incident: Incident = {
      id: 'fired-2',
      type: 'penaltyGoal',
      side: 'away',
      period: 'secondHalf',
      minute: 90,
      addedMinute: 5,
      score: { home: 2, away: 3 },
    };
    answerIncidents(server, [incident]);
    const overlay = await fireGoal(incident);
    await waitFor(() => expect(within(overlay).getByTestId('goal-scorer')).toHaveTextContent("France 90+5' (pen)"));
    expect(within(overlay).getByTestId('goal-score')).toHaveTextContent(/^Argentina 2 - 3 France$/);
  });
});
