import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { recordEvent } from '../../shared/events/outbox';
import { markOrderRefunded, orderNotice, type TrackingLinks } from '../orders';
import { issueCreditNote } from '../invoicing';
import { paymentIntents, refunds } from './payments.tables';
import {
  ProviderIdempotencyError,
  ProviderRefusedError,
  refundIdempotencyKey,
  type PaymentProvider,
  type ProviderRefund,
} from './provider';

type RefundRow = typeof refunds.$inferSelect;

export interface RefundsDeps {
  db: Db;
  provider: PaymentProvider;
  links: TrackingLinks;
  log: Logger;
  kickRelay: () => void;
}

/** A refund asked for this long ago and still pending is looked at again by the reconciler. */
const RECHECK_AFTER_MS = 60_000;

/** Every order's page, board card and move shows its refund, if any. */
const refundsOfOrdersQuery = prepared((db) =>
  db
    .select()
    .from(refunds)
    .where(sql`${refunds.orderId} = any(${sql.placeholder('orderIds')}::integer[])`)
    .prepare('payments_refunds_of_orders'),
);

/**
 * Refunds of paid orders, once each: the whole payment of a cancelled order, or what the back
 * office refunds (the whole or a part). The cancelling (or refunding) transaction asks for the
 * refund (one row per order, so a second cancel cannot ask twice); the provider is then called
 * with the idempotency key `refund:<orderId>`, so a retry after a lost answer is the same
 * refund. Only when the provider says the refund succeeded (in its answer, by webhook, or when
 * the reconciler asks) does it count: the order becomes 'refunded' when the whole amount came
 * back, and the credit note and the 'order.refunded' event are recorded.
 */
export class Refunds {
  constructor(private readonly deps: RefundsDeps) {}

  /**
   * Inside the transaction that cancelled a paid order (or that the back office refunds in):
   * asks for the whole payment back, or `amountCents` of it. False when a refund of this order
   * was asked for already.
   */
  async request(
    tx: Tx,
    order: { id: number; kind: 'food' | 'merchandise' },
    reason: string | null = null,
    amountCents?: number,
  ): Promise<boolean> {
    const [intent] = await tx
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.orderId, order.id));
    if (!intent) return false;
    const created = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        orderKind: order.kind,
        intentId: intent.intentId,
        amountCents: amountCents ?? intent.amountCents,
        reason,
      })
      .onConflictDoNothing({ target: refunds.orderId })
      .returning({ orderId: refunds.orderId });
    return created.length > 0;
  }

  /** The refunds of these orders, for their pages (the orders module shows them). */
  ofOrders(db: Db | Tx, orderIds: readonly number[]): Promise<RefundRow[]> {
    return refundsOfOrdersQuery(db).execute({ orderIds: [...orderIds] });
  }

  /** Sends a pending refund to the provider and applies its answer. Never throws. */
  async send(orderId: number): Promise<void> {
    const { db, provider, log } = this.deps;
    const [row] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    if (!row || row.status !== 'pending') return;
    try {
      const refund = await provider.refund({
        orderId,
        intentId: row.intentId,
        amountCents: row.amountCents,
        idempotencyKey: refundIdempotencyKey(orderId),
      });
      await db
        .update(refunds)
        .set({ providerRefundId: refund.id, lastError: null })
        .where(eq(refunds.orderId, orderId));
      await this.apply(orderId, refund);
    } catch (err) {
      if (err instanceof ProviderRefusedError || err instanceof ProviderIdempotencyError) {
        await this.refused(orderId, err);
        return;
      }
      log.warn({ err, orderId }, 'refund not sent; the reconciler tries again');
      await db
        .update(refunds)
        .set({ lastError: err instanceof Error ? err.message.slice(0, 500) : String(err) })
        .where(eq(refunds.orderId, orderId))
        .catch(() => undefined);
    }
  }

  /** A refund event for this intent arrived: read the refund's state from the provider. */
  async check(intentId: string): Promise<void> {
    const [row] = await this.deps.db.select().from(refunds).where(eq(refunds.intentId, intentId));
    if (!row || row.status !== 'pending') return;
    let refundId = row.providerRefundId;
    if (!refundId) {
      // Asked for before, but the answer was lost. Asking again under the same key replays that
      // first answer, which may be stale ('pending'), so the refund is read as it is now.
      await this.send(row.orderId);
      const [sent] = await this.deps.db
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, row.orderId));
      if (!sent?.providerRefundId || sent.status !== 'pending') return;
      refundId = sent.providerRefundId;
    }
    const refund = await this.deps.provider.retrieveRefund(refundId);
    if (refund) await this.apply(row.orderId, refund);
  }

  /** The reconciler's pass: refunds still pending a minute after they were asked for. */
  async recheckPending(now = Date.now()): Promise<number> {
    const due = await this.deps.db
      .select({ intentId: refunds.intentId })
      .from(refunds)
      .where(
        and(
          eq(refunds.status, 'pending'),
          lt(refunds.requestedAt, new Date(now - RECHECK_AFTER_MS)),
        ),
      )
      .orderBy(asc(refunds.requestedAt));
    for (const { intentId } of due) {
      await this.check(intentId).catch((err: unknown) =>
        this.deps.log.warn({ err, intentId }, 'could not check a refund; next run tries again'),
      );
    }
    return due.length;
  }

  /** Applies the provider's word on a refund, once: succeeded refunds the order, failed alerts. */
  private async apply(orderId: number, refund: ProviderRefund): Promise<void> {
    if (refund.status === 'pending') return;
    const { db, log, links } = this.deps;
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, orderId))
        .for('update');
      if (!row || row.status !== 'pending') return null;
      const refundedAt = new Date();
      if (refund.status === 'failed') {
        await tx
          .update(refunds)
          .set({ status: 'failed', lastError: 'The payment provider refused the refund' })
          .where(eq(refunds.orderId, orderId));
        return 'failed' as const;
      }
      await tx
        .update(refunds)
        .set({ status: 'succeeded', refundedAt })
        .where(eq(refunds.orderId, orderId));
      const refunded = await markOrderRefunded(
        tx,
        { id: orderId, kind: row.orderKind },
        row.amountCents,
      );
      const userId = refunded?.userId ?? null;
      const notice = refunded?.kind === 'food' ? orderNotice(refunded.order, links) : null;
      // The credit note takes its number in the transaction that records the refund as done.
      const creditNote = await issueCreditNote(
        tx,
        {
          orderId,
          amountCents: row.amountCents,
          reason: row.reason,
        },
        refundedAt,
      );
      await recordEvent(tx, {
        name: 'order.refunded',
        version: 1,
        data: {
          orderId,
          userId,
          kind: row.orderKind,
          amountCents: row.amountCents,
          refundedAt: refundedAt.toISOString(),
          notice,
          creditNote,
        },
      });
      return 'refunded' as const;
    });
    // Only the call that moved the refund reports it: a failure pages a person once.
    if (outcome === 'refunded') {
      log.info({ orderId, refundId: refund.id }, 'order refunded');
      this.deps.kickRelay();
    } else if (outcome === 'failed') {
      log.error({ orderId, refundId: refund.id }, 'refund failed at the provider; needs a person');
    }
  }

  /** The provider will never make this refund (see ProviderRefusedError): a person decides. */
  private async refused(orderId: number, err: Error): Promise<void> {
    const moved = await this.deps.db
      .update(refunds)
      .set({ status: 'failed', lastError: err.message.slice(0, 500) })
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending')))
      .returning({ orderId: refunds.orderId });
    if (moved.length > 0) {
      this.deps.log.error({ err, orderId }, 'refund refused by the provider; needs a person');
    }
  }
}
