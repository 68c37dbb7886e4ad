import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, MenuItem, MenuResponse } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { CACHE } from '@/lib/query-client';

export const menuQuery = queryOptions({
  queryKey: ['/api/menu'],
  queryFn: () => api.get<MenuResponse>('/api/menu'),
  staleTime: CACHE.menu,
});

/** The spec states no cache time for these two, so they keep the never-stale default. */
export const categoriesQuery = queryOptions({
  queryKey: ['/api/categories'],
  queryFn: () => api.get<Category[]>('/api/categories'),
});

export const recommendationsQuery = queryOptions({
  queryKey: ['/api/menu/recommendations'],
  queryFn: () => api.get<MenuItem[]>('/api/menu/recommendations'),
});

export const useMenu = () => useQuery(menuQuery);
export const useCategories = () => useQuery(categoriesQuery);
export const useRecommendations = () => useQuery(recommendationsQuery);
