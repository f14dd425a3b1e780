import type { FeedContext } from '../feed-context.ts';
import { openApiDocument } from '../http/openapi-document.ts';

/**
 * `GET /openapi.json`: the OpenAPI 3.1 document of every route declared so far, built once when
 * this is registered: it comes last.
 */
export function openApiRoute({ app, routes }: FeedContext): void {
  const document = openApiDocument(routes.specs, { title: 'Match-centre feed', version: '1.0.0' });
  app.get('/openapi.json', async () => document);
}
