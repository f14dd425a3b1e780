import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '../../../contract/endpoints.ts';
import type { EventDetails } from '../../../contract/protocol.ts';
import type { FeedContext } from '../feed-context.ts';
import { endpointRoute } from '../http/route-schema.ts';
import type { MatchState } from '../replay/match-state.ts';

/**
 * The event details answer from the replay's state: the very score the socket's `score` message
 * carries at that moment (fired goals included), so the widget's first paint and the socket agree.
 * The shoot-out is told only once a kick has been taken.
 */
export function eventDetailsOf(state: Pick<MatchState, 'score' | 'shootout'>): EventDetails {
  const details: EventDetails = { home: { score: state.score.home }, away: { score: state.score.away } };
  if (state.shootout.kicks > 0) details.shootout = { home: state.shootout.home, away: state.shootout.away };
  return details;
}

/** `GET /event_details/:eventId` (SPEC section 3): the initial score, over HTTP, before the socket connects. */
export function eventDetailsRoute({ app, replayOf }: FeedContext): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(endpoints.eventDetails, {
      summary: "Each side's score now, and the shoot-out once it has begun",
      description: "The same score as the socket's `score` message at this moment; 0-0 before kick-off.",
      tags: ['match'],
    }),
    handler: ({ params }) => eventDetailsOf(replayOf(params.eventId).state()),
  });
}
