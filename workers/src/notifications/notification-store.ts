import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
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
 *
 * The rows go as one JSON parameter, read back by `jsonb_to_recordset`: a paid order's alert is
 * a row for every staff member and admin, and a `VALUES` list built with a parameter per column
 * per row was the workers' costliest statement to build (twelve columns, twenty and more rows).
 */
export async function storeNotifications(
  db: WorkersDb,
  rows: readonly NewNotification[],
): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
    rows.map((r) => ({
      user_id: r.userId,
      type: r.type,
      title: r.title,
      message: r.message,
      texts: r.texts,
      order_id: r.orderId,
      status: r.status,
      estimated_delivery_time: r.estimatedDeliveryTime,
      source_key: r.sourceKey,
    })),
  );
  // Every column of the table in its order (drizzle inserts a select into all of them); the id,
  // `read` and the time are the table's defaults.
  const stored = await db
    .insert(notifications)
    .select(
      sql`select gen_random_uuid(), r.user_id, r.type, r.title, r.message, r.texts, r.order_id,
        r.status, r.estimated_delivery_time, false, r.source_key, now()
        from jsonb_to_recordset(${json}::jsonb) as r(user_id integer, type text, title text,
          message text, texts jsonb, order_id integer, status text, estimated_delivery_time text,
          source_key text)`,
    )
    .onConflictDoNothing({ target: notifications.sourceKey })
    .returning();
  await pruneNotifications(db, [...new Set(stored.map((r) => r.userId))]);
  return stored;
}

/**
 * Deletes what lies beyond each user's newest MAX_NOTIFICATIONS: per user, the rows after the
 * newest MAX_NOTIFICATIONS by (created_at, id), read through the user's index.
 */
export async function pruneNotifications(db: WorkersDb, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(sql`
    delete from ${notifications} where ${notifications.id} in (
      select beyond.id from unnest(${sql.param([...userIds])}::integer[]) as recipient(user_id)
      cross join lateral (
        select n.id from ${notifications} n where n.user_id = recipient.user_id
        order by n.created_at desc, n.id desc offset ${MAX_NOTIFICATIONS}
      ) as beyond
    )`);
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
