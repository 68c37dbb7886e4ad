import type { Order } from '@shop/contracts';

const FINISHED: readonly string[] = ['delivered', 'cancelled'];

/**
 * Whether the customer sees the order at all. An order whose payment never went through (unpaid,
 * or the card was declined) is a checkout left behind, not an order the kitchen works on; it is
 * shown only once staff have moved it on from pending.
 */
export function isPlacedOrder(order: Pick<Order, 'paymentStatus' | 'status'>): boolean {
  const notPaid = order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed';
  return !notPaid || order.status !== 'pending';
}

/** Delivered, cancelled or refunded: nothing more will happen to it. */
export function isPastOrder(order: Pick<Order, 'paymentStatus' | 'status'>): boolean {
  return FINISHED.includes(order.status) || order.paymentStatus === 'refunded';
}

/** My Orders' two tabs, each newest first as the list comes. */
export function splitOrders(orders: readonly Order[]): { current: Order[]; history: Order[] } {
  const placed = orders.filter(isPlacedOrder);
  return {
    current: placed.filter((order) => !isPastOrder(order)),
    history: placed.filter(isPastOrder),
  };
}
