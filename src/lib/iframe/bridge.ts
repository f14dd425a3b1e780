/**
 * The iframe height protocol of SPEC sections 4 and 7 and CONTRACT.md. Out: `CPPheight` on every
 * size change and `parentDivHeight-<uuid>` once. In: `parentDivHeightResponse-<uuid>`, accepted
 * only from window.parent and only when well-formed; a positive height means fixed-height mode.
 * Embedded by embed.js, the widget knows its host's origin (`hostOrigin`): then it posts to that
 * origin only and takes replies only from it. Loaded only inside an iframe (HostBridge.tsx).
 */
import { isEmbedded } from './embedded.ts';
import { hostOriginOf } from './host-events.ts';

export { isEmbedded } from './embedded.ts';

/** The host's `parentDivHeightResponse-<uuid>` reply (CONTRACT.md); null for anything else. */
export function parseParentReply(data: unknown): { type: string; divHeight: number } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, divHeight } = data as Record<string, unknown>;
  return typeof type === 'string' && typeof divHeight === 'number' && Number.isFinite(divHeight) ? { type, divHeight } : null;
}

export interface IframeBridgeOptions {
  win?: Window;
  /** The element whose height is the content height. */
  content: HTMLElement;
  onFixedHeight(height: number): void;
}

export function startIframeBridge({ win = window, content, onFixedHeight }: IframeBridgeOptions): () => void {
  if (!isEmbedded(win)) return () => {};
  const uuid = win.name;
  // Without embed.js's host origin, target origin any, as the spec says: the messages carry only a height.
  const hostOrigin = hostOriginOf(win.location.search);
  const post = (message: Record<string, unknown>) => win.parent.postMessage(message, hostOrigin ?? '*');
  win.document.body.style.overflowY = 'hidden';

  let lastHeight = -1;
  const report = () => {
    const height = Math.ceil(content.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    post({ type: 'CPPheight', value: height, uuid });
  };
  const observer = new ResizeObserver(report);
  observer.observe(content);
  report();

  const onMessage = (event: MessageEvent) => {
    if (event.source !== win.parent || (hostOrigin !== null && event.origin !== hostOrigin)) return;
    const reply = parseParentReply(event.data);
    if (!reply || reply.type !== `parentDivHeightResponse-${uuid}`) return;
    if (reply.divHeight > 0) onFixedHeight(reply.divHeight);
  };
  win.addEventListener('message', onMessage);
  post({ type: `parentDivHeight-${uuid}` });
  return () => {
    observer.disconnect();
    win.removeEventListener('message', onMessage);
  };
}
