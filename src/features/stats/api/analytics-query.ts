import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import type { Language } from '../../../../contract/languages.ts';
import { dbsAuthQueryOptions, useAnalyticsClient } from '../../../api/dbs-auth.ts';
import { analyticsClientConfig, type AnalyticsClientConfig } from '../../../lib/api/analytics.ts';
import { analyticsAnswerKey } from '../../../lib/api/feed-answer.ts';
import { useFeedConfig } from '../../../lib/api/feed-context.tsx';
import { FeedError } from '../../../lib/api/client.ts';

/**
 * A query to the analytics GraphQL service (SPEC section 7), authorised by the dbs auth record
 * (SPEC section 4): nothing is asked until the record has arrived. The answer's `data` is parsed
 * with the operation's schema at the boundary; a GraphQL error is an error, not an empty list.
 */
export async function postAnalytics<S extends $ZodType>(
  client: AnalyticsClientConfig,
  document: string,
  variables: Record<string, unknown>,
  schema: S,
  signal?: AbortSignal,
): Promise<output<S>> {
  if (!client.endpoint) throw new FeedError('analytics: no endpoint before the authentication', null);
  const response = await fetch(client.endpoint, {
    method: 'POST',
    headers: client.headers,
    body: JSON.stringify({ query: document, variables }),
    signal,
  });
  if (!response.ok) throw new FeedError(`analytics answered ${response.status}`, response.status);
  const body: unknown = await response.json().catch(() => null);
  const parsed = z.safeParse(
    z.object({ data: z.optional(z.nullable(schema)), errors: z.optional(z.array(z.object({ message: z.string() }))) }),
    body,
  );
  if (!parsed.success) {
    console.error('analytics: the answer has an unexpected shape', parsed.error.issues[0]);
    throw new FeedError('analytics answered an unexpected shape', response.status);
  }
  if (parsed.data.errors?.length || parsed.data.data == null)
    throw new FeedError(`analytics: ${parsed.data.errors?.[0]?.message ?? 'no data'}`, response.status);
  return parsed.data.data as output<S>;
}

export function useAnalyticsQuery<S extends $ZodType>(
  eventId: string | undefined,
  lang: Language,
  operation: string,
  document: string,
  variables: Record<string, unknown>,
  schema: S,
) {
  const client = useAnalyticsClient(eventId, lang);
  const queryClient = useQueryClient();
  const { origin } = useFeedConfig();
  const query = useQuery(
    queryOptions({
      queryKey: analyticsAnswerKey(eventId ?? '', operation, variables),
      queryFn: async ({ signal }) => {
        try {
          return await postAnalytics(client, document, variables, schema, signal);
        } catch (error) {
          // The feed's token lasts minutes (docs/feed-server.md): a page left open past it is
          // refused with 401, asks /dbs_auth for a new one once, and asks again with it.
          if (!(error instanceof FeedError) || error.status !== 401) throw error;
          const auth = await queryClient.fetchQuery({ ...dbsAuthQueryOptions(origin, eventId, lang, true), staleTime: 0 });
          return postAnalytics(analyticsClientConfig(origin, auth), document, variables, schema, signal);
        }
      },
      enabled: Boolean(eventId) && client.endpoint !== null,
      staleTime: 5 * 60_000,
      placeholderData: (previous) => previous,
    }),
  );
  return { ...query, authorised: client.endpoint !== null };
}
