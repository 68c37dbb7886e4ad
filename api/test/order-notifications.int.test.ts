/**
 * An order's events through the embedded shop (PGlite, in-process relay, jobs and gateway): the
 * kitchen's and the customer's bells get their notifications live over /ws and keep them, and
 * the customer gets the status e-mail with a tracking link on the shop's public origin.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent } from '@shop/contracts/events';
import { startShop, type Shop } from '../src/shop';
import { recordEvent } from '../src/shared/events/outbox';
import { eventually } from '../../infra/testing/eventually';
import { startSmtpSink, type SmtpSink } from './smtp';
import { orderMoved } from '../../workers/test/order-event-fixture';
import { createAccount, signInWithBearer } from './accounts';
import { createPgliteDatabase } from './databases';
import { TestClient } from './http-client';
import { openPage } from './live-page';
import { mailerTo, wholeShopConfig } from './shop-harness';

const log = pino({ level: 'silent' });

let shop: Shop;
let smtp: SmtpSink;
let mailer: ReturnType<typeof mailerTo>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  mailer = mailerTo(smtp);
  shop = await startShop(wholeShopConfig({ PUBLIC_ORIGIN: 'https://italieno.nl' }), {
    log,
    database: await createPgliteDatabase(),
    mailer,
  });
});
afterAll(async () => {
  await shop?.stop();
  await shop?.database.close();
  await mailer?.close();
  await smtp?.close();
});

async function signedIn(role: 'customer' | 'staff') {
  const account = await createAccount(shop.database.db, role);
  const client = new TestClient(shop.url);
  await signInWithBearer(client, account);
  return { id: account.id, client };
}

/** Records an event as the api's lifecycle does, in a transaction, and asks for it to be relayed. */
async function record(event: NewEvent) {
  await shop.database.db.transaction((tx) => recordEvent(tx, event));
  void shop.relay.kick();
}

const { id: _id, occurredAt: _at, ...paid } = orderMoved('pay');

describe('order notifications in the embedded shop', () => {
  it('a paid and accepted order: the kitchen and the customer hear of it live, keep it, and the customer gets one e-mail', async () => {
    const customer = await signedIn('customer');
    const staff = await signedIn('staff');
    const kitchen = await openPage(shop, staff.client);
    const tab = await openPage(shop, customer.client);
    try {
      await record({ ...paid, data: { ...paid.data, orderId: 1101, userId: customer.id } });
      const accepted = orderMoved('accept', { orderId: 1101, userId: customer.id });
      await record({ name: accepted.name, version: 1, data: accepted.data });

      const titlesOf = (page: typeof kitchen) =>
        page.messages.flatMap((m) =>
          m.message.type === 'notification' ? [m.message.notification.title] : [],
        );
      await eventually(() => expect(titlesOf(kitchen)).toEqual(['New order #1101']));
      await eventually(() =>
        expect(titlesOf(tab)).toEqual(['Order #1101 is paid', 'Order #1101 accepted']),
      );
      const bell = (await customer.client.get('/api/notifications')).body;
      expect(bell.unread).toBe(2);
      expect(bell.notifications[0]).toMatchObject({
        title: 'Order #1101 accepted',
        message: 'Ready in about 20 minutes; expected at 19:45.',
      });

      await eventually(() => expect(smtp.messages).toHaveLength(1));
      expect(smtp.messages[0]!.subject).toBe('Your order #1101 is confirmed');
      expect(smtp.messages[0]!.text).toContain('https://italieno.nl/order/1101?t=signed-token');
    } finally {
      kitchen.close();
      tab.close();
    }
  });

  it('a test notification reaches the sender’s open tab through the outbox', async () => {
    const customer = await signedIn('customer');
    const tab = await openPage(shop, customer.client);
    try {
      const res = await customer.client.post('/api/send-notification', {
        notification: { title: 'Test notification', message: 'It works', orderId: 123 },
        role: 'guest',
      });
      expect(res.status).toBe(201);

      await eventually(() =>
        expect(
          tab.messages.some(
            (m) =>
              m.message.type === 'notification' &&
              m.message.notification.id === res.body.notification.id,
          ),
        ).toBe(true),
      );
    } finally {
      tab.close();
    }
  });
});
