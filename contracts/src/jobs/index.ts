import { z } from 'zod';
import {
  AccountEmailRequested,
  OrderEstimateChanged,
  OrderRefunded,
  OrderStatusChanged,
  type DomainEvent,
  type EventOf,
} from '../events/index';
import { InvoiceDocument } from '../invoices/invoice.schema';
import { DeliveryType } from '../orders/order.schema';
import { FoodReceipt } from '../orders/food-order.schema';
import { MerchandiseReceipt } from '../orders/merchandise-order.schema';
import { PushStatus } from '../push/push.schema';

/** Queue names, shared by the relay that fills them and the workers that drain them. */
export const QUEUES = { email: 'email', notifications: 'notifications', push: 'push' } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** The contact form message forwarded to the shop's inbox. */
export const ContactMessageEmail = z.object({
  contactMessageId: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
});
export type ContactMessageEmail = z.infer<typeof ContactMessageEmail>;

/**
 * The confirmation of a paid merchandise order, to the customer's e-mail address: order number,
 * lines, VAT per rate, shipping and total (money in integer cents).
 */
export const MerchandiseOrderConfirmationEmail = MerchandiseReceipt.extend({
  orderId: z.number().int().positive(),
  to: z.string(),
});
export type MerchandiseOrderConfirmationEmail = z.infer<typeof MerchandiseOrderConfirmationEmail>;

/**
 * The invoice of a paid food order, to the order's e-mail address: order number, delivery or
 * pickup, estimated delivery, lines with options and combo choices, VAT per rate, fees, total.
 */
export const OrderInvoiceEmail = FoodReceipt.extend({
  orderId: z.number().int().positive(),
  to: z.string().min(1),
});
export type OrderInvoiceEmail = z.infer<typeof OrderInvoiceEmail>;

/** The status e-mails a food order can get, each at most once per order. */
export const OrderStatusEmailKind = z.enum([
  'confirmed',
  'ready_for_pickup',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refunded',
]);
export type OrderStatusEmailKind = z.infer<typeof OrderStatusEmailKind>;

/**
 * A status e-mail to the order's address: accepted with the estimate, out for delivery with the
 * tracking link, delivered, ready for pickup at the bar, cancelled (with the refund to come when
 * it was paid), refunded.
 */
export const OrderStatusEmail = z.object({
  orderId: z.number().int().positive(),
  kind: OrderStatusEmailKind,
  to: z.string().min(1),
  customerName: z.string(),
  deliveryType: DeliveryType,
  barName: z.string().nullable(),
  estimatedDelivery: z.iso.datetime({ offset: true }).nullable(),
  prepMinutes: z.number().int().positive().nullable(),
  /** A cancellation's reason. */
  reason: z.string().nullable(),
  /** The order's total; for 'refunded' the amount refunded. */
  amountCents: z.number().int().nonnegative(),
  /** A cancelled order was paid: its refund is on the way. */
  paid: z.boolean(),
  trackingToken: z.string(),
  /** The signed-in customer, whose e-mail preferences apply; null or absent for a guest. */
  userId: z.number().int().positive().nullable().optional(),
  /** 'refunded': the credit note issued for the refund. */
  creditNote: InvoiceDocument.nullable().optional(),
});
export type OrderStatusEmail = z.infer<typeof OrderStatusEmail>;

/** A driver's password-reset link, valid for one hour and usable once. */
export const DriverPasswordResetEmail = z.object({
  to: z.string().min(1),
  fullName: z.string(),
  token: z.string().min(1),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type DriverPasswordResetEmail = z.infer<typeof DriverPasswordResetEmail>;

/** An e-mail about the customer's own account (AccountEmailRequested's data). */
export const AccountEmail = AccountEmailRequested.shape.data;
export type AccountEmail = z.infer<typeof AccountEmail>;

/** The order event the notifications worker turns into notifications for its recipients. */
export const OrderNotificationsJob = z.discriminatedUnion('name', [
  OrderStatusChanged,
  OrderEstimateChanged,
  OrderRefunded,
]);
export type OrderNotificationsJob = z.infer<typeof OrderNotificationsJob>;

/** A test e-mail an admin sent from the back office. */
export const TestEmail = z.object({
  to: z.string().min(1),
  requestedBy: z.string(),
});
export type TestEmail = z.infer<typeof TestEmail>;

/**
 * A Web Push to everyone who opted in to it: an order's customer devices for its moves, the
 * kitchen's devices for a new paid order, the offered driver's devices for an offer. The job id
 * names the order and the status (and for an offer the driver), so each device gets each push
 * once, whatever retries or repeated events happen.
 */
export const WebPushJob = z.object({
  orderId: z.number().int().positive(),
  status: PushStatus,
  /** 'offered': the driver's user account, whose devices are told. */
  driverUserId: z.number().int().positive().optional(),
  /** 'offered': when the offer ends; the push is not sent after it. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type WebPushJob = z.infer<typeof WebPushJob>;

/** Payload schema per job name, per queue. */
export const JOB_SCHEMAS = {
  email: {
    'contact-message': ContactMessageEmail,
    'merchandise-order-confirmation': MerchandiseOrderConfirmationEmail,
    'order-invoice': OrderInvoiceEmail,
    'order-status': OrderStatusEmail,
    'driver-password-reset': DriverPasswordResetEmail,
    'test-email': TestEmail,
    'account-email': AccountEmail,
  },
  notifications: {
    'order-notifications': OrderNotificationsJob,
  },
  push: {
    'web-push': WebPushJob,
  },
} as const satisfies Record<QueueName, Record<string, z.ZodType>>;

export type JobName<Q extends QueueName> = keyof (typeof JOB_SCHEMAS)[Q] & string;
export type JobData<Q extends QueueName, N extends JobName<Q>> = z.infer<
  (typeof JOB_SCHEMAS)[Q][N]
>;

export interface JobRequest {
  queue: QueueName;
  name: string;
  data: unknown;
  /**
   * Derived from the event id, so a relay that publishes the same outbox row twice enqueues
   * one job, and the worker can key its side effects (one e-mail) on it.
   */
  jobId: string;
  /** The api request behind the job's event, so the worker's log lines name it. */
  requestId?: string;
}

function job<Q extends QueueName, N extends JobName<Q>>(
  event: DomainEvent,
  queue: Q,
  name: N,
  data: JobData<Q, N>,
): JobRequest {
  return { queue, name, data, jobId: `${name}__${event.id}` };
}

/**
 * A status e-mail's job id names the order and the kind, not the event: whatever retries or
 * repeated events happen, the e-mail ledger sends each kind once per order.
 */
function oncePerOrder(orderId: number, kind: OrderStatusEmailKind, data: OrderStatusEmail) {
  return {
    queue: QUEUES.email,
    name: 'order-status',
    data,
    jobId: `order-status__${orderId}__${kind}`,
  } satisfies JobRequest;
}

/** Which push a move sends its customer, or the kitchen ('new_order'), if any. */
export function pushStatusFor(move: EventOf<'order.status-changed'>['data']): PushStatus | null {
  switch (move.move) {
    case 'pay':
      return 'new_order';
    case 'accept':
      return 'accepted';
    case 'pick-up':
      return 'on_its_way';
    case 'deliver':
      return move.notice.deliveryType === 'pickup' ? 'picked_up' : 'delivered';
    case 'cancel':
      return 'cancelled';
    case 'ready':
      return null;
  }
}

/** One push job per order and status (and driver): its id is the key of every device's push. */
function webPush(data: WebPushJob): JobRequest {
  const who = data.driverUserId ? `__${data.driverUserId}` : '';
  return {
    queue: QUEUES.push,
    name: 'web-push',
    data,
    jobId: `web-push__${data.orderId}__${data.status}${who}`,
  };
}

/** Which status e-mail a move sends, if any. */
export function statusEmailKind(
  move: EventOf<'order.status-changed'>['data'],
): OrderStatusEmailKind | null {
  switch (move.move) {
    case 'accept':
      return 'confirmed';
    case 'ready':
      return move.notice.deliveryType === 'pickup' ? 'ready_for_pickup' : null;
    case 'pick-up':
      return 'out_for_delivery';
    case 'deliver':
      return 'delivered';
    case 'cancel':
      return 'cancelled';
    case 'pay':
      // The invoice e-mail tells the customer the order is paid.
      return null;
  }
}

function statusEmail(event: EventOf<'order.status-changed'>): JobRequest | null {
  const { data } = event;
  const kind = statusEmailKind(data);
  if (!kind || !data.notice.customerEmail) return null;
  return oncePerOrder(data.orderId, kind, {
    orderId: data.orderId,
    kind,
    to: data.notice.customerEmail,
    customerName: data.notice.customerName,
    deliveryType: data.notice.deliveryType,
    barName: data.notice.barName,
    estimatedDelivery: data.estimatedDelivery,
    prepMinutes: data.prepMinutes,
    reason: data.reason,
    amountCents: data.notice.totalCents,
    paid: data.paymentStatus === 'paid' || data.paymentStatus === 'refunded',
    trackingToken: data.notice.trackingToken,
    userId: data.userId,
  });
}

/**
 * Whether an order event leaves anyone a notification (the workers' storeOrderNotifications):
 * its signed-in customer, or the back office when an order is paid. A guest's other order
 * events ask nothing of the notifications worker, so no job is queued for them.
 */
export function notifiesAnyone(event: OrderNotificationsJob): boolean {
  return (
    event.data.userId !== null ||
    (event.name === 'order.status-changed' && event.data.move === 'pay')
  );
}

/** The notifications job of an order event, when it leaves anyone a notification. */
function notificationsJob(event: OrderNotificationsJob): JobRequest[] {
  return notifiesAnyone(event)
    ? [job(event, QUEUES.notifications, 'order-notifications', event)]
    : [];
}

/** The background work a domain event asks for. */
export function jobsFor(event: DomainEvent): JobRequest[] {
  switch (event.name) {
    case 'contact.message-received':
      return [job(event, QUEUES.email, 'contact-message', event.data)];
    case 'order.paid':
      if (event.data.kind === 'food') {
        const { receipt, orderId } = event.data;
        // The customer may have asked for no invoice; without an address there is no one to send it to.
        if (!receipt.sendInvoice || !receipt.customerEmail) return [];
        return [
          job(event, QUEUES.email, 'order-invoice', {
            ...receipt,
            orderId,
            to: receipt.customerEmail,
          }),
        ];
      }
      return [
        job(event, QUEUES.email, 'merchandise-order-confirmation', {
          ...event.data.receipt,
          orderId: event.data.orderId,
          to: event.data.receipt.customerEmail,
        }),
      ];
    case 'order.status-changed': {
      const email = statusEmail(event);
      const push = pushStatusFor(event.data);
      return [
        ...(email ? [email] : []),
        ...notificationsJob(event),
        ...(push ? [webPush({ orderId: event.data.orderId, status: push })] : []),
      ];
    }
    case 'order.estimate-changed':
      return notificationsJob(event);
    case 'order.refunded': {
      const { notice, orderId, amountCents, creditNote } = event.data;
      if (!notice) return [];
      const jobs = notificationsJob(event);
      if (notice.customerEmail) {
        jobs.unshift(
          oncePerOrder(orderId, 'refunded', {
            orderId,
            kind: 'refunded',
            to: notice.customerEmail,
            customerName: notice.customerName,
            deliveryType: notice.deliveryType,
            barName: notice.barName,
            estimatedDelivery: null,
            prepMinutes: null,
            reason: null,
            amountCents,
            paid: true,
            trackingToken: notice.trackingToken,
            creditNote: creditNote ?? null,
          }),
        );
      }
      return jobs;
    }
    case 'driver.password-reset-requested': {
      const { email, fullName, token, expiresAt } = event.data;
      return [
        job(event, QUEUES.email, 'driver-password-reset', {
          to: email,
          fullName,
          token,
          expiresAt,
        }),
      ];
    }
    case 'email.test-requested':
      return [job(event, QUEUES.email, 'test-email', event.data)];
    case 'order.invoice-resend-requested':
      return [
        job(event, QUEUES.email, 'order-invoice', {
          ...event.data.receipt,
          orderId: event.data.orderId,
          to: event.data.to,
        }),
      ];
    case 'account.email-requested':
      return [job(event, QUEUES.email, 'account-email', event.data)];
    case 'driver.jobs-changed': {
      const { offer, userId } = event.data;
      if (!offer) return [];
      return [
        webPush({
          orderId: offer.orderId,
          status: 'offered',
          driverUserId: userId,
          expiresAt: offer.expiresAt,
        }),
      ];
    }
    case 'order.placed':
    case 'ordering-status.changed':
    case 'catalog.changed':
    case 'notification.created':
    case 'order.driver-changed':
    case 'driver.shift-changed':
      return [];
  }
}

/** Parses a job's payload with the contract for its queue and name; throws on anything else. */
export function parseJobData(queue: QueueName, name: string, data: unknown): unknown {
  const schemas = JOB_SCHEMAS[queue] as Record<string, z.ZodType>;
  const schema = schemas[name];
  if (!schema) throw new Error(`No job named ${name} on queue ${queue}`);
  return schema.parse(data);
}
