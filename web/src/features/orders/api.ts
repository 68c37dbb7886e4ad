import { queryOptions } from '@tanstack/react-query';
import type { Order, OrderList, OrderResponse } from '@shop/contracts';
import { api } from '@/lib/api-client';

/** `/api/orders/12`, or `/api/orders/12?t=…` with the signed link of an order e-mail. */
export function orderUrl(id: number, token: string | null = null): string {
  return token ? `/api/orders/${id}?t=${encodeURIComponent(token)}` : `/api/orders/${id}`;
}

/**
 * A food order, for the customer or guest browser that placed it (or staff); with `token`, for
 * whoever holds the signed link from the order's e-mails.
 */
export const orderQuery = (id: number, token: string | null = null) =>
  queryOptions({
    queryKey: [orderUrl(id, token)],
    queryFn: async (): Promise<Order> => (await api.get<OrderResponse>(orderUrl(id, token))).order,
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
