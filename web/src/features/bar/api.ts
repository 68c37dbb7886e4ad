import { queryOptions } from '@tanstack/react-query';
import type { Bar } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** An active partner bar by the slug of its QR link; 404 for an unknown or inactive bar. */
export const barQuery = (slug: string) =>
  queryOptions({
    queryKey: [`/api/bars/${encodeURIComponent(slug)}`],
    queryFn: () => api.get<Bar>(`/api/bars/${encodeURIComponent(slug)}`),
  });
