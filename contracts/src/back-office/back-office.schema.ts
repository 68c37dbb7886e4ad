import { z } from 'zod';
import { Id } from '../common/ids';
import { InvoiceDocument } from '../invoices/invoice.schema';
import { DeliveryType, Order, OrderStatus, PaymentStatus } from '../orders/order.schema';
import { KitchenColumn } from '../orders/order-lifecycle';
import { Role } from '../auth/user.schema';
import { ShopDate } from '../common/shop-day';
import { vm } from '../errors/validation-messages';
import { CodedText } from '../common/errors';

/** Page numbers start at 1; a page holds 10 to 100 rows (20 unless asked). */
export const PageQuery = z.object({
  page: z.coerce
    .number({ error: vm('page_not_a_number') })
    .int(vm('page_not_whole'))
    .min(1, vm('page_too_small'))
    .max(100_000, vm('page_too_large'))
    .default(1),
  pageSize: z.coerce
    .number({ error: vm('page_size_not_a_number') })
    .int(vm('page_size_not_whole'))
    .min(10, vm('page_size_too_small'))
    .max(100, vm('page_size_too_large'))
    .default(20),
});

const dateRange = {
  from: ShopDate.optional(),
  to: ShopDate.optional(),
};
const fromBeforeTo = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const FROM_AFTER_TO = { message: vm('start_after_end'), path: ['from'] };

/** A page of rows and how many there are in all. */
const paged = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number() });

// ---------------------------------------------------------------- dashboard

export const DashboardDay = z.object({
  date: ShopDate,
  orders: z.number().int().nonnegative(),
  /** Paid totals of the day minus the refunds confirmed that day; may be negative. */
  revenueCents: z.number().int(),
});
export type DashboardDay = z.infer<typeof DashboardDay>;

/** One back-office change, as the audit log holds it. */
export const AuditEntryView = z
  .object({
    id: z.number().int().positive(),
    at: z.string(),
    actorId: Id.nullable(),
    actorName: z.string(),
    actorRole: z.string(),
    section: z.string(),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryView = z.infer<typeof AuditEntryView>;

/**
 * GET /api/admin/dashboard: today in Amsterdam at a glance
 * (docs/decisions/0037-back-office-dashboard-orders-and-customers.md defines each figure).
 */
export const Dashboard = z
  .object({
    date: ShopDate,
    today: z.object({
      orders: z.number().int().nonnegative(),
      revenueCents: z.number().int(),
      averageBasketCents: z.number().int().nullable(),
      averagePreparationMinutes: z.number().nullable(),
      averageDeliveryMinutes: z.number().nullable(),
    }),
    openOrders: z.record(KitchenColumn.exclude(['done']), z.number().int().nonnegative()),
    driversOnline: z.number().int().nonnegative(),
    days: z.array(DashboardDay),
    latestChanges: z.array(AuditEntryView),
    serverTime: z.string(),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof Dashboard>;

// ---------------------------------------------------------------- audit log

export const AuditLogQuery = PageQuery.extend({
  section: z.string().trim().max(40).optional(),
  /** The actor's username, exactly or in part. */
  actor: z.string().trim().max(100).optional(),
  entityType: z.string().trim().max(60).optional(),
  entityId: z.string().trim().max(60).optional(),
  ...dateRange,
}).refine(fromBeforeTo, FROM_AFTER_TO);
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

export const AuditLogPage = paged(AuditEntryView).meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof AuditLogPage>;

// ---------------------------------------------------------------- orders

/** How an order reaches the customer: delivered, picked up at the shop, or ordered at a bar. */
export const OrderKind = z.enum(['delivery', 'pickup', 'bar'], {
  error: vm('order_kind'),
});
export type OrderKind = z.infer<typeof OrderKind>;

export const ORDER_SORT_COLUMNS = ['id', 'createdAt', 'customerName', 'total', 'status'] as const;

export const AdminOrderQuery = PageQuery.extend({
  /** An order number, or part of the customer's name or e-mail address. */
  q: z.string().trim().max(100).optional(),
  status: OrderStatus.optional(),
  kind: OrderKind.optional(),
  barId: z.coerce.number().int().positive(vm('bar_required')).optional(),
  ...dateRange,
  sort: z.enum(ORDER_SORT_COLUMNS, { error: vm('unknown_sort_column') }).default('createdAt'),
  dir: z.enum(['asc', 'desc'], { error: vm('sort_direction') }).default('desc'),
}).refine(fromBeforeTo, FROM_AFTER_TO);
export type AdminOrderQuery = z.infer<typeof AdminOrderQuery>;

export const AdminOrderRow = z
  .object({
    id: Id,
    createdAt: z.string(),
    customerName: z.string(),
    customerEmail: z.string(),
    kind: OrderKind,
    deliveryType: DeliveryType,
    barName: z.string().nullable(),
    status: OrderStatus,
    paymentStatus: PaymentStatus,
    totalCents: z.number().int(),
  })
  .meta({ id: 'AdminOrderRow' });
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

export const AdminOrderPage = paged(AdminOrderRow)
  .extend({
    /** Every bar that has had an order, for the bar filter. */
    bars: z.array(z.object({ id: Id, name: z.string() })),
  })
  .meta({ id: 'AdminOrderPage' });
export type AdminOrderPage = z.infer<typeof AdminOrderPage>;

/** A move in the order's life with who made it. */
export const AdminStatusEntry = z.object({
  move: z.string(),
  fromStatus: OrderStatus.nullable(),
  toStatus: OrderStatus,
  at: z.string(),
  actorRole: z.string(),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
});

/** GET /api/admin/orders/{id}: the order with its payment, history and back-office actions. */
export const AdminOrderDetail = z
  .object({
    order: Order,
    kind: OrderKind,
    history: z.array(AdminStatusEntry),
    payment: z
      .object({
        provider: z.string(),
        intentId: z.string(),
        status: z.string(),
        amountCents: z.number().int(),
        settledAt: z.string().nullable(),
      })
      .nullable(),
    refund: z
      .object({
        status: z.enum(['pending', 'succeeded', 'failed']),
        amountCents: z.number().int(),
        requestedAt: z.string(),
        refundedAt: z.string().nullable(),
        lastError: z.string().nullable(),
      })
      .nullable(),
    /** The order's invoice and the credit note of its refund, as issued, oldest first. */
    invoices: z.array(InvoiceDocument),
    /** Why a refund cannot be asked for now; null when the Refund button works. */
    refundBlockedBy: z.string().nullable(),
    /** Why the invoice cannot be sent again; null when it can. */
    resendBlockedBy: z.string().nullable(),
    /** The codes of `refundBlockedBy` and `resendBlockedBy`, each when it is set. */
    texts: z
      .object({ refundBlockedBy: CodedText.optional(), resendBlockedBy: CodedText.optional() })
      .optional(),
    /** The back-office changes to this order, newest first. */
    changes: z.array(AuditEntryView),
  })
  .meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const REFUND_REASON_MESSAGE = vm('refund_reason_required');

/** POST /api/admin/orders/{id}/refund */
export const AdminRefundInput = z
  .object({
    reason: z
      .string(REFUND_REASON_MESSAGE)
      .trim()
      .min(3, REFUND_REASON_MESSAGE)
      .max(300, vm('reason_too_long')),
    /**
     * Left out: the whole order is refunded (an open order is cancelled). Less than the total:
     * that part is refunded and the order goes on as it was.
     */
    amountCents: z
      .number({ message: vm('amount_required') })
      .int(vm('whole_cents'))
      .positive(vm('refund_amount_positive'))
      .optional(),
  })
  .meta({ id: 'AdminRefundInput' });
export type AdminRefundInput = z.infer<typeof AdminRefundInput>;

/** The invoice may be sent again once per 10 minutes and 5 times a day per order. */
export const INVOICE_RESEND_INTERVAL_MINUTES = 10;
export const INVOICE_RESENDS_PER_DAY = 5;

// ---------------------------------------------------------------- status test

/** The test tool's status names and the shop status each one sets. */
export const TEST_STATUS_NAMES = [
  'received',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export const TestStatusName = z.enum(TEST_STATUS_NAMES, {
  error: vm('test_status', { options: TEST_STATUS_NAMES.join(', ') }),
});
export type TestStatusName = z.infer<typeof TestStatusName>;

export const TEST_STATUS_TO_SHOP: Record<TestStatusName, OrderStatus> = {
  received: 'pending',
  preparing: 'preparing',
  ready: 'ready',
  out_for_delivery: 'in_transit',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** POST /api/admin/order-status-test/{id} */
export const OrderStatusTestInput = z
  .object({
    status: TestStatusName,
    /** Needed to accept an order (preparing): 10, 15, 20, 30 or 45 minutes. */
    prepMinutes: z.number().int().positive().optional(),
    /** Needed to cancel. */
    reason: z.string().trim().max(300, vm('reason_too_long')).optional(),
  })
  .meta({ id: 'OrderStatusTestInput' });
export type OrderStatusTestInput = z.infer<typeof OrderStatusTestInput>;

// ---------------------------------------------------------------- customers

export const CustomerQuery = PageQuery.extend({
  /** Part of the name, username, e-mail address or phone number. */
  q: z.string().trim().max(100).optional(),
});
export type CustomerQuery = z.infer<typeof CustomerQuery>;

export const CustomerRow = z
  .object({
    id: Id,
    username: z.string(),
    email: z.string().nullable(),
    /** The name and phone given with the customer's latest order. */
    name: z.string().nullable(),
    phone: z.string().nullable(),
    role: Role,
    createdAt: z.string(),
    orders: z.number().int().nonnegative(),
    lastOrderAt: z.string().nullable(),
  })
  .meta({ id: 'CustomerRow' });
export type CustomerRow = z.infer<typeof CustomerRow>;

export const CustomerPage = paged(CustomerRow).meta({ id: 'CustomerPage' });
export type CustomerPage = z.infer<typeof CustomerPage>;

export const CustomerDetail = z
  .object({
    customer: CustomerRow,
    addresses: z.array(
      z.object({
        id: Id,
        label: z.string(),
        streetAddress: z.string(),
        zipCode: z.string(),
        city: z.string(),
        country: z.string(),
        isDefault: z.boolean(),
      }),
    ),
    orders: z.array(AdminOrderRow),
  })
  .meta({ id: 'CustomerDetail' });
export type CustomerDetail = z.infer<typeof CustomerDetail>;
