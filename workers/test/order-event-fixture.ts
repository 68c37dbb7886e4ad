import { randomUUID } from 'node:crypto';
import type { MoveKind, OrderStatus } from '@shop/contracts';
import type { EventOf, OrderNotice } from '@shop/contracts/events';

/** Anna's paid delivery order, as its events carry it. */
export const annasOrder: OrderNotice = {
  customerName: 'Anna de Vries',
  customerEmail: 'anna@example.com',
  orderType: 'normal',
  deliveryType: 'delivery',
  barName: null,
  totalCents: 4190,
  trackingToken: 'signed-token',
};

const TARGET: Record<MoveKind, OrderStatus> = {
  pay: 'preparing',
  accept: 'preparing',
  ready: 'ready',
  'pick-up': 'in_transit',
  deliver: 'delivered',
  cancel: 'cancelled',
};

/**
 * A move of order #1001 by the kitchen, due at 19:45 Amsterdam time (accepted with 20 minutes),
 * with a fresh event id as the outbox gives every event.
 */
export function orderMoved(
  move: MoveKind,
  data: Partial<EventOf<'order.status-changed'>['data']> = {},
): EventOf<'order.status-changed'> {
  return {
    id: randomUUID(),
    occurredAt: '2026-11-21T18:00:00.000Z',
    name: 'order.status-changed',
    version: 1,
    data: {
      orderId: 1001,
      userId: 7,
      move,
      from: move === 'pay' ? 'pending' : 'preparing',
      to: TARGET[move],
      paymentStatus: 'paid',
      actor: move === 'pay' ? { role: 'system', userId: null } : { role: 'staff', userId: 2 },
      reason: null,
      prepMinutes: move === 'accept' ? 20 : null,
      estimatedDelivery: '2026-11-21T18:45:00.000Z',
      notice: annasOrder,
      ...data,
    },
  };
}

/** The kitchen or a driver moved order #1001's estimate to 19:55 Amsterdam time. */
export const estimateChanged = (
  cause: EventOf<'order.estimate-changed'>['data']['cause'],
): EventOf<'order.estimate-changed'> => ({
  id: randomUUID(),
  occurredAt: '2026-11-21T18:00:00.000Z',
  name: 'order.estimate-changed',
  version: 1,
  data: {
    orderId: 1001,
    userId: 7,
    estimatedDelivery: '2026-11-21T18:55:00.000Z',
    readyBy: null,
    cause,
  },
});

/** Order #1001's food refunded to the card. */
export const orderRefunded = (amountCents: number): EventOf<'order.refunded'> => ({
  id: randomUUID(),
  occurredAt: '2026-11-21T18:10:00.000Z',
  name: 'order.refunded',
  version: 1,
  data: {
    orderId: 1001,
    userId: 7,
    kind: 'food',
    amountCents,
    refundedAt: '2026-11-21T18:10:00.000Z',
    notice: annasOrder,
  },
});
