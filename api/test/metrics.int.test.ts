/**
 * What Prometheus reads from an embedded shop: one endpoint on a port of its own with the
 * api's, the gateway's and the workers' series in the text format, moving when an order is
 * placed and paid, and labels that name route templates, never ids or people.
 */
import { pino } from 'pino';
import { TEST_CARDS } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveMetrics, type MetricsServer } from '@shop/process/metrics';
import type { InProcessJobRunner } from '@shop/workers';
import { TestSocket } from '../../realtime/test/ws-client';
import { startShop, type Shop } from '../src/shop';
import { createPostgresDatabase } from './databases';
import { ADDRESSES, seededMenu } from './food-orders';
import { signedInCustomer } from './geo-fixtures';
import { TestClient } from './http-client';
import { wholeShopConfig } from './shop-harness';

const log = pino({ level: 'silent' });

let shop: Shop;
let metrics: MetricsServer;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  const database = await createPostgresDatabase();
  closeDatabase = () => database.close();
  shop = await startShop(wholeShopConfig(), { log, database, seed: true });
  metrics = await serveMetrics({ registry: shop.metrics, port: 0, host: '127.0.0.1', log });
});

afterAll(async () => {
  await metrics?.close();
  await shop?.stop();
  await closeDatabase?.();
});

async function scrape(): Promise<{ contentType: string; text: string }> {
  const res = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
  expect(res.status).toBe(200);
  return { contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** The value of one series, e.g. value(text, 'shop_orders', { status: 'received' }); 0 when absent. */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((pair) => line.includes(pair))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

describe('GET /metrics of an embedded shop', () => {
  it('answers in the Prometheus text format with the series of all three parts', async () => {
    const { contentType, text } = await scrape();
    expect(contentType).toContain('text/plain');
    for (const series of [
      '# TYPE http_request_duration_seconds histogram',
      '# TYPE shop_ws_sockets gauge',
      '# TYPE shop_ws_messages_published_total counter',
      '# TYPE shop_ws_messages_dropped_total counter',
      '# TYPE shop_ws_messages_malformed_total counter',
      '# TYPE shop_outbox_lag_seconds gauge',
      '# TYPE shop_outbox_relay_errors_total counter',
      '# TYPE shop_queue_jobs gauge',
      '# TYPE shop_queue_stalled_total counter',
      '# TYPE shop_emails_total counter',
      '# TYPE shop_payment_webhooks_total counter',
      '# TYPE shop_orders gauge',
      '# TYPE shop_db_pool_connections gauge',
      '# TYPE process_cpu_seconds_total counter',
      '# TYPE nodejs_eventloop_lag_seconds gauge',
    ]) {
      expect(text).toContain(series);
    }
    expect(value(text, 'shop_health_check', { check: 'database' })).toBe(1);
    expect(value(text, 'shop_health_check', { check: 'events' })).toBe(1);
    expect(text).toContain('shop_queue_jobs{queue="email",state="waiting"}');
  });

  it('is not on the public port', async () => {
    const res = await fetch(`${shop.url}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('# TYPE');
  });

  it('moves when an order is placed and paid, labelled by route template only', async () => {
    const before = (await scrape()).text;
    const menu = await seededMenu(shop.database.db);
    const { client: customer } = await signedInCustomer(shop.database.db, shop.url);
    const placed = await customer.post('/api/orders', {
      items: [{ menuItemId: menu.item('Panino Porchetta').id, quantity: 2 }],
      deliveryAddress: ADDRESSES.damrak,
    });
    expect(placed.status, placed.text).toBe(201);
    const orderId = placed.body.id as number;
    const intent = await customer.post('/api/payment/create-payment-intent', { orderId });
    const paid = await customer.post('/api/payment/test-mode/confirm', {
      paymentIntentId: intent.body.paymentIntentId,
      clientSecret: intent.body.clientSecret,
      card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(paid.status).toBe(200);
    const confirmed = await customer.post('/api/payment/confirm-payment', {
      paymentIntentId: intent.body.paymentIntentId,
    });
    expect(confirmed.status).toBe(200);
    expect((await customer.get(`/api/orders/${orderId}`)).status).toBe(200);
    // The payment settles, its events are relayed and the e-mail job runs, all after the answer.
    const paidEvents = () => value(before, 'shop_events_published_total', { name: 'order.paid' });
    let after = '';
    await vi.waitFor(
      async () => {
        await shop.relay.kick();
        await (shop.jobs as InProcessJobRunner).idle();
        after = (await scrape()).text;
        expect(value(after, 'shop_events_published_total', { name: 'order.paid' })).toBe(
          paidEvents() + 1,
        );
        expect(value(after, 'shop_emails_total', { outcome: 'sent' })).toBeGreaterThan(
          value(before, 'shop_emails_total', { outcome: 'sent' }),
        );
      },
      { timeout: 10_000, interval: 200 },
    );
    const placedRoute = { method: 'POST', route: '/api/orders', status_class: '2xx' };
    expect(value(after, 'http_request_duration_seconds_count', placedRoute)).toBe(
      value(before, 'http_request_duration_seconds_count', placedRoute) + 1,
    );
    const byId = { method: 'GET', route: '/api/orders/:id', status_class: '2xx' };
    expect(value(after, 'http_request_duration_seconds_count', byId)).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(`/api/orders/${orderId}"`);
    for (const name of ['order.placed', 'order.paid']) {
      expect(value(after, 'shop_events_published_total', { name })).toBe(
        value(before, 'shop_events_published_total', { name }) + 1,
      );
    }
    const ordersNow = [...after.matchAll(/^shop_orders\{status="[a-z_]+"\} (\d+)$/gm)];
    const ordersBefore = [...before.matchAll(/^shop_orders\{status="[a-z_]+"\} (\d+)$/gm)];
    const total = (rows: RegExpMatchArray[]) => rows.reduce((n, m) => n + Number(m[1]), 0);
    expect(total(ordersNow)).toBe(total(ordersBefore) + 1);
  });

  it('counts sockets by role and refuses malformed messages as such', async () => {
    const guest = new TestClient(shop.url);
    const ticket = (await guest.get('/api/realtime/ticket')).body;
    const query = new URLSearchParams({
      token: ticket.token,
      role: ticket.role,
      id: ticket.id,
      t: String(ticket.t),
    });
    const socket = await TestSocket.open(`ws://127.0.0.1:${shop.gateway!.port}/ws?${query}`);
    await socket.next('connected');
    const before = (await scrape()).text;
    expect(value(before, 'shop_ws_sockets', { role: 'guest' })).toBeGreaterThanOrEqual(1);
    socket.send('{"type":"no-such-message"}');
    expect(await socket.next('error')).toMatchObject({ code: 'invalid_message' });
    const after = (await scrape()).text;
    expect(value(after, 'shop_ws_messages_malformed_total')).toBe(
      value(before, 'shop_ws_messages_malformed_total') + 1,
    );
    socket.close();
  });
});
