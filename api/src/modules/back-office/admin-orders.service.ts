import { and, asc, count, desc, eq, gte, ilike, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import {
  INVOICE_RESENDS_PER_DAY,
  INVOICE_RESEND_INTERVAL_MINUTES,
  MAX_ID,
  OrderStatusMoveInput,
  TEST_STATUS_TO_SHOP,
  type AdminOrderDetail,
  type AdminOrderPage,
  type AdminOrderQuery,
  type AdminOrderRow,
  type AdminRefundInput,
  type Order,
  type OrderKind,
  type OrderStatusTestInput,
  apiMessage,
  codedText,
  type ApiMessage,
  type RefundRefusal,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { recordAudit } from '../../shared/audit/audit-log';
import { auditLog } from '../../shared/audit/audit.tables';
import { conflict, notFound, rateLimited, unprocessable } from '../../shared/errors/app-error';
import { recordEvent } from '../../shared/events/outbox';
import type { AuthContext } from '../../shared/http/auth-context';
import { userRecords } from '../auth';
import {
  type OrderMoves,
  findFoodOrder,
  foodOrderRecords,
  foodOrderView,
  foodReceipt,
  lockFoodOrder,
  orderMoveRecords,
  type FoodOrderRow,
} from '../orders';
import { orderInvoice, orderInvoices } from '../invoicing';
import { paymentRecords, refundRecords, type RefundRecord, type Refunds } from '../payments';
import { auditView, likePattern } from './audit-log.service';
import { endOfDate, startOfDate } from '../../shared/time/shop-days';

export interface AdminOrdersDeps {
  db: Db;
  moves: OrderMoves;
  refunds: Refunds;
  kickRelay: () => void;
}

const orders = foodOrderRecords();
const orderStatusHistory = orderMoveRecords();
const users = userRecords();
const paymentIntents = paymentRecords();
const refunds = refundRecords();

type RefundRow = RefundRecord;

export const orderKind = (row: Pick<FoodOrderRow, 'orderType' | 'deliveryType'>): OrderKind =>
  row.orderType === 'bar' ? 'bar' : row.deliveryType === 'pickup' ? 'pickup' : 'delivery';

export const orderRow = (
  row: Pick<
    FoodOrderRow,
    | 'id'
    | 'createdAt'
    | 'customerName'
    | 'customerEmail'
    | 'orderType'
    | 'deliveryType'
    | 'barName'
    | 'status'
    | 'paymentStatus'
    | 'totalCents'
  >,
): AdminOrderRow => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  customerName: row.customerName,
  customerEmail: row.customerEmail,
  kind: orderKind(row),
  deliveryType: row.deliveryType,
  barName: row.barName,
  status: row.status,
  paymentStatus: row.paymentStatus,
  totalCents: row.totalCents,
});

const SORT_COLUMNS = {
  id: orders.id,
  createdAt: orders.createdAt,
  customerName: orders.customerName,
  total: orders.totalCents,
  status: orders.status,
} as const;

const KIND_CONDITIONS: Record<OrderKind, SQL> = {
  delivery: and(eq(orders.deliveryType, 'delivery'), eq(orders.orderType, 'normal'))!,
  pickup: and(eq(orders.deliveryType, 'pickup'), eq(orders.orderType, 'normal'))!,
  bar: eq(orders.orderType, 'bar'),
};

/** Why a refund cannot be asked for now, in words; null when it can. */
export function refundBlockedBy(
  order: FoodOrderRow,
  refund: RefundRow | null,
  part = false,
): ApiMessage<'refund_refused'> | null {
  const refused = (reason: RefundRefusal, amountCents = 0, providerError = '') =>
    apiMessage('refund_refused', { order: order.id, reason, amountCents, providerError });
  if (order.paymentStatus === 'refunded') return refused('refunded');
  if (refund?.status === 'succeeded') return refused('refunded_once', refund.amountCents);
  if (refund?.status === 'pending') return refused('under_way');
  if (refund?.status === 'failed') {
    return refused('provider_refused', 0, refund.lastError ?? 'no reason given');
  }
  if (order.paymentStatus !== 'paid') return refused('not_paid');
  // A part is refunded without stopping the order; the whole of an open order cancels it.
  if (!part && order.status === 'in_transit') return refused('on_its_way');
  return null;
}

/** The back office's view of food orders: search, detail, refund, invoice again, status test. */
export class AdminOrders {
  constructor(private readonly deps: AdminOrdersDeps) {}

  async search(query: AdminOrderQuery): Promise<AdminOrderPage> {
    const { db } = this.deps;
    const where: SQL[] = [];
    if (query.q) {
      const text = ilike(orders.customerName, likePattern(query.q));
      const email = ilike(orders.customerEmail, likePattern(query.q));
      const number = /^#?\d{1,10}$/.test(query.q) ? Number(query.q.replace('#', '')) : null;
      where.push(
        number !== null && number <= MAX_ID
          ? or(eq(orders.id, number), text, email)!
          : or(text, email)!,
      );
    }
    if (query.status) where.push(eq(orders.status, query.status));
    if (query.kind) where.push(KIND_CONDITIONS[query.kind]);
    if (query.barId) where.push(eq(orders.barId, query.barId));
    if (query.from) where.push(gte(orders.createdAt, startOfDate(query.from)));
    if (query.to) where.push(lt(orders.createdAt, endOfDate(query.to)));
    const condition = where.length > 0 ? and(...where) : undefined;
    const order = query.dir === 'asc' ? asc : desc;
    const [total] = await db.select({ n: count() }).from(orders).where(condition);
    const rows = await db
      .select()
      .from(orders)
      .where(condition)
      .orderBy(order(SORT_COLUMNS[query.sort]), order(orders.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const bars = await db
      .selectDistinct({ id: orders.barId, name: orders.barName })
      .from(orders)
      .where(isNotNull(orders.barId))
      .orderBy(asc(orders.barName));
    return {
      rows: rows.map(orderRow),
      total: total?.n ?? 0,
      bars: bars.map((b) => ({ id: b.id!, name: b.name ?? `Bar ${b.id}` })),
    };
  }

  async detail(id: number, now = new Date()): Promise<AdminOrderDetail> {
    const { db } = this.deps;
    const row = await findFoodOrder(db, { id });
    if (!row) throw notFound('order_not_found');
    const history = await db
      .select({
        move: orderStatusHistory.move,
        fromStatus: orderStatusHistory.fromStatus,
        toStatus: orderStatusHistory.toStatus,
        createdAt: orderStatusHistory.createdAt,
        actorRole: orderStatusHistory.actorRole,
        note: orderStatusHistory.note,
        actorName: users.username,
      })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.actorUserId))
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.id));
    const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.orderId, id));
    const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, id));
    const changes = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.at), desc(auditLog.id));
    const refundBlocked = refundBlockedBy(row, refund ?? null);
    const resendBlocked = resendRefusal(row, changes, now)?.message ?? null;
    return {
      order: await foodOrderView(db, row, this.deps.refunds),
      kind: orderKind(row),
      history: history.map(({ actorName, ...entry }) => ({
        move: entry.move,
        fromStatus: entry.fromStatus as AdminOrderDetail['history'][number]['fromStatus'],
        toStatus: entry.toStatus,
        at: entry.createdAt.toISOString(),
        actorRole: entry.actorRole,
        actorName: actorName ?? null,
        note: entry.note,
      })),
      payment: intent
        ? {
            provider: intent.provider,
            intentId: intent.intentId,
            status: intent.status,
            amountCents: intent.amountCents,
            settledAt: intent.settledAt?.toISOString() ?? null,
          }
        : null,
      refund: refund
        ? {
            status: refund.status,
            amountCents: refund.amountCents,
            requestedAt: refund.requestedAt.toISOString(),
            refundedAt: refund.refundedAt?.toISOString() ?? null,
            lastError: refund.lastError,
          }
        : null,
      invoices: await orderInvoices(db, id),
      refundBlockedBy: refundBlocked?.text ?? null,
      resendBlockedBy: resendBlocked?.text ?? null,
      texts: {
        ...(refundBlocked && { refundBlockedBy: codedText(refundBlocked) }),
        ...(resendBlocked && { resendBlockedBy: codedText(resendBlocked) }),
      },
      changes: changes.map(auditView),
    };
  }

  /**
   * Refunds a paid order through the lifecycle's one refund path. The whole of an open order is
   * refunded by cancelling it (which asks for its refund); the whole of a delivered one, or a
   * part of any paid order, is asked for directly and the order goes on as it was. Either way
   * the provider is called with `refund:<orderId>`, and the refund counts (with its credit
   * note) only when the provider confirms it.
   */
  async refund(id: number, input: AdminRefundInput, auth: AuthContext): Promise<AdminOrderDetail> {
    const { db, moves, refunds: refundPath } = this.deps;
    const current = await findFoodOrder(db, { id });
    if (!current) throw notFound('order_not_found');
    const amount = input.amountCents ?? current.totalCents;
    if (amount > current.totalCents) {
      throw unprocessable(
        apiMessage('refund_too_large', { order: id, paidCents: current.totalCents }),
      );
    }
    const part = amount < current.totalCents;
    if (!part && ['pending', 'preparing', 'ready'].includes(current.status)) {
      const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, id));
      const blocked = refundBlockedBy(current, refund ?? null);
      if (blocked) throw conflict(blocked);
      await moves.move(
        id,
        { status: 'cancelled', reason: input.reason },
        { auth, guestSessionId: null },
        undefined,
        (tx, before, after) => auditRefund(tx, auth, before, after, input.reason, amount),
      );
      return this.detail(id);
    }
    const asked = await db.transaction(async (tx) => {
      const order = await lockFoodOrder(tx, id);
      if (!order) throw notFound('order_not_found');
      const [refund] = await tx.select().from(refunds).where(eq(refunds.orderId, id));
      const blocked = refundBlockedBy(order, refund ?? null, part);
      if (blocked) throw conflict(blocked);
      if (!(await refundPath.request(tx, { id, kind: 'food' }, input.reason, amount))) {
        throw conflict(
          apiMessage('refund_refused', {
            order: id,
            reason: 'no_card_payment',
            amountCents: 0,
            providerError: '',
          }),
        );
      }
      await auditRefund(tx, auth, order, order, input.reason, amount);
      return true;
    });
    if (asked) await refundPath.send(id);
    return this.detail(id);
  }

  /** E-mails the invoice again, at most once per 10 minutes and 5 times a day per order. */
  async resendInvoice(id: number, auth: AuthContext, now = new Date()): Promise<AdminOrderDetail> {
    const { db } = this.deps;
    await db.transaction(async (tx) => {
      // The row lock makes two clicks at once one resend and one refusal.
      const order = await lockFoodOrder(tx, id);
      if (!order) throw notFound('order_not_found');
      const resends = await tx
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entityType, 'order'),
            eq(auditLog.entityId, String(id)),
            eq(auditLog.action, 'order.invoice-resent'),
            gte(auditLog.at, new Date(now.getTime() - DAY_MS)),
          ),
        )
        .orderBy(asc(auditLog.at));
      assertMayResend(order, resends, now);
      // The same invoice, under the same number: a resend never issues a new one.
      const receipt = { ...(await foodReceipt(tx, id)), invoice: await orderInvoice(tx, id) };
      await recordEvent(tx, {
        name: 'order.invoice-resend-requested',
        version: 1,
        data: { orderId: id, to: order.customerEmail, receipt },
      });
      await recordAudit(tx, auth, {
        section: 'orders',
        action: 'order.invoice-resent',
        entityType: 'order',
        entityId: id,
        after: { to: order.customerEmail },
      });
    });
    this.deps.kickRelay();
    return this.detail(id, now);
  }

  /** The test tool: the spec's status names, through the board's rules. */
  async setStatusForTest(
    id: number,
    input: OrderStatusTestInput,
    auth: AuthContext,
  ): Promise<Order> {
    const move = OrderStatusMoveInput.parse({
      status: TEST_STATUS_TO_SHOP[input.status],
      reason: input.reason,
      prepMinutes: input.prepMinutes,
    });
    return this.deps.moves.move(
      id,
      move,
      { auth, guestSessionId: null },
      undefined,
      (tx, before, after) =>
        recordAudit(tx, auth, {
          section: 'order-status-test',
          action: 'order.status-set',
          entityType: 'order',
          entityId: id,
          before: { status: before.status },
          after: { status: after.status, asked: input.status, reason: after.cancellationReason },
        }),
    );
  }
}

const DAY_MS = 24 * 60 * 60_000;
const INTERVAL_MS = INVOICE_RESEND_INTERVAL_MINUTES * 60_000;

function auditRefund(
  tx: Tx,
  auth: AuthContext,
  before: FoodOrderRow,
  after: FoodOrderRow,
  reason: string,
  amountCents: number,
) {
  return recordAudit(tx, auth, {
    section: 'orders',
    action: 'order.refund-requested',
    entityType: 'order',
    entityId: before.id,
    before: { status: before.status, paymentStatus: before.paymentStatus },
    after: {
      status: after.status,
      paymentStatus: after.paymentStatus,
      refundCents: amountCents,
      reason,
    },
  });
}

type AuditRow = typeof auditLog.$inferSelect;

/** The refusal a resend gets now, or null. */
function resendRefusal(
  order: FoodOrderRow,
  recent: readonly AuditRow[],
  now: Date,
): { message: ApiMessage; retryAfterSeconds?: number; notPaid?: true } | null {
  if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'refunded') {
    return {
      message: apiMessage('not_paid', { order: order.id, wording: 'invoice' }),
      notPaid: true,
    };
  }
  if (!order.customerEmail) {
    return { message: apiMessage('no_email', { order: order.id }) };
  }
  const resends = recent.filter(
    (r) => r.action === 'order.invoice-resent' && r.at.getTime() > now.getTime() - DAY_MS,
  );
  const last = resends.reduce<Date | null>((m, r) => (!m || r.at > m ? r.at : m), null);
  if (last && now.getTime() - last.getTime() < INTERVAL_MS) {
    const seconds = Math.ceil((last.getTime() + INTERVAL_MS - now.getTime()) / 1000);
    return {
      message: apiMessage('invoice_resent_recently', {
        interval: INVOICE_RESEND_INTERVAL_MINUTES,
        minutes: Math.ceil(seconds / 60),
      }),
      retryAfterSeconds: seconds,
    };
  }
  if (resends.length >= INVOICE_RESENDS_PER_DAY) {
    const oldest = resends.reduce((m, r) => (r.at < m ? r.at : m), resends[0]!.at);
    return {
      message: apiMessage('invoice_resend_limit', {
        order: order.id,
        max: INVOICE_RESENDS_PER_DAY,
      }),
      retryAfterSeconds: Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000),
    };
  }
  return null;
}

function assertMayResend(order: FoodOrderRow, resends: readonly AuditRow[], now: Date): void {
  const refusal = resendRefusal(order, resends, now);
  if (!refusal) return;
  if (refusal.retryAfterSeconds !== undefined) {
    throw rateLimited(refusal.message, refusal.retryAfterSeconds);
  }
  if (refusal.notPaid) throw conflict(refusal.message);
  throw unprocessable(refusal.message);
}
