/**
 * The iframe height protocol of SPEC sections 4 and 7 and CONTRACT.md. Out: `CPPheight` on every
 * size change and `parentDivHeight-<uuid>` once. In: `parentDivHeightResponse-<uuid>`, accepted
 * only from window.parent and only when well-formed; a positive height means fixed-height mode.
 */
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

export function isEmbedded(win: Window = window): boolean {
  try {
    return win.parent !== win;
  } catch {
    return true;
  }
}

export function startIframeBridge({ win = window, content, onFixedHeight }: IframeBridgeOptions): () => void {
  if (!isEmbedded(win)) return () => {};
  const uuid = win.name;
  // Target origin any, as the spec says: the host's origin is not known to the widget, and the
  // messages carry only a height.
  const post = (message: Record<string, unknown>) => win.parent.postMessage(message, '*');
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
    if (event.source !== win.parent) return;
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
