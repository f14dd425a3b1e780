import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { $ZodType, output } from 'zod/v4/core';
import { badRequest } from './errors.ts';

/**
 * Every HTTP route is declared once with zod schemas for its params, query, body and answer: the
 * handler gets parsed input, and the same declarations produce `/openapi.json`.
 */
export interface RouteSpec<
  P extends $ZodType = $ZodType,
  Q extends $ZodType = $ZodType,
  B extends $ZodType = $ZodType,
  R extends $ZodType = $ZodType,
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
  constructor(
    private readonly app: FastifyInstance,
    /** Every route declared, on this app or any registry made by `on`: one OpenAPI document. */
    readonly specs: RouteSpec[] = [],
    private readonly config: FastifyContextConfig = {},
  ) {}

  /**
   * The same registry (routes go into the same specs) adding its routes to `instance`, an
   * encapsulated plugin's, with `config` on each (e.g. the control routes' `{ control: true }`).
   */
  on(instance: FastifyInstance, config: FastifyContextConfig = {}): RouteRegistry {
    return new RouteRegistry(instance, this.specs, config);
  }

  /** Lists a route registered elsewhere (e.g. the GraphQL endpoint) in the OpenAPI document. */
  document(spec: RouteSpec): void {
    this.specs.push(spec);
  }

  add<P extends $ZodType, Q extends $ZodType, B extends $ZodType, R extends $ZodType>(
    spec: RouteSpec<P, Q, B, R>,
    handler: (input: RouteInput<output<P>, output<Q>, output<B>>) => Promise<output<R>> | output<R>,
  ): void {
    this.specs.push(spec as unknown as RouteSpec);
    const parse = <T extends $ZodType>(schema: T | undefined, value: unknown, where: string): output<T> => {
      if (!schema) return undefined as output<T>;
      // The function form takes the contract's zod/mini schemas as well as full zod ones.
      const result = z.safeParse(schema, value ?? {});
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
      config: { ...this.config },
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
