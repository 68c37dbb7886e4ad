import { randomUUID } from 'node:crypto';
import { gt, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
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
 * MAX_NOTIFICATIONS (the bell shows no more) so the table stays small for busy staff: at once,
 * or when `pruner` says it is time.
 *
 * The rows go as one JSON parameter, read back by `jsonb_to_recordset`: a paid order's alert is
 * a row for every staff member and admin, and a `VALUES` list built with a parameter per column
 * per row was the workers' costliest statement to build (twelve columns, twenty and more rows).
 */
export async function storeNotifications(
  db: WorkersDb,
  rows: readonly NewNotification[],
  pruner?: NotificationPruner,
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
    wellFormed,
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
  const recipients = [...new Set(stored.map((r) => r.userId))];
  if (pruner) await pruner.stored(db, recipients);
  else await pruneNotifications(db, recipients);
  return stored;
}

/** A UTF-16 surrogate without its other half. */
const UNPAIRED_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * JSON.stringify's replacer: an unpaired surrogate (a typed title may hold one) becomes U+FFFD,
 * as node-postgres turns it in a text parameter; PostgreSQL's JSON refuses its `\ud800` escape.
 */
function wellFormed(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? value.replace(UNPAIRED_SURROGATE, '\uFFFD') : value;
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

/** How often the notifications worker prunes what its alerts added: see NotificationPruner. */
export const PRUNE_NOTIFICATIONS_EVERY_MS = 10_000;

/**
 * Prunes the recipients of the notifications a workers process stored, at most every
 * `everyMs`. A paid order's alert adds a row for each of the back office's people, and pruning
 * each of them right after (one row each) read every row the earlier prunes had deleted and
 * PostgreSQL had not yet vacuumed: at ten orders a second about a millisecond of the database
 * per order. Pruned every ten seconds, a busy staff member holds at most ten seconds of alerts
 * beyond the newest MAX_NOTIFICATIONS, which the bell never shows (it reads the newest
 * MAX_NOTIFICATIONS). Recipients noted before a restart are pruned at their next notification.
 */
export class NotificationPruner {
  private readonly due = new Set<number>();
  private lastAt = -Infinity;

  constructor(
    private readonly log: Logger,
    private readonly everyMs = PRUNE_NOTIFICATIONS_EVERY_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Notes the recipients of what was just stored, and prunes all noted when it is time. A
   * failed prune is logged and tried again at the next turn: the notifications are stored.
   */
  async stored(db: WorkersDb, userIds: readonly number[]): Promise<void> {
    for (const id of userIds) this.due.add(id);
    if (this.due.size === 0 || this.now() - this.lastAt < this.everyMs) return;
    const ids = [...this.due];
    this.due.clear();
    this.lastAt = this.now();
    try {
      await pruneNotifications(db, ids);
    } catch (err) {
      for (const id of ids) this.due.add(id);
      this.log.warn(
        { err, users: ids.length },
        'could not prune notifications; trying again later',
      );
    }
  }
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
