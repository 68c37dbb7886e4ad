/**
 * One order's path in the logs: each request gets an id (the caller's X-Request-Id when it is a
 * plain one), answered in X-Request-Id, and every line written for that request's events, the
 * jobs they start and the e-mails those send names it, so `grep <id>` shows the whole path.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_CARDS } from '@shop/contracts';
import { logMixin } from '@shop/process/log-context';
import { startShop, type Shop } from '../src/shop';
import { createPostgresDatabase } from './databases';
import { ADDRESSES, seededMenu } from './food-orders';
import { signedInCustomer } from './geo-fixtures';
import { wholeShopConfig } from './shop-harness';

interface LogLine {
  msg: string;
  requestId?: string;
  req?: { id?: string; method?: string; url?: string };
  event?: string;
  [field: string]: unknown;
}

const lines: LogLine[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString('utf8').split('\n')) {
      if (text.trim()) lines.push(JSON.parse(text) as LogLine);
    }
    done();
  },
});
const log = pino({ level: 'info', mixin: logMixin }, sink);

let shop: Shop;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  const database = await createPostgresDatabase();
  closeDatabase = () => database.close();
  shop = await startShop(wholeShopConfig({ LOG_LEVEL: 'info' }), { log, database, seed: true });
});

afterAll(async () => {
  await shop?.stop();
  await closeDatabase?.();
});

/** What `grep <id>` over the logs finds. */
const grep = (id: string) => lines.filter((line) => JSON.stringify(line).includes(id));

describe('a request id in the logs', () => {
  it('follows an order from its request to its events, jobs and e-mails', async () => {
    const menu = await seededMenu(shop.database.db);
    const { client: customer } = await signedInCustomer(shop.database.db, shop.url);
    const placing = 'order-4f2a9c1e';
    const placed = await customer.request('POST', '/api/orders', {
      json: {
        items: [{ menuItemId: menu.item('Panino Porchetta').id, quantity: 2 }],
        deliveryAddress: ADDRESSES.damrak,
      },
      headers: { 'x-request-id': placing },
    });
    expect(placed.status).toBe(201);
    expect(placed.headers.get('x-request-id')).toBe(placing);
    const orderId = placed.body.id as number;

    const paying = 'pay-77c0d3e5';
    const intent = await customer.post('/api/payment/create-payment-intent', { orderId });
    // Test mode settles the payment in the card step, as Stripe's webhook would.
    const confirmed = await customer.request('POST', '/api/payment/test-mode/confirm', {
      json: {
        paymentIntentId: intent.body.paymentIntentId,
        clientSecret: intent.body.clientSecret,
        card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
      },
      headers: { 'x-request-id': paying },
    });
    expect(confirmed.status).toBe(200);

    await vi.waitFor(
      () => {
        const placingPath = grep(placing);
        expect(placingPath).toContainEqual(
          expect.objectContaining({ req: expect.objectContaining({ method: 'POST' }) }),
        );
        expect(placingPath).toContainEqual(
          expect.objectContaining({ msg: 'event relayed', event: 'order.placed' }),
        );
        const payingPath = grep(paying);
        expect(payingPath).toContainEqual(
          expect.objectContaining({ msg: 'event relayed', event: 'order.paid' }),
        );
        // The workers' line for the e-mail the payment caused names the same request.
        expect(payingPath.filter((l) => / e-mailed$/.test(l.msg))).not.toEqual([]);
        expect(payingPath.filter((l) => / e-mailed$/.test(l.msg))[0]?.orderId).toBe(orderId);
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it('makes up its own id when the caller gives none, or one that is not plain', async () => {
    const res = await fetch(`${shop.url}/api/menu`, {
      headers: { 'x-request-id': 'has spaces and <tags>' },
    });
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
