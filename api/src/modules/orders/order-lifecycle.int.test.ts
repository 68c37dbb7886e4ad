/**
 * The order lifecycle through the api, on a real PostgreSQL: the kitchen accepts, readies and
 * sends out a paid order, every move leaves one history row and one 'order.status-changed'
 * event, races give one move, cancelling a paid order refunds it once, and a guest's signed
 * tracking link opens that one order only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { TEST_CARDS, type Order } from '@shop/contracts';
import { DomainEvent } from '@shop/contracts/events';
import { createPostgresDatabase } from '../../../test/databases';
import { ADDRESSES, guestContact, outboxEvents, seededMenu } from '../../../test/food-orders';
import { signedInCustomer } from '../../../test/geo-fixtures';
import type { TestClient } from '../../../test/http-client';
import { startPaymentsApi, type PaymentsTestApi } from '../../../test/payments-harness';
import type { Database } from '../../db/client';
import { seedDemoData } from '../../seed/seed';
import { refunds } from '../../db/schema';
import { orders, orderStatusHistory } from './orders.tables';
import { TrackingLinks } from './tracking-links';

let database: Database;
let api: PaymentsTestApi;
let menu: Awaited<ReturnType<typeof seededMenu>>;
let staff: TestClient;
let links: TrackingLinks;

beforeAll(async () => {
  database = await createPostgresDatabase();
  await seedDemoData(database.db, pino({ level: 'silent' }));
  api = await startPaymentsApi(database);
  menu = await seededMenu(database.db);
  staff = await api.signedIn('staff');
  links = new TrackingLinks(api.config.realtimeSecret);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

/** A guest's delivery order (two panini to Damrak), paid with the test card unless told not to. */
async function guestOrder(options: { pay?: boolean; bar?: boolean } = {}) {
  const client = api.client();
  const placed = await client.post('/api/orders', {
    items: [{ menuItemId: menu.item('Panino Porchetta').id, quantity: 2 }],
    deliveryAddress: ADDRESSES.damrak,
    ...guestContact,
  });
  expect(placed.status).toBe(201);
  const orderId = placed.body.id as number;
  if (options.pay !== false) {
    const intent = await client.post('/api/payment/create-payment-intent', { orderId });
    const paid = await client.post('/api/payment/test-mode/confirm', {
      paymentIntentId: intent.body.paymentIntentId,
      clientSecret: intent.body.clientSecret,
      card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(paid.body.status).toBe('succeeded');
    await client.post('/api/payment/confirm-payment', {
      paymentIntentId: intent.body.paymentIntentId,
    });
  }
  return { client, orderId };
}

const move = (client: TestClient, orderId: number, body: unknown) =>
  client.request('PATCH', `/api/orders/${orderId}/status`, { json: body });

async function statusEvents(orderId: number) {
  const rows = await outboxEvents(database.db, 'order.status-changed');
  return rows
    .map((r) => DomainEvent.parse(r.event))
    .filter(
      (e): e is Extract<DomainEvent, { name: 'order.status-changed' }> =>
        e.name === 'order.status-changed' && e.data.orderId === orderId,
    );
}

async function historyOf(orderId: number) {
  return database.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
}

describe('the kitchen moves a paid order to the customer’s door', () => {
  it('accept with 20 minutes, ready, out for delivery, delivered: one event and one history row per move', async () => {
    const { client: guest, orderId } = await guestOrder();
    const before = Date.now();

    const accepted = await move(staff, orderId, { status: 'preparing', prepMinutes: 20 });
    expect(accepted.status).toBe(200);
    const order = accepted.body.order as Order;
    expect(order).toMatchObject({ status: 'preparing', prepMinutes: 20 });
    // Ready in 20 minutes, then 15 minutes' ride.
    const readyBy = Date.parse(order.readyBy!);
    expect(readyBy - before).toBeGreaterThanOrEqual(20 * 60_000 - 1000);
    expect(readyBy - before).toBeLessThan(20 * 60_000 + 5000);
    expect(Date.parse(order.estimatedDelivery!) - readyBy).toBe(15 * 60_000);

    expect((await move(staff, orderId, { status: 'ready' })).status).toBe(200);
    // The test tool's name for in_transit.
    expect((await move(staff, orderId, { status: 'out_for_delivery' })).body.order.status).toBe(
      'in_transit',
    );
    const delivered = await move(staff, orderId, { status: 'delivered' });
    expect(delivered.body.order).toMatchObject({ status: 'delivered' });
    expect(delivered.body.order.deliveredAt).not.toBeNull();

    const events = await statusEvents(orderId);
    expect(events.map((e) => [e.data.move, e.data.from, e.data.to])).toEqual([
      ['pay', 'pending', 'preparing'],
      ['accept', 'preparing', 'preparing'],
      ['ready', 'preparing', 'ready'],
      ['pick-up', 'ready', 'in_transit'],
      ['deliver', 'in_transit', 'delivered'],
    ]);
    expect(events[1]!.data).toMatchObject({
      actor: { role: 'staff' },
      prepMinutes: 20,
      estimatedDelivery: order.estimatedDelivery,
      notice: { customerEmail: guestContact.email, trackingToken: links.token(orderId) },
    });
    expect((await historyOf(orderId)).map((h) => h.move)).toEqual([
      'placed',
      'pay',
      'accept',
      'ready',
      'pick-up',
      'deliver',
    ]);
    // The customer's page shows the same timeline.
    const page = await guest.get(`/api/orders/${orderId}`);
    expect(page.body.order.statusHistory.map((s: { move: string }) => s.move)).toEqual([
      'placed',
      'pay',
      'accept',
      'ready',
      'pick-up',
      'deliver',
    ]);
    expect(page.body.order.statusHistory[2].note).toBe('20 minutes');
  });

  it('a bar order is ready for pickup, then handed over: no driver move', async () => {
    const { orderId } = await guestOrder();
    await database.db
      .update(orders)
      .set({ deliveryType: 'pickup', orderType: 'bar' })
      .where(eq(orders.id, orderId));
    await move(staff, orderId, { status: 'preparing', prepMinutes: 10 });
    await move(staff, orderId, { status: 'ready' });
    const out = await move(staff, orderId, { status: 'in_transit' });
    expect(out.status).toBe(409);
    expect(out.body.message).toBe(`Order #${orderId} is picked up at the bar, not delivered`);
    expect((await move(staff, orderId, { status: 'delivered' })).status).toBe(200);
  });

  it('+10 minutes moves ready-by and the estimate, and tells open pages once', async () => {
    const { orderId } = await guestOrder();
    const accepted = (await move(staff, orderId, { status: 'preparing', prepMinutes: 15 })).body
      .order as Order;
    const delayed = await staff.post(`/api/orders/${orderId}/delay`, { minutes: 10 });
    expect(delayed.status).toBe(200);
    expect(Date.parse(delayed.body.order.readyBy) - Date.parse(accepted.readyBy!)).toBe(600_000);
    expect(delayed.body.order.prepMinutes).toBe(25);
    const estimates = (await outboxEvents(database.db, 'order.estimate-changed'))
      .map((r) => DomainEvent.parse(r.event))
      .filter((e) => e.name === 'order.estimate-changed' && e.data.orderId === orderId);
    expect(estimates).toHaveLength(1);

    expect((await staff.post(`/api/orders/${orderId}/delay`, { minutes: 7 })).status).toBe(400);
    await move(staff, orderId, { status: 'ready' });
    const late = await staff.post(`/api/orders/${orderId}/delay`, { minutes: 5 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(`Order #${orderId} is no longer being prepared`);
  });
});

describe('refused moves say why and change nothing', () => {
  it('unpaid, wrong role, stale board, missing details', async () => {
    const { client: guest, orderId } = await guestOrder({ pay: false });
    const customer = (await signedInCustomer(database.db, api.url)).client;

    const notPaid = await move(staff, orderId, { status: 'preparing', prepMinutes: 20 });
    expect(notPaid.status).toBe(409);
    expect(notPaid.body).toMatchObject({ message: `Order #${orderId} is not paid yet` });
    // Someone else's order does not exist for a customer, a guest or a driver.
    expect((await move(customer, orderId, { status: 'cancelled' })).status).toBe(404);
    expect((await move(api.client(), orderId, { status: 'cancelled' })).status).toBe(404);
    expect(
      (await move(await api.signedIn('driver'), orderId, { status: 'delivered' })).status,
    ).toBe(404);
    // The owner may not run the kitchen.
    const kitchenMove = await move(guest, orderId, { status: 'ready' });
    expect(kitchenMove.status).toBe(403);
    expect(kitchenMove.body.message).toBe('Only the kitchen can mark an order ready');
    expect((await move(staff, orderId, { status: 'eaten' })).status).toBe(400);
    expect((await move(staff, 999999, { status: 'ready' })).status).toBe(404);
    expect((await historyOf(orderId)).map((h) => h.move)).toEqual(['placed']);

    const { orderId: paid } = await guestOrder();
    const noTime = await move(staff, paid, { status: 'preparing' });
    expect(noTime.status).toBe(422);
    const noReason = await move(staff, paid, { status: 'cancelled' });
    expect(noReason).toMatchObject({
      status: 422,
      body: { message: 'Give a reason for the cancellation' },
    });
    await move(staff, paid, { status: 'preparing', prepMinutes: 20 });
    const stale = await move(staff, paid, { status: 'preparing', prepMinutes: 30 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(`Order #${paid} has already been accepted`);
  });

  it('ten staff clicking Ready at once make one move', async () => {
    const { orderId } = await guestOrder();
    await move(staff, orderId, { status: 'preparing', prepMinutes: 10 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => move(staff, orderId, { status: 'ready' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect((await statusEvents(orderId)).filter((e) => e.data.move === 'ready')).toHaveLength(1);
  });

  it('a guest cancels their own unpaid order, but not once it is paid', async () => {
    const { client: guest, orderId } = await guestOrder({ pay: false });
    const cancelled = await move(guest, orderId, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', refund: null });

    const { client: payer, orderId: paid } = await guestOrder();
    const refused = await move(payer, paid, { status: 'cancelled' });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: `Order #${paid} is paid; please call us to cancel it` },
    });
  });
});

describe('cancelling a paid order refunds it, once', () => {
  it('ten concurrent cancels: one move, one refund, the order refunded with one event', async () => {
    const { client: guest, orderId } = await guestOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        move(staff, orderId, { status: 'cancelled', reason: 'Oven broke down' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const ok = answers.find((a) => a.status === 200)!;
    expect(ok.body.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancellationReason: 'Oven broke down',
      refund: { status: 'succeeded', amount: ok.body.order.total },
    });
    const rows = await database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows).toHaveLength(1);
    const refunded = (await outboxEvents(database.db, 'order.refunded')).filter(
      (r) => (r.event as { data: { orderId: number } }).data.orderId === orderId,
    );
    expect(refunded).toHaveLength(1);
    // Later refund checks (webhook, reconciler) find nothing left to do.
    await api.payments.refunds.check(rows[0]!.intentId);
    await api.payments.refunds.recheckPending(Date.now() + 3_600_000);
    expect(
      (await outboxEvents(database.db, 'order.refunded')).filter(
        (r) => (r.event as { data: { orderId: number } }).data.orderId === orderId,
      ),
    ).toHaveLength(1);
    // A refunded order stays refunded when its (succeeded) intent is settled again.
    await api.payments.reconciler.runOnce();
    expect((await guest.get(`/api/orders/${orderId}`)).body.order.paymentStatus).toBe('refunded');
  });
});

describe('a guest’s signed tracking link', () => {
  it('opens its own order only, and no longer a day after delivery', async () => {
    const { orderId } = await guestOrder();
    const { orderId: other } = await guestOrder();
    const stranger = api.client();
    const token = links.token(orderId);

    expect((await stranger.get(`/api/orders/${orderId}?t=${token}`)).status).toBe(200);
    expect((await stranger.get(`/api/orders/${other}?t=${token}`)).status).toBe(404);
    const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const tampered = await stranger.get(`/api/orders/${orderId}?t=${changed}`);
    expect(tampered).toMatchObject({ status: 404, body: { message: 'Order not found' } });
    expect((await stranger.get(`/api/orders/${orderId}?t=short`)).status).toBe(400);

    await database.db
      .update(orders)
      .set({ status: 'delivered', closedAt: sql`now() - interval '25 hours'` })
      .where(eq(orders.id, orderId));
    expect((await stranger.get(`/api/orders/${orderId}?t=${token}`)).status).toBe(404);
  });

  it('grants the order’s live topic in a realtime ticket, and nothing for a wrong link', async () => {
    const { orderId } = await guestOrder();
    const stranger = api.client();
    const topicsOf = async (query: string) => {
      const res = await stranger.get(`/api/realtime/ticket?${query}`);
      expect(res.status).toBe(200);
      const [payload] = (res.body.token as string).split('.');
      return JSON.parse(Buffer.from(payload!, 'base64url').toString()).topics ?? [];
    };
    expect(await topicsOf(`orderId=${orderId}&t=${links.token(orderId)}`)).toEqual([
      `order/${orderId}`,
    ]);
    expect(await topicsOf(`orderId=${orderId}&t=${links.token(orderId + 1)}`)).toEqual([]);
    expect(await topicsOf(`orderId=${orderId}`)).toEqual([]);
  });
});

describe('the kitchen board', () => {
  it('lists paid open orders oldest first, with today’s done ones, for staff only', async () => {
    const { orderId: unpaid } = await guestOrder({ pay: false });
    const { orderId: first } = await guestOrder();
    const { orderId: second } = await guestOrder();
    await move(staff, second, { status: 'cancelled', reason: 'Customer called' });

    const board = await staff.get('/api/kitchen/orders');
    expect(board.status).toBe(200);
    const ids = (board.body.orders as Order[]).map((o) => o.id);
    expect(ids).toContain(first);
    expect(ids).toContain(second);
    expect(ids).not.toContain(unpaid);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(Math.abs(Date.parse(board.body.serverTime) - Date.now())).toBeLessThan(5000);

    expect((await api.client().get('/api/kitchen/orders')).status).toBe(401);
    const customer = (await signedInCustomer(database.db, api.url)).client;
    expect((await customer.get('/api/kitchen/orders')).status).toBe(403);
  });

  it('reads again only the orders a live board names, leaving out those not on it', async () => {
    const { orderId: unpaid } = await guestOrder({ pay: false });
    const { orderId: paid } = await guestOrder();
    const { orderId: cancelled } = await guestOrder();
    await move(staff, cancelled, { status: 'cancelled', reason: 'Customer called' });

    const some = await staff.get(`/api/kitchen/orders?ids=${cancelled},${unpaid},${paid},${paid}`);
    expect(some.status).toBe(200);
    // Oldest first, as the whole board; the unpaid order is not the kitchen's.
    expect((some.body.orders as Order[]).map((o) => [o.id, o.status])).toEqual([
      [paid, 'preparing'],
      [cancelled, 'cancelled'],
    ]);
    const whole = await staff.get('/api/kitchen/orders');
    const paidInWhole = (whole.body.orders as Order[]).find((o) => o.id === paid);
    expect((some.body.orders as Order[])[0]).toEqual(paidInWhole);

    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const [ids, message] of [
      ['', 'Order numbers separated by commas'],
      ['12,', 'Order numbers separated by commas'],
      ['twelve', 'Order numbers separated by commas'],
      ['0', 'Order numbers separated by commas'],
      [tooMany, 'At most 100 orders at once'],
    ]) {
      const refused = await staff.get(`/api/kitchen/orders?ids=${ids}`);
      expect(refused.status, ids).toBe(400);
      expect(refused.body.message, ids).toContain(message);
    }
  });
});
