/**
 * The widget's events for the page that embeds it (docs/embedding.md "Events"), beside the height
 * protocol of SPEC section 7. The widget posts `{ type: 'CPPevent', uuid, event, detail }` to the
 * host origin embed.js gave it (`hostOrigin` in its URL) and to nowhere else; embed.js takes them
 * only from its own iframe and the widget's origin, and hands each to that widget's listeners.
 * This module has no imports: embed.js and the widget's lazy bridge both read it.
 */
export interface HostEvents {
  /** The widget has its match. */
  ready: { eventId: string };
  /** A new goal: the side it counts for, the score it made, the minute shown for it. */
  goal: { side: 'home' | 'away'; score: { home: number; away: number }; minute: number };
  /** The widget went to another screen: its route inside the bundle, e.g. `/stats/momentum`. */
  navigate: { path: string };
  /** What the fan is told instead of the match. */
  error: { kind: 'notFound' | 'feedUnreachable' };
  /** The widget's content height in px (also the iframe's, unless `fixedHeight`). */
  height: { value: number };
}

export type HostEventType = keyof HostEvents;

/** The events the widget posts on the channel; `height` comes from the height protocol's `CPPheight`. */
export type ChannelEventType = Exclude<HostEventType, 'height'>;

export const channelMessageType = 'CPPevent';

export interface ChannelMessage<Type extends ChannelEventType = ChannelEventType> {
  type: typeof channelMessageType;
  uuid: string;
  event: Type;
  detail: HostEvents[Type];
}

/**
 * The host page's origin as embed.js put it in the widget's URL, or null when there is none or it
 * is not an origin (a path, a `null` origin, anything with more than scheme, host and port).
 */
export function hostOriginOf(search: string): string | null {
  const given = new URLSearchParams(search).get('hostOrigin');
  if (!given) return null;
  try {
    const { origin, protocol } = new URL(given);
    return origin === given && (protocol === 'https:' || protocol === 'http:') ? origin : null;
  } catch {
    return null;
  }
}

/**
 * A function that posts one event to the host page: only to `window.parent`, only to the host
 * origin given, tagged with the iframe's name. Null when the widget is not embedded by embed.js
 * (no host origin): then the widget keeps to the height protocol.
 */
export function hostPoster(win: Window): (<Type extends ChannelEventType>(event: Type, detail: HostEvents[Type]) => void) | null {
  const origin = hostOriginOf(win.location.search);
  if (!origin || win.parent === win) return null;
  const uuid = win.name;
  return (event, detail) => {
    const message: ChannelMessage = { type: channelMessageType, uuid, event, detail };
    win.parent.postMessage(message, origin);
  };
}
