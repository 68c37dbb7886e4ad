import {
  notificationEnglish,
  notificationText,
  type NotificationText,
  type NotificationType,
} from '@shop/contracts';
import type { EventOf } from '@shop/contracts/events';
import type { OrderNotificationsJob } from '@shop/contracts/jobs';
import { amsterdamTime, oneLine } from '../email/format';

/**
 * A notification's content, before it has a recipient, an id and a time: its title and message
 * in English and by code (contracts/src/notifications/notification-texts.ts).
 */
export interface NotificationDraft {
  type: NotificationType;
  title: string;
  message: string;
  /** Absent for a notification someone typed, which is shown as typed. */
  texts?: { title: NotificationText; message: NotificationText } | null;
  orderId: number | null;
  status: string | null;
  estimatedDeliveryTime: string | null;
}

/** What one order event tells whom: the order's customer, and everyone in the back office. */
export interface OrderNotificationDrafts {
  customer: NotificationDraft | null;
  backOffice: NotificationDraft | null;
}

type StatusChanged = EventOf<'order.status-changed'>['data'];

/** A draft's title and message: their codes and values, and the English of each. */
function said(title: NotificationText, message: NotificationText) {
  return {
    title: notificationEnglish(title),
    message: notificationEnglish(message),
    texts: { title, message },
  };
}

/** The customer's line about a move of their order. */
function moveNotice(d: StatusChanged): Pick<NotificationDraft, 'title' | 'message' | 'texts'> {
  const order = { order: d.orderId };
  const pickup = d.notice.deliveryType === 'pickup';
  const bar = oneLine(d.notice.barName ?? '');
  const at = d.estimatedDelivery ? amsterdamTime(d.estimatedDelivery) : undefined;
  switch (d.move) {
    case 'pay':
      return said(notificationText('order_paid', order), notificationText('paid_thanks'));
    case 'accept': {
      const expected = { prepMinutes: d.prepMinutes ?? undefined, at };
      return said(
        notificationText('order_accepted', order),
        pickup
          ? notificationText('accepted_pickup', { ...expected, bar })
          : notificationText('accepted_delivery', expected),
      );
    }
    case 'ready':
      return pickup
        ? said(
            notificationText('order_ready_for_pickup', order),
            notificationText('pick_up_at', { bar }),
          )
        : said(notificationText('order_ready', order), notificationText('leaves_kitchen_shortly'));
    case 'pick-up':
      return said(
        notificationText('order_on_its_way', order),
        notificationText('on_its_way', { at }),
      );
    case 'deliver':
      return said(
        notificationText(pickup ? 'order_picked_up' : 'order_delivered', order),
        notificationText('delivered_thanks'),
      );
    case 'cancel': {
      const paid = d.paymentStatus === 'paid' || d.paymentStatus === 'refunded';
      return said(
        notificationText('order_cancelled', order),
        notificationText('cancelled', {
          reason: oneLine(d.reason ?? '') || undefined,
          refundCents: paid ? d.notice.totalCents : undefined,
        }),
      );
    }
  }
}

/** The kitchen's alert for a paid order: where it goes and what it is worth. */
function newOrderNotice(d: StatusChanged): NotificationDraft {
  return {
    type: 'new_order',
    ...said(
      notificationText('new_order', { order: d.orderId }),
      notificationText('new_order_waiting', {
        where: d.notice.deliveryType === 'pickup' ? 'pickup' : 'delivery',
        bar: oneLine(d.notice.barName ?? ''),
        customer: oneLine(d.notice.customerName),
        totalCents: d.notice.totalCents,
      }),
    ),
    orderId: d.orderId,
    status: d.to,
    estimatedDeliveryTime: d.estimatedDelivery,
  };
}

/**
 * The notifications an order event makes. The customer hears of every move of their order, of
 * a moved estimate and of the refund; the back office hears of every order that is paid (the
 * kitchen board alarms too; the bell is for staff away from it).
 */
export function orderNotificationDrafts(event: OrderNotificationsJob): OrderNotificationDrafts {
  switch (event.name) {
    case 'order.status-changed': {
      const d = event.data;
      return {
        customer: {
          type: 'order_status_update',
          ...moveNotice(d),
          orderId: d.orderId,
          status: d.to,
          estimatedDeliveryTime: d.estimatedDelivery,
        },
        backOffice: d.move === 'pay' ? newOrderNotice(d) : null,
      };
    }
    case 'order.estimate-changed': {
      const d = event.data;
      return {
        customer: {
          type: 'order_status_update',
          ...said(
            notificationText('order_new_estimate', { order: d.orderId }),
            notificationText('estimate_changed', {
              at: amsterdamTime(d.estimatedDelivery),
              cause: d.cause,
            }),
          ),
          orderId: d.orderId,
          status: null,
          estimatedDeliveryTime: d.estimatedDelivery,
        },
        backOffice: null,
      };
    }
    case 'order.refunded': {
      const d = event.data;
      return {
        customer: {
          type: 'order_status_update',
          ...said(
            notificationText('order_refunded', { order: d.orderId }),
            notificationText('refunded', { amountCents: d.amountCents }),
          ),
          orderId: d.orderId,
          // A refund moves no status: a part of a delivered order can be refunded too.
          status: null,
          estimatedDeliveryTime: null,
        },
        backOffice: null,
      };
    }
  }
}
