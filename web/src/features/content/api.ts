import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderingStatus, PageTexts, Review, Settings } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { CACHE } from '@/lib/query-client';

/** Query keys are the URL they read, as the spec's request helper expects. */
export const settingsQuery = queryOptions({
  queryKey: ['/api/settings'],
  queryFn: () => api.get<Settings>('/api/settings'),
});

export const orderingStatusQuery = queryOptions({
  queryKey: ['/api/ordering-status'],
  queryFn: () => api.get<OrderingStatus>('/api/ordering-status'),
  staleTime: CACHE.orderingStatus,
});

export const reviewsQuery = queryOptions({
  queryKey: ['/api/reviews'],
  queryFn: () => api.get<Review[]>('/api/reviews'),
  staleTime: CACHE.reviews,
});

export const pageTextsQuery = (page: string) =>
  queryOptions({
    queryKey: [`/api/page-texts/${page}`],
    queryFn: () => api.get<PageTexts>(`/api/page-texts/${page}`),
    staleTime: CACHE.pageTexts,
  });

export const useSettings = () => useQuery(settingsQuery);
export const useOrderingStatus = () => useQuery(orderingStatusQuery);
export const useReviews = () => useQuery(reviewsQuery);
export const usePageTexts = (page: string) => useQuery(pageTextsQuery(page));
