import { QueryClient } from '@tanstack/react-query';

/** SPEC section 7 "Query cache": no refetch on focus, no top-level retries, 5 minutes cache time. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false, gcTime: 5 * 60 * 1000 },
    },
  });
}
