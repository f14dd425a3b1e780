import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodObject, $ZodType } from 'zod/v4/core';
import type { Endpoint } from '../../../contract/endpoints.ts';
import { badRequest } from './errors.ts';

/**
 * How the feed's routes declare themselves: each route's `schema` holds zod schemas, which
 * fastify-type-provider-zod checks (params, query, body) and types (the handler's input and answer),
 * and which @fastify/swagger turns into `/openapi.json` (docs/adr/018-routes-on-the-zod-type-provider.md).
 */

/**
 * Params, query and body checked with their zod schemas, by the type provider's compiler. A request
 * without a body is checked as `{}`, so a body of optional fields may be left out.
 */
export const checkRequest: FastifySchemaCompiler<$ZodType> = (route) => {
  const check = validatorCompiler(route);
  return (data) => check(data ?? {});
};

/**
 * Answers go out as the handler made them, JSON-encoded: not checked or stripped against their
 * schema on every request (a test checks every route's answers for every event against it:
 * routes/answers-match-schemas.test.ts), so the schema documents and types the answer.
 */
export const sendAsMade: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/** A refused request names its first wrong field: `path.eventId: …`, `query.limit: …`, `body.side: …`. */
export const namingTheField: NonNullable<FastifyServerOptions['schemaErrorFormatter']> = (errors, dataVar) => {
  const first = errors[0];
  const where = dataVar === 'params' ? 'path' : dataVar === 'querystring' ? 'query' : dataVar;
  const field = (first?.instancePath ?? '').split('/').filter(Boolean).join('.');
  return badRequest(`${field ? `${where}.${field}` : where}: ${first?.message ?? 'invalid'}`);
};

/** The body of every error answer. */
export const errorAnswerSchema = z.object({ error: z.string(), message: z.string() });

const statusText = {
  400: 'Malformed request: the message names the field',
  401: 'Missing or wrong credentials',
  403: 'Refused',
  404: 'Unknown event',
  409: 'Refused in the current state',
  503: 'Draining for a shutdown',
} as const;
export type ErrorStatus = keyof typeof statusText;

const json = <S extends $ZodType>(description: string, schema: S) => ({ description, content: { 'application/json': { schema } } });

/** What the OpenAPI document says of a route besides its shapes. */
export interface RouteDoc {
  summary: string;
  description?: string;
  tags: string[];
  /** Error statuses the route can answer besides 400. */
  errors?: readonly ErrorStatus[];
}

/**
 * A route's `schema`: its words, its input schemas, its answer (200) and the errors it can answer
 * (400 always), each error as `{ error, message }` with what its status means.
 */
export function routeSchema<const Input extends { params?: $ZodType; querystring?: $ZodType; body?: $ZodType }, Answer extends $ZodType>(
  { summary, description, tags, errors = [] }: RouteDoc,
  input: Input,
  answer: Answer,
) {
  const errorAnswers: Partial<Record<ErrorStatus, ReturnType<typeof json<typeof errorAnswerSchema>>>> = {};
  for (const status of [400, ...errors] as const) errorAnswers[status] = json(statusText[status], errorAnswerSchema);
  return {
    summary,
    ...(description ? { description } : {}),
    tags,
    ...input,
    response: { 200: json('OK', answer), ...errorAnswers },
  };
}

/**
 * The route of a catalogue endpoint (contract/endpoints.ts): `GET` at its path, with its params,
 * query and answer, answering 404 for an event the feed does not serve.
 */
export function endpointRoute<Answer extends $ZodType, Query extends $ZodObject>(
  endpoint: Endpoint<Answer, Query>,
  doc: Omit<RouteDoc, 'errors'>,
) {
  return {
    method: 'GET' as const,
    url: endpoint.path,
    schema: routeSchema({ ...doc, errors: [404] }, { params: endpoint.params, querystring: endpoint.query }, endpoint.answer),
  };
}
