import type { NotificationType } from '@shop/contracts';
import type { EventOf } from '@shop/contracts/events';
import type { OrderNotificationsJob } from '@shop/contracts/jobs';
import { amsterdamTime, euros, oneLine } from '../email/format';

/** A notification's content, before it has a recipient, an id and a time. */
export interface NotificationDraft {
  type: NotificationType;
  title: string;
  message: string;
  orderId: number | null;
  status: string | null;
  estimatedDeliveryTime: string | null;
}

/** What one order event tells whom: the order's customer, and everyone in the back office. */
export interface OrderNotificationDrafts {
  customer: NotificationDraft | null;
  backOffice: NotificationDraft | null;
}

/** A typed reason ends as a sentence, whether or not the kitchen typed the full stop. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

type StatusChanged = EventOf<'order.status-changed'>['data'];

/** 'Ready in about 20 minutes; expected at 19:45.', or for a bar order where to pick it up. */
function acceptedMessage(prep: number | null, at: string | null, bar: string | null): string {
  const inAbout = prep ? ` in about ${prep} minutes` : '';
  if (bar) {
    if (!prep && !at) return `The kitchen is preparing it for pickup at ${bar}.`;
    return `Ready for pickup at ${bar}${inAbout}${at ? `${prep ? ',' : ''} at ${at}` : ''}.`;
  }
  if (!prep && !at) return 'The kitchen is preparing it now.';
  if (!prep) return `Expected at ${at}.`;
  return `Ready${inAbout}${at ? `; expected at ${at}` : ''}.`;
}

/** The customer's line about a move of their order. */
function moveNotice(d: StatusChanged): Pick<NotificationDraft, 'title' | 'message'> {
  const n = `Order #${d.orderId}`;
  const pickup = d.notice.deliveryType === 'pickup';
  const bar = oneLine(d.notice.barName ?? '') || 'the bar';
  const at = d.estimatedDelivery ? amsterdamTime(d.estimatedDelivery) : null;
  switch (d.move) {
    case 'pay':
      return {
        title: `${n} is paid`,
        message: 'Thank you! The kitchen will accept your order in a moment.',
      };
    case 'accept':
      return {
        title: `${n} accepted`,
        message: acceptedMessage(d.prepMinutes, at, pickup ? bar : null),
      };
    case 'ready':
      return pickup
        ? { title: `${n} is ready for pickup`, message: `Pick it up at ${bar}.` }
        : { title: `${n} is ready`, message: 'It leaves the kitchen with a driver shortly.' };
    case 'pick-up':
      return {
        title: `${n} is on its way`,
        message: at ? `Expected at ${at}.` : 'Your driver is on the way.',
      };
    case 'deliver':
      return {
        title: pickup ? `${n} picked up` : `${n} delivered`,
        message: 'Buon appetito! Thank you for ordering from Italieno.',
      };
    case 'cancel': {
      const reason = oneLine(d.reason ?? '');
      const paid = d.paymentStatus === 'paid' || d.paymentStatus === 'refunded';
      return {
        title: `${n} cancelled`,
        message: [
          reason ? `Reason: ${sentence(reason)}` : '',
          paid
            ? `Your refund of ${euros(d.notice.totalCents)} is on its way.`
            : 'You have not been charged.',
        ]
          .filter(Boolean)
          .join(' '),
      };
    }
  }
}

/** The kitchen's alert for a paid order: where it goes and what it is worth. */
function newOrderNotice(d: StatusChanged): NotificationDraft {
  const where =
    d.notice.deliveryType === 'pickup'
      ? `Pickup at ${oneLine(d.notice.barName ?? '') || 'a bar'}`
      : 'Delivery';
  const who = oneLine(d.notice.customerName);
  return {
    type: 'new_order',
    title: `New order #${d.orderId}`,
    message: `${where}${who ? ` for ${who}` : ''}, ${euros(d.notice.totalCents)}. Waiting to be accepted.`,
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
      const at = amsterdamTime(d.estimatedDelivery);
      return {
        customer: {
          type: 'order_status_update',
          title: `Order #${d.orderId}: new estimate`,
          message:
            d.cause === 'kitchen-delay'
              ? `The kitchen needs a little longer; now expected at ${at}.`
              : `Now expected at ${at}.`,
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
          title: `Order #${d.orderId} refunded`,
          message: `${euros(d.amountCents)} is on its way back to the card or account you paid with; banks take a few working days to show it.`,
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
