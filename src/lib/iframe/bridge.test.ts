import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isEmbedded, startIframeBridge } from './bridge.ts';

/** A widget window inside a host page, with the pieces of Window the bridge uses. */
function framedWindow(name = 'uuid-1', search = '') {
  const parent = { postMessage: vi.fn() };
  const listeners = new Set<(event: MessageEvent) => void>();
  const body = document.createElement('body');
  const win = {
    name,
    parent,
    document: { body },
    location: { search },
    addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  } as unknown as Window;
  const receive = (data: unknown, source: unknown = parent, origin = 'https://operator.example') => {
    for (const listener of listeners) listener({ data, source, origin } as MessageEvent);
  };
  return { win, parent, body, receive, listeners };
}

let resize: () => void = () => {};
let height = 500;
const content = { getBoundingClientRect: () => ({ height }) } as HTMLElement;

beforeEach(() => {
  height = 500;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resize = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the iframe bridge', () => {
  it('does nothing outside an iframe', () => {
    expect(isEmbedded(window)).toBe(false);
    const onFixedHeight = vi.fn();
    startIframeBridge({ win: window, content, onFixedHeight })();
    expect(document.body.style.overflowY).toBe('');
  });

  it('asks for the parent div height once and reports the content height on every change', () => {
    const frame = framedWindow();
    startIframeBridge({ win: frame.win, content, onFixedHeight: vi.fn() });
    expect(frame.parent.postMessage.mock.calls).toEqual([
      [{ type: 'CPPheight', value: 500, uuid: 'uuid-1' }, '*'],
      [{ type: 'parentDivHeight-uuid-1' }, '*'],
    ]);
    height = 731.2;
    resize();
    resize();
    expect(frame.parent.postMessage).toHaveBeenLastCalledWith({ type: 'CPPheight', value: 732, uuid: 'uuid-1' }, '*');
    expect(frame.parent.postMessage).toHaveBeenCalledTimes(3);
    expect(frame.body.style.overflowY).toBe('hidden');
  });

  it('goes fixed-height on a positive reply from the parent', () => {
    const frame = framedWindow();
    const onFixedHeight = vi.fn();
    startIframeBridge({ win: frame.win, content, onFixedHeight });
    frame.receive({ type: 'parentDivHeightResponse-uuid-1', divHeight: 420 });
    expect(onFixedHeight).toHaveBeenCalledWith(420);
  });

  it.each([
    ['from another window', { type: 'parentDivHeightResponse-uuid-1', divHeight: 420 }, {}],
    ['for another widget', { type: 'parentDivHeightResponse-uuid-2', divHeight: 420 }, undefined],
    ['with a zero height', { type: 'parentDivHeightResponse-uuid-1', divHeight: 0 }, undefined],
    ['with a negative height', { type: 'parentDivHeightResponse-uuid-1', divHeight: -5 }, undefined],
    ['with the height as text', { type: 'parentDivHeightResponse-uuid-1', divHeight: '420' }, undefined],
    ['with an infinite height', { type: 'parentDivHeightResponse-uuid-1', divHeight: Infinity }, undefined],
    ['as a string', 'parentDivHeightResponse-uuid-1', undefined],
    ['as null', null, undefined],
  ])('ignores a reply %s', (_, data, source) => {
    const frame = framedWindow();
    const onFixedHeight = vi.fn();
    startIframeBridge({ win: frame.win, content, onFixedHeight });
    frame.receive(data, source ?? frame.parent);
    expect(onFixedHeight).not.toHaveBeenCalled();
  });

  it('posts only to the host origin embed.js gave it, and takes replies only from that origin', () => {
    const frame = framedWindow('uuid-1', `?eventId=1&hostOrigin=${encodeURIComponent('http://operator.example:8080')}`);
    const onFixedHeight = vi.fn();
    startIframeBridge({ win: frame.win, content, onFixedHeight });
    expect(frame.parent.postMessage.mock.calls).toEqual([
      [{ type: 'CPPheight', value: 500, uuid: 'uuid-1' }, 'http://operator.example:8080'],
      [{ type: 'parentDivHeight-uuid-1' }, 'http://operator.example:8080'],
    ]);
    frame.receive({ type: 'parentDivHeightResponse-uuid-1', divHeight: 420 }, frame.parent, 'http://evil.example');
    expect(onFixedHeight).not.toHaveBeenCalled();
    frame.receive({ type: 'parentDivHeightResponse-uuid-1', divHeight: 420 }, frame.parent, 'http://operator.example:8080');
    expect(onFixedHeight).toHaveBeenCalledWith(420);
  });

  it('stops listening when stopped', () => {
    const frame = framedWindow();
    const stop = startIframeBridge({ win: frame.win, content, onFixedHeight: vi.fn() });
    expect(frame.listeners.size).toBe(1);
    stop();
    expect(frame.listeners.size).toBe(0);
  });
});
