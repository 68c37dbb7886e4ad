import { describe, expect, it } from 'vitest';
import { DomainEvent } from './index';
import { jobsFor } from '../jobs/index';
import { realtimeMessagesFor } from '../realtime/routing';

const placed = (userId: number | null) =>
  DomainEvent.parse({
    id: '0c2f4a6e-1d3b-4c5a-8e7f-9a0b1c2d3e4f',
    occurredAt: '2026-11-21T12:00:00.000Z',
    name: 'order.placed',
    version: 1,
    data: { kind: 'food', orderId: 1002, userId, totalCents: 2352, orderType: 'bar' },
  });

describe('order.placed', () => {
  it('tells the kitchen board (staff) and the customer that an order came in', () => {
    expect(realtimeMessagesFor(placed(7))).toEqual([
      {
        topic: 'staff/orders',
        message: {
          type: 'order-placed',
          topic: 'staff/orders',
          orderId: 1002,
          kind: 'food',
          orderType: 'bar',
        },
      },
      {
        topic: 'user/7',
        message: {
          type: 'order-placed',
          topic: 'user/7',
          orderId: 1002,
          kind: 'food',
          orderType: 'bar',
        },
      },
    ]);
  });

  it('tells only staff about a guest order', () => {
    expect(realtimeMessagesFor(placed(null)).map((m) => m.topic)).toEqual(['staff/orders']);
  });

  it('asks for no background work: nothing is e-mailed before payment', () => {
    expect(jobsFor(placed(7))).toEqual([]);
  });
});
