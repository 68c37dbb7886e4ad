/** Placing a food order: the ordering switches, bar orders, and who may order. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ADDRESSES,
  foodOrderCount,
  guestContact,
  outboxEvents,
  placingOrdersApp,
} from '../../../test/food-orders';
import { setOrderingSwitches } from '../../../test/payments-harness';
import { bars } from '../../db/schema';
import { orders } from './orders.tables';

const { app, db, menu, porchetta, deliveryOrder } = placingOrdersApp();

describe('POST /api/orders: ordering switches', () => {
  const barOrder = () => ({
    orderType: 'bar',
    barSlug: 'bar-fiorella',
    items: [{ menuItemId: porchetta().id, quantity: 1 }],
    ...guestContact,
  });

  it.each([
    [{ masterEnabled: false }, 'delivery', 'Online ordering is currently disabled'],
    [{ masterEnabled: false }, 'bar', 'Online ordering is currently disabled'],
    [
      { foodOrderingEnabled: false },
      'delivery',
      'Food ordering and delivery is currently unavailable',
    ],
    [{ barOrderingEnabled: false }, 'bar', 'Bar QR code ordering is currently unavailable'],
  ] as const)(
    'with %j off, a %s order is refused with 409 and nothing is placed',
    async (off, kind, message) => {
      const before = await foodOrderCount(db());
      const placedBefore = (await outboxEvents(db(), 'order.placed')).length;
      await setOrderingSwitches(db(), off, app().feed);
      try {
        const res = await app()
          .anonymous()
          .post('/api/orders', kind === 'bar' ? barOrder() : deliveryOrder());
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(message);
      } finally {
        await setOrderingSwitches(
          db(),
          {
            masterEnabled: true,
            foodOrderingEnabled: true,
            barOrderingEnabled: true,
          },
          app().feed,
        );
      }
      expect(await foodOrderCount(db())).toBe(before);
      expect(await outboxEvents(db(), 'order.placed')).toHaveLength(placedBefore);
    },
  );

  it('food delivery switched off leaves bar ordering open, and the other way round', async () => {
    await setOrderingSwitches(db(), { foodOrderingEnabled: false }, app().feed);
    const bar = await app().anonymous().post('/api/orders', barOrder());
    await setOrderingSwitches(
      db(),
      { foodOrderingEnabled: true, barOrderingEnabled: false },
      app().feed,
    );
    const delivery = await app().anonymous().post('/api/orders', deliveryOrder());
    await setOrderingSwitches(db(), { barOrderingEnabled: true }, app().feed);
    expect(bar.status).toBe(201);
    expect(delivery.status).toBe(201);
  });
});

describe('POST /api/orders: bar orders', () => {
  it('are picked up at the bar: its id and name, no address, no delivery fee', async () => {
    const [fiorella] = await db().select().from(bars).where(eq(bars.slug, 'bar-fiorella'));
    const res = await app()
      .anonymous()
      .post('/api/orders', {
        orderType: 'bar',
        barSlug: 'bar-fiorella',
        // The old bar checkout sent a fixed placeholder as the address.
        deliveryAddress: { streetAddress: 'Bar pickup', city: 'Amsterdam', zipCode: '0000' },
        deliveryOption: 'express',
        deliveryFee: 5,
        items: [{ menuItemId: porchetta().id, quantity: 1 }],
        ...guestContact,
      });
    expect(res.status).toBe(201);
    // No minimum order for pickup; 5 % service fee on 8.95 = 0.45.
    expect(res.body).toMatchObject({
      orderType: 'bar',
      deliveryType: 'pickup',
      deliveryOption: 'standard',
      barId: fiorella!.id,
      barName: 'Bar Fiorella',
      deliveryAddress: null,
      zoneId: null,
      subtotal: 8.95,
      deliveryFee: 0,
      expressFee: 0,
      serviceFee: 0.45,
      total: 9.4,
    });
  });

  it('accept only items on the bar menu, naming the one that is not', async () => {
    const before = await foodOrderCount(db());
    const res = await app()
      .anonymous()
      .post('/api/orders', {
        orderType: 'bar',
        barSlug: 'bar-fiorella',
        items: [
          { menuItemId: porchetta().id, quantity: 1 },
          { menuItemId: menu().item('Tagliatelle al Ragù').id, quantity: 1 },
        ],
        ...guestContact,
      });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Tagliatelle al Ragù is not on the bar menu');
    expect(await foodOrderCount(db())).toBe(before);
  });

  it('need a bar that exists and is open (404), and name one (400)', async () => {
    for (const barSlug of ['bar-chiuso', 'no-such-bar']) {
      const res = await app()
        .anonymous()
        .post('/api/orders', {
          orderType: 'bar',
          barSlug,
          items: [{ menuItemId: porchetta().id, quantity: 1 }],
          ...guestContact,
        });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('We could not find the delivery location from this QR code.');
    }
    const unnamed = await app()
      .anonymous()
      .post('/api/orders', {
        orderType: 'bar',
        items: [{ menuItemId: porchetta().id, quantity: 1 }],
        ...guestContact,
      });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message).toBe('A bar order needs the bar it is placed at (barSlug)');
  });
});

describe('POST /api/orders: who orders', () => {
  it('a guest without contact details is refused with the guest form messages', async () => {
    const before = await foodOrderCount(db());
    const res = await app()
      .anonymous()
      .post('/api/orders', {
        items: [{ menuItemId: porchetta().id, quantity: 2 }],
        deliveryAddress: ADDRESSES.damrak,
      });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Full name is required');
    expect(res.body.fieldErrors).toEqual({
      customerName: ['Full name is required'],
      email: ['Please enter a valid email address'],
      customerPhone: ['Please enter a valid phone number'],
    });
    expect(await foodOrderCount(db())).toBe(before);
  });

  it('a guest who filled in the guest form orders with the contact and address stored there', async () => {
    const guest = app().anonymous();
    const session = await guest.post('/api/guest-session', {
      name: 'Luca Ferri',
      email: 'luca.ferri@example.com',
      phone: '+31 6 87654321',
      address: { ...ADDRESSES.museumplein, additionalInfo: '3rd floor' },
    });
    expect(session.status).toBe(200);
    const res = await guest.post('/api/orders', {
      items: [{ menuItemId: porchetta().id, quantity: 3 }],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      customerName: 'Luca Ferri',
      customerEmail: 'luca.ferri@example.com',
      customerPhone: '+31 6 87654321',
      deliveryFee: 3.5,
      deliveryAddress: { streetAddress: 'Museumplein 6', additionalInfo: '3rd floor' },
    });
    // What the checkout sends wins over the stored details.
    const changed = await guest.post(
      '/api/orders',
      deliveryOrder({ customerName: 'Luca F.', email: undefined, customerPhone: undefined }),
    );
    expect(changed.body).toMatchObject({
      customerName: 'Luca F.',
      customerEmail: 'luca.ferri@example.com',
      deliveryFee: 2.5,
    });
  });

  it('a signed-in customer orders under the account, with its e-mail unless another is given', async () => {
    const customer = await app().signedInAs('customer');
    const body = {
      items: [{ menuItemId: porchetta().id, quantity: 2 }],
      deliveryAddress: ADDRESSES.damrak,
    };
    const res = await customer.post('/api/orders', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ customerName: 'giulia', customerEmail: 'giulia@example.com' });
    const [row] = await db().select().from(orders).where(eq(orders.id, res.body.id));
    expect(row).toMatchObject({ guestSessionId: null });
    expect(row!.userId).toBeGreaterThan(0);
    const other = await customer.post('/api/orders', {
      ...body,
      customerName: 'Giulia Rossi',
      email: 'work@example.com',
      customerPhone: '+31 6 11112222',
      sendInvoice: false,
    });
    expect(other.body).toMatchObject({
      customerName: 'Giulia Rossi',
      customerEmail: 'work@example.com',
      customerPhone: '+31 6 11112222',
      sendInvoice: false,
    });
  });

  it("records 'order.placed' with the order, for the kitchen board and the customer", async () => {
    const customer = await app().signedInAs('customer');
    const kicks = app().relayKicks();
    const res = await customer.post('/api/orders', deliveryOrder());
    const events = (await outboxEvents(db(), 'order.placed')).filter(
      (e) => (e.event as { data: { orderId: number } }).data.orderId === res.body.id,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.event).toMatchObject({
      name: 'order.placed',
      data: { kind: 'food', orderId: res.body.id, totalCents: 2142, orderType: 'normal' },
    });
    expect((events[0]!.event as { data: { userId: number } }).data.userId).toBeGreaterThan(0);
    expect(app().relayKicks()).toBeGreaterThan(kicks);
  });
});
