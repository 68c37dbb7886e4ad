import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { paymentMethodType, type PaymentStatus } from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  findPayableOrder,
  markOrderPaid,
  merchandiseReceipt,
  setOrderPaymentStatus,
  type PayableOrder,
  foodOrderLines,
  toFoodReceipt,
  foodInvoiceSubject,
  invoiceSubject,
  recordStatusChange,
  type TrackingLinks,
} from '../orders';
import { issueInvoice } from '../invoicing';
import { paymentAlerts, paymentIntents } from './payments.tables';
import type { PaymentProvider, ProviderIntent } from './provider';
import type { Refunds } from './refunds';

export type SettleOutcome =
  /** We hold no order for this intent (yet): a webhook for it stays stored for later. */
  | { kind: 'unlinked'; intentId: string }
  /** The order is paid; `newlyPaid` only for the one call that made it so. */
  | { kind: 'paid'; orderId: number; intent: ProviderIntent | null; newlyPaid: boolean }
  /** Not paid (yet): declined, waiting for the customer, processing or canceled. */
  | { kind: 'unpaid'; orderId: number; intent: ProviderIntent | null; paymentStatus: PaymentStatus }
  /** The provider says succeeded, but not the order's amount or currency: left for a human. */
  | { kind: 'mismatch'; orderId: number; intent: ProviderIntent; reason: string };

/** Payment state short of paid, as the intent's current status implies. */
function unpaidStatus(intent: ProviderIntent | null): Exclude<PaymentStatus, 'paid' | 'refunded'> {
  switch (intent?.status) {
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'failed';
    default:
      return 'unpaid';
  }
}

/** Why a succeeded intent must not pay this order, or null when it may. */
function mismatch(intent: ProviderIntent, order: PayableOrder): string | null {
  if (intent.currency.toLowerCase() !== 'eur') return 'currency';
  if (intent.amountReceivedCents !== order.totalCents || intent.amountCents !== order.totalCents)
    return 'amount';
  if (intent.orderId !== null && intent.orderId !== order.id) return 'order';
  return null;
}

/**
 * A payment intent's row version: PostgreSQL's `xmin`, the transaction that last wrote it, which
 * moves with every update, whatever clock the writer had.
 */
const rowVersion = sql<string>`${paymentIntents}.xmin::text`;

// Each payment settles at least twice (the provider's word, then the browser's confirm): these
// statements are prepared (decision 0054).

/** The order an intent pays, and the intent row's version. */
const intentLinkQuery = prepared((db) =>
  db
    .select({
      orderId: paymentIntents.orderId,
      orderKind: paymentIntents.orderKind,
      version: rowVersion,
    })
    .from(paymentIntents)
    .where(eq(paymentIntents.intentId, sql.placeholder('intentId')))
    .prepare('payments_intent_link'),
);

/** Stores the intent's status as read, if its row is still at the version read before. */
const recordAtVersionQuery = prepared((db) =>
  db
    .update(paymentIntents)
    // Placeholders in SET go to the driver as given: the caller passes JSON text and ISO times.
    .set({
      status: sql`${sql.placeholder('status')}`,
      lastError: sql`${sql.placeholder('lastError')}::jsonb`,
      updatedAt: sql`${sql.placeholder('updatedAt')}::timestamptz`,
    })
    .where(
      and(
        eq(paymentIntents.intentId, sql.placeholder('intentId')),
        sql`${rowVersion} = ${sql.placeholder('version')}`,
      ),
    )
    .returning({ intentId: paymentIntents.intentId })
    .prepare('payments_record_intent_at_version'),
);

/** The intent's money arrived: the reconciler stops asking about it. */
const markSettledQuery = prepared((db) =>
  db
    .update(paymentIntents)
    .set({ settledAt: sql`${sql.placeholder('settledAt')}::timestamptz` })
    .where(
      and(
        eq(paymentIntents.intentId, sql.placeholder('intentId')),
        isNull(paymentIntents.settledAt),
      ),
    )
    .prepare('payments_mark_settled'),
);

export interface SettlementDeps {
  db: Db;
  provider: PaymentProvider;
  log: Logger;
  kickRelay: () => void;
  links: TrackingLinks;
  refunds: Refunds;
}

/**
 * The one way an order becomes paid, shared by the browser's confirm, webhooks and the
 * reconciler. Each call reads the intent from the provider as it is now (an event is only a
 * hint, so their order does not matter), then locks the order row, and marks the order paid and
 * records 'order.paid' at most once. Paid never goes back.
 */
export class Settlement {
  constructor(private readonly deps: SettlementDeps) {}

  async settle(intentId: string): Promise<SettleOutcome> {
    const { db, provider } = this.deps;
    const [link] = await intentLinkQuery(db).execute({ intentId });
    if (!link) return { kind: 'unlinked', intentId };
    // The provider is asked before the order is locked, so that no order row and no pooled
    // connection waits for its round trip (Stripe's takes a few hundred milliseconds).
    const early = await provider.retrieveIntent(intentId);
    const outcome = await db.transaction(async (tx) => {
      const order = await findPayableOrder(tx, link.orderId, { kind: link.orderKind, lock: true });
      if (!order) return { kind: 'unlinked', intentId } as const;
      // `early` is the newest word on the intent unless another call settled it since `link`
      // was read (its row's version moved): that call may have read a later state, so the
      // provider is asked again, now under the lock.
      let intent = early;
      const recorded = await this.record(tx, intentId, intent, link.version);
      if (!recorded) {
        intent = await provider.retrieveIntent(intentId, { tx });
        await this.record(tx, intentId, intent);
      }
      // Paid never goes back; a refunded order's intent still reads 'succeeded' at the provider.
      if (order.paymentStatus === 'refunded') {
        return { kind: 'paid', orderId: order.id, intent, newlyPaid: false } as const;
      }
      if (order.paymentStatus === 'paid') {
        if (intent?.status === 'succeeded') await this.markSettled(tx, intentId);
        return { kind: 'paid', orderId: order.id, intent, newlyPaid: false } as const;
      }
      if (intent?.status !== 'succeeded') {
        const paymentStatus = unpaidStatus(intent);
        if (paymentStatus !== order.paymentStatus) {
          const method = paymentStatus === 'processing' ? this.methodOf(intent, order) : null;
          await setOrderPaymentStatus(tx, order, paymentStatus, method);
        }
        return { kind: 'unpaid', orderId: order.id, intent, paymentStatus } as const;
      }
      const reason = mismatch(intent, order);
      if (reason) {
        await this.recordAlert(tx, intent, order, reason);
        return { kind: 'mismatch', orderId: order.id, intent, reason } as const;
      }
      await this.pay(tx, order, intent);
      // Paid after it was cancelled (a slow bank, a second tab): the money goes straight back.
      const refund =
        order.status === 'cancelled' &&
        (await this.deps.refunds.request(tx, order, 'Paid after the order was cancelled'));
      return { kind: 'paid', orderId: order.id, intent, newlyPaid: true, refund } as const;
    });
    if (outcome.kind === 'paid' && outcome.newlyPaid) {
      this.deps.log.info({ orderId: outcome.orderId, intentId }, 'order paid');
      // The relay's next pass numbers the invoice and publishes the event that carries it.
      this.deps.kickRelay();
    }
    if (outcome.kind === 'paid' && 'refund' in outcome && outcome.refund) {
      await this.deps.refunds.send(outcome.orderId);
    }
    if (outcome.kind === 'mismatch') {
      this.deps.log.error(
        { orderId: outcome.orderId, intentId, reason: outcome.reason },
        'payment does not match its order; not marked paid',
      );
    }
    return outcome;
  }

  /**
   * Stores the intent's status as read; with `version`, only if the row is still at that
   * version. False when it has moved on.
   */
  private async record(
    tx: Tx,
    intentId: string,
    intent: ProviderIntent | null,
    version?: string,
  ): Promise<boolean> {
    if (intent && version !== undefined) {
      const stored = await recordAtVersionQuery(tx).execute({
        intentId,
        version,
        status: intent.status,
        lastError: intent.lastError === null ? null : JSON.stringify(intent.lastError),
        updatedAt: new Date().toISOString(),
      });
      return stored.length > 0;
    }
    const stored = await tx
      .update(paymentIntents)
      .set({
        ...(intent ? { status: intent.status, lastError: intent.lastError } : {}),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(paymentIntents.intentId, intentId),
          version === undefined ? undefined : sql`${rowVersion} = ${version}`,
        ),
      )
      .returning({ intentId: paymentIntents.intentId });
    return stored.length > 0;
  }

  /** The method the intent is paid with, as the order records it; null when none we offer. */
  private methodOf(intent: ProviderIntent | null, order: PayableOrder) {
    const method = paymentMethodType(intent?.methodType);
    if (intent?.methodType && !method) {
      this.deps.log.warn(
        { orderId: order.id, intentId: intent.id, methodType: intent.methodType },
        'payment made with a method the shop does not offer; its method is not recorded',
      );
    }
    return method;
  }

  private async pay(tx: Tx, order: PayableOrder, intent: ProviderIntent): Promise<void> {
    const paidAt = new Date();
    const paidOrder = await markOrderPaid(tx, order, paidAt, this.methodOf(intent, order));
    await this.markSettled(tx, intent.id);
    const common = {
      orderId: order.id,
      userId: order.userId,
      paymentIntentId: intent.id,
      totalCents: order.totalCents,
      currency: 'eur' as const,
      paidAt: paidAt.toISOString(),
    };
    // The invoice is numbered after this commits, by the relay, and the event that carries it
    // waits in the outbox for its number.
    if (!paidOrder) {
      const subject = await invoiceSubject(tx, order, paidAt);
      const merchandise = await merchandiseReceipt(tx, order.id);
      await issueInvoice(tx, subject, paidAt, (invoice) => ({
        name: 'order.paid',
        version: 1,
        data: { ...common, kind: 'merchandise', receipt: { ...merchandise, invoice } },
      }));
      return;
    }
    // The order as it is now paid and its lines, read once: the invoice, the receipt (with the
    // status the order moved to) and the status change are all made from them.
    const lines = await foodOrderLines(tx, order.id);
    if (order.status === 'pending') {
      await recordStatusChange(
        tx,
        {
          move: 'pay',
          from: 'pending',
          order: paidOrder,
          actor: { role: 'system', userId: null },
          at: paidAt,
        },
        this.deps.links,
      );
    }
    const subject = foodInvoiceSubject(
      paidOrder,
      lines.map((l) => l.vatShares),
      paidAt,
    );
    const foodReceipt = toFoodReceipt(paidOrder, lines);
    await issueInvoice(tx, subject, paidAt, (invoice) => ({
      name: 'order.paid',
      version: 1,
      data: {
        ...common,
        kind: 'food',
        status: foodReceipt.status,
        receipt: { ...foodReceipt, invoice },
      },
    }));
  }

  private async markSettled(tx: Tx, intentId: string): Promise<void> {
    await markSettledQuery(tx).execute({ intentId, settledAt: new Date().toISOString() });
  }

  private async recordAlert(
    tx: Tx,
    intent: ProviderIntent,
    order: PayableOrder,
    reason: string,
  ): Promise<void> {
    await tx
      .insert(paymentAlerts)
      .values({
        intentId: intent.id,
        orderId: order.id,
        reason,
        details: {
          orderTotalCents: order.totalCents,
          intentAmountCents: intent.amountCents,
          amountReceivedCents: intent.amountReceivedCents,
          currency: intent.currency,
          intentOrderId: intent.orderId,
        },
      })
      .onConflictDoNothing();
  }
}
