import { queryOptions } from '@tanstack/react-query';
import type { Order, OrderList, OrderResponse } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** A food order, for the customer or guest browser that placed it (or staff). */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: [`/api/orders/${id}`],
    queryFn: async (): Promise<Order> => (await api.get<OrderResponse>(`/api/orders/${id}`)).order,
  });

/**
 * The signed-in caller's food orders, newest first (at most 50). Read again on every visit, so
 * an order just paid is there even when the list was read before it.
 */
export const myOrdersQuery = queryOptions({
  queryKey: ['/api/orders'],
  queryFn: async (): Promise<Order[]> => (await api.get<OrderList>('/api/orders')).orders,
  staleTime: 0,
});
