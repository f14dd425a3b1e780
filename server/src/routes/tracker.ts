import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as endpoints from '../../../contract/endpoints.ts';
import type { FeedContext } from '../feed-context.ts';
import { endpointRoute } from '../http/route-schema.ts';
import { ballPathAnswerAt } from '../replay/ball-path.ts';

/**
 * The live tracker's start: `GET /ball_path`, what a tracker opened mid-match draws at
 * once, since the socket's snapshot came before its lazy chunk listened (contract/ball-path.ts).
 */
export function trackerRoutes(context: FeedContext): void {
  const { replayOf } = context;
  context.app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(endpoints.ballPath, {
      summary: "The live tracker's start: the last stretch of the ball's path, the told steps before it and the momentum so far",
      tags: ['watch'],
    }),
    handler: ({ params }) => {
      const replay = replayOf(params.eventId);
      return ballPathAnswerAt(replay.ballPath, replay.second());
    },
  });
}
