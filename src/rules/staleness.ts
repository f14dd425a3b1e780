/** In play the feed speaks at least every 5 s (a status heartbeat); silence three times as long is stale. */
export const liveDataStaleAfterMs = 15_000;

/** Beyond the spec: data is stale when the socket is open, the match is in play and nothing has arrived for a while. */
export function isLiveDataStale({
  open,
  inPlay,
  lastMessageAt,
  now,
}: {
  open: boolean;
  inPlay: boolean;
  lastMessageAt: number | null;
  now: number;
}): boolean {
  return open && inPlay && lastMessageAt !== null && now - lastMessageAt > liveDataStaleAfterMs;
}
