import { randomUUID } from 'node:crypto';
import { gt, inArray, sql } from 'drizzle-orm';
import { MAX_NOTIFICATIONS, type Notification } from '@shop/contracts';
import type { EventOf } from '@shop/contracts/events';
import type { WorkersDb } from '../db/client';
import type { NotificationDraft } from './notification-texts';
import { notifications } from './notifications.tables';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification extends NotificationDraft {
  userId: number;
  /** What made it (job and recipient): a second attempt with the same key stores nothing. */
  sourceKey: string | null;
}

/** A stored notification as the api and the live message show it. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    orderId: row.orderId,
    status: row.status,
    estimatedDeliveryTime: row.estimatedDeliveryTime,
    timestamp: row.createdAt.toISOString(),
    read: row.read,
    ...(row.texts ? { texts: row.texts } : {}),
  };
}

/**
 * Stores notifications and answers the ones actually stored: a row whose source key is taken
 * was stored by an earlier attempt and is left out. Then keeps each recipient's newest
 * MAX_NOTIFICATIONS (the bell shows no more) so the table stays small for busy staff.
 */
export async function storeNotifications(
  db: WorkersDb,
  rows: readonly NewNotification[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  const stored = await db
    .insert(notifications)
    .values([...rows])
    .onConflictDoNothing({ target: notifications.sourceKey })
    .returning();
  await pruneNotifications(db, [...new Set(stored.map((r) => r.userId))]);
  return stored;
}

/** Deletes what lies beyond each user's newest MAX_NOTIFICATIONS. */
export async function pruneNotifications(db: WorkersDb, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const ranked = db
    .select({
      id: notifications.id,
      rank: sql<number>`row_number() over (partition by ${notifications.userId} order by ${notifications.createdAt} desc, ${notifications.id} desc)`.as(
        'rank',
      ),
    })
    .from(notifications)
    .where(inArray(notifications.userId, [...userIds]))
    .as('ranked');
  const beyond = db
    .select({ id: ranked.id })
    .from(ranked)
    .where(gt(ranked.rank, MAX_NOTIFICATIONS));
  await db.delete(notifications).where(inArray(notifications.id, beyond));
}

/**
 * Everyone in the back office (staff and admins). The users table belongs to the api's auth
 * module, which the workers do not import: a plain query on its documented columns.
 */
export async function backOfficeUserIds(db: WorkersDb): Promise<number[]> {
  const result: unknown = await db.execute(
    sql`select id from users where role in ('staff', 'admin') order by id`,
  );
  // node-postgres and PGlite both answer { rows }.
  const rows = (result as { rows?: { id: unknown }[] }).rows ?? [];
  return rows.map((r) => Number(r.id));
}

/** The live hint that a notification was stored, for the user's open tabs. */
export function notificationCreated(row: NotificationRow): EventOf<'notification.created'> {
  return {
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
    name: 'notification.created',
    version: 1,
    data: { userId: row.userId, notification: toNotification(row) },
  };
}
