import type { FeedContext } from '../feed-context.ts';

/**
 * `GET /openapi.json`: the OpenAPI 3.1 document of every route with tags, which @fastify/swagger
 * builds from the routes' zod schemas (app.ts registers it first, so it sees every route).
 */
export function openApiRoute({ app }: FeedContext): void {
  app.get('/openapi.json', async () => app.swagger());
}
