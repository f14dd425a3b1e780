/**
 * "See Other Games": the widget's URL of another match's page. The embed's query is kept (the
 * language, the hidden header and tabs, iframeShowcase) with the other match's `eventId`; the
 * brand is the bundle's, so it stays with any path. Two parameters belong to the match left and
 * are dropped: `stage` (the host's stage of that match, not of this one) and the stream
 * credentials (`token`, `outletkey`, `stream`, `user`), which authorise that match's stream alone.
 */
const ofTheMatchLeft = ['eventId', 'stage', 'token', 'outletkey', 'stream', 'user'];

/** The page an other match opens on: its scoreboard, the widget's first page. */
export const otherMatchPath = '/scoreboard';

export function otherMatchHref(eventId: string, search: string): string {
  const query = new URLSearchParams(search);
  for (const name of ofTheMatchLeft) query.delete(name);
  const kept = query.toString();
  return `${otherMatchPath}?eventId=${encodeURIComponent(eventId)}${kept ? `&${kept}` : ''}`;
}
