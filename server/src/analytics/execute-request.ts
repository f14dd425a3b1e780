import type { DocumentNode, ExecutionResult, GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { execute, GraphQLError, parse, specifiedRules, validate } from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import { z } from 'zod';
import { depthLimitRule } from './depth-limit.ts';
import { queryLimits } from './limits.ts';
import { analyticsErrorCodes } from './resolvers.ts';

/**
 * One GraphQL-over-HTTP request, from parsed JSON body to status and answer, independent of
 * Fastify so it can be tested and reused. Following the GraphQL-over-HTTP spec for
 * `application/json`, a well-formed request answers 200 even when GraphQL reports errors
 * (syntax, validation, limits, bad arguments); the one exception is an unknown event, 404.
 */

/** The JSON body; extra members such as `extensions` are allowed and ignored. */
export const graphqlRequestSchema = z.object({
  query: z.string().min(1, 'query must be a non-empty string'),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});
export type GraphqlRequest = z.infer<typeof graphqlRequestSchema>;

export interface GraphqlAnswer {
  /** 404 when a query names an unknown event, 200 otherwise (GraphQL errors included). */
  status: 200 | 404;
  body: { data?: ExecutionResult['data']; errors?: GraphQLFormattedError[] };
}

const validationRules = [...specifiedRules, depthLimitRule(queryLimits.maxDepth)];

/**
 * What a query costs (graphql-query-complexity): a field of the Query type computes a season's
 * figures, so it costs `rootFieldCost`; any other field 1; each with its selections. Aliases of an
 * expensive field are counted each time, which depth alone does not catch.
 */
const rootFieldEstimator: ComplexityEstimator = ({ type, childComplexity }) =>
  type.name === 'Query' ? queryLimits.rootFieldCost + childComplexity : undefined;
const costEstimators = [rootFieldEstimator, simpleEstimator({ defaultComplexity: 1 })];

/** The cost of a valid document; null when its variables do not fit (execution reports that). */
export function queryCost(schema: GraphQLSchema, document: DocumentNode, request: GraphqlRequest): number | null {
  try {
    return getComplexity({
      schema,
      query: document,
      variables: request.variables ?? undefined,
      operationName: request.operationName ?? undefined,
      estimators: costEstimators,
    });
  } catch {
    return null;
  }
}

export async function executeGraphqlRequest(
  schema: GraphQLSchema,
  request: GraphqlRequest,
  onInternalError: (error: unknown) => void,
): Promise<GraphqlAnswer> {
  // Measured before parsing, so an oversized query costs us nothing.
  if (request.query.length > queryLimits.maxQueryLength) {
    return requestError(
      `The query is ${request.query.length} characters long; at most ${queryLimits.maxQueryLength} are allowed.`,
      'QUERY_TOO_LONG',
    );
  }
  let document: DocumentNode;
  try {
    document = parse(request.query, { maxTokens: queryLimits.maxTokens });
  } catch (error) {
    if (error instanceof GraphQLError) return { status: 200, body: { errors: [withCode(error, 'GRAPHQL_PARSE_FAILED')] } };
    throw error;
  }
  const validationErrors = validate(schema, document, validationRules);
  if (validationErrors.length > 0) {
    return { status: 200, body: { errors: validationErrors.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED')) } };
  }
  const cost = queryCost(schema, document, request);
  if (cost !== null && cost > queryLimits.maxCost) {
    return requestError(
      `The query costs ${cost}; at most ${queryLimits.maxCost} is allowed (a match query costs about 40).`,
      'QUERY_TOO_COSTLY',
    );
  }
  const result = await execute({
    schema,
    document,
    variableValues: request.variables ?? undefined,
    operationName: request.operationName ?? undefined,
  });
  const errors = result.errors?.map((error) => formatExecutionError(error, onInternalError));
  const notFound = errors?.some((error) => error.extensions?.code === analyticsErrorCodes.eventNotFound) ?? false;
  return { status: notFound ? 404 : 200, body: errors ? { data: result.data, errors } : { data: result.data } };
}

function requestError(message: string, code: string): GraphqlAnswer {
  return { status: 200, body: { errors: [{ message, extensions: { code } }] } };
}

function withCode(error: GraphQLError, code: string): GraphQLFormattedError {
  const formatted = error.toJSON();
  return { ...formatted, extensions: { code, ...formatted.extensions } };
}

/** Errors we raised on purpose go out as they are; anything else is a bug and its message stays in our log. */
function formatExecutionError(error: GraphQLError, onInternalError: (error: unknown) => void): GraphQLFormattedError {
  const original = error.originalError;
  if (!original || original instanceof GraphQLError) return error.toJSON();
  onInternalError(original);
  return { message: 'Internal server error', locations: error.locations, path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
