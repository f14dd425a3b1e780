/**
 * embed.js: what an operator's page loads to embed the widget. It creates the iframe, answers the
 * height protocol (SPEC section 7), resizes the iframe, and passes the widget's events on to the
 * host page (docs/embedding.md "Events"). Everything from the options goes into the iframe's URL as
 * query parameters or into DOM properties, never into markup; nothing here needs a secure context,
 * so a plain-http page embeds the widget as well as an https one.
 *
 *   <div id="match-centre"></div>
 *   <script src="https://widget.example.com/embed/1.0.0/embed.js" integrity="sha384-…" crossorigin="anonymous"></script>
 *   <script>
 *     const widget = MatchCentre.mount('#match-centre', { widgetUrl: 'https://widget.example.com/', eventId: '123', lang: 'de' });
 *     widget.on('goal', ({ side, score, minute }) => console.log(side, score, minute));
 *   </script>
 *
 * or as a module: `import { mountMatchCentre } from 'https://widget.example.com/embed.js'`.
 */
// Types only: embed.js is a file of its own, and a value imported from the widget's code would
// make it import the widget's chunk (the build test checks it imports nothing).
import type { ChannelMessage, HostEvents, HostEventType } from '../lib/iframe/host-events.ts';

export type { HostEvents as MatchCentreEvents, HostEventType as MatchCentreEventType } from '../lib/iframe/host-events.ts';

export interface MatchCentreOptions {
  /** Where the brand's bundle is served: its origin and base path (the `--base` it was built with). */
  widgetUrl: string;
  eventId: string;
  lang?: string;
  stage?: string;
  /** The first screen, e.g. `/stats`, inside the bundle's base path; the scoreboard by default. */
  route?: string;
  hideHeader?: boolean;
  hidePrimaryTabs?: boolean;
  hideTabs?: boolean;
  /** Stream authorisation, passed through to the widget only. */
  stream?: { token: string; outletkey: string; stream: string; user: string };
  /** A fixed height in px: the widget scrolls inside it instead of growing. */
  fixedHeight?: number;
  title?: string;
}

export type MatchCentreListener<Type extends HostEventType> = (detail: HostEvents[Type]) => void;

export interface MatchCentre {
  iframe: HTMLIFrameElement;
  update(options: Partial<MatchCentreOptions>): void;
  destroy(): void;
  /** Calls `listener` with each event of `type` from this widget; returns the function that stops it. */
  on<Type extends HostEventType>(type: Type, listener: MatchCentreListener<Type>): () => void;
}

/**
 * The iframe's URL: the route inside the bundle's base path (`https://cdn.example/widgets/mc/` and
 * `/stats` make `https://cdn.example/widgets/mc/stats`), with every option as a query parameter.
 */
export function widgetSrc(options: MatchCentreOptions, hostOrigin: string | null): string {
  const base = new URL(options.widgetUrl);
  // The base is a folder: `…/widgets/mc` and `…/widgets/mc/` are the same bundle.
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  base.search = '';
  base.hash = '';
  const url = new URL((options.route ?? '/scoreboard').replace(/^\/+/, ''), base);
  url.searchParams.set('eventId', options.eventId);
  if (options.lang) url.searchParams.set('lang', options.lang);
  if (options.stage) url.searchParams.set('stage', options.stage);
  if (options.hideHeader) url.searchParams.set('hideHeader', 'true');
  if (options.hidePrimaryTabs) url.searchParams.set('hidePrimaryTabs', 'true');
  if (options.hideTabs) url.searchParams.set('hideTabs', 'true');
  if (options.stream) {
    url.searchParams.set('token', options.stream.token);
    url.searchParams.set('outletkey', options.stream.outletkey);
    url.searchParams.set('stream', options.stream.stream);
    url.searchParams.set('user', options.stream.user);
  }
  // The one origin the widget posts its events to (src/lib/iframe/host-events.ts).
  if (hostOrigin) url.searchParams.set('hostOrigin', hostOrigin);
  return url.href;
}

const channelMessageType: ChannelMessage['type'] = 'CPPevent';

let mounted = 0;

/**
 * A name for each mounted widget, unique on the page: its messages carry it, so two widgets on one
 * page each hear their own. `crypto.getRandomValues` works on plain http, unlike `randomUUID`.
 */
export function mountId(): string {
  mounted += 1;
  const random = Array.from(crypto.getRandomValues(new Uint32Array(2)), (part) => part.toString(36)).join('');
  return `cpp-${mounted}-${random}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

type HostEvent = { [Type in HostEventType]: { type: Type; detail: HostEvents[Type] } }[HostEventType];

/** A widget's event as the host is given it: only the fields the docs name, checked, in a new object. */
export function hostEventOf(message: Record<string, unknown>): HostEvent | null {
  const { event, detail } = message;
  if (!isRecord(detail)) return null;
  switch (event) {
    case 'ready':
      return typeof detail.eventId === 'string' ? { type: event, detail: { eventId: detail.eventId } } : null;
    case 'goal': {
      const { side, score, minute } = detail;
      if ((side !== 'home' && side !== 'away') || !isRecord(score) || !isCount(score.home) || !isCount(score.away) || !isCount(minute))
        return null;
      return { type: event, detail: { side, score: { home: score.home, away: score.away }, minute } };
    }
    case 'navigate':
      return typeof detail.path === 'string' && detail.path.startsWith('/') ? { type: event, detail: { path: detail.path } } : null;
    case 'error':
      return detail.kind === 'notFound' || detail.kind === 'feedUnreachable' ? { type: event, detail: { kind: detail.kind } } : null;
    default:
      return null;
  }
}

/** A listener that throws does not keep the others from hearing the event; its error is reported still. */
function callSafely<Detail>(listener: (detail: Detail) => void, detail: Detail): void {
  try {
    listener(detail);
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
  }
}

type Listeners = { [Type in HostEventType]: Set<MatchCentreListener<Type>> };

export function mountMatchCentre(target: string | HTMLElement, initial: MatchCentreOptions): MatchCentre {
  const container = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
  if (!container) throw new Error(`mountMatchCentre: no element matches ${String(target)}`);
  let options = { ...initial };
  const id = mountId();
  // A page without an origin of its own (file:, a sandboxed frame) cannot be posted to by name:
  // its widget reports only its height, as SPEC section 7 says, and no events.
  const hostOrigin = window.location.origin === 'null' ? null : window.location.origin;
  const iframe = document.createElement('iframe');
  iframe.name = id;
  iframe.title = options.title ?? 'Match centre';
  iframe.style.cssText = 'width:100%;border:0;display:block;';
  iframe.style.height = `${options.fixedHeight ?? 480}px`;
  iframe.setAttribute('allow', 'autoplay; fullscreen');
  iframe.src = widgetSrc(options, hostOrigin);
  container.append(iframe);
  const widgetOrigin = () => new URL(options.widgetUrl).origin;
  const listeners: Listeners = { ready: new Set(), goal: new Set(), navigate: new Set(), error: new Set(), height: new Set() };

  const emit = <Type extends HostEventType>(type: Type, detail: HostEvents[Type]) => {
    for (const listener of [...listeners[type]]) callSafely<HostEvents[Type]>(listener, detail);
    container.dispatchEvent(new CustomEvent(`matchcentre:${type}`, { detail, bubbles: true }));
  };

  const onMessage = (event: MessageEvent) => {
    // Only this widget's own frame, from the widget's origin: not another widget, not another frame.
    if (event.source !== iframe.contentWindow || event.origin !== widgetOrigin() || !isRecord(event.data)) return;
    const { type } = event.data;
    if (type === 'CPPheight' && event.data.uuid === id && typeof event.data.value === 'number' && event.data.value > 0) {
      const value = Math.ceil(event.data.value);
      if (!options.fixedHeight) iframe.style.height = `${value}px`;
      emit('height', { value });
    } else if (type === `parentDivHeight-${id}`) {
      iframe.contentWindow?.postMessage({ type: `parentDivHeightResponse-${id}`, divHeight: options.fixedHeight ?? 0 }, widgetOrigin());
    } else if (type === channelMessageType && event.data.uuid === id) {
      const hostEvent = hostEventOf(event.data);
      if (hostEvent) emit(hostEvent.type, hostEvent.detail);
    }
  };
  window.addEventListener('message', onMessage);

  return {
    iframe,
    update(changes) {
      options = { ...options, ...changes };
      if (options.fixedHeight) iframe.style.height = `${options.fixedHeight}px`;
      iframe.src = widgetSrc(options, hostOrigin);
    },
    destroy() {
      window.removeEventListener('message', onMessage);
      for (const set of Object.values(listeners)) set.clear();
      iframe.remove();
    },
    on(type, listener) {
      listeners[type].add(listener);
      return () => {
        listeners[type].delete(listener);
      };
    },
  };
}
