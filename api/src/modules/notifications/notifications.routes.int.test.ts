import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_NOTIFICATIONS, TEST_NOTIFICATION_DEFAULTS, type User } from '@shop/contracts';
import { storeNotifications } from '@shop/workers';
import { orders } from '../../db/schema';
import { createAccount, signInWithBearer } from '../../../test/accounts';
import { createPostgresDatabase } from '../../../test/databases';
import { outboxEvents } from '../../../test/food-orders';
import type { TestClient } from '../../../test/http-client';
import { startTestApp } from '../../../test/test-app';

const database = await createPostgresDatabase();
const kickRelay = vi.fn();
const app = await startTestApp({ database, kickRelay });

afterAll(async () => {
  await app.close();
  await database.close();
});

beforeEach(async () => {
  await database.db.execute(sql`truncate notifications, outbox`);
  kickRelay.mockClear();
});

async function signedIn(role: User['role']): Promise<{ user: User; client: TestClient }> {
  const account = await createAccount(database.db, role);
  const client = app.client();
  await signInWithBearer(client, account);
  return { user: account, client };
}

const alice = await signedIn('customer');
const bruno = await signedIn('customer');
const staff = await signedIn('staff');

/** Stored as the workers store them, oldest first. */
async function given(userId: number, ...titles: string[]) {
  const rows = [];
  for (const title of titles) {
    const [row] = await storeNotifications(database.db, [
      {
        userId,
        sourceKey: randomUUID(),
        type: 'order_status_update',
        title,
        message: `${title}.`,
        orderId: 1001,
        status: 'preparing',
        estimatedDeliveryTime: null,
      },
    ]);
    rows.push(row!);
  }
  return rows;
}

/** A paid food order of a signed-in customer (or of a guest with userId null). */
async function foodOrderOf(userId: number | null): Promise<number> {
  const [row] = await database.db
    .insert(orders)
    .values({
      orderType: 'normal',
      userId,
      customerName: 'Alice',
      customerEmail: 'alice@example.com',
      deliveryType: 'delivery',
      subtotalCents: 1000,
      foodTaxCents: 83,
      deliveryFeeCents: 350,
      serviceFeeCents: 200,
      totalCents: 1550,
      status: 'preparing',
      paymentStatus: 'paid',
      estimatedDelivery: new Date('2026-11-21T18:45:00Z'),
    })
    .returning({ id: orders.id });
  return row!.id;
}

const send = (client: TestClient, notification: Record<string, unknown>, role?: string) =>
  client.post('/api/send-notification', { notification, ...(role ? { role } : {}) });

describe('the bell', () => {
  it('lists my notifications newest first with the unread count, never another user’s', async () => {
    await given(alice.user.id, 'Order #1001 is paid', 'Order #1001 accepted');
    await given(bruno.user.id, 'Order #1002 is paid');

    const res = await alice.client.get('/api/notifications');

    expect(res.status).toBe(200);
    expect(res.body.unread).toBe(2);
    expect(res.body.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Order #1001 accepted',
      'Order #1001 is paid',
    ]);
    expect(res.body.notifications[0]).toMatchObject({
      type: 'order_status_update',
      orderId: 1001,
      status: 'preparing',
      read: false,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it(`shows at most ${MAX_NOTIFICATIONS}`, async () => {
    await given(
      alice.user.id,
      ...Array.from({ length: MAX_NOTIFICATIONS + 2 }, (_, i) => `Note ${i}`),
    );

    const res = await alice.client.get('/api/notifications');

    expect(res.body.notifications).toHaveLength(MAX_NOTIFICATIONS);
    expect(res.body.notifications[0].title).toBe(`Note ${MAX_NOTIFICATIONS + 1}`);
  });

  it('marks one read; another user’s or an unknown id is not found, a malformed one is refused', async () => {
    const [mine] = await given(alice.user.id, 'Order #1001 accepted');
    const [theirs] = await given(bruno.user.id, 'Order #1002 accepted');

    const read = await alice.client.patch(`/api/notifications/${mine!.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body.notification).toMatchObject({ id: mine!.id, read: true });
    expect((await alice.client.get('/api/notifications')).body.unread).toBe(0);

    for (const id of [theirs!.id, randomUUID()]) {
      const res = await alice.client.patch(`/api/notifications/${id}/read`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Notification not found');
    }
    const bad = await alice.client.patch('/api/notifications/123/read');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Not a notification id');
    const [row] = (await bruno.client.get('/api/notifications')).body.notifications;
    expect(row.read).toBe(false);
  });

  it('Mark all read and Clear all change only my notifications and say how many', async () => {
    const [first] = await given(alice.user.id, 'One', 'Two', 'Three');
    await alice.client.patch(`/api/notifications/${first!.id}/read`);
    await given(bruno.user.id, 'Bruno’s');

    const readAll = await alice.client.post('/api/notifications/read-all');
    expect(readAll.status).toBe(200);
    expect(readAll.body).toEqual({ changed: 2 });
    expect((await alice.client.get('/api/notifications')).body.unread).toBe(0);

    const cleared = await alice.client.delete('/api/notifications');
    expect(cleared.body).toEqual({ changed: 3 });
    expect((await alice.client.get('/api/notifications')).body).toEqual({
      notifications: [],
      unread: 0,
    });
    expect((await bruno.client.get('/api/notifications')).body.unread).toBe(1);
  });

  it('answers guests 401 on every call', async () => {
    const guest = app.client();
    const calls = [
      guest.get('/api/notifications'),
      guest.patch(`/api/notifications/${randomUUID()}/read`),
      guest.post('/api/notifications/read-all'),
      guest.delete('/api/notifications'),
      send(guest, { title: 'Hi', message: 'Hello' }, 'guest'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe('POST /api/send-notification', () => {
  it('stores the notification for the caller, with the test sender’s defaults, and pushes it through the outbox', async () => {
    const res = await send(
      alice.client,
      {
        type: 'order_status_update',
        title: 'Test notification',
        message: 'Your order is being prepared',
        ...TEST_NOTIFICATION_DEFAULTS,
      },
      'guest',
    );

    expect(res.status).toBe(201);
    expect(res.body.notification).toMatchObject({
      type: 'order_status_update',
      title: 'Test notification',
      orderId: 123,
      status: 'preparing',
      read: false,
    });
    const list = await alice.client.get('/api/notifications');
    expect(list.body.notifications).toEqual([res.body.notification]);
    const events = await outboxEvents(database.db, 'notification.created');
    expect(events.map((e) => e.event)).toMatchObject([
      { data: { userId: alice.user.id, notification: res.body.notification } },
    ]);
    expect(kickRelay).toHaveBeenCalledTimes(1);
  });

  it('lets staff notify the signed-in customer of an order; a customer naming it notifies only themselves', async () => {
    const orderId = await foodOrderOf(alice.user.id);

    const byStaff = await send(staff.client, {
      title: 'Almost there',
      message: 'Two minutes.',
      orderId,
    });
    const byBruno = await send(bruno.client, { title: 'Hi', message: 'Hello', orderId }, 'admin');

    expect(byStaff.status).toBe(201);
    expect(byStaff.body.notification.estimatedDeliveryTime).toBe('2026-11-21T18:45:00.000Z');
    expect(byBruno.status).toBe(201);
    const titles = async (client: TestClient) =>
      (await client.get('/api/notifications')).body.notifications.map(
        (n: { title: string }) => n.title,
      );
    expect(await titles(alice.client)).toEqual(['Almost there']);
    expect(await titles(bruno.client)).toEqual(['Hi']);
    expect(await titles(staff.client)).toEqual([]);
  });

  it('keeps staff’s notification for themselves when the order is unknown or a guest’s', async () => {
    const guestOrder = await foodOrderOf(null);

    await send(staff.client, { title: 'Test', message: 'Order 123', orderId: 123 });
    await send(staff.client, { title: 'Guest', message: 'Guest order', orderId: guestOrder });

    const list = (await staff.client.get('/api/notifications')).body.notifications;
    expect(list.map((n: { orderId: number }) => n.orderId)).toEqual([guestOrder, 123]);
  });

  it.each([
    ['no title', { message: 'Hello' }, 'notification.title'],
    ['an empty message', { title: 'Hi', message: '   ' }, 'notification.message'],
    ['an unknown type', { type: 'spam', title: 'Hi', message: 'Hello' }, 'notification.type'],
    [
      'an order id that is not a number',
      { title: 'Hi', message: 'Hello', orderId: 'abc' },
      'notification.orderId',
    ],
    [
      'an order id beyond any order',
      { title: 'Hi', message: 'Hello', orderId: 2 ** 31 },
      'notification.orderId',
    ],
  ])('refuses %s with 400 and stores nothing', async (_, notification, field) => {
    const res = await send(alice.client, notification);

    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(Object.keys(res.body.fieldErrors ?? {})).toContain(field);
    expect((await alice.client.get('/api/notifications')).body.notifications).toEqual([]);
    expect(await outboxEvents(database.db, 'notification.created')).toEqual([]);
  });
});
