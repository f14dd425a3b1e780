/**
 * embed.js: what an operator's page loads to embed the widget. It creates the iframe, answers the
 * height protocol (SPEC section 7) and resizes the iframe. Everything from the options goes into
 * the iframe's URL as query parameters or into DOM properties, never into markup.
 *
 *   <div id="match-centre"></div>
 *   <script type="module">
 *     import { mountMatchCentre } from 'https://widget.example.com/embed.js';
 *     mountMatchCentre('#match-centre', { widgetUrl: 'https://widget.example.com/', eventId: '123', lang: 'de' });
 *   </script>
 */
export interface MatchCentreOptions {
  /** Where the brand's bundle is served (origin and base path). */
  widgetUrl: string;
  eventId: string;
  lang?: string;
  stage?: string;
  /** The first screen, e.g. `/stats`; the scoreboard by default. */
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

export interface MatchCentre {
  iframe: HTMLIFrameElement;
  update(options: Partial<MatchCentreOptions>): void;
  destroy(): void;
}

function widgetSrc(options: MatchCentreOptions): string {
  const url = new URL(options.route ?? '/scoreboard', options.widgetUrl);
  const base = new URL(options.widgetUrl);
  if (options.route?.startsWith('/') && base.pathname !== '/') url.pathname = base.pathname.replace(/\/$/, '') + options.route;
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
  return url.href;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function mountMatchCentre(target: string | HTMLElement, initial: MatchCentreOptions): MatchCentre {
  const container = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
  if (!container) throw new Error(`mountMatchCentre: no element matches ${String(target)}`);
  let options = { ...initial };
  const uuid = `cpp-${crypto.randomUUID()}`;
  const iframe = document.createElement('iframe');
  iframe.name = uuid;
  iframe.title = options.title ?? 'Match centre';
  iframe.style.cssText = 'width:100%;border:0;display:block;';
  iframe.style.height = `${options.fixedHeight ?? 480}px`;
  iframe.setAttribute('allow', 'autoplay; fullscreen');
  iframe.src = widgetSrc(options);
  container.append(iframe);
  const widgetOrigin = () => new URL(options.widgetUrl).origin;

  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== widgetOrigin() || !isRecord(event.data)) return;
    const { type } = event.data;
    if (type === 'CPPheight' && event.data.uuid === uuid && typeof event.data.value === 'number' && event.data.value > 0) {
      if (!options.fixedHeight) iframe.style.height = `${Math.ceil(event.data.value)}px`;
    } else if (type === `parentDivHeight-${uuid}`) {
      iframe.contentWindow?.postMessage({ type: `parentDivHeightResponse-${uuid}`, divHeight: options.fixedHeight ?? 0 }, widgetOrigin());
    }
  };
  window.addEventListener('message', onMessage);

  return {
    iframe,
    update(changes) {
      options = { ...options, ...changes };
      if (options.fixedHeight) iframe.style.height = `${options.fixedHeight}px`;
      iframe.src = widgetSrc(options);
    },
    destroy() {
      window.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}
