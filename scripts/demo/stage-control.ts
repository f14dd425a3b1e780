import type { Stage } from '../../contract/protocol.ts';

/**
 * The host page's Stage control. The widget rightly follows the feed's status (SPEC section 4
 * "Stage refresh"), so a stage in the widget's query lasts until the status arrives: the control
 * forces the stage in the feed instead, through its control API, and '(from the feed)' releases it.
 *
 * The page imports this file as a browser module (`/stage-control.js`, transpiled alone by
 * browser-module.ts): type imports only, no Node.
 */

/** The control's value for '(from the feed)': the feed follows its replay again. */
export const fromTheFeed = '';

export type StageChoice = Stage | typeof fromTheFeed;

export const controlApiOff = "the feed's control API is off (npm run feed -- --control)";

export interface FeedRequest {
  url: string;
  init: RequestInit;
}

/** The headers of a control call: JSON, and the feed's control token when it has one (`FEED_CONTROL_TOKEN`). */
export function controlHeaders(controlToken?: string): Record<string, string> {
  return { 'content-type': 'application/json', ...(controlToken ? { authorization: `Bearer ${controlToken}` } : {}) };
}

/** `POST /control/events/:eventId/stage` with `{ stage }`, or `{ stage: null }` to release it. */
export function stageControlRequest(feedOrigin: string, eventId: string, choice: StageChoice, controlToken?: string): FeedRequest {
  return {
    url: `${feedOrigin}/control/events/${encodeURIComponent(eventId)}/stage`,
    init: {
      method: 'POST',
      headers: controlHeaders(controlToken),
      body: JSON.stringify({ stage: choice === fromTheFeed ? null : choice }),
    },
  };
}

/** The feed's answer: its status code and JSON body, or null when it could not be reached. */
export interface FeedAnswer {
  status: number;
  body: unknown;
}

/** The `message` of the feed's error body (`{ error, message }`), when it has one. */
function feedMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' ? body.message : undefined;
}

/**
 * What to show beside the control after asking the feed: null when it took the choice. The feed
 * answers any path it does not mount with 404 "No route …": without `--control`, that is the
 * stage call itself.
 */
export function stageRefusal(feedOrigin: string, answer: FeedAnswer | null): string | null {
  if (!answer) return `the feed at ${feedOrigin} did not answer`;
  if (answer.status >= 200 && answer.status < 300) return null;
  const message = feedMessage(answer.body);
  if (answer.status === 404 && message?.startsWith('No route ')) return controlApiOff;
  return `the feed refused the stage (${answer.status}${message ? `: ${message}` : ''})`;
}

/** Forces (or releases) the stage of an event in the feed; answers what to show, null if done. */
export async function forceStage(feedOrigin: string, eventId: string, choice: StageChoice, controlToken?: string): Promise<string | null> {
  const { url, init } = stageControlRequest(feedOrigin, eventId, choice, controlToken);
  const answer = await fetch(url, init).then(
    async (response): Promise<FeedAnswer> => ({ status: response.status, body: await response.json().catch(() => null) }),
    () => null,
  );
  return stageRefusal(feedOrigin, answer);
}
