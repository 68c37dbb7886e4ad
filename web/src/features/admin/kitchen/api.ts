import { m } from '@/i18n/paraglide/messages';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  DispatchDriverList,
  DispatchSettings,
  DelayMinutes,
  KitchenBoard,
  Order,
  OrderResponse,
  OrderStatus,
  PrepMinutes,
} from '@shop/contracts';
import { KITCHEN_BOARD_URL } from '@/features/realtime';
import { api, ApiError } from '@/lib/api-client';
import { localizeMessage } from '@/i18n/messages';
import { notify } from '@/lib/notify';

/** The board as read, with how far the server's clock is ahead of this tablet's (ms). */
export interface KitchenBoardData extends KitchenBoard {
  clockOffsetMs: number;
}

/**
 * GET /api/kitchen/orders. Kept current by the live connection (order messages and every
 * reconnect invalidate it); while the connection is down the page reads it on a timer.
 */
export const kitchenBoardQuery = queryOptions({
  queryKey: [KITCHEN_BOARD_URL],
  queryFn: async (): Promise<KitchenBoardData> => {
    const board = await api.get<KitchenBoard>(KITCHEN_BOARD_URL);
    const serverTime = Date.parse(board.serverTime);
    const clockOffsetMs = Number.isNaN(serverTime) ? 0 : serverTime - Date.now();
    return { ...board, clockOffsetMs };
  },
});

/** A move the kitchen asks for: PATCH /api/orders/{id}/status. */
export type KitchenMove =
  | { status: 'preparing'; prepMinutes: PrepMinutes }
  | { status: 'cancelled'; reason: string }
  | { status: Exclude<OrderStatus, 'pending' | 'preparing' | 'cancelled'> };

/** Puts the api's answer in place of the board's copy, so the card moves before the next read. */
function replaceOrder(queryClient: QueryClient, order: Order) {
  queryClient.setQueryData<KitchenBoardData>(
    kitchenBoardQuery.queryKey,
    (board) =>
      board && { ...board, orders: board.orders.map((o) => (o.id === order.id ? order : o)) },
  );
}

/**
 * A refused move says why in the server's words. A 409 or 404 means this board is behind
 * (someone else moved the order): it reads the board again.
 */
function showRefusal(queryClient: QueryClient, error: Error) {
  notify.error(m.adminKitchen_notChanged(), localizeMessage(error.message));
  if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
    void queryClient.invalidateQueries({ queryKey: kitchenBoardQuery.queryKey });
  }
}

export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, move }: { orderId: number; move: KitchenMove }) =>
      api.patch<OrderResponse>(`/api/orders/${orderId}/status`, move),
    onSuccess: ({ order }) => replaceOrder(queryClient, order),
    onError: (error) => showRefusal(queryClient, error),
  });
}

/** POST /api/orders/{id}/delay: the kitchen needs 5 or 10 more minutes. */
export function useDelayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, minutes }: { orderId: number; minutes: DelayMinutes }) =>
      api.post<OrderResponse>(`/api/orders/${orderId}/delay`, { minutes }),
    onSuccess: ({ order }) => replaceOrder(queryClient, order),
    onError: (error) => showRefusal(queryClient, error),
  });
}

/** The drivers the kitchen may give an order to, with what each is doing. */
export const dispatchDriversQuery = queryOptions({
  queryKey: ['/api/dispatch/drivers'],
  queryFn: () => api.get<DispatchDriverList>('/api/dispatch/drivers'),
});

/** Gives an order to a driver, or takes it back (null). */
export const assignDriver = (orderId: number, driverId: number | null) =>
  api.post<OrderResponse>(`/api/orders/${orderId}/assign`, { driverId });

/** Whether each ready delivery is offered to the nearest free driver by itself. */
export const dispatchSettingsQuery = queryOptions({
  queryKey: ['/api/dispatch/settings'],
  queryFn: () => api.get<DispatchSettings>('/api/dispatch/settings'),
});

export const setAutoOffer = (on: boolean) =>
  api.put<DispatchSettings>('/api/dispatch/settings', { autoOfferReadyOrders: on });
