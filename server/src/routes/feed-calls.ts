import { z } from 'zod';
import {
  availabilitySchema,
  dbsAuthSchema,
  eventDataSchema,
  eventSettingsSchema,
  eventStatusSchema,
  stageSchema,
} from '../../../contract/protocol.ts';
import { availabilityFor } from '../event/availability.ts';
import { replayPagesWithoutContent } from '../event/page-content.ts';
import { catalogueRow, dbsAuthOf, eventDataOf } from '../event/answers.ts';
import { hasEventData } from '../match-stats/summary.ts';
import type { FeedContext } from '../feed-context.ts';
import { eventParams, langQuery } from '../http/params.ts';
import { eventDetailsRoute } from './event-details.ts';

/**
 * The calls of SPEC section 7 about an event (CONTRACT.md's shapes), with liveness and the demo
 * catalogue. The stream launch is with the media (media.ts), the socket in socket.ts.
 */
export function feedCalls(context: FeedContext): void {
  const { app, routes, replays, entries, replayOf, hub, credentials, lifecycle, metrics, control } = context;
  routes.add(
    {
      method: 'GET',
      url: '/health',
      summary: 'Liveness',
      tags: ['meta'],
      response: z.object({ ok: z.boolean(), events: z.number(), sockets: z.number() }),
    },
    () => ({ ok: true, events: replays.size, sockets: hub.size() }),
  );
  routes.add(
    {
      method: 'GET',
      url: '/ready',
      summary: 'Readiness: 200 while serving (replays loaded), 503 while draining for a shutdown',
      tags: ['meta'],
      response: z.object({ ready: z.boolean(), draining: z.boolean(), events: z.number() }),
      errors: [503],
    },
    ({ reply }) => {
      const ready = replays.size > 0 && !lifecycle.draining && control.healthy();
      if (!ready) reply.code(503);
      return { ready, draining: lifecycle.draining, events: replays.size };
    },
  );
  // On the admin listener when there is one (http/admin-listener.ts).
  app.get('/metrics', { config: { admin: true } }, async (_request, reply) => reply.type(metrics.contentType).send(await metrics.text()));
  routes.document({
    method: 'GET',
    url: '/metrics',
    summary:
      'Prometheus text: sockets per event, broadcasts and their duration, queued bytes, closes by code, limit refusals, process metrics',
    tags: ['meta'],
    response: z.string(),
  });
  routes.add(
    {
      method: 'GET',
      url: '/events',
      summary: 'The demo catalogue: every event this feed serves, with its current stage',
      tags: ['catalogue'],
      query: langQuery,
      response: z.object({
        events: z.array(
          z.object({
            eventId: z.string(),
            title: z.string(),
            description: z.string(),
            competition: z.string(),
            stage: stageSchema,
            matchStart: z.string(),
            home: z.string(),
            away: z.string(),
          }),
        ),
      }),
    },
    () => ({ events: [...replays].map(([eventId, replay]) => catalogueRow(eventId, replay, entries.get(eventId)!)) }),
  );
  routes.add(
    {
      method: 'GET',
      url: '/event_data/:eventId',
      summary: 'Teams, kick-off and stage of a match',
      tags: ['match'],
      params: eventParams,
      query: langQuery,
      response: eventDataSchema,
      errors: [404],
    },
    ({ params }) => eventDataOf(params.eventId, replayOf(params.eventId)),
  );
  routes.add(
    {
      method: 'GET',
      url: '/event_status/:eventId',
      summary: 'Stage, periods and when the last period started',
      description: 'Elapsed seconds = now - periodStartTime + the base of the last period (0, 2700, 5400, 6300, 7200).',
      tags: ['match'],
      params: eventParams,
      query: langQuery,
      response: eventStatusSchema,
      errors: [404],
    },
    ({ params }) => replayOf(params.eventId).status(),
  );
  eventDetailsRoute(context);
  routes.add(
    {
      method: 'GET',
      url: '/availability/:eventId',
      summary: 'Routes with data, stream and pitch-view flags, features',
      tags: ['match'],
      params: eventParams,
      query: langQuery,
      response: availabilitySchema,
      errors: [404],
    },
    async ({ params }) => {
      const replay = replayOf(params.eventId);
      return availabilityFor(replay.state().stage, {
        stream: true,
        pitchView: true,
        eventData: hasEventData(replay.match.scenario),
        withoutContent: await replayPagesWithoutContent(replay),
      });
    },
  );
  routes.add(
    {
      method: 'GET',
      url: '/dbs_auth/:eventId',
      summary: 'Credentials for the analytics (GraphQL) service: a token for this event and outlet, expiring in 30 minutes',
      tags: ['analytics'],
      params: eventParams,
      query: langQuery,
      response: dbsAuthSchema,
      errors: [404],
    },
    ({ params }) =>
      dbsAuthOf(params.eventId, replayOf(params.eventId), {
        outlet: credentials.outlet,
        token: credentials.analyticsToken(params.eventId),
      }),
  );
  routes.add(
    {
      method: 'GET',
      url: '/event_settings/:eventId',
      summary: 'Whether analytics (dbs) are enabled for the event',
      tags: ['analytics'],
      params: eventParams,
      query: langQuery,
      response: eventSettingsSchema,
      errors: [404],
    },
    ({ params }) => {
      replayOf(params.eventId);
      return { dbs: true };
    },
  );
}
