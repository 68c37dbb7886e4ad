import { and, count, desc, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentIntents, webhookEvents } from './payments.tables';

/** What the back office's payment screen shows of the payments' state. */

/** The webhook call received last, if any. */
export async function lastWebhookEvent(db: Db) {
  const [last] = await db
    .select()
    .from(webhookEvents)
    .orderBy(desc(webhookEvents.receivedAt), desc(webhookEvents.id))
    .limit(1);
  return last;
}

/** Payments started and neither settled nor cancelled. */
export async function unsettledPaymentCount(db: Db): Promise<number> {
  const [unsettled] = await db
    .select({ n: count() })
    .from(paymentIntents)
    .where(and(isNull(paymentIntents.settledAt), ne(paymentIntents.status, 'canceled')));
  return unsettled?.n ?? 0;
}
