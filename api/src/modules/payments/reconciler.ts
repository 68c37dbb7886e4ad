import { and, asc, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Logger } from 'pino';
import { IntervalPass } from '@shop/process/interval-pass';
import type { Db } from '../../db/client';
import { paymentIntents } from './payments.tables';
import type { Refunds } from './refunds';
import type { Settlement } from './settlement';
import type { WebhookInbox } from './webhook-inbox';

/**
 * How long an unsettled intent is re-read: Stripe retries a webhook for up to three days, and a
 * bank redirect or a processing payment can settle days after checkout. Four days covers the
 * whole retry window plus a day of margin; webhooks still settle an order at any age.
 */
export const RECONCILE_WINDOW_MS = 4 * 24 * 3600_000;

/** Intents younger than this are left to the browser and the webhook. */
export const RECONCILE_MIN_AGE_MS = 60_000;

export interface ReconcilerOptions {
  intervalMinutes: number;
  /** Intents younger than this are left to the browser and the webhook. */
  minAgeMs?: number;
  /** Intents older than this are not looked at any more (RECONCILE_WINDOW_MS). */
  maxAgeMs?: number;
}

export interface ReconcileReport {
  /** Unsettled intents re-read from the provider. */
  checked: number;
  /** Orders this run marked paid. */
  paid: number;
  /** Stored events applied this run (events that arrived before their order). */
  eventsApplied: number;
  /** Pending refunds asked about again. */
  refundsChecked: number;
}

/**
 * Catches what webhooks miss: every few minutes it re-reads intents that were not settled
 * (older than a minute, younger than four days) and applies stored events whose order was not
 * known when they came, all through the same idempotent settlement. A second run changes
 * nothing.
 */
export class PaymentReconciler {
  private readonly passes = new IntervalPass(
    () => this.pass(),
    (err) => this.deps.log.warn({ err }, 'payment reconciliation failed'),
  );

  constructor(
    private readonly deps: {
      db: Db;
      settlement: Settlement;
      inbox: WebhookInbox;
      refunds: Refunds;
      log: Logger;
    },
    private readonly options: ReconcilerOptions,
  ) {}

  start(): void {
    this.passes.start(Math.max(1, this.options.intervalMinutes * 60_000));
  }

  stop(): Promise<void> {
    return this.passes.stop();
  }

  /** One pass; overlapping calls share the pass in progress. */
  runOnce(): Promise<ReconcileReport> {
    return this.passes.runOnce();
  }

  private async pass(): Promise<ReconcileReport> {
    const { db, settlement, inbox, log } = this.deps;
    const now = Date.now();
    const due = await db
      .select({ intentId: paymentIntents.intentId })
      .from(paymentIntents)
      .where(
        and(
          isNull(paymentIntents.settledAt),
          ne(paymentIntents.status, 'canceled'),
          lt(
            paymentIntents.createdAt,
            new Date(now - (this.options.minAgeMs ?? RECONCILE_MIN_AGE_MS)),
          ),
          gt(
            paymentIntents.createdAt,
            new Date(now - (this.options.maxAgeMs ?? RECONCILE_WINDOW_MS)),
          ),
        ),
      )
      .orderBy(asc(paymentIntents.createdAt));
    let paid = 0;
    for (const { intentId } of due) {
      try {
        const outcome = await settlement.settle(intentId);
        if (outcome.kind === 'paid' && outcome.newlyPaid) paid++;
      } catch (err) {
        log.warn({ err, intentId }, 'could not reconcile payment; next run tries again');
      }
    }
    const eventsApplied = await inbox.applyPending();
    const refundsChecked = await this.deps.refunds.recheckPending(now);
    const report = { checked: due.length, paid, eventsApplied, refundsChecked };
    if (paid > 0 || eventsApplied > 0) log.info(report, 'payments reconciled');
    return report;
  }
}
