import { describe, expect, it, vi } from 'vitest';
import { hostOriginOf, hostPoster } from './host-events.ts';

describe('hostOriginOf', () => {
  it('reads the host origin embed.js put in the URL', () => {
    expect(hostOriginOf(`?eventId=1&hostOrigin=${encodeURIComponent('http://operator.example:8080')}`)).toBe(
      'http://operator.example:8080',
    );
    expect(hostOriginOf(`?hostOrigin=${encodeURIComponent('https://operator.example')}`)).toBe('https://operator.example');
  });

  it.each([
    ['none', '?eventId=1'],
    ['a path as well', `?hostOrigin=${encodeURIComponent('https://operator.example/page')}`],
    ['a null origin', '?hostOrigin=null'],
    ['another scheme', `?hostOrigin=${encodeURIComponent('javascript:alert(1)')}`],
    ['not a URL', '?hostOrigin=operator.example'],
  ])('is null for %s', (_case, search) => {
    expect(hostOriginOf(search)).toBeNull();
  });
});

describe('hostPoster', () => {
  const framed = (search: string) => {
    const parent = { postMessage: vi.fn() };
    const win = { name: 'cpp-1-abc', parent, location: { search } } as unknown as Window;
    return { win, parent };
  };

  it('posts each event to the parent, to the host origin only, with the widget name', () => {
    const { win, parent } = framed(`?hostOrigin=${encodeURIComponent('http://operator.example:8080')}`);
    hostPoster(win)!('goal', { side: 'away', score: { home: 1, away: 2 }, minute: 67 });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'CPPevent', uuid: 'cpp-1-abc', event: 'goal', detail: { side: 'away', score: { home: 1, away: 2 }, minute: 67 } },
      'http://operator.example:8080',
    );
  });

  it('posts nothing without a host origin (an iframe made by hand keeps to the height protocol) or outside a frame', () => {
    expect(hostPoster(framed('?eventId=1').win)).toBeNull();
    expect(hostPoster(window)).toBeNull();
  });
});
