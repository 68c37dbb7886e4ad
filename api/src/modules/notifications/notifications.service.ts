import { and, desc, eq } from 'drizzle-orm';
import {
  MAX_NOTIFICATIONS,
  type Notification,
  type NotificationList,
  type SendNotificationInput,
  type User,
} from '@shop/contracts';
import { storeNotifications, toNotification } from '@shop/workers';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../shared/errors/app-error';
import { recordEvent } from '../../shared/events/outbox';
import { findFoodOrder } from '../orders';
import { notifications } from '@shop/workers/tables';

const mine = (userId: number) => eq(notifications.userId, userId);

/** The bell: the newest notifications first, with how many of them are unread. */
export async function listNotifications(db: Db, userId: number): Promise<NotificationList> {
  const rows = await db
    .select()
    .from(notifications)
    .where(mine(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(MAX_NOTIFICATIONS);
  // The workers keep MAX_NOTIFICATIONS per user, so these are all of them: the badge counts
  // exactly what the list shows.
  return { notifications: rows.map(toNotification), unread: rows.filter((r) => !r.read).length };
}

/** Marks one of the user's notifications read; another user's is not found, like a missing one. */
export async function markNotificationRead(
  db: Db,
  userId: number,
  id: string,
): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), mine(userId)))
    .returning();
  if (!row) throw notFound('notification_not_found');
  return toNotification(row);
}

/** Mark all read: answers how many were unread. */
export async function markAllNotificationsRead(db: Db, userId: number): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ read: true })
    .where(and(mine(userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return changed.length;
}

/** Clear all: answers how many were deleted. */
export async function clearNotifications(db: Db, userId: number): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(mine(userId))
    .returning({ id: notifications.id });
  return deleted.length;
}

/**
 * Who a sent notification is for, decided here and never by the request's `role`: staff and
 * admins notify the signed-in customer of a food order they name; everyone else, and staff
 * naming an order that does not exist or was placed by a guest (who has no bell), notify
 * themselves. The spec's test order 123 usually does not exist: it is then a note to oneself.
 */
async function recipientOf(
  tx: Tx,
  caller: User,
  orderId: number | undefined,
): Promise<{ userId: number; estimatedDelivery: Date | null }> {
  const self = { userId: caller.id, estimatedDelivery: null };
  if (orderId === undefined || (caller.role !== 'staff' && caller.role !== 'admin')) return self;
  const order = await findFoodOrder(tx, { id: orderId });
  if (!order?.userId) return self;
  return { userId: order.userId, estimatedDelivery: order.estimatedDelivery };
}

/**
 * POST /api/send-notification: stores the notification and, in the same transaction, the
 * notification.created event that pushes it to the recipient's open tabs.
 */
export async function sendNotification(
  db: Db,
  caller: User,
  input: SendNotificationInput,
): Promise<Notification> {
  const { type, title, message, orderId, status } = input.notification;
  return db.transaction(async (tx) => {
    const recipient = await recipientOf(tx, caller, orderId);
    const [row] = await storeNotifications(tx, [
      {
        userId: recipient.userId,
        sourceKey: null,
        type,
        title,
        message,
        // Typed by someone: shown as typed, in every language.
        texts: null,
        orderId: orderId ?? null,
        status: status?.trim() || null,
        estimatedDeliveryTime: recipient.estimatedDelivery?.toISOString() ?? null,
      },
    ]);
    const notification = toNotification(row!);
    await recordEvent(tx, {
      name: 'notification.created',
      version: 1,
      data: { userId: recipient.userId, notification },
    });
    return notification;
  });
}
