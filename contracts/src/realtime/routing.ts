import type { DomainEvent } from '../events/index';
import type { ServerMessage } from './messages';
import { Topics } from './topics';

export interface TopicMessage {
  topic: string;
  message: ServerMessage;
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
        ...topics.map((topic): TopicMessage => ({
          topic,
          message: { type: 'order-status', topic, orderId, status, paymentStatus: 'paid' },
        })),
      ];
    }
    case 'contact.message-received':
      return [];
  }
}
