/** In play the feed speaks at least every 15 s (a status heartbeat); silence for longer than this is stale. */
export const liveDataStaleAfterMs = 40_000;

/** Beyond the spec: data is stale when the socket is open, the match is in play and nothing has arrived for a while. */
export function isLiveDataStale({ open, inPlay, lastMessageAt, now }: { open: boolean; inPlay: boolean; lastMessageAt: number | null; now: number }): boolean {
  return open && inPlay && lastMessageAt !== null && now - lastMessageAt > liveDataStaleAfterMs;
}
