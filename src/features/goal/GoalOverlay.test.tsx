import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWidgetAt, serveFakeFeed } from '../../testing/feed.tsx';

type Listener = (event: { data?: unknown }) => void;

/** A socket the test speaks for: it opens when told and delivers the messages it is given. */
class ScriptedSocket {
  static last: ScriptedSocket | null = null;
  readyState = 0;
  readonly #listeners = new Map<string, Listener[]>();
  constructor() {
    ScriptedSocket.last = this;
  }
  addEventListener(type: string, listener: Listener) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }
  removeEventListener() {}
  send() {}
  close() {}
  emit(type: 'open' | 'message', data?: unknown) {
    if (type === 'open') this.readyState = 1;
    for (const listener of this.#listeners.get(type) ?? []) listener({ data: data === undefined ? undefined : JSON.stringify(data) });
  }
}

serveFakeFeed({ stage: 'inPlay' });
beforeAll(() => {
  vi.stubGlobal('WebSocket', ScriptedSocket);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});
afterAll(() => vi.unstubAllGlobals());

describe('the goal overlay (route level, feed and socket mocked)', () => {
  it('shows the word for goal in German for a new goal, announces it politely, and ignores an update', async () => {
    await renderWidgetAt('/scoreboard?eventId=final&lang=de');
    await screen.findByTestId('side-header');
    act(() => ScriptedSocket.last!.emit('open'));
    act(() => ScriptedSocket.last!.emit('message', { type: 'majorIncident', value: { event: 'goal', side: 'away', isUpdate: true } }));
    expect(screen.queryByTestId('goal-overlay')).toBeNull();
    act(() => ScriptedSocket.last!.emit('message', { type: 'majorIncident', value: { event: 'goal', side: 'away', isUpdate: false } }));
    // The word is part of the overlay itself: it shows at once, not after a chunk arrives.
    expect(await screen.findByTestId('goal-overlay')).toHaveTextContent('TOR');
    expect(screen.getByText('Tor: France')).toBeInTheDocument();
  });
});
