import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as endpoints from '../../../contract/endpoints.ts';
import { stageSchema } from '../../../contract/protocol.ts';
import { availabilityFor } from '../event/availability.ts';
import { replayPagesWithoutContent } from '../event/page-content.ts';
import { dbsAuthOf, eventDataOf } from '../event/answers.ts';
import { eventPageLimits } from '../event/event-list.ts';
import { hasEventData } from '../match-stats/summary.ts';
import type { FeedContext } from '../feed-context.ts';
import { endpointRoute, routeSchema } from '../http/route-schema.ts';
import { eventList } from './catalogue-matches.ts';
import { eventDetailsRoute } from './event-details.ts';

/**
 * The calls of SPEC section 7 about an event (CONTRACT.md's shapes), with liveness and the demo
 * catalogue. The stream launch is with the media (media.ts), the socket in socket.ts.
 */
export function feedCalls(context: FeedContext): void {
  const { replays, replayOf, hub, credentials, lifecycle, metrics, control } = context;
  const app = context.app.withTypeProvider<ZodTypeProvider>();
  app.route({
    method: 'GET',
    url: '/health',
    schema: routeSchema(
      { summary: 'Liveness', tags: ['meta'] },
      {},
      z.object({ ok: z.boolean(), events: z.number(), sockets: z.number() }),
    ),
    handler: () => ({ ok: true, events: replays.size, sockets: hub.size() }),
  });
  app.route({
    method: 'GET',
    url: '/ready',
    schema: routeSchema(
      { summary: 'Readiness: 200 while serving (replays loaded), 503 while draining for a shutdown', tags: ['meta'], errors: [503] },
      {},
      z.object({ ready: z.boolean(), draining: z.boolean(), events: z.number() }),
    ),
    handler: (_request, reply) => {
      const ready = replays.size > 0 && !lifecycle.draining && control.healthy();
      if (!ready) reply.code(503);
      return { ready, draining: lifecycle.draining, events: replays.size };
    },
  });
  // On the admin listener when there is one (http/admin-listener.ts).
  app.route({
    method: 'GET',
    url: '/metrics',
    config: { admin: true },
    schema: routeSchema(
      {
        summary:
          'Prometheus text: sockets per event, broadcasts and their duration, queued bytes, closes by code, limit refusals, process metrics',
        tags: ['meta'],
      },
      {},
      z.string(),
    ),
    handler: async (_request, reply) => reply.type(metrics.contentType).send(await metrics.text()),
  });
  app.route({
    method: 'GET',
    url: '/events',
    schema: routeSchema(
      {
        summary:
          'Every event this feed serves: the replayed ones (the demo catalogue), then every match of the competitions it holds, filtered and paged',
        description:
          'Without a query the first page is the replayed events; `next` is the cursor of the page after (null on the last). `competition` is an id, `team` part of a name (any case), `date` the match day (YYYY-MM-DD).',
        tags: ['catalogue'],
        errors: [400],
      },
      {
        querystring: z.object({
          lang: z.string().max(16).optional(),
          competition: z.string().min(1).max(64).optional(),
          team: z.string().min(1).max(64).optional(),
          date: z.iso.date().optional(),
          limit: z.coerce.number().int().min(1).max(eventPageLimits.max).optional(),
          cursor: z.string().min(1).max(200).optional(),
        }),
      },
      z.object({
        events: z.array(
          z.object({
            eventId: z.string(),
            title: z.string(),
            description: z.string(),
            competition: z.string(),
            competitionId: z.string(),
            stage: stageSchema,
            matchStart: z.string(),
            home: z.string(),
            away: z.string(),
          }),
        ),
        next: z.string().nullable(),
      }),
    ),
    handler: ({ query }) => {
      const { lang: _lang, ...filters } = query;
      return eventList(context, filters);
    },
  });
  app.route({
    ...endpointRoute(endpoints.eventData, {
      summary: 'Teams, kick-off and stage of a match',
      tags: ['match'],
    }),
    handler: ({ params }) => eventDataOf(params.eventId, replayOf(params.eventId)),
  });
  app.route({
    ...endpointRoute(endpoints.eventStatus, {
      summary: 'Stage, periods and when the last period started',
      description: 'Elapsed seconds = now - periodStartTime + the base of the last period (0, 2700, 5400, 6300, 7200).',
      tags: ['match'],
    }),
    handler: ({ params }) => replayOf(params.eventId).status(),
  });
  eventDetailsRoute(context);
  app.route({
    ...endpointRoute(endpoints.availability, {
      summary: 'Routes with data, stream and pitch-view flags, features',
      tags: ['match'],
    }),
    handler: async ({ params }) => {
      const replay = replayOf(params.eventId);
      return availabilityFor(replay.state().stage, {
        stream: true,
        pitchView: true,
        eventData: hasEventData(replay.match.scenario),
        withoutContent: await replayPagesWithoutContent(replay),
      });
    },
  });
  app.route({
    ...endpointRoute(endpoints.dbsAuth, {
      summary: 'Credentials for the analytics (GraphQL) service: a token for this event and outlet, expiring in 30 minutes',
      tags: ['analytics'],
    }),
    handler: ({ params }) =>
      dbsAuthOf(params.eventId, replayOf(params.eventId), {
        outlet: credentials.outlet,
        token: credentials.analyticsToken(params.eventId),
      }),
  });
  app.route({
    ...endpointRoute(endpoints.eventSettings, {
      summary: 'Whether analytics (dbs) are enabled for the event',
      tags: ['analytics'],
    }),
    handler: ({ params }) => {
      replayOf(params.eventId);
      return { dbs: true };
    },
  });
}
