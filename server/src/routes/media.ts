import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { streamLaunchRequestSchema, streamLaunchSchema } from '../../../contract/protocol.ts';
import type { FeedContext } from '../feed-context.ts';
import { routeSchema } from '../http/route-schema.ts';
import { byteRange } from '../media/byte-range.ts';
import { ensureClip } from '../media/clip.ts';

/**
 * The stream: `POST /stream/launch` (SPEC section 7) answers a playable URL or a refusal code,
 * and `/media/clip.mp4` serves the clip with byte ranges, as video players ask for it.
 */
export function mediaRoutes({ app, stream, control, options, credentials }: FeedContext): void {
  // Public URLs come from configuration, never from the request's Host header (which the caller writes).
  const publicOrigin = (): string => {
    if (options.publicOrigin) return options.publicOrigin.replace(/\/$/, '');
    const address = app.server.address();
    if (address && typeof address === 'object') {
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      return `http://${host}:${address.port}`;
    }
    return 'http://127.0.0.1';
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: '/stream/launch',
    schema: routeSchema(
      {
        summary: 'Launch the stream: a playable URL, or an error code (10316, 10312, 10300, 10400) with a 4xx status',
        description:
          'The body carries the stream credentials; they are never logged or stored. With signed stream keys on (FEED_SECRET, ' +
          'docs/feed-server.md) `key` must be a stream key for this outlet and stream, unexpired, or the launch is refused with 10316.',
        tags: ['stream'],
        errors: [401, 403],
      },
      { body: streamLaunchRequestSchema },
      streamLaunchSchema,
    ),
    handler: async ({ body, log }, reply) => {
      if (options.streamKeys === 'signed') {
        const check = credentials.checkStream(body.key, body.outlet, body.stream);
        if (!check.ok) {
          log.info({ refusal: check.reason }, 'stream key refused');
          reply.code(401);
          return { errorCode: 10316, message: 'The stream credentials are not valid' };
        }
      }
      // A refusal armed through the control API (on any instance sharing the Redis) comes first, and is used up.
      const refusal = (await control.takeStreamRefusal()) ?? stream.take(body.stream);
      if (refusal !== null) {
        reply.code(403);
        return { errorCode: refusal, message: 'The stream is not available to this user' };
      }
      const clip = await ensureClip();
      if (!clip) {
        reply.code(403);
        return { errorCode: 10400, message: 'No stream can be played from this feed' };
      }
      return { url: `${publicOrigin()}/media/clip.mp4`, type: 'mp4' as const };
    },
  });

  app.get('/media/clip.mp4', async (request, reply) => {
    const file = await ensureClip();
    if (!file) return reply.code(404).send({ error: 'not_found', message: 'No clip' });
    const { size } = await stat(file);
    reply.header('accept-ranges', 'bytes').header('content-type', 'video/mp4').header('cache-control', 'public, max-age=3600');
    const range = byteRange(request.headers.range, size);
    if (range.kind === 'whole') return reply.header('content-length', size).send(createReadStream(file));
    if (range.kind === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(createReadStream(file, { start: range.start, end: range.end }));
  });
}
