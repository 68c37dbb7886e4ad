/**
 * A partner bar's public "ready for pickup" screen through the embedded shop (PostgreSQL,
 * in-process relay and gateway): a guest's socket on the bar's public topic hears each of the
 * bar's orders move from preparing to ready to gone, as numbers only, and the screen's read says
 * the same without a single name.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS, type BarPickupBoard } from '@shop/contracts';
import { Topics, type ServerMessage } from '@shop/contracts/realtime';
import { eventually } from '../../infra/testing/eventually';
import { startShop, type Shop } from '../src/shop';
import { createAccount, signInWithBearer } from './accounts';
import { createPostgresDatabase } from './databases';
import { guestContact, seededMenu } from './food-orders';
import { TestClient } from './http-client';
import { openPage } from './live-page';
import { wholeShopConfig } from './shop-harness';

const BAR = 'bar-fiorella';
let shop: Shop;

beforeAll(async () => {
  shop = await startShop(wholeShopConfig(), {
    log: pino({ level: 'silent' }),
    database: await createPostgresDatabase(),
    seed: true,
  });
});
afterAll(async () => {
  await shop?.stop();
  await shop?.database.close();
});

async function paidBarOrder(): Promise<number> {
  const guest = new TestClient(shop.url);
  const caprese = (await seededMenu(shop.database.db)).item('Panino Caprese');
  const placed = await guest.post('/api/orders', {
    items: [{ menuItemId: caprese.id, quantity: 1 }],
    orderType: 'bar',
    barSlug: BAR,
    ...guestContact,
  });
  expect(placed.status, placed.text).toBe(201);
  const intent = await guest.post('/api/payment/create-payment-intent', {
    orderId: placed.body.id,
  });
  const paid = await guest.post('/api/payment/test-mode/confirm', {
    paymentIntentId: intent.body.paymentIntentId,
    clientSecret: intent.body.clientSecret,
    card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
  });
  expect(paid.body.status).toBe('succeeded');
  return placed.body.id as number;
}

const screenRead = async () => {
  const res = await new TestClient(shop.url).get<BarPickupBoard>(`/api/bars/${BAR}/pickup-board`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('the bar pickup screen', () => {
  it('shows a bar order as preparing once accepted, then ready, then not at all, by number only', async () => {
    const staff = new TestClient(shop.url);
    await signInWithBearer(staff, await createAccount(shop.database.db, 'staff'));
    const empty = await screenRead();
    expect(empty).toMatchObject({ barName: 'Bar Fiorella', preparing: [], ready: [] });

    // The screen is a guest page: no account, no ticket for any order.
    const screen = await openPage(shop);
    try {
      screen.send({ type: 'subscribe', topic: empty.topic });
      await eventually(() =>
        expect(screen.messages.map((m) => m.message)).toContainEqual({
          type: 'subscribed',
          topic: empty.topic,
        }),
      );
      const orderId = await paidBarOrder();
      // Paid but not accepted: the kitchen may still refuse it, so the screen does not show it.
      expect((await screenRead()).preparing).not.toContain(orderId);

      const move = (body: object) => staff.patch(`/api/orders/${orderId}/status`, body);
      const heard = () =>
        screen.messages.flatMap(({ message }) =>
          message.type === 'bar-pickup' && message.orderId === orderId ? [message] : [],
        );

      expect((await move({ status: 'preparing', prepMinutes: 10 })).status).toBe(200);
      await eventually(() => expect(heard().map((m) => m.stage)).toEqual(['preparing']));
      expect(await screenRead()).toMatchObject({ preparing: [orderId], ready: [] });

      expect((await move({ status: 'ready' })).status).toBe(200);
      await eventually(() => expect(heard().map((m) => m.stage)).toEqual(['preparing', 'ready']));
      expect(await screenRead()).toMatchObject({ preparing: [], ready: [orderId] });

      expect((await move({ status: 'delivered' })).status).toBe(200);
      await eventually(() =>
        expect(heard().map((m) => m.stage)).toEqual(['preparing', 'ready', 'gone']),
      );
      expect(await screenRead()).toMatchObject({ preparing: [], ready: [] });

      // What the public hears is the number and the stage, nothing about the customer.
      for (const message of heard()) {
        expect(Object.keys(message).sort()).toEqual(['orderId', 'stage', 'topic', 'type']);
      }
      const guestHeard = JSON.stringify(screen.messages);
      expect(guestHeard).not.toContain(guestContact.customerName);
      expect(guestHeard).not.toContain(guestContact.email);
      // Nothing from the kitchen's or the order's own topics reaches the screen.
      const types = new Set(screen.messages.map((m) => m.message.type));
      expect(types.has('order-status' satisfies ServerMessage['type'])).toBe(false);
      expect(types.has('order-paid')).toBe(false);
    } finally {
      screen.close();
    }
  });

  it('refuses to let the screen hear the kitchen’s topic', async () => {
    const screen = await openPage(shop);
    try {
      screen.send({ type: 'subscribe', topic: Topics.staffOrders });
      await eventually(() =>
        expect(screen.messages.some((m) => m.message.type === 'error')).toBe(true),
      );
      expect(screen.messages.map((m) => m.message)).not.toContainEqual({
        type: 'subscribed',
        topic: Topics.staffOrders,
      });
    } finally {
      screen.close();
    }
  });

  it('answers an unknown bar with the QR code’s 404', async () => {
    const res = await new TestClient(shop.url).get('/api/bars/no-such-bar/pickup-board');
    expect(res.status).toBe(404);
  });
});
