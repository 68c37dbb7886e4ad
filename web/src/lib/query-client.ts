import { QueryClient } from '@tanstack/react-query';

/** Cache times from the spec: data never goes stale unless a call states a time. */
export const CACHE = {
  menu: 5 * 60_000,
  combo: 5 * 60_000,
  pageTexts: 5 * 60_000,
  reviews: 5 * 60_000,
  orderingStatus: 2 * 60_000,
  merchandise: 60_000,
} as const;

/** No automatic retry, no refetch on window focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
