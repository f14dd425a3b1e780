import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ingest as calls } from '../../../contract/endpoints.ts';
import type { FeedContext, FeedPlugin } from '../feed-context.ts';
import { HttpError } from '../http/errors.ts';
import { routeSchema } from '../http/route-schema.ts';
import { Ingest, IngestRefused } from '../ingest/ingest.ts';
import { preMatchAnswers, preMatchMessages, preMatchNotServed, preMatchRow } from '../event/pre-match.ts';
import { listBeforeKickOff } from './catalogue-matches.ts';
import { hasControlToken } from '../security/control-auth.ts';
import { socketsBeforeKickOff } from './socket.ts';
import type { Store } from '../store/store.ts';

/**
 * The ingest API (docs/feed-server.md, "Ingest"; contract/endpoints.ts, `ingest`): a provider
 * registers a match, pushes its events and takes one back. Its paths are under `/ingest/`, so with
 * an admin listener they answer there alone (http/route-marks.ts). Every call needs
 * `Authorization: Bearer $FEED_INGEST_TOKEN`; without a token set, the API refuses every call. The
 * request rate does not apply (a provider pushes many small batches); the bodies may be larger
 * than a fan's requests (a whole half's events).
 */
export interface IngestRoutesOptions {
  /** The store of record; without one (the API's documentation) every call answers that the API is off. */
  store?: Store | undefined;
  /** `FEED_INGEST_TOKEN`. */
  token: string | undefined;
  /** How often another instance's ingest is looked for in a shared store (PostgreSQL). Default 500 ms; 0 never. */
  followMs?: number;
}

const ingestBodyLimit = 8 * 1024 * 1024;

export function ingestRoutes({ store, token, followMs = 500 }: IngestRoutesOptions): FeedPlugin {
  return (context: FeedContext) => {
    const { app: root, replays } = context;
    /** The events this plugin serves: the catalogue's own are not the ingest's to replace. */
    const ingested = new Set<string>();
    /** The ingest on the store, served and stopped with the feed. */
    const started = (on: Store): Ingest => {
      const running = new Ingest({
        store: on,
        serve: (eventId, description, replay) => {
          context.serve({ eventId, scenarioId: eventId, description, startAt: null }, replay);
          ingested.add(eventId);
          // Fans hear of it at once, not at the next tick.
          context.loop.tick();
        },
        current: (eventId) => replays.get(eventId),
        ...(context.options.now ? { now: context.options.now } : {}),
        onError: (error, eventId) => root.log.error({ err: error, eventId }, 'ingest: the match could not be rebuilt from the store'),
      });
      root.addHook('onReady', async () => {
        await running.restore();
        if (on.kind === 'postgres' && followMs > 0) running.follow(followMs);
      });
      root.addHook('onClose', async () => {
        running.stop();
        await on.close();
      });
      return running;
    };
    const ingest = store ? started(store) : undefined;
    if (ingest) {
      listBeforeKickOff(context, () => ingest.preMatches().map(preMatchRow));
      // A fan may follow it from before kick-off: its page's status and score, then its replay on the same socket.
      socketsBeforeKickOff(context, (eventId) => {
        const match = ingest.preMatch(eventId);
        return match ? preMatchMessages(match) : undefined;
      });
      // A registered match before its "Starting XI" events: its pre-match page, answered from the registration.
      root.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
        if (request.method !== 'GET') return;
        const url = request.routeOptions.url;
        const { params } = request;
        const eventId = typeof params === 'object' && params !== null && 'eventId' in params ? params.eventId : undefined;
        if (typeof eventId !== 'string' || url === undefined || !url.endsWith('/:eventId')) return;
        const match = ingest.preMatch(eventId);
        if (!match) return;
        const answer = preMatchAnswers.get(url)?.(match);
        if (answer === undefined) throw new HttpError(404, 'not_found', preMatchNotServed(match));
        return reply.send(answer);
      });
    }
    const off = 'The ingest API is off: set FEED_INGEST_TOKEN to take events in';

    const locked = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!token || !ingest) return reply.code(403).send({ error: 'forbidden', message: off });
      if (!hasControlToken(request.headers.authorization, token)) {
        return reply.code(401).send({ error: 'unauthorized', message: 'Ingest calls need Authorization: Bearer $FEED_INGEST_TOKEN' });
      }
    };
    /** An ingest refusal as the feed's error answers. */
    const answering = async <T>(work: (running: Ingest) => Promise<T>): Promise<T> => {
      if (!ingest) throw new HttpError(403, 'forbidden', off);
      try {
        return await work(ingest);
      } catch (error) {
        if (error instanceof IngestRefused)
          throw new HttpError(error.status, error.status === 404 ? 'not_found' : 'bad_request', error.message);
        throw error;
      }
    };
    const shared = { onRequest: locked, bodyLimit: ingestBodyLimit, config: { admin: true, rateLimit: false } } as const;
    const tags = ['ingest'];
    const errors = [401, 403, 404, 409] as const;
    const app = root.withTypeProvider<ZodTypeProvider>();

    app.route({
      method: calls.match.method,
      url: calls.match.path,
      ...shared,
      schema: routeSchema(
        {
          summary: 'Register a live match (competition, kick-off, StatsBomb line-ups)',
          description: 'Replaces the registration of a match already registered; its events stay.',
          tags,
          errors,
        },
        { params: calls.match.params, body: calls.match.body },
        calls.match.answer,
      ),
      handler: ({ params, body }) => {
        if (replays.has(params.eventId) && !ingested.has(params.eventId)) {
          throw new HttpError(409, 'conflict', `Event ${params.eventId} is in the feed's catalogue: ingest a match under an id of its own`);
        }
        return answering((running) => running.register(params.eventId, body));
      },
    });
    app.route({
      method: calls.events.method,
      url: calls.events.path,
      ...shared,
      schema: routeSchema(
        {
          summary: "Take in events in StatsBomb's open-data format",
          description:
            'Each event once by its id (a repeat is answered as accepted and changes nothing), served in index order whatever order they come in; answered once committed to the store.',
          tags,
          errors,
        },
        { params: calls.events.params, body: calls.events.body },
        calls.events.answer,
      ),
      handler: ({ params, body }) => answering((running) => running.append(params.eventId, body)),
    });
    app.route({
      method: calls.retract.method,
      url: calls.retract.path,
      ...shared,
      schema: routeSchema(
        {
          summary: 'Take an ingested event back',
          description: 'A goal taken back takes the score back and stands as a VAR decision, goal cancelled, at its minute.',
          tags,
          errors,
        },
        { params: calls.retract.params },
        calls.retract.answer,
      ),
      handler: ({ params }) => answering((running) => running.retract(params.eventId, params.id)),
    });
  };
}
