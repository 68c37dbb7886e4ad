/** Reading food orders, and the order routes' answers to bad input. */
import { describe, expect, it } from 'vitest';
import { type Order } from '@shop/contracts';
import { ADDRESSES, foodOrderCount, placingOrdersApp } from '../../../test/food-orders';
import { signedInCustomer } from '../../../test/geo-fixtures';

const { app, db, deliveryOrder } = placingOrdersApp();

describe('reading orders', () => {
  it('GET /api/orders/:id answers {order} to the guest browser that placed it and to staff, 404 to anyone else', async () => {
    const guest = app().anonymous();
    const placed = await guest.post('/api/orders', deliveryOrder());
    const path = `/api/orders/${placed.body.id}`;
    const own = await guest.get(path);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ order: placed.body });
    expect((await (await app().signedInAs('staff')).get(path)).status).toBe(200);
    expect((await (await app().signedInAs('admin')).get(path)).status).toBe(200);
    for (const other of [
      app().anonymous(),
      await app().signedInAs('customer'),
      await app().signedInAs('driver'),
    ]) {
      const res = await other.get(path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Sofia');
    }
  });

  it("shows a customer's order to that customer, not to another", async () => {
    const customer = await app().signedInAs('customer');
    const placed = await customer.post('/api/orders', deliveryOrder());
    const path = `/api/orders/${placed.body.id}`;
    expect((await customer.get(path)).body.order.id).toBe(placed.body.id);
    const { client: another } = await signedInCustomer(db(), app().url);
    expect((await another.get(path)).status).toBe(404);
    expect((await app().anonymous().get(path)).status).toBe(404);
  });

  it('create-payment-intent serves the order to whoever placed it, and 404 to anyone else', async () => {
    const guest = app().anonymous();
    const placed = await guest.post('/api/orders', deliveryOrder());
    const { client: stranger } = await signedInCustomer(db(), app().url);
    for (const other of [app().anonymous(), stranger]) {
      const res = await other.post('/api/payment/create-payment-intent', {
        orderId: placed.body.id,
      });
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('clientSecret');
    }
    const own = await guest.post('/api/create-payment-intent', {
      orderId: placed.body.id,
      amount: 0.5,
    });
    expect(own.status).toBe(200);
    // 2 × 8.95 + 2.50 = 20.40, plus the 5 % service fee: 21.42, whatever the browser says.
    expect(own.body).toMatchObject({ orderId: placed.body.id, amount: 21.42, currency: 'eur' });
  });

  it('GET /api/orders lists the caller its own orders, newest first; staff may see all', async () => {
    const { client } = await signedInCustomer(db(), app().url);
    const first = await client.post('/api/orders', deliveryOrder());
    const second = await client.post('/api/orders', deliveryOrder({ deliveryOption: 'express' }));
    const mine = await client.get('/api/orders');
    expect(mine.status).toBe(200);
    expect(mine.body.orders.map((o: Order) => o.id)).toEqual([second.body.id, first.body.id]);
    expect(mine.body.orders[0]).toEqual(second.body);

    expect((await client.get('/api/orders?scope=all')).status).toBe(403);
    expect((await app().anonymous().get('/api/orders')).status).toBe(401);
    const all = await (await app().signedInAs('staff')).get('/api/orders?scope=all');
    expect(all.status).toBe(200);
    expect(all.body.orders.length).toBeGreaterThan(2);
    expect(all.body.orders.length).toBeLessThanOrEqual(50);
    expect(all.body.orders[0].id).toBe(second.body.id);
  });

  it('answers 404 for an order that does not exist and 400 for an id that is not one', async () => {
    expect((await app().anonymous().get('/api/orders/987654')).status).toBe(404);
    const bad = await app().anonymous().get('/api/orders/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Invalid id');
  });
});

describe('POST /api/orders: bad input', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['an empty cart', { items: [] }, 'Your cart is empty'],
    ['no items at all', { items: undefined }, 'Your cart is empty'],
    [
      'a quantity of 0',
      { items: [{ menuItemId: 1, quantity: 0 }] },
      'Quantity must be a number from 1 to 50',
    ],
    [
      'a quantity of 51',
      { items: [{ menuItemId: 1, quantity: 51 }] },
      'Quantity must be a number from 1 to 50',
    ],
    [
      'a quantity that is text',
      { items: [{ menuItemId: 1, quantity: 'two' }] },
      'Quantity must be a number from 1 to 50',
    ],
    [
      'a menu item id that is not one',
      { items: [{ menuItemId: 'x', quantity: 1 }] },
      'items.0.menuItemId',
    ],
    [
      'an option id that is not one',
      { items: [{ menuItemId: 1, quantity: 1, options: [{ optionId: -1 }] }] },
      'items.0.options.0.optionId',
    ],
    [
      'a short street',
      { deliveryAddress: { ...ADDRESSES.damrak, streetAddress: 'D' } },
      'Street address is required',
    ],
    ['no city', { deliveryAddress: { ...ADDRESSES.damrak, city: undefined } }, 'City is required'],
    [
      'no postcode',
      { deliveryAddress: { ...ADDRESSES.damrak, zipCode: '' } },
      'Zip/Postal code is required',
    ],
    [
      'a latitude out of range',
      { deliveryAddress: { ...ADDRESSES.damrak, latitude: 123, longitude: 4.9 } },
      'Latitude must be between -90 and 90',
    ],
    ['an unknown delivery option', { deliveryOption: 'teleport' }, 'deliveryOption'],
    [
      'an unknown schedule',
      { deliveryOption: 'scheduled', scheduledFor: 'tomorrow' },
      'Choose when to deliver: asap, 30min, 1h or 2h',
    ],
    ['an unknown order type', { orderType: 'merch' }, "Order type must be 'normal' or 'bar'"],
    ['a bad e-mail', { email: 'nope' }, 'Please enter a valid email address'],
    ['a short phone number', { customerPhone: '123' }, 'Please enter a valid phone number'],
    ['a one-letter name', { customerName: 'S' }, 'Full name is required'],
    [
      'notes over 500 characters',
      { orderNotes: 'x'.repeat(501) },
      'Order notes can be at most 500 characters',
    ],
    [
      'another payment method',
      { paymentMethod: 'sofort' },
      'We accept payments by card, iDEAL | Wero and Bancontact',
    ],
    ['sendInvoice as text', { sendInvoice: 'yes' }, 'sendInvoice must be true or false'],
    [
      'a bad idempotency key',
      { idempotencyKey: 'has spaces in it' },
      'Idempotency key may contain only printable ASCII characters',
    ],
  ])('%s → 400 with a clear message, nothing written', async (_case, change, message) => {
    const before = await foodOrderCount(db());
    const res = await app().anonymous().post('/api/orders', deliveryOrder(change));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await foodOrderCount(db())).toBe(before);
  });

  it('malformed JSON and a bad Idempotency-Key header are 400 too', async () => {
    const before = await foodOrderCount(db());
    const malformed = await app()
      .anonymous()
      .request('POST', '/api/orders', {
        body: '{"items": [',
        headers: { 'content-type': 'application/json' },
      });
    expect(malformed.status).toBe(400);
    const header = await app()
      .anonymous()
      .post('/api/orders', deliveryOrder(), { 'idempotency-key': 'x'.repeat(256) });
    expect(header.status).toBe(400);
    expect(header.body.message).toBe('Idempotency key must be 1 to 255 characters');
    expect(await foodOrderCount(db())).toBe(before);
  });

  it('documents the order routes in the OpenAPI document', async () => {
    const res = await app().anonymous().get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.paths).toHaveProperty(['/api/orders']);
    expect(res.body.paths).toHaveProperty(['/api/orders/{id}']);
  });
});
