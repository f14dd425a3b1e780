import { z } from 'zod';

/**
 * Only what the benchmarks need of `GET /events`, parsed at the boundary. Kept this narrow on
 * purpose: the feed's full schema may move without breaking a benchmark.
 */
const eventsSchema = z.object({ events: z.array(z.object({ eventId: z.string(), stage: z.string() })) });
export type FeedEvent = z.infer<typeof eventsSchema>['events'][number];

export async function fetchEvents(feedUrl: string): Promise<FeedEvent[]> {
  const response = await fetch(`${feedUrl}/events`);
  if (!response.ok) throw new Error(`${feedUrl}/events answered ${response.status}: is the feed server running?`);
  return eventsSchema.parse(await response.json()).events;
}

/** The event the demo shows first when it is in play (docs/feed-server.md), else any in play. */
export const preferredEventId = 'demo-live';

/** An event in play now, so the live pages show what a fan sees during a match; null if none is. */
export function pickInPlayEvent(events: readonly FeedEvent[]): string | null {
  const inPlay = events.filter((event) => event.stage === 'inPlay');
  return (inPlay.find((event) => event.eventId === preferredEventId) ?? inPlay[0])?.eventId ?? null;
}

/** The in-play event to measure, read from the feed; fails loudly when the feed has none. */
export async function inPlayEventId(feedUrl: string): Promise<string> {
  const events = await fetchEvents(feedUrl);
  const eventId = pickInPlayEvent(events);
  if (!eventId) {
    throw new Error(
      `No event of ${feedUrl}/events is inPlay (stages: ${events.map((event) => `${event.eventId}=${event.stage}`).join(', ')}): check server/src/event/catalogue.ts`,
    );
  }
  return eventId;
}
