/**
 * What other modules may read of payments and refunds inside their own statements (joins,
 * sums): subqueries over the payments' tables with the columns chosen here. The tables stay
 * this module's; PostgreSQL pulls such a simple subquery up into the reader's statement.
 */

import { QueryBuilder } from 'drizzle-orm/pg-core';
import { paymentIntents, refunds } from './payments.tables';

const qb = new QueryBuilder();

/** Each order's payment as the provider last told it: who, which intent, how much, when settled. */
export const paymentRecords = <Name extends string = 'payment_intents'>(
  name: Name = 'payment_intents' as Name,
) =>
  qb
    .select({
      orderId: paymentIntents.orderId,
      orderKind: paymentIntents.orderKind,
      provider: paymentIntents.provider,
      intentId: paymentIntents.intentId,
      amountCents: paymentIntents.amountCents,
      status: paymentIntents.status,
      settledAt: paymentIntents.settledAt,
    })
    .from(paymentIntents)
    .as(name);

/** Each order's refund: how much, where it stands, when asked and confirmed, why it failed. */
export const refundRecords = <Name extends string = 'refunds'>(name: Name = 'refunds' as Name) =>
  qb
    .select({
      orderId: refunds.orderId,
      orderKind: refunds.orderKind,
      amountCents: refunds.amountCents,
      status: refunds.status,
      lastError: refunds.lastError,
      requestedAt: refunds.requestedAt,
      refundedAt: refunds.refundedAt,
    })
    .from(refunds)
    .as(name);

/** A refund as `refundRecords` shows it. */
export type RefundRecord = Pick<
  typeof refunds.$inferSelect,
  'orderId' | 'orderKind' | 'amountCents' | 'status' | 'lastError' | 'requestedAt' | 'refundedAt'
>;
