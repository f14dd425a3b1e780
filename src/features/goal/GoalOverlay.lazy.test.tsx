import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The rule and view of a goal are a chunk of their own: counted when loaded, as the page would fetch it.
const goalShow = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./components/GoalShow.tsx', async (importOriginal) => {
  goalShow.loads += 1;
  return importOriginal();
});

// A worker shares one module graph between test files (vitest.config.ts), and a file before this one
// may have shown a goal, loading the chunk already: this file starts from a fresh graph, as a page does.
vi.resetModules();
const { renderWidgetAt, ScriptedSocket, serveFakeFeed } = await import('../../testing/feed.tsx');

serveFakeFeed({ stage: 'inPlay' });
beforeAll(() => {
  vi.stubGlobal('WebSocket', ScriptedSocket);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});
afterAll(() => vi.unstubAllGlobals());

describe('the goal overlay’s chunk (route level, feed and socket mocked)', { timeout: 20_000 }, () => {
  it('loads what a goal shows with the first major incident, not with the page, and shows the goal that came while it loaded', async () => {
    await renderWidgetAt('/scoreboard?eventId=final&lang=fr');
    await screen.findByRole('navigation', { name: 'Centre du match' });
    act(() => ScriptedSocket.last!.emit('open'));
    // Away from the live tracker, an open socket loads nothing: /scoreboard's first paint is measured until its network is quiet.
    await screen.findByTestId('side-score');
    expect(goalShow.loads).toBe(0);
    // A red card first (no goal to show), then Mbappé's equaliser in the same frame, before the chunk is in.
    act(() => {
      ScriptedSocket.last!.emit('message', { type: 'majorIncident', value: { event: 'redCard', side: 'home', isUpdate: false } });
      ScriptedSocket.last!.emit('message', { type: 'majorIncident', value: { event: 'goal', side: 'away', isUpdate: false } });
    });
    expect(await screen.findByTestId('goal-overlay')).toHaveAttribute('data-side', 'away');
    expect(goalShow.loads).toBe(1);
    expect(screen.getByText('But: France')).toBeInTheDocument();
  });
});
