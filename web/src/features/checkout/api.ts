import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  CreateFoodOrderInput,
  GuestSessionInput,
  GuestSessionResponse,
  Order,
} from '@shop/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { attemptKey, clearCheckoutAttempts } from './checkout-attempts';

/** What the checkout sends to POST /api/orders (defaults left to the server). */
export type FoodOrderBody = z.input<typeof CreateFoodOrderInput>;

export const placeFoodOrder = (body: FoodOrderBody, idempotencyKey: string) =>
  api.post<Order>('/api/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } });

export const saveGuestSession = (input: GuestSessionInput) =>
  api.post<GuestSessionResponse>('/api/guest-session', input);

const PLACE_ORDER_KEY = 'POST /api/orders';

/** After a payment: the same cart ordered again later is a new order, not the paid one. */
export function forgetPlacedOrders(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [PLACE_ORDER_KEY] });
  clearCheckoutAttempts();
}

/**
 * Places the food order for `body` (its JSON text) as `owner`. The Idempotency-Key makes the
 * POST safe to repeat, so it is cached like a read: one request per order however often the
 * page renders or its effects run twice, and the same order again after a reload. The key
 * does not start with the order URL, so nothing that refreshes order reads ever re-sends it.
 */
export const foodOrderQuery = (owner: string, body: string | null) =>
  queryOptions({
    queryKey: [PLACE_ORDER_KEY, owner, body],
    queryFn: () => placeFoodOrder(JSON.parse(body!) as FoodOrderBody, attemptKey(owner, body!)),
    enabled: body !== null,
    staleTime: Infinity,
    retry: false,
  });
