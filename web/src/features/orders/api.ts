import { queryOptions } from '@tanstack/react-query';
import type { Order, OrderResponse } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** A food order, for the customer or guest browser that placed it (or staff). */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: [`/api/orders/${id}`],
    queryFn: async (): Promise<Order> => (await api.get<OrderResponse>(`/api/orders/${id}`)).order,
  });
