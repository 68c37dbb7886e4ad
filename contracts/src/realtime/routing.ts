import type { DomainEvent } from '../events/index';
import { barPickupStage } from '../orders/bar-pickup.schema';
import type { ServerMessage } from './messages';
import { Topics } from './topics';

export interface TopicMessage {
  topic: string;
  message: ServerMessage;
}

/** Who follows one order live: its page, the kitchen, and its customer's other tabs. */
function orderTopics({ orderId, userId }: { orderId: number; userId: number | null }): string[] {
  const topics = [Topics.order(orderId), Topics.staffOrders];
  if (userId !== null) topics.push(Topics.user(userId));
  return topics;
}

/** The dispatch map hears every change to an open delivery and to the drivers. */
function withDispatch(topics: string[]): string[] {
  return [...topics, Topics.staffDispatch];
}

/**
 * A bar order's move as its bar's public pickup screen sees it: the number and the stage, and
 * nothing else (no name, items or amounts), since the topic is open to anyone.
 */
function barPickupMessages(data: {
  orderId: number;
  move: Parameters<typeof barPickupStage>[0];
  barId?: number | null | undefined;
}): TopicMessage[] {
  const stage = barPickupStage(data.move);
  if (!data.barId || !stage) return [];
  const topic = Topics.barPickup(data.barId);
  return [{ topic, message: { type: 'bar-pickup', topic, orderId: data.orderId, stage } }];
}

/** On `staff/dispatch`, the event's sequence number (when it was stamped) goes along. */
function seqFor(event: DomainEvent, topic: string): { seq?: number } {
  return topic === Topics.staffDispatch && event.dispatchSeq !== undefined
    ? { seq: event.dispatchSeq }
    : {};
}

/** Which topics hear of a domain event, and what they are told. Pure: the gateway only forwards. */
export function realtimeMessagesFor(event: DomainEvent): TopicMessage[] {
  switch (event.name) {
    case 'ordering-status.changed':
      return [
        {
          topic: Topics.orderingStatus,
          message: {
            type: 'ordering-status',
            topic: Topics.orderingStatus,
            data: event.data.status,
          },
        },
      ];
    case 'catalog.changed':
      return [
        {
          topic: Topics.catalog,
          message: {
            type: 'catalog-changed',
            topic: Topics.catalog,
            resources: event.data.resources,
          },
        },
      ];
    case 'order.placed': {
      const { orderId, kind, orderType, userId } = event.data;
      const topics: string[] = [Topics.staffOrders];
      if (userId !== null) topics.push(Topics.user(userId));
      return topics.map((topic) => ({
        topic,
        message: { type: 'order-placed', topic, orderId, kind, orderType },
      }));
    }
    case 'order.paid': {
      const { orderId, kind, userId } = event.data;
      const topics = [Topics.order(orderId), Topics.staffOrders];
      if (userId !== null) topics.push(Topics.user(userId));
      const paid = topics.map((topic): TopicMessage => ({
        topic,
        message: { type: 'order-paid', topic, orderId, kind },
      }));
      if (event.data.kind !== 'food') return paid;
      const { status } = event.data;
      return [
        ...paid,
        ...withDispatch(topics).map((topic): TopicMessage => ({
          topic,
          message: {
            type: 'order-status',
            topic,
            ...seqFor(event, topic),
            orderId,
            status,
            paymentStatus: 'paid',
          },
        })),
      ];
    }
    case 'order.status-changed': {
      const { orderId, to, paymentStatus, move, estimatedDelivery } = event.data;
      return [
        ...barPickupMessages(event.data),
        ...withDispatch(orderTopics(event.data)).map((topic): TopicMessage => ({
          topic,
          message: {
            type: 'order-status',
            topic,
            ...seqFor(event, topic),
            orderId,
            status: to,
            paymentStatus,
            move,
            estimatedDelivery,
          },
        })),
      ];
    }
    case 'order.estimate-changed': {
      const { orderId, estimatedDelivery, readyBy } = event.data;
      return withDispatch(orderTopics(event.data)).map((topic) => ({
        topic,
        message: {
          type: 'order-estimate',
          topic,
          ...seqFor(event, topic),
          orderId,
          estimatedDelivery,
          readyBy,
        },
      }));
    }
    case 'order.refunded': {
      if (event.data.kind !== 'food') return [];
      const { orderId } = event.data;
      return withDispatch(orderTopics(event.data)).map((topic) => ({
        topic,
        message: {
          type: 'order-status',
          topic,
          ...seqFor(event, topic),
          orderId,
          status: 'cancelled',
          paymentStatus: 'refunded',
        },
      }));
    }
    case 'notification.created': {
      const topic = Topics.user(event.data.userId);
      return [
        { topic, message: { type: 'notification', topic, notification: event.data.notification } },
      ];
    }
    case 'order.driver-changed': {
      const { orderId, driverId } = event.data;
      return withDispatch(orderTopics(event.data)).map((topic) => ({
        topic,
        message: { type: 'order-driver', topic, ...seqFor(event, topic), orderId, driverId },
      }));
    }
    case 'driver.shift-changed': {
      const { driverId, online } = event.data;
      const topic = Topics.staffDispatch;
      return [
        {
          topic,
          message: { type: 'driver-shift', topic, ...seqFor(event, topic), driverId, online },
        },
      ];
    }
    case 'driver.jobs-changed': {
      // The driver's dashboard reads its jobs again; the dispatch map learns of offers.
      const { driverId } = event.data;
      return [Topics.user(event.data.userId), Topics.staffDispatch].map((topic) => ({
        topic,
        message: { type: 'driver-jobs', topic, ...seqFor(event, topic), driverId },
      }));
    }
    case 'contact.message-received':
    case 'driver.password-reset-requested':
    case 'email.test-requested':
    case 'order.invoice-resend-requested':
    case 'account.email-requested':
      return [];
  }
}

/** Whether the dispatch map hears of this event: it is then stamped with a sequence number. */
export function isDispatchEvent(event: DomainEvent): boolean {
  return realtimeMessagesFor(event).some(({ topic }) => topic === Topics.staffDispatch);
}
