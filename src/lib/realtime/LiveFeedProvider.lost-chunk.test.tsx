import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterAll, describe, expect, it, vi } from 'vitest';

// A worker shares one module graph between test files (vitest.config.ts): this file starts from a
// fresh one, as a page does, so the socket's chunk is asked for as the page asks for it.
vi.resetModules();
// The socket's chunk does not come (a connection lost as it loads): the first time only.
let lost = true;
vi.doMock('./live-socket.ts', async (importOriginal) => {
  if (lost) {
    lost = false;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});
afterAll(() => {
  vi.doUnmock('./live-socket.ts');
  vi.resetModules();
});
const { QueryClientProvider } = await import('@tanstack/react-query');
const { createQueryClient } = await import('../query-client.ts');
const { FeedConfigProvider } = await import('../api/feed-context.tsx');
const { LiveFeedProvider, useLiveFeed } = await import('./LiveFeedProvider.tsx');
const { FakeWebSocket } = await import('../../testing/fake-web-socket.ts');

function Frame() {
  const live = useLiveFeed();
  const { start } = live;
  useEffect(() => start(), [start]);
  return (
    <button type="button" onClick={live.retry}>
      {live.state}
    </button>
  );
}

describe("the socket's chunk lost on the way", () => {
  it('says live updates gave up, and a retry asks for the chunk again and connects', async () => {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    render(
      <FeedConfigProvider value={{ origin: 'https://feed.example', socketBase: 'wss://feed.example' }}>
        <QueryClientProvider client={createQueryClient()}>
          <LiveFeedProvider eventId="wc2022-final" lang="en">
            <Frame />
          </LiveFeedProvider>
        </QueryClientProvider>
      </FeedConfigProvider>,
    );
    // Not a blank "idle" for ever: the frame's live status shows the paused state with its retry.
    expect(await screen.findByRole('button', { name: 'gaveUp' })).toBeInTheDocument();
    expect(FakeWebSocket.instances).toHaveLength(0);
    act(() => screen.getByRole('button').click());
    await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    act(() => FakeWebSocket.last.open());
    expect(screen.getByRole('button')).toHaveTextContent('open');
    vi.unstubAllGlobals();
  });
});
