import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import type { RouteSpec } from './routes.ts';

const errorSchema = {
  type: 'object',
  required: ['error', 'message'],
  properties: { error: { type: 'string' }, message: { type: 'string' } },
};

function parametersOf(schema: $ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const statusText: Record<number, string> = {
  400: 'Malformed request: the message names the field',
  401: 'Missing or wrong credentials',
  404: 'Unknown event',
  409: 'Refused in the current state',
  429: 'Too many requests from this address: retry after the retry-after header',
  503: 'Draining for a shutdown',
  500: 'Server error',
};

/** The OpenAPI 3.1 document of every declared route (JSON Schema 2020-12 from the zod schemas). */
export function openApiDocument(specs: readonly RouteSpec[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of specs) {
    const path = spec.url.replace(/:(\w+)/g, '{$1}');
    const responses: Record<string, unknown> = {
      200: {
        description: 'OK',
        content: { 'application/json': { schema: z.toJSONSchema(spec.response, { io: 'output', unrepresentable: 'any' }) } },
      },
    };
    for (const status of [400, ...(spec.errors ?? [])]) {
      responses[status] = { description: statusText[status] ?? 'Error', content: { 'application/json': { schema: errorSchema } } };
    }
    (paths[path] ??= {})[spec.method.toLowerCase()] = {
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      tags: spec.tags,
      parameters: [...parametersOf(spec.params, 'path'), ...parametersOf(spec.query, 'query')],
      ...(spec.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: z.toJSONSchema(spec.body, { io: 'input', unrepresentable: 'any' }) } },
            },
          }
        : {}),
      responses,
    };
  }
  return { openapi: '3.1.0', info, paths };
}
