import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PushPayload } from '@shop/contracts';
import type { WebPushJob } from '@shop/contracts/jobs';
import type { WorkersDb } from '../db/client';
import { backOfficeUserIds } from '../notifications/notification-store';
import type { PushMessage, PushSender } from './push-sender';
import { pushDeliveries, pushSubscriptions } from './push.tables';

export interface WebPushDeps {
  db: WorkersDb;
  /** Null when the shop has no VAPID keys: then nothing is pushed. */
  sender: PushSender | null;
  log: Logger;
  now?: () => Date;
}

export interface WebPushOutcome {
  sent: number;
  /** Pushed by an earlier attempt of the same job. */
  alreadySent: number;
  /** Subscriptions the push service no longer knows (404/410), now deleted. */
  gone: number;
  refused: number;
}

type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** How long a push service keeps each kind of push for a device that is offline, in seconds. */
const TTL_SECONDS: Record<Exclude<WebPushJob['status'], 'offered'>, number> = {
  accepted: 60 * 60,
  on_its_way: 60 * 60,
  delivered: 30 * 60,
  picked_up: 30 * 60,
  cancelled: 60 * 60,
  // The board shows it anyway; a tablet switched on an hour later needs no alarm.
  new_order: 15 * 60,
};

/**
 * Pushes that should wake a phone now: food leaving, an order that will not come, a new order,
 * an offer that runs out.
 */
const HIGH_URGENCY = new Set<WebPushJob['status']>([
  'on_its_way',
  'cancelled',
  'new_order',
  'offered',
]);

/** How long marking a push sent keeps trying: the push is out, giving up means sending again. */
const MARK_FOR_MS = 20_000;

/**
 * Sends one push job to every device subscribed to it, once per device however often the job
 * runs: each (job, subscription) pair is claimed in push_deliveries and skipped once it is
 * 'sent', 'gone' or 'refused'. A device the push service no longer knows (404, 410) is deleted
 * with every topic it had. A failure that a retry may mend (the push service's 5xx or 429, the
 * network) is thrown after the other devices were served, so the retry pushes only to those
 * still waiting.
 *
 * As for e-mails, one window remains: the push service took the push and the process died
 * before its row was marked. The retry pushes again with the same Topic header, which lets the
 * push service replace a copy the phone has not yet fetched.
 */
export async function sendWebPush(
  { db, sender, log, now = () => new Date() }: WebPushDeps,
  job: WebPushJob,
  jobId: string,
): Promise<WebPushOutcome> {
  const outcome: WebPushOutcome = { sent: 0, alreadySent: 0, gone: 0, refused: 0 };
  if (!sender) return outcome;
  const at = now();
  if (job.expiresAt && Date.parse(job.expiresAt) <= at.getTime()) return outcome;

  let failure: unknown = null;
  for (const row of await recipients(db, job)) {
    const key = `${jobId}:${row.id}`;
    if (!(await claim(db, key))) {
      outcome.alreadySent += 1;
      continue;
    }
    try {
      const answer = await sender.send(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        pushMessage(job, row.language, at),
      );
      if (answer.outcome === 'sent') {
        outcome.sent += 1;
        await mark(db, key, 'sent');
      } else if (answer.outcome === 'gone') {
        outcome.gone += 1;
        // The browser dropped the subscription: every topic it had is gone with it.
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, row.endpoint));
        await mark(db, key, 'gone');
        log.info(
          { jobId, subscriptionId: row.id, statusCode: answer.statusCode },
          'push subscription gone, deleted',
        );
      } else {
        outcome.refused += 1;
        await mark(db, key, 'refused');
        log.warn(
          { jobId, subscriptionId: row.id, statusCode: answer.statusCode, body: answer.body },
          'push service refused a push',
        );
      }
    } catch (err) {
      failure ??= err;
      log.warn({ err, jobId, subscriptionId: row.id }, 'push not sent; the job will retry');
    }
  }
  if (failure) throw failure;
  if (job.status === 'delivered' || job.status === 'picked_up' || job.status === 'cancelled') {
    // The order's last push: its devices have nothing more to hear of it.
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.topic, 'order'), eq(pushSubscriptions.orderId, job.orderId)));
  }
  return outcome;
}

/** The push as it goes out: the payload the service worker reads, its TTL, urgency and topic. */
export function pushMessage(job: WebPushJob, language: 'en' | 'nl', at: Date): PushMessage {
  const payload: PushPayload = {
    orderId: job.orderId,
    status: job.status,
    language,
    ...(job.expiresAt ? { expiresAt: job.expiresAt } : {}),
  };
  const ttl =
    job.status === 'offered'
      ? Math.max(
          1,
          Math.ceil(
            ((job.expiresAt ? Date.parse(job.expiresAt) : at.getTime()) - at.getTime()) / 1000,
          ),
        )
      : TTL_SECONDS[job.status];
  const topic =
    job.status === 'new_order'
      ? `kitchen-${job.orderId}`
      : job.status === 'offered'
        ? `offer-${job.orderId}`
        : `order-${job.orderId}`;
  return {
    payload: JSON.stringify(payload),
    ttl,
    urgency: HIGH_URGENCY.has(job.status) ? 'high' : 'normal',
    topic,
  };
}

/** The devices a push goes to. */
async function recipients(db: WorkersDb, job: WebPushJob): Promise<SubscriptionRow[]> {
  const s = pushSubscriptions;
  switch (job.status) {
    case 'new_order': {
      // Only the devices of people still in the back office.
      const staff = await backOfficeUserIds(db);
      if (staff.length === 0) return [];
      return db
        .select()
        .from(s)
        .where(and(eq(s.topic, 'kitchen'), inArray(s.userId, staff)))
        .orderBy(s.id);
    }
    case 'offered':
      if (!job.driverUserId) return [];
      return db
        .select()
        .from(s)
        .where(and(eq(s.topic, 'driver'), eq(s.userId, job.driverUserId)))
        .orderBy(s.id);
    default:
      return db
        .select()
        .from(s)
        .where(and(eq(s.topic, 'order'), eq(s.orderId, job.orderId)))
        .orderBy(s.id);
  }
}

/** Claims a push; false when an earlier attempt finished it. */
async function claim(db: WorkersDb, key: string): Promise<boolean> {
  await db
    .insert(pushDeliveries)
    .values({ key, status: 'sending' })
    .onConflictDoNothing({ target: pushDeliveries.key });
  const [row] = await db
    .select({ status: pushDeliveries.status })
    .from(pushDeliveries)
    .where(eq(pushDeliveries.key, key));
  return row?.status === 'sending';
}

async function mark(db: WorkersDb, key: string, status: 'sent' | 'gone' | 'refused') {
  const deadline = Date.now() + MARK_FOR_MS;
  for (let delay = 100; ; delay = Math.min(delay * 2, 2_000)) {
    try {
      await db
        .update(pushDeliveries)
        .set({ status, sentAt: sql`now()` })
        .where(eq(pushDeliveries.key, key));
      return;
    } catch (err) {
      if (Date.now() + delay > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
