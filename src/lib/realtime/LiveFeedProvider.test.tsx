import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client.ts';
import { FeedConfigProvider } from '../api/feed-context.tsx';
import { queryKeys } from '../api/query-keys.ts';
import { FakeWebSocket } from '../../testing/fake-web-socket.ts';
import { firstOpenGraceMs, socketStartCapMs } from '../../rules/socket-start.ts';
import { LiveFeedProvider, useLiveFeed } from './LiveFeedProvider.tsx';
// The socket's chunk, in this worker's modules before the tests: a provider that asked for it would have it at once.
import './live-socket.ts';

const eventId = 'wc2022-final';

/** The socket's state as the frame reads it, and a frame that says when its first answers are drawn. */
function Frame({ answersDrawn }: { answersDrawn: boolean }) {
  const live = useLiveFeed();
  const { start } = live;
  useEffect(() => {
    if (answersDrawn) start();
  }, [answersDrawn, start]);
  return <output data-testid="socket-state">{live.state}</output>;
}

function widget(queryClient = createQueryClient()) {
  const wrap = (children: ReactNode) => (
    <FeedConfigProvider value={{ origin: 'https://feed.example', socketBase: 'wss://feed.example' }}>
      <QueryClientProvider client={queryClient}>
        <LiveFeedProvider eventId={eventId} lang="en">
          {children}
        </LiveFeedProvider>
      </QueryClientProvider>
    </FeedConfigProvider>
  );
  return { queryClient, wrap };
}

/** Lets the socket's chunk (a dynamic import) come and the provider render with it. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await act(() => Promise.resolve());
}

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// ADR 021, sixth pass: the socket is not on the first paint's path (src/rules/socket-start.ts).
describe('when the widget opens its socket', () => {
  it('not before the frame has drawn its first answers, and then at once', async () => {
    const { wrap } = widget();
    const view = render(wrap(<Frame answersDrawn={false} />));
    await settle();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(screen.getByTestId('socket-state')).toHaveTextContent('idle');

    view.rerender(wrap(<Frame answersDrawn />));
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    expect(FakeWebSocket.last.url).toBe('wss://feed.example/ws?eventId=wc2022-final&lang=en&batch=1');
    expect(screen.getByTestId('socket-state')).toHaveTextContent('connecting');
    act(() => FakeWebSocket.last.open());
    expect(screen.getByTestId('socket-state')).toHaveTextContent('open');
  });

  it(`after ${socketStartCapMs} ms at the latest when the first answers are slow to come`, async () => {
    vi.useFakeTimers();
    const { wrap } = widget();
    render(wrap(<Frame answersDrawn={false} />));
    await act(() => vi.advanceTimersByTimeAsync(socketStartCapMs - 1));
    expect(FakeWebSocket.instances).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  });
});

describe("a first connection's catch-up", () => {
  /**
   * The frame's status and the scoreboard's incidents, answered `ago` ms before the socket opens
   * and read as the screens read them (kept fresh: only an invalidation asks again).
   */
  async function openAfterAnswers(ago: number, stage: 'inPlay' | 'played'): Promise<{ status: number; incidents: number }> {
    const { queryClient, wrap } = widget();
    const asked = { status: 0, incidents: 0 };
    const updatedAt = Date.now() - ago;
    queryClient.setQueryData(queryKeys.eventStatus(eventId, stage), { status: stage, periods: [] }, { updatedAt });
    queryClient.setQueryData(queryKeys.incidents(eventId, 'en'), { incidents: [] }, { updatedAt });
    function Screens() {
      useQuery({
        queryKey: queryKeys.eventStatus(eventId, stage),
        queryFn: () => ((asked.status += 1), { status: stage, periods: [] }),
        staleTime: Infinity,
      });
      useQuery({
        queryKey: queryKeys.incidents(eventId, 'en'),
        queryFn: () => ((asked.incidents += 1), { incidents: [] }),
        staleTime: Infinity,
      });
      return <Frame answersDrawn />;
    }
    render(wrap(<Screens />));
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => FakeWebSocket.last.open());
    await settle();
    return asked;
  }

  it('asks again, once, for the lines fetched longer ago than the grace in play, not for the status the snapshot brings', async () => {
    const asked = await openAfterAnswers(firstOpenGraceMs + 1500, 'inPlay');
    await vi.waitFor(() => expect(asked.incidents).toBe(1));
    expect(asked).toEqual({ status: 0, incidents: 1 });
    // A later open (a reconnect resumes after its seq) asks nothing of its own.
    act(() => FakeWebSocket.last.fail());
  });

  it('asks nothing again for answers that came with the page', async () => {
    expect(await openAfterAnswers(100, 'inPlay')).toEqual({ status: 0, incidents: 0 });
  });

  it('asks nothing again of a match that had been played when its status was answered', async () => {
    expect(await openAfterAnswers(60_000, 'played')).toEqual({ status: 0, incidents: 0 });
  });
});
