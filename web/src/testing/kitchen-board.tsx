import type { ReactElement } from 'react';
import {
  DEFAULT_KITCHEN_ALERT_MINUTES,
  type KitchenAlertMinutes,
  type Order,
  type OrderStatusEntry,
} from '@shop/contracts';
import { mockApi, userAnswer, type MockAnswer } from '@/testing/mock-endpoints';
import { foodOrder } from '@/testing/order-fixtures';
import { renderWithProviders } from '@/testing/test-utils';
import { KitchenBoardPage } from '@/features/admin/kitchen/kitchen-board-page';

type Handler =
  MockAnswer | ((body: unknown, query: URLSearchParams) => MockAnswer | Promise<MockAnswer>);

/** The lifecycle move that brings an order to each status, as the api records it. */
const MOVE_TO: Record<Order['status'], OrderStatusEntry['move']> = {
  pending: 'placed',
  preparing: 'accept',
  ready: 'ready',
  in_transit: 'pick-up',
  delivered: 'deliver',
  cancelled: 'cancel',
};

/** Order 12 as the kitchen accepted it with `prepMinutes` at `at`. */
export function acceptedOrder(order: Order, prepMinutes = 20, at = '2026-03-14T18:32:00.000Z') {
  const readyBy = new Date(Date.parse(at) + prepMinutes * 60_000).toISOString();
  return {
    ...order,
    acceptedAt: at,
    prepMinutes,
    readyBy,
    statusHistory: [
      ...order.statusHistory,
      { status: 'preparing' as const, move: 'accept' as const, at, note: `${prepMinutes} minutes` },
    ],
  };
}

/**
 * The board's api: GET /api/kitchen/orders answers the current orders (with `ids`, those of
 * them) with the server's time (`serverAhead` ms ahead of this tablet) and the alert times, and
 * a status move changes what the next read sees, as the real api does. `routes` adds or
 * replaces answers.
 */
export function kitchenApi(
  initial: Order[] = [foodOrder()],
  options: {
    routes?: Record<string, Handler>;
    serverAhead?: number;
    role?: 'staff' | 'admin';
    alertMinutes?: KitchenAlertMinutes;
  } = {},
) {
  let orders = initial;
  const api = mockApi({
    'GET /api/user': userAnswer(options.role ?? 'staff'),
    'GET /api/kitchen/orders': (_body, query) => ({
      body: {
        orders: query.has('ids')
          ? orders.filter((o) => query.get('ids')!.split(',').map(Number).includes(o.id))
          : orders,
        serverTime: new Date(Date.now() + (options.serverAhead ?? 0)).toISOString(),
        alertMinutes: options.alertMinutes ?? DEFAULT_KITCHEN_ALERT_MINUTES,
      },
    }),
    ...Object.fromEntries(
      initial.map((order) => [
        `PATCH /api/orders/${order.id}/status`,
        (body: unknown) => {
          const move = body as { status: Order['status']; prepMinutes?: number; reason?: string };
          const current = orders.find((o) => o.id === order.id) ?? order;
          const moved: Order =
            move.prepMinutes !== undefined
              ? acceptedOrder(current, move.prepMinutes, new Date().toISOString())
              : {
                  ...current,
                  status: move.status,
                  cancellationReason: move.reason ?? current.cancellationReason,
                  statusHistory: [
                    ...current.statusHistory,
                    {
                      status: move.status,
                      move: MOVE_TO[move.status],
                      at: new Date().toISOString(),
                      note: move.reason ?? null,
                    },
                  ],
                };
          orders = orders.map((o) => (o.id === order.id ? moved : o));
          return { body: { order: moved } };
        },
      ]),
    ),
    ...options.routes,
  });
  const reads = () =>
    api.calls.filter((c) => c.method === 'GET' && c.path === '/api/kitchen/orders');
  /** Reads of the whole board. */
  const boardReads = () => reads().filter((c) => !c.query.has('ids')).length;
  /** Reads of the orders that messages named, each as the list of ids asked for. */
  const namedReads = () =>
    reads()
      .filter((c) => c.query.has('ids'))
      .map((c) => c.query.get('ids')!.split(',').map(Number));
  return {
    ...api,
    boardReads,
    namedReads,
    setOrders: (next: Order[]) => {
      orders = next;
    },
  };
}

export const renderBoard = (ui: ReactElement = <KitchenBoardPage />) =>
  renderWithProviders(ui, { route: '/admin/orders' });
