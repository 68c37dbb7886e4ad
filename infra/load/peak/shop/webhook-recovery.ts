/**
 * How the shop came back from `webhook-failing`: the orders whose customers Stripe charged while
 * the endpoint was down must all end up paid in the database, by Stripe's retried deliveries, by
 * the customers' own confirm when their browser came back, or by the shop's reconciler. Waits for
 * that (until `deadline`), then writes what happened into the fault's detail.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FaultRecord } from '../target';
import { query } from './settle';
import type { StripeStandIn } from './stripe-standin';

/** When every order charged during the fault was paid in the database; null if not by `deadline`. */
export async function webhookRecovery(
  stripe: StripeStandIn,
  databaseUrl: string,
  fault: FaultRecord,
  deadline: number,
): Promise<number | null> {
  const charged = [
    ...new Set(
      stripe.charges
        .filter((c) => c.at >= fault.startedAt && c.at < fault.endedAt)
        .map((c) => c.orderId),
    ),
  ];
  let paid = 0;
  let paidAt: number | null = null;
  for (;;) {
    try {
      const [row] = await query<{ n: number }>(
        databaseUrl,
        `select count(*)::int as n from orders where id = any($1::int[]) and payment_status = 'paid'`,
        [charged],
      );
      paid = row?.n ?? 0;
    } catch {
      // PostgreSQL may be coming back from a fault of its own.
    }
    if (paid === charged.length) {
      paidAt = Date.now();
      break;
    }
    if (Date.now() > deadline) break;
    await sleep(250);
  }
  const d = stripe.deliveriesBetween(fault.startedAt, fault.endedAt);
  const outcome = !charged.length
    ? 'no customer paid at Stripe meanwhile'
    : paidAt
      ? `the ${charged.length} orders paid at Stripe meanwhile were all paid in the database ${((paidAt - fault.endedAt) / 1000).toFixed(1)} s after the endpoint came back`
      : `${charged.length - paid} of the ${charged.length} orders paid at Stripe meanwhile were still unpaid in the database`;
  fault.detail += `; ${d.failedAttempts} deliveries of ${d.events} events failed and were retried with Stripe's backoff (1 s, 2 s, 4 s …), ${d.deliveredOnRetry} arrived on a retry so far${d.gaveUp ? `, ${d.gaveUp} given up` : ''}; ${outcome}`;
  return paidAt;
}
