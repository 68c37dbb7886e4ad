import type { Logger } from 'pino';
import type { DomainEvent } from '@shop/contracts/events';
import type { OrderNotificationsJob } from '@shop/contracts/jobs';
import type { WorkersDb } from '../db/client';
import {
  backOfficeUserIds,
  notificationCreated,
  storeNotifications,
  type NotificationPruner,
  type NewNotification,
} from './notification-store';
import { orderNotificationDrafts } from './notification-texts';

/**
 * Hands domain events to the realtime gateway, in their order: Redis in split mode (one
 * pipelined round trip), this process otherwise.
 */
export type PublishEvents = (events: readonly DomainEvent[]) => Promise<void>;

export interface OrderNotificationsDeps {
  db: WorkersDb;
  log: Logger;
  publish: PublishEvents;
  pruner: NotificationPruner;
}

/**
 * Turns one order event into stored notifications for the order's signed-in customer and, for
 * a paid order, for every staff and admin user, then pushes each one to the recipient's tabs.
 *
 * A notification's source key is the job id, the recipient and the type, so a retried or
 * repeated job stores each one once. The push is only a hint, like a driver's position: it is
 * sent for the rows this attempt stored, and a push lost on the way (Redis away, the process
 * stopped between the insert and the publish) is not sent again. The row is the truth; the bell
 * re-reads GET /api/notifications when its socket (re)connects.
 */
export async function storeOrderNotifications(
  { db, log, publish, pruner }: OrderNotificationsDeps,
  event: OrderNotificationsJob,
  jobId: string,
): Promise<number> {
  const drafts = orderNotificationDrafts(event);
  const rows: NewNotification[] = [];
  const { userId } = event.data;
  if (drafts.customer && userId !== null) {
    rows.push({ ...drafts.customer, userId, sourceKey: sourceKey(jobId, userId, drafts.customer) });
  }
  if (drafts.backOffice) {
    const draft = drafts.backOffice;
    for (const id of await backOfficeUserIds(db)) {
      rows.push({ ...draft, userId: id, sourceKey: sourceKey(jobId, id, draft) });
    }
  }
  const stored = await storeNotifications(db, rows, pruner);
  if (stored.length === 0) return 0;
  try {
    // A paid order's alert is a row for each of the back office's people: one round trip.
    await publish(stored.map(notificationCreated));
  } catch (err) {
    log.warn(
      { err, jobId, userIds: stored.map((row) => row.userId) },
      'notifications stored but not pushed live',
    );
  }
  return stored.length;
}

/** A staff member who orders for themselves gets both their order's news and the alert. */
const sourceKey = (jobId: string, userId: number, draft: { type: string }) =>
  `${jobId}:${userId}:${draft.type}`;
