import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostEventOf, mountMatchCentre, widgetSrc, type MatchCentre } from './embed.ts';

const widgetUrl = 'https://cdn.example/widgets/mc/';
const mounted: MatchCentre[] = [];

function mount(options: Partial<Parameters<typeof mountMatchCentre>[1]> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const widget = mountMatchCentre(container, { widgetUrl, eventId: 'demo-live', ...options });
  mounted.push(widget);
  return { container, widget };
}

/** A message as the browser delivers it to the host page. */
function deliver(data: unknown, source: MessageEventSource | null, origin = 'https://cdn.example') {
  window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
}

afterEach(() => {
  for (const widget of mounted.splice(0)) widget.destroy();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('widgetSrc', () => {
  it('keeps the bundle\u2019s sub-path on the default route and on every route given', () => {
    const at = (route?: string, url = widgetUrl) => new URL(widgetSrc({ widgetUrl: url, eventId: 'e1', route }, null)).pathname;
    expect(at()).toBe('/widgets/mc/scoreboard');
    expect(at('/stats')).toBe('/widgets/mc/stats');
    expect(at('stats/momentum')).toBe('/widgets/mc/stats/momentum');
    expect(at('/info', 'https://cdn.example/widgets/mc')).toBe('/widgets/mc/info');
    expect(at(undefined, 'https://widget.example')).toBe('/scoreboard');
  });

  it('puts every option and the host origin into the query, nothing else', () => {
    const url = new URL(
      widgetSrc(
        {
          widgetUrl: `${widgetUrl}?x=1#top`,
          eventId: 'e 1',
          lang: 'de',
          hideTabs: true,
          stream: { token: 't', outletkey: 'o', stream: 's', user: 'u' },
        },
        'http://operator.example:8080',
      ),
    );
    expect(url.origin).toBe('https://cdn.example');
    expect(url.hash).toBe('');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      eventId: 'e 1',
      lang: 'de',
      hideTabs: 'true',
      token: 't',
      outletkey: 'o',
      stream: 's',
      user: 'u',
      hostOrigin: 'http://operator.example:8080',
    });
  });
});

describe('mountMatchCentre', () => {
  it('mounts where crypto.randomUUID does not exist (a plain-http page), each widget with a name of its own', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const first = mount().widget.iframe;
    const second = mount().widget.iframe;
    expect(first.name).toMatch(/^cpp-\d+-[0-9a-z]+$/);
    expect(second.name).not.toBe(first.name);
    expect(new URL(first.src).pathname).toBe('/widgets/mc/scoreboard');
    expect(new URL(first.src).searchParams.get('hostOrigin')).toBe(window.location.origin);
  });

  it('hands its own widget\u2019s events to on() listeners and as matchcentre: DOM events, each as the docs name it', () => {
    const { container, widget } = mount();
    const goals: unknown[] = [];
    const domGoals: unknown[] = [];
    const stop = widget.on('goal', (goal) => goals.push(goal));
    container.addEventListener('matchcentre:goal', (event) => domGoals.push((event as CustomEvent).detail));
    const detail = { side: 'home', score: { home: 2, away: 1 }, minute: 78, extra: '<img src=x>' };
    deliver({ type: 'CPPevent', uuid: widget.iframe.name, event: 'goal', detail }, widget.iframe.contentWindow);
    expect(goals).toEqual([{ side: 'home', score: { home: 2, away: 1 }, minute: 78 }]);
    expect(domGoals).toEqual(goals);
    stop();
    deliver({ type: 'CPPevent', uuid: widget.iframe.name, event: 'goal', detail }, widget.iframe.contentWindow);
    expect(goals).toHaveLength(1);
    expect(domGoals).toHaveLength(2);
  });

  it('hears only its own iframe, from the widget\u2019s origin, with its own name', () => {
    const { widget } = mount();
    const other = mount().widget;
    const heard: unknown[] = [];
    widget.on('navigate', (event) => heard.push(event));
    const message = { type: 'CPPevent', uuid: widget.iframe.name, event: 'navigate', detail: { path: '/stats' } };
    deliver(message, other.iframe.contentWindow);
    deliver(message, window);
    deliver(message, widget.iframe.contentWindow, 'https://evil.example');
    deliver({ ...message, uuid: other.iframe.name }, widget.iframe.contentWindow);
    expect(heard).toEqual([]);
    deliver(message, widget.iframe.contentWindow);
    expect(heard).toEqual([{ path: '/stats' }]);
  });

  it('reports the height as an event and sizes the iframe', () => {
    const { widget } = mount();
    const heights: unknown[] = [];
    widget.on('height', (event) => heights.push(event));
    deliver({ type: 'CPPheight', value: 731.2, uuid: widget.iframe.name }, widget.iframe.contentWindow);
    expect(heights).toEqual([{ value: 732 }]);
    expect(widget.iframe.style.height).toBe('732px');
  });

  it('keeps calling the other listeners when one throws', () => {
    vi.useFakeTimers();
    const { widget } = mount();
    const heard: unknown[] = [];
    widget.on('ready', () => {
      throw new Error('host bug');
    });
    widget.on('ready', (event) => heard.push(event));
    deliver({ type: 'CPPevent', uuid: widget.iframe.name, event: 'ready', detail: { eventId: 'demo-live' } }, widget.iframe.contentWindow);
    expect(heard).toEqual([{ eventId: 'demo-live' }]);
    expect(() => vi.runAllTimers()).toThrow('host bug');
    vi.useRealTimers();
  });
});

describe('hostEventOf', () => {
  it.each([
    ['a goal with a score as text', { event: 'goal', detail: { side: 'home', score: { home: '1', away: 0 }, minute: 3 } }],
    ['a goal for neither side', { event: 'goal', detail: { side: 'both', score: { home: 1, away: 0 }, minute: 3 } }],
    ['a path that is a URL', { event: 'navigate', detail: { path: 'https://evil.example/' } }],
    ['an unknown error', { event: 'error', detail: { kind: 'boom' } }],
    ['an unknown event', { event: 'height', detail: { value: 3 } }],
    ['no detail', { event: 'ready' }],
  ])('refuses %s', (_case, message) => {
    expect(hostEventOf(message)).toBeNull();
  });
});
