import { acceptNote, type ActorRole, type MoveKind, type OrderStatus } from '@shop/contracts';
import type { OrderNotice } from '@shop/contracts/events';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { recordEvent } from '../../shared/events/outbox';
import { orderStatusHistory } from './orders.tables';
import type { FoodOrderRow } from './orders.view';
import type { TrackingLinks } from './tracking-links';

export interface StatusChange {
  move: MoveKind;
  from: OrderStatus;
  /** The order as it is after the move. */
  order: FoodOrderRow;
  actor: { role: ActorRole; userId: number | null };
  /** A cancellation's reason, or the preparation time of an accept. */
  reason?: string | null;
  at: Date;
}

/** What the e-mails and notifications about an order need, copied into its events. */
export function orderNotice(order: FoodOrderRow, links: TrackingLinks): OrderNotice {
  return {
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    orderType: order.orderType,
    deliveryType: order.deliveryType,
    barName: order.barName,
    totalCents: order.totalCents,
    trackingToken: links.token(order.id),
  };
}

/**
 * Writes one lifecycle move: its status-history row and its 'order.status-changed' event, in
 * the caller's transaction (the one that changed the order), so neither exists without the
 * other.
 */
export async function recordStatusChange(
  tx: Tx,
  change: StatusChange,
  links: TrackingLinks,
): Promise<void> {
  const { order, move, actor } = change;
  const note =
    move === 'accept' && order.prepMinutes
      ? acceptNote(order.prepMinutes)
      : move === 'cancel'
        ? (change.reason ?? null)
        : null;
  await insertHistoryRow(tx).execute({
    orderId: order.id,
    move,
    fromStatus: change.from,
    toStatus: order.status,
    actorRole: actor.role,
    actorUserId: actor.userId,
    note,
    createdAt: change.at,
  } satisfies HistoryRow);
  await recordEvent(tx, {
    name: 'order.status-changed',
    version: 1,
    data: {
      orderId: order.id,
      userId: order.userId,
      move,
      from: change.from,
      to: order.status,
      paymentStatus: order.paymentStatus,
      actor,
      reason: move === 'cancel' ? (change.reason ?? null) : null,
      prepMinutes: order.prepMinutes,
      estimatedDelivery: order.estimatedDelivery?.toISOString() ?? null,
      notice: orderNotice(order, links),
      driverId: order.driverId,
      barId: order.barId,
    },
  });
}

type HistoryRow = Required<Omit<typeof orderStatusHistory.$inferInsert, 'id'>>;

/** A line of an order's timeline, written by every move. */
const insertHistoryRow = prepared((db) =>
  db
    .insert(orderStatusHistory)
    .values({
      orderId: sql.placeholder('orderId'),
      move: sql.placeholder('move'),
      fromStatus: sql.placeholder('fromStatus'),
      toStatus: sql.placeholder('toStatus'),
      actorRole: sql.placeholder('actorRole'),
      actorUserId: sql.placeholder('actorUserId'),
      note: sql.placeholder('note'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare('orders_insert_history_row'),
);
