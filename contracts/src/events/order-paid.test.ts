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

const foodReceipt = {
  createdAt: '2026-11-21T11:58:00.000Z',
  customerName: 'Marco Bianchi',
  customerEmail: 'marco@example.com',
  customerPhone: '+31 6 12345678',
  sendInvoice: true,
  status: 'preparing',
  orderType: 'normal',
  deliveryType: 'delivery',
  deliveryOption: 'standard',
  deliveryAddress: { streetAddress: 'Damrak 1', city: 'Amsterdam', zipCode: '1012 LG' },
  barName: null,
  estimatedDelivery: '2026-11-21T12:43:00.000Z',
  orderNotes: null,
  lines: [
    {
      menuItemId: 4,
      name: 'Panino Porchetta',
      quantity: 2,
      unitPriceCents: 895,
      options: [{ name: 'Extras', value: 'Extra mozzarella', priceAddCents: 100 }],
      comboSelections: null,
      lineTotalCents: 1990,
    },
  ],
  subtotalCents: 1990,
  vatLines: [{ rate: 0.09, cents: 164 }],
  deliveryFeeCents: 250,
  expressFeeCents: 0,
  serviceFeeCents: 112,
  tipCents: 0,
  totalCents: 2352,
  paymentMethod: 'card',
} as const;

const foodPaid = (
  overrides: { userId?: number | null; receipt?: Record<string, unknown> } = {},
) => ({
  ...paid,
  totalCents: 2352,
  kind: 'food',
  status: 'preparing',
  receipt: foodReceipt,
  ...overrides,
});

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

  it('asks for one invoice e-mail for a paid food order, to the order e-mail, keyed on the event id', () => {
    const event = DomainEvent.parse({ ...base, data: foodPaid() });
    expect(jobsFor(event)).toEqual([
      {
        queue: 'email',
        name: 'order-invoice',
        jobId: `order-invoice__${base.id}`,
        data: { ...foodReceipt, orderId: 1001, to: 'marco@example.com' },
      },
    ]);
  });

  it('asks for no invoice when the customer declined it or no e-mail address is known', () => {
    for (const receipt of [
      { ...foodReceipt, sendInvoice: false },
      { ...foodReceipt, customerEmail: '' },
    ]) {
      const event = DomainEvent.parse({ ...base, data: foodPaid({ receipt }) });
      expect(jobsFor(event)).toEqual([]);
    }
  });

  it("tells the order's page, its customer and staff that it was paid and is now preparing", () => {
    const event = DomainEvent.parse({ ...base, data: foodPaid() });
    const messages = realtimeMessagesFor(event);
    expect(messages.map((m) => [m.topic, m.message.type])).toEqual([
      ['order/1001', 'order-paid'],
      ['staff/orders', 'order-paid'],
      ['user/7', 'order-paid'],
      ['order/1001', 'order-status'],
      ['staff/orders', 'order-status'],
      ['user/7', 'order-status'],
      ['staff/dispatch', 'order-status'],
    ]);
    expect(messages[0]!.message).toEqual({
      type: 'order-paid',
      topic: 'order/1001',
      orderId: 1001,
      kind: 'food',
    });
    expect(messages[6]!.message).toEqual({
      type: 'order-status',
      topic: 'staff/dispatch',
      orderId: 1001,
      status: 'preparing',
      paymentStatus: 'paid',
    });
    expect(messages[5]!.message).toEqual({
      type: 'order-status',
      topic: 'user/7',
      orderId: 1001,
      status: 'preparing',
      paymentStatus: 'paid',
    });
  });

  it("tells a guest's order page and staff, and no user topic", () => {
    const event = DomainEvent.parse({ ...base, data: foodPaid({ userId: null }) });
    expect(realtimeMessagesFor(event).map((m) => m.topic)).toEqual([
      'order/1001',
      'staff/orders',
      'order/1001',
      'staff/orders',
      'staff/dispatch',
    ]);
  });

  it('tells only its page and staff about a merchandise payment, with no status message', () => {
    const event = DomainEvent.parse({ ...base, data: { ...paid, kind: 'merchandise', receipt } });
    expect(realtimeMessagesFor(event).map((m) => m.message.type)).toEqual([
      'order-paid',
      'order-paid',
      'order-paid',
    ]);
  });

  it('refuses a food payment event without its receipt', () => {
    expect(DomainEvent.safeParse({ ...base, data: { ...paid, kind: 'food' } }).success).toBe(false);
  });

  it('refuses a merchandise payment event without its receipt', () => {
    expect(DomainEvent.safeParse({ ...base, data: { ...paid, kind: 'merchandise' } }).success).toBe(
      false,
    );
  });
});
