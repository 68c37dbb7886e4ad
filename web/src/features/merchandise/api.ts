import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MerchandiseItem, MerchandiseOrder, MerchandiseOrderInput } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { CACHE } from '@/lib/query-client';

export const merchandiseQuery = queryOptions({
  queryKey: ['/api/merchandise'],
  queryFn: () => api.get<MerchandiseItem[]>('/api/merchandise'),
  staleTime: CACHE.merchandise,
});

export const merchandiseOrderQuery = (id: number) =>
  queryOptions({
    queryKey: [`/api/merchandise-orders/${id}`],
    queryFn: () => api.get<MerchandiseOrder>(`/api/merchandise-orders/${id}`),
  });

export const useMerchandise = () => useQuery(merchandiseQuery);

/** Places the order once per key: a retry or double click with the same key gets the same order. */
export const placeMerchandiseOrder = (input: MerchandiseOrderInput, idempotencyKey: string) =>
  api.post<MerchandiseOrder>('/api/merchandise/orders', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
