import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, HttpError } from './errors.ts';

/**
 * Every HTTP route is declared once with zod schemas for its params, query, body and answer: the
 * handler gets parsed input, and the same declarations produce `/openapi.json`.
 */
export interface RouteSpec<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  /** Fastify path, e.g. `/event_data/:eventId`. */
  url: string;
  summary: string;
  description?: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Error statuses the route can answer besides 400. */
  errors?: number[];
}

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
}

export class RouteRegistry {
  readonly specs: RouteSpec[] = [];

  constructor(private readonly app: FastifyInstance) {}

  /** Lists a route registered elsewhere (e.g. the GraphQL endpoint) in the OpenAPI document. */
  document(spec: RouteSpec): void {
    this.specs.push(spec);
  }

  add<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
    spec: RouteSpec<P, Q, B, R>,
    handler: (input: RouteInput<z.infer<P>, z.infer<Q>, z.infer<B>>) => Promise<z.infer<R>> | z.infer<R>,
  ): void {
    this.specs.push(spec as unknown as RouteSpec);
    const parse = <T extends z.ZodType>(schema: T | undefined, value: unknown, where: string): z.infer<T> => {
      if (!schema) return undefined as z.infer<T>;
      const result = schema.safeParse(value ?? {});
      if (!result.success) {
        const issue = result.error.issues[0]!;
        const at = issue.path.length ? `${where}.${issue.path.join('.')}` : where;
        throw badRequest(`${at}: ${issue.message}`);
      }
      return result.data;
    };
    this.app.route({
      method: spec.method,
      url: spec.url,
      handler: async (request, reply) => {
        const input = {
          params: parse(spec.params, request.params, 'path'),
          query: parse(spec.query, request.query, 'query'),
          body: parse(spec.body, request.body, 'body'),
          request,
          reply,
        };
        const answer = await handler(input);
        if (reply.sent) return reply;
        return answer;
      },
    });
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
