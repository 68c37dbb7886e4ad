import { describe, expect, it } from 'vitest';
import { DomainEvent } from './index';
import { jobsFor } from '../jobs/index';
import { realtimeMessagesFor } from '../realtime/routing';

const base = {
  id: '6f1c2a4e-8d0b-4c3a-9e7f-1a2b3c4d5e6f',
  occurredAt: '2026-11-21T12:00:00.000Z',
  name: 'order.paid',
  version: 1,
} as const;
const paid = {
  orderId: 1001,
  userId: 7,
  paymentIntentId: 'pi_123',
  totalCents: 3090,
  currency: 'eur',
  paidAt: '2026-11-21T12:00:00.000Z',
} as const;

const receipt = {
  createdAt: '2026-11-21T11:58:00.000Z',
  customerName: 'Giulia Rossi',
  customerEmail: 'giulia@example.com',
  lines: [
    {
      merchandiseId: 3,
      name: 'Italieno T-Shirt',
      quantity: 1,
      unitPriceCents: 2495,
      lineTotalCents: 2495,
    },
  ],
  subtotalCents: 2495,
  vatLines: [{ rate: 0.21, cents: 433 }],
  shippingCents: 595,
  totalCents: 3090,
  shippingMethod: 'Standard Shipping (3-5 business days)',
  shippingAddress: {
    line1: 'Damrak 1',
    line2: '',
    postalCode: '1012 LG',
    city: 'Amsterdam',
    state: '',
    country: 'Netherlands',
  },
};

describe('order.paid', () => {
  it('asks for one merchandise confirmation e-mail to the customer, keyed on the event id', () => {
    const event = DomainEvent.parse({ ...base, data: { ...paid, kind: 'merchandise', receipt } });
    expect(jobsFor(event)).toEqual([
      {
        queue: 'email',
        name: 'merchandise-order-confirmation',
        jobId: `merchandise-order-confirmation__${base.id}`,
        data: { ...receipt, orderId: 1001, to: 'giulia@example.com' },
      },
    ]);
  });

  it('asks for no e-mail for a food order yet', () => {
    const event = DomainEvent.parse({ ...base, data: { ...paid, kind: 'food' } });
    expect(jobsFor(event)).toEqual([]);
  });

  it("tells the order's page, its customer and staff that it was paid", () => {
    const event = DomainEvent.parse({ ...base, data: { ...paid, kind: 'food' } });
    expect(realtimeMessagesFor(event).map((m) => m.topic)).toEqual([
      'order/1001',
      'staff/orders',
      'user/7',
    ]);
    expect(realtimeMessagesFor(event)[0]!.message).toEqual({
      type: 'order-paid',
      topic: 'order/1001',
      orderId: 1001,
      kind: 'food',
    });
  });

  it('refuses a merchandise payment event without its receipt', () => {
    expect(DomainEvent.safeParse({ ...base, data: { ...paid, kind: 'merchandise' } }).success).toBe(
      false,
    );
  });
});
