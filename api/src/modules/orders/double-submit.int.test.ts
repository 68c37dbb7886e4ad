/** Placing a food order twice by accident: one order, with or without an Idempotency-Key. */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  ADDRESSES,
  foodOrderCount,
  guestContact,
  outboxEvents,
  placingOrdersApp,
} from '../../../test/food-orders';
import { signedInCustomer } from '../../../test/geo-fixtures';
import { orders } from './orders.tables';

const { app, db, porchetta, deliveryOrder } = placingOrdersApp();

describe('POST /api/orders: a double submit', () => {
  it('with one key, sequential submits place one order and answer it twice', async () => {
    const client = app().anonymous();
    const headers = { 'idempotency-key': 'food-double-submit-1' };
    const first = await client.post('/api/orders', deliveryOrder(), headers);
    const second = await client.post('/api/orders', deliveryOrder(), headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const rows = await db()
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, 'food-double-submit-1'));
    expect(rows).toHaveLength(1);
    const placed = (await outboxEvents(db(), 'order.placed')).filter(
      (e) => (e.event as { data: { orderId: number } }).data.orderId === first.body.id,
    );
    expect(placed).toHaveLength(1);
  });

  it('with one key, 10 concurrent submits from a browser without cookies place one order it can read', async () => {
    const client = app().anonymous();
    const body = deliveryOrder({ idempotencyKey: 'food-race-0001' });
    const before = await foodOrderCount(db());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/orders', body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await foodOrderCount(db())).toBe(before + 1);
    const read = await client.get(`/api/orders/${answers[0]!.body.id}`);
    expect(read.status).toBe(200);
  });

  it('with one key, 10 concurrent submits of a signed-in customer place one order', async () => {
    const { client } = await signedInCustomer(db(), app().url);
    const headers = { 'idempotency-key': 'food-race-customer' };
    const before = await foodOrderCount(db());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/orders', deliveryOrder(), headers)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await foodOrderCount(db())).toBe(before + 1);
  });

  it('the same key with another body, or from someone else, is refused with 422', async () => {
    const client = app().anonymous();
    const headers = { 'idempotency-key': 'food-key-reuse' };
    expect((await client.post('/api/orders', deliveryOrder(), headers)).status).toBe(201);
    const changed = await client.post(
      '/api/orders',
      deliveryOrder({ items: [{ menuItemId: porchetta().id, quantity: 3 }] }),
      headers,
    );
    expect(changed.status).toBe(422);
    expect(changed.body.code).toBe('idempotency_key_reused');
    const otherGuest = app().anonymous();
    await otherGuest.post('/api/guest-session', {
      name: 'Other Guest',
      email: 'other@example.com',
      phone: '+31 6 00000000',
      address: ADDRESSES.damrak,
    });
    for (const stranger of [otherGuest, await app().signedInAs('customer')]) {
      const res = await stranger.post('/api/orders', deliveryOrder(), headers);
      expect(res.status).toBe(422);
      expect(res.body).not.toHaveProperty('id');
    }
  });
});

describe('POST /api/orders: a double submit without a key', () => {
  /** A guest browser that filled in the guest form, so it holds its guest cookie. */
  async function guestWithCookie() {
    const client = app().anonymous();
    const res = await client.post('/api/guest-session', {
      name: guestContact.customerName,
      email: guestContact.email,
      phone: guestContact.customerPhone,
      address: ADDRESSES.damrak,
    });
    expect(res.status).toBe(200);
    return client;
  }

  /** Moves an order's creation time back, as if it was placed that many seconds ago. */
  async function placedSecondsAgo(id: number, seconds: number) {
    await db()
      .update(orders)
      .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(orders.id, id));
  }

  it('10 concurrent keyless submits of one body from one guest browser place one order', async () => {
    const client = await guestWithCookie();
    const before = await foodOrderCount(db());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/orders', deliveryOrder())),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect(await foodOrderCount(db())).toBe(before + 1);
  });

  it('two concurrent keyless submits of a signed-in customer place one order', async () => {
    const { client } = await signedInCustomer(db(), app().url);
    const before = await foodOrderCount(db());
    const [a, b] = await Promise.all([
      client.post('/api/orders', deliveryOrder()),
      client.post('/api/orders', deliveryOrder()),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await foodOrderCount(db())).toBe(before + 1);
  });

  it('repeats the first order for 60 seconds; 61 seconds later the same body is a new order', async () => {
    const client = await guestWithCookie();
    const first = await client.post('/api/orders', deliveryOrder());
    expect(first.status).toBe(201);

    await placedSecondsAgo(first.body.id, 59);
    const within = await client.post('/api/orders', deliveryOrder());
    expect(within.status).toBe(201);
    expect(within.body.id).toBe(first.body.id);
    expect(within.headers.get('idempotent-replayed')).toBe('true');

    await placedSecondsAgo(first.body.id, 61);
    const later = await client.post('/api/orders', deliveryOrder());
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    // And the new order is the one a repeat now finds.
    const again = await client.post('/api/orders', deliveryOrder());
    expect(again.body.id).toBe(later.body.id);
  });

  it('a paid first order, another body, or another browser is a new order, never a refusal', async () => {
    const client = await guestWithCookie();
    const first = await client.post('/api/orders', deliveryOrder());
    await db().update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, first.body.id));
    const afterPaying = await client.post('/api/orders', deliveryOrder());
    expect(afterPaying.status).toBe(201);
    expect(afterPaying.body.id).not.toBe(first.body.id);

    const otherBody = await client.post(
      '/api/orders',
      deliveryOrder({ items: [{ menuItemId: porchetta().id, quantity: 3 }] }),
    );
    expect(otherBody.status).toBe(201);
    expect(otherBody.body.id).not.toBe(afterPaying.body.id);

    const otherBrowser = await (await guestWithCookie()).post('/api/orders', deliveryOrder());
    expect(otherBrowser.status).toBe(201);
    expect(otherBrowser.body.id).not.toBe(afterPaying.body.id);
  });
});
