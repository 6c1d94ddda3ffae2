import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_MS } from '#shared/constants.ts';
import { ApiError } from './lib/api-client.ts';

/** Cached data is kept 60 s when unused (docs/product.md S9); persisted queries raise their own gcTime (docs/product.md D9). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: QUERY_GC_MS,
      staleTime: 10_000,
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
