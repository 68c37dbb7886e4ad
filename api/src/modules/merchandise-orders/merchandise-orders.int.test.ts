import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { createPostgresDatabase } from '../../../test/databases';
import {
  seedMerchandise,
  setOrderingSwitches,
  shippingAddress,
  startPaymentsApi,
  type PaymentsTestApi,
} from '../../../test/payments-harness';
import type { Database } from '../../db/client';
import { merchandiseOrders } from '../../db/schema';

let database: Database;
let api: PaymentsTestApi;
let items: Awaited<ReturnType<typeof seedMerchandise>>;

beforeAll(async () => {
  database = await createPostgresDatabase();
  api = await startPaymentsApi(database);
  items = await seedMerchandise(database.db);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

async function orderCount(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(merchandiseOrders);
  return row?.n ?? 0;
}

describe('POST /api/merchandise/orders', () => {
  it('prices the order from the database, whatever prices and totals the browser sends', async () => {
    const res = await api.client().post('/api/merchandise/orders', {
      type: 'merchandise',
      items: [
        { merchandiseId: items.hoodie.id, quantity: 1, price: 0.01 },
        { merchandiseId: items.lighter.id, quantity: 2, price: 0 },
      ],
      shippingAddress,
      totalAmount: 0.05,
      shippingCost: 0,
    });
    expect(res.status).toBe(201);
    // 49.95 + 2 × 3.50 = 56.95: free shipping from 50.00; 21 % VAT included.
    expect(res.body).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      customerName: 'Giulia Rossi',
      customerEmail: 'giulia@example.com',
      addressLine1: 'Damrak 1',
      country: 'Netherlands',
      shippingMethod: 'Standard Shipping (3-5 business days)',
      totalAmount: 56.95,
      shippingCost: 0,
      grandTotal: 56.95,
      vatAmount: 9.88,
      items: [
        {
          merchandiseId: items.hoodie.id,
          name: 'Italieno Hoodie',
          quantity: 1,
          price: 49.95,
          total: 49.95,
        },
        {
          merchandiseId: items.lighter.id,
          name: 'Italieno Lighter',
          quantity: 2,
          price: 3.5,
          total: 7,
        },
      ],
    });
    expect(res.body.id).toBeGreaterThanOrEqual(1001);
  });

  it('charges 5.95 shipping below 50.00', async () => {
    const res = await api.client().post('/api/merchandise/orders', {
      items: [{ merchandiseId: items.tshirt.id, quantity: 1 }],
      shippingAddress,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ totalAmount: 24.95, shippingCost: 5.95, grandTotal: 30.9 });
  });

  it('refuses unknown or retired merchandise with the cart message', async () => {
    const before = await orderCount();
    for (const merchandiseId of [items.retired.id, 999999]) {
      const res = await api.client().post('/api/merchandise/orders', {
        items: [
          { merchandiseId: items.cap.id, quantity: 1 },
          { merchandiseId, quantity: 1 },
        ],
        shippingAddress,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Some items in your cart are no longer available');
    }
    expect(await orderCount()).toBe(before);
  });

  it('answers bad input with 400 and the field that is wrong', async () => {
    const cases: [unknown, string][] = [
      [{ items: [], shippingAddress }, 'Your cart is empty'],
      [
        {
          items: [{ merchandiseId: items.cap.id, quantity: 1 }],
          shippingAddress: { ...shippingAddress, email: 'nope' },
        },
        'Please enter a valid email address',
      ],
      [
        {
          items: [{ merchandiseId: items.cap.id, quantity: 1 }],
          shippingAddress: { ...shippingAddress, firstName: ' ' },
        },
        'First name is required',
      ],
      [
        {
          items: [{ merchandiseId: items.cap.id, quantity: 1 }],
          shippingAddress: { ...shippingAddress, country: 'Spain' },
        },
        'We ship to the Netherlands, Belgium, Germany and France',
      ],
      [
        { items: [{ merchandiseId: items.cap.id, quantity: 0 }], shippingAddress },
        'items.0.quantity',
      ],
    ];
    const before = await orderCount();
    for (const [body, message] of cases) {
      const res = await api.client().post('/api/merchandise/orders', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const malformed = await api.client().request('POST', '/api/merchandise/orders', {
      body: '{"items": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it('with one Idempotency-Key, a double submit places one order and answers it twice', async () => {
    const client = api.client();
    const body = { items: [{ merchandiseId: items.cap.id, quantity: 2 }], shippingAddress };
    const headers = { 'idempotency-key': 'd7f9c0a4-double-submit' };
    const first = await client.post('/api/merchandise/orders', body, headers);
    const second = await client.post('/api/merchandise/orders', body, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const rows = await database.db
      .select()
      .from(merchandiseOrders)
      .where(eq(merchandiseOrders.idempotencyKey, headers['idempotency-key']));
    expect(rows).toHaveLength(1);
  });

  it('with one key, concurrent submits from a browser without cookies place one order it can read', async () => {
    const client = api.client();
    const body = {
      items: [{ merchandiseId: items.hoodie.id, quantity: 1 }],
      shippingAddress,
      idempotencyKey: 'race-0001-0002',
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.post('/api/merchandise/orders', body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const rows = await database.db
      .select()
      .from(merchandiseOrders)
      .where(eq(merchandiseOrders.idempotencyKey, 'race-0001-0002'));
    expect(rows).toHaveLength(1);
    const read = await client.get(`/api/merchandise-orders/${answers[0]!.body.id}`);
    expect(read.status).toBe(200);
  });

  it('without a key, the same body from the same browser within 60 seconds answers the first order', async () => {
    const client = api.client();
    const body = { items: [{ merchandiseId: items.lighter.id, quantity: 4 }], shippingAddress };
    const before = await orderCount();
    // The first submit gives the browser its guest cookie; the repeats race each other.
    const first = await client.post('/api/merchandise/orders', body);
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () => client.post('/api/merchandise/orders', body)),
    );
    expect(repeats.map((r) => [r.status, r.body.id, r.headers.get('idempotent-replayed')])).toEqual(
      Array(5).fill([201, first.body.id, 'true']),
    );
    expect(await orderCount()).toBe(before + 1);

    await database.db
      .update(merchandiseOrders)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(merchandiseOrders.id, first.body.id));
    const later = await client.post('/api/merchandise/orders', body);
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
    expect(await orderCount()).toBe(before + 2);
  });

  it('refuses the same key with a different body (422), and from someone else', async () => {
    const client = api.client();
    const key = { 'idempotency-key': 'key-reuse-4711' };
    const first = await client.post(
      '/api/merchandise/orders',
      { items: [{ merchandiseId: items.cap.id, quantity: 1 }], shippingAddress },
      key,
    );
    expect(first.status).toBe(201);
    const changed = await client.post(
      '/api/merchandise/orders',
      { items: [{ merchandiseId: items.cap.id, quantity: 3 }], shippingAddress },
      key,
    );
    expect(changed.status).toBe(422);
    expect(changed.body.code).toBe('idempotency_key_reused');
    // Another customer, or a browser holding another guest cookie, cannot take over the key.
    const otherGuest = api.client();
    await otherGuest.post('/api/merchandise/orders', {
      items: [{ merchandiseId: items.lighter.id, quantity: 1 }],
      shippingAddress,
    });
    const sameBody = { items: [{ merchandiseId: items.cap.id, quantity: 1 }], shippingAddress };
    for (const stranger of [otherGuest, await api.signedIn('customer')]) {
      const res = await stranger.post('/api/merchandise/orders', sameBody, key);
      expect(res.status).toBe(422);
      expect(res.body).not.toHaveProperty('id');
    }
  });

  it('is refused with 409 and places nothing while merchandise ordering or all ordering is off', async () => {
    const body = { items: [{ merchandiseId: items.cap.id, quantity: 1 }], shippingAddress };
    const before = await orderCount();
    await setOrderingSwitches(database.db, { merchandiseOrderingEnabled: false });
    const merchOff = await api.client().post('/api/merchandise/orders', body);
    await setOrderingSwitches(database.db, {
      merchandiseOrderingEnabled: true,
      masterEnabled: false,
    });
    const masterOff = await api.client().post('/api/merchandise/orders', body);
    await setOrderingSwitches(database.db, { masterEnabled: true });
    expect(merchOff.status).toBe(409);
    expect(merchOff.body.message).toBe('Merchandise ordering is currently unavailable');
    expect(masterOff.status).toBe(409);
    expect(masterOff.body.message).toBe('Online ordering is currently disabled');
    expect(await orderCount()).toBe(before);
  });
});

describe('GET /api/merchandise-orders/:id', () => {
  const body = () => ({
    items: [{ merchandiseId: items.tshirt.id, quantity: 1 }],
    shippingAddress,
  });

  it('shows a guest order to the browser that placed it and to staff, and 404 to anyone else', async () => {
    const guest = api.client();
    const placed = await guest.post('/api/merchandise/orders', body());
    const path = `/api/merchandise-orders/${placed.body.id}`;
    expect((await guest.get(path)).body).toEqual(placed.body);
    expect((await (await api.signedIn('staff')).get(path)).status).toBe(200);
    expect((await (await api.signedIn('admin')).get(path)).status).toBe(200);
    for (const other of [
      api.client(),
      await api.signedIn('customer'),
      await api.signedIn('driver'),
    ]) {
      const res = await other.get(path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Giulia');
    }
  });

  it("shows a customer's order to that customer only", async () => {
    const customer = await api.signedIn('customer');
    const placed = await customer.post('/api/merchandise/orders', body());
    expect(placed.status).toBe(201);
    const path = `/api/merchandise-orders/${placed.body.id}`;
    expect((await customer.get(path)).status).toBe(200);
    expect((await (await api.signedIn('customer')).get(path)).status).toBe(404);
    expect((await api.client().get(path)).status).toBe(404);
  });

  it('answers 404 for an order that does not exist and 400 for an id that is not one', async () => {
    expect((await api.client().get('/api/merchandise-orders/987654')).status).toBe(404);
    const bad = await api.client().get('/api/merchandise-orders/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Invalid id');
  });
});
