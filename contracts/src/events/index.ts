import { z } from 'zod';
import { AccountEmailKind, Language } from '../account/account.schema';
import { OrderingStatus } from '../content/ordering-status.schema';
import { FoodReceipt } from '../orders/food-order.schema';
import { InvoiceDocument } from '../invoices/invoice.schema';
import { MerchandiseReceipt } from '../orders/merchandise-order.schema';
import { Notification } from '../notifications/notification.schema';
import { ActorRole, MoveKind } from '../orders/order-lifecycle';
import { DeliveryType, OrderStatus, PaymentStatus } from '../orders/order.schema';
import { CatalogResource } from './catalog-resource';

/**
 * Domain events. Each is written to the outbox in the same transaction as the change it
 * describes, then relayed to the realtime gateway and to the job queues. Every receiver
 * parses it with `DomainEvent`. An incompatible payload change gets a new version literal.
 */
/** The Redis pub/sub channel the outbox relay publishes domain events on (split mode). */
export const EVENTS_CHANNEL = 'shop:events';

const envelope = {
  id: z.uuid(),
  occurredAt: z.iso.datetime({ offset: true }),
  /** The api request that caused the event, when one did: its jobs and e-mails log it too. */
  requestId: z.string().max(64).optional(),
  /** Stamped when the event is published, on events the dispatch map hears: their order. */
  dispatchSeq: z.number().int().positive().optional(),
};

export const ContactMessageReceived = z.object({
  ...envelope,
  name: z.literal('contact.message-received'),
  version: z.literal(1),
  data: z.object({
    contactMessageId: z.number().int().positive(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    message: z.string(),
  }),
});

export const OrderingStatusChanged = z.object({
  ...envelope,
  name: z.literal('ordering-status.changed'),
  version: z.literal(1),
  data: z.object({ status: OrderingStatus, changedBy: z.number().int().positive() }),
});

export { CatalogResource } from './catalog-resource';

export const CatalogChanged = z.object({
  ...envelope,
  name: z.literal('catalog.changed'),
  version: z.literal(1),
  data: z.object({ resources: z.array(CatalogResource).min(1) }),
});

const paidOrder = {
  orderId: z.number().int().positive(),
  /** The signed-in customer who placed it; null for a guest. */
  userId: z.number().int().positive().nullable(),
  paymentIntentId: z.string(),
  totalCents: z.number().int().nonnegative(),
  currency: z.literal('eur'),
  paidAt: z.iso.datetime({ offset: true }),
};

/**
 * A food order was placed (not paid yet): recorded in the transaction that stored it, for the
 * kitchen board and the customer's other tabs.
 */
export const OrderPlaced = z.object({
  ...envelope,
  name: z.literal('order.placed'),
  version: z.literal(1),
  data: z.object({
    kind: z.literal('food'),
    orderId: z.number().int().positive(),
    /** The signed-in customer who placed it; null for a guest. */
    userId: z.number().int().positive().nullable(),
    totalCents: z.number().int().nonnegative(),
    orderType: z.enum(['normal', 'bar']),
  }),
});

/**
 * An order's payment was settled: recorded once per order, in the transaction that marked it
 * paid, whichever of the browser's confirm, a webhook or the reconciler got there first.
 */
export const OrderPaid = z.object({
  ...envelope,
  name: z.literal('order.paid'),
  version: z.literal(1),
  data: z.discriminatedUnion('kind', [
    z.object({
      ...paidOrder,
      kind: z.literal('food'),
      /** The order's status after payment: 'preparing', unless staff had moved it on already. */
      status: OrderStatus,
      receipt: FoodReceipt,
    }),
    z.object({ ...paidOrder, kind: z.literal('merchandise'), receipt: MerchandiseReceipt }),
  ]),
});

/**
 * What the e-mails and notifications about one food order need to know of it, copied into its
 * events so a worker never reads the order back (it may have moved on by then).
 */
export const OrderNotice = z.object({
  customerName: z.string(),
  /** Empty when a signed-in customer has no e-mail address: then nothing is e-mailed. */
  customerEmail: z.string(),
  orderType: z.enum(['normal', 'bar']),
  deliveryType: DeliveryType,
  barName: z.string().nullable(),
  totalCents: z.number().int().nonnegative(),
  /** The signed part of the guest's tracking link `/order/{id}?t=…`. */
  trackingToken: z.string(),
});
export type OrderNotice = z.infer<typeof OrderNotice>;

const orderRef = {
  orderId: z.number().int().positive(),
  /** The signed-in customer who placed it; null for a guest. */
  userId: z.number().int().positive().nullable(),
};

/**
 * A food order moved in its lifecycle (contracts/orders/order-lifecycle.ts): recorded with its
 * status-history row in the transaction that made the move, once per move. 'accept' keeps the
 * status (preparing) and starts the kitchen's clock.
 */
export const OrderStatusChanged = z.object({
  ...envelope,
  name: z.literal('order.status-changed'),
  version: z.literal(1),
  data: z.object({
    ...orderRef,
    move: MoveKind,
    from: OrderStatus,
    to: OrderStatus,
    paymentStatus: PaymentStatus,
    actor: z.object({ role: ActorRole, userId: z.number().int().positive().nullable() }),
    reason: z.string().nullable(),
    prepMinutes: z.number().int().positive().nullable(),
    estimatedDelivery: z.iso.datetime({ offset: true }).nullable(),
    notice: OrderNotice,
    /** The order's driver after the move, when it has one (the gateway routes their fixes). */
    driverId: z.number().int().positive().nullable().optional(),
    /** The partner bar a bar order is picked up at: its public pickup screen hears the move. */
    barId: z.number().int().positive().nullable().optional(),
  }),
});

/**
 * An order got a driver (staff assigned it, or the driver took an offer) or lost one. The
 * gateway holding that driver's socket starts or stops sending their fixes to the order.
 */
export const OrderDriverChanged = z.object({
  ...envelope,
  name: z.literal('order.driver-changed'),
  version: z.literal(1),
  data: z.object({
    ...orderRef,
    driverId: z.number().int().positive().nullable(),
    previousDriverId: z.number().int().positive().nullable(),
  }),
});

/** A driver went online (started a shift) or offline. Offline and on no job: not tracked. */
export const DriverShiftChanged = z.object({
  ...envelope,
  name: z.literal('driver.shift-changed'),
  version: z.literal(1),
  data: z.object({
    driverId: z.number().int().positive(),
    userId: z.number().int().positive(),
    online: z.boolean(),
  }),
});

/**
 * A driver's offers or jobs changed (an offer came, expired or was withdrawn; a job was
 * assigned, taken back or moved by the kitchen): their dashboard reads its jobs again.
 */
export const DriverJobsChanged = z.object({
  ...envelope,
  name: z.literal('driver.jobs-changed'),
  version: z.literal(1),
  data: z.object({
    driverId: z.number().int().positive(),
    /** The driver's user account: the message goes to their `user/<id>` topic only. */
    userId: z.number().int().positive(),
    /** A new offer to this driver, with its end: their devices get a push. */
    offer: z
      .object({
        orderId: z.number().int().positive(),
        expiresAt: z.iso.datetime({ offset: true }),
      })
      .optional(),
  }),
});

/**
 * A driver asked for a password-reset link. The event carries the link's token so the e-mail
 * worker can send it; the reset table itself keeps only its hash.
 */
export const DriverPasswordResetRequested = z.object({
  ...envelope,
  name: z.literal('driver.password-reset-requested'),
  version: z.literal(1),
  data: z.object({
    userId: z.number().int().positive(),
    email: z.string().min(1),
    fullName: z.string(),
    token: z.string().min(1),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
});

/**
 * An order's estimated delivery moved by a minute or more without a status move (the kitchen
 * added time; later, the driver's position).
 */
export const OrderEstimateChanged = z.object({
  ...envelope,
  name: z.literal('order.estimate-changed'),
  version: z.literal(1),
  data: z.object({
    ...orderRef,
    estimatedDelivery: z.iso.datetime({ offset: true }),
    readyBy: z.iso.datetime({ offset: true }).nullable(),
    cause: z.enum(['kitchen-delay', 'driver-position']),
  }),
});

/**
 * The payment provider confirmed an order's refund (of the whole or, from the back office, a
 * part): recorded once per order, with the credit note issued for it.
 */
export const OrderRefunded = z.object({
  ...envelope,
  name: z.literal('order.refunded'),
  version: z.literal(1),
  data: z.object({
    ...orderRef,
    kind: z.enum(['food', 'merchandise']),
    amountCents: z.number().int().nonnegative(),
    refundedAt: z.iso.datetime({ offset: true }),
    notice: OrderNotice.nullable(),
    /** The credit note issued with it; absent in events from before invoices were numbered. */
    creditNote: InvoiceDocument.nullable().optional(),
  }),
});

/** A notification was stored for a user; their open tabs show it (the row stays the truth). */
export const NotificationCreated = z.object({
  ...envelope,
  name: z.literal('notification.created'),
  version: z.literal(1),
  data: z.object({ userId: z.number().int().positive(), notification: Notification }),
});

/** An admin asked for a test e-mail to check that mail goes out; the worker sends it once. */
export const EmailTestRequested = z.object({
  ...envelope,
  name: z.literal('email.test-requested'),
  version: z.literal(1),
  data: z.object({
    to: z.string().min(1),
    requestedBy: z.string(),
  }),
});

/**
 * The back office asked for a paid food order's invoice to be e-mailed again. Each request is
 * its own event, so its job id (from the event id) is its own e-mail; the api rate-limits them.
 */
export const OrderInvoiceResendRequested = z.object({
  ...envelope,
  name: z.literal('order.invoice-resend-requested'),
  version: z.literal(1),
  data: z.object({
    orderId: z.number().int().positive(),
    to: z.string().min(1),
    receipt: FoodReceipt,
  }),
});

/**
 * An e-mail about a customer's own account: the link confirming a new address (sent to that
 * address, with the link's token; the table keeps only its hash), the notice that their data
 * was downloaded, or that their account was deleted (to the address it had).
 */
export const AccountEmailRequested = z.object({
  ...envelope,
  name: z.literal('account.email-requested'),
  version: z.literal(1),
  data: z.object({
    userId: z.number().int().positive(),
    kind: AccountEmailKind,
    to: z.string().min(1),
    username: z.string(),
    token: z.string().nullable(),
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
    /** The customer's profile language when it was asked for; older events have none (English). */
    language: Language.optional(),
  }),
});

export const DomainEvent = z.discriminatedUnion('name', [
  ContactMessageReceived,
  OrderingStatusChanged,
  CatalogChanged,
  OrderPlaced,
  OrderPaid,
  OrderStatusChanged,
  OrderEstimateChanged,
  OrderRefunded,
  NotificationCreated,
  OrderDriverChanged,
  DriverShiftChanged,
  DriverJobsChanged,
  DriverPasswordResetRequested,
  EmailTestRequested,
  OrderInvoiceResendRequested,
  AccountEmailRequested,
]);
export type DomainEvent = z.infer<typeof DomainEvent>;
export type EventName = DomainEvent['name'];
export type EventOf<N extends EventName> = Extract<DomainEvent, { name: N }>;
/** What a service hands the outbox; the envelope (id, occurredAt) is filled in there. */
export type NewEvent = DomainEvent extends infer E
  ? E extends DomainEvent
    ? Omit<E, 'id' | 'occurredAt' | 'dispatchSeq'>
    : never
  : never;
