import type { Stage } from '../../contract/protocol.ts';

/**
 * When the widget opens its socket, and what it asks the feed again when it does (beyond the spec;
 * docs/adr/021-facts-first.md, sixth pass).
 *
 * The frame's first paint is drawn from HTTP answers, which the facts-first script may have asked
 * for before the app's bundle came; the socket brings what changes after. So the socket's code
 * loads, and the socket connects, once the match's first answers are in and drawn: on a slow line
 * its code and its handshake do not compete with the score. A feed that answers slowly does not
 * hold the socket back for more than {@link socketStartCapMs}.
 */
export const socketStartCapMs = 3000;

/**
 * A first connection (no `seq` to resume after) is sent a snapshot of the status, score and
 * statistics, not the incidents or commentary lines of the seconds before it. An answer fetched
 * longer than this before the socket's first open may lack some, so it is asked for again; one
 * fetched within it came with the page (the feed's answer and its handshake travel together).
 */
export const firstOpenGraceMs = 2000;

/**
 * Whether an answer fetched at `fetchedAt` may lack what the socket said before its first open at
 * `openedAt`. Nothing is missed of a match that had been played when its status was answered:
 * its lines no longer change.
 */
export function mayHaveMissedLines({
  fetchedAt,
  openedAt,
  stage,
}: {
  fetchedAt: number;
  openedAt: number;
  stage: Stage | undefined;
}): boolean {
  if (stage === 'played') return false;
  return openedAt - fetchedAt > firstOpenGraceMs;
}
