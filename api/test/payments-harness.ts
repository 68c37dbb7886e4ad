import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import pino, { type Logger } from 'pino';
import type { OrderingStatus, Role } from '@shop/contracts';
import { InProcessEventFeed } from '@shop/realtime';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config/env';
import type { Database, Db } from '../src/db/client';
import { createUser } from '../src/modules/auth/auth.service';
import { createSession } from '../src/modules/auth/sessions';
import { merchandiseItems } from '../src/modules/merchandise/merchandise.tables';
import { orderingSwitches } from '../src/modules/ordering/ordering.tables';
import { numberPendingInvoices } from '../src/modules/invoicing';
import { createPayments, type Payments } from '../src/modules/payments/payments.module';
import { TrackingLinks } from '../src/modules/orders/tracking-links';
import type { PaymentProvider } from '../src/modules/payments/provider';
import { outbox } from '../src/shared/events/outbox.tables';
import { TestClient } from './http-client';
import { StripeProvider } from '../src/modules/payments/stripe-provider';
import type { FakeStripe } from './fake-stripe';

/** The api served on port 0 with the payments module at hand, as the shop wires it. */
export interface PaymentsTestApi {
  url: string;
  db: Db;
  config: Config;
  payments: Payments;
  client(): TestClient;
  /** A client signed in (bearer token) as a new user with this role. */
  signedIn(role: Role): Promise<TestClient>;
  /**
   * Resolves once the invoices of the payments made so far are numbered, as the shop's outbox
   * relay numbers them after each payment (there is no relay here).
   */
  invoicesNumbered(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The shop's api in Stripe mode, with the real Stripe adapter pointed at the loopback fake and
 * the three Stripe settings as an operator would give them.
 */
export function startStripePaymentsApi(
  database: Database,
  fake: FakeStripe,
  webhookSecret: string,
  options: { log?: Logger } = {},
): Promise<PaymentsTestApi> {
  const provider = new StripeProvider({
    secretKey: 'sk_test_fake',
    webhookSecret,
    publishableKey: 'pk_test_fake',
    client: fake.clientConfig,
  });
  return startPaymentsApi(database, {
    provider,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    },
    ...options,
  });
}

export async function startPaymentsApi(
  database: Database,
  options: {
    provider?: PaymentProvider;
    env?: Record<string, string>;
    /** Where the api logs (default: nowhere); tests read what it told the people on call. */
    log?: Logger;
    /** false: payments' invoices wait for the test to number them (a relay of its own). */
    numberInvoices?: boolean;
  } = {},
): Promise<PaymentsTestApi> {
  const log = options.log ?? pino({ level: 'silent' });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  // A payment kicks the relay after its commit; here that numbers its invoice, as the relay would
  // (a failure leaves it unnumbered, for the test to see, and the next kick tries again).
  let numbering: Promise<void> = Promise.resolve();
  const numberInvoices = () => {
    if (options.numberInvoices === false) return;
    numbering = numbering
      .then(() => numberPendingInvoices(database.db))
      .then(
        () => undefined,
        () => undefined,
      );
  };
  const payments = createPayments({
    config: config.payments,
    db: database.db,
    log,
    kickRelay: numberInvoices,
    links: new TrackingLinks(config.realtimeSecret),
    ...(options.provider ? { provider: options.provider } : {}),
  });
  const app = createApp({
    config,
    database,
    log,
    healthChecks: {},
    kickRelay: () => {},
    feed: new InProcessEventFeed(),
    payments,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  let users = 0;
  return {
    url,
    db: database.db,
    config,
    payments,
    client: () => new TestClient(url),
    invoicesNumbered: () => numbering,
    async signedIn(role) {
      users++;
      const user = await createUser(
        database.db,
        { username: `${role}${users}x${Date.now() % 100000}`, password: 'secret-password' },
        role,
      );
      const client = new TestClient(url);
      client.bearer = (await createSession(database.db, user.id)).token;
      return client;
    },
    async close() {
      await payments.reconciler.stop();
      await payments.inbox.idle();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Merchandise in the catalog, prices in cents; one item is not available any more. */
export async function seedMerchandise(db: Db) {
  const rows = await db
    .insert(merchandiseItems)
    .values([
      { name: 'Italieno Hoodie', priceCents: 4995, category: 'Hoodie' },
      { name: 'Italieno T-Shirt', priceCents: 2495, category: 'T-Shirt' },
      { name: 'Italieno Cap', priceCents: 1999, category: 'Hat' },
      { name: 'Italieno Lighter', priceCents: 350, category: 'Lighter' },
      { name: 'Retired Sweatshirt', priceCents: 3995, category: 'Sweatshirt', available: false },
    ])
    .returning();
  const [hoodie, tshirt, cap, lighter, retired] = rows;
  return { hoodie: hoodie!, tshirt: tshirt!, cap: cap!, lighter: lighter!, retired: retired! };
}

/**
 * Writes the switches as another replica would; with `feed`, also publishes the change as that
 * replica's relay would, for an app that keeps the switches in its cache (the order path).
 */
export async function setOrderingSwitches(
  db: Db,
  values: Partial<OrderingStatus>,
  feed?: InProcessEventFeed,
): Promise<void> {
  const [status] = await db
    .insert(orderingSwitches)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: orderingSwitches.id, set: values })
    .returning({
      masterEnabled: orderingSwitches.masterEnabled,
      foodOrderingEnabled: orderingSwitches.foodOrderingEnabled,
      barOrderingEnabled: orderingSwitches.barOrderingEnabled,
      merchandiseOrderingEnabled: orderingSwitches.merchandiseOrderingEnabled,
    });
  await feed?.publish({
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
    name: 'ordering-status.changed',
    version: 1,
    data: { status: status!, changedBy: 1 },
  });
}

export const shippingAddress = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia@example.com',
  phone: '+31 6 12345678',
  line1: 'Damrak 1',
  city: 'Amsterdam',
  postalCode: '1012 LG',
  country: 'Netherlands',
};

type MerchandiseItems = Awaited<ReturnType<typeof seedMerchandise>>;

/**
 * A guest's order: T-shirt × 2 = 49.90, below 50.00 so 5.95 shipping: 55.85. The price and
 * total the client sends are ignored: the server prices the order.
 */
export async function placeMerchandiseOrder(client: TestClient, items: MerchandiseItems) {
  const res = await client.post('/api/merchandise/orders', {
    items: [{ merchandiseId: items.tshirt.id, quantity: 2, price: 1 }],
    shippingAddress,
    totalAmount: 1,
  });
  expect(res.status).toBe(201);
  return { client, orderId: res.body.id as number };
}

/** That order, with the PaymentIntent its checkout opened (the amount sent is ignored). */
export async function merchandiseOrderWithIntent(client: TestClient, items: MerchandiseItems) {
  const { orderId } = await placeMerchandiseOrder(client, items);
  const res = await client.post('/api/payment/create-payment-intent', { orderId, amount: 1 });
  expect(res.status).toBe(200);
  return { client, orderId, intentId: res.body.paymentIntentId as string };
}

/** The outbox rows of one order's 'order.paid' events, as stored (held or not). */
export function paidEventRows(db: Db, orderId: number) {
  return db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.name, 'order.paid'),
        sql`(${outbox.event}->'data'->>'orderId')::int = ${orderId}`,
      ),
    );
}

/** How many 'order.paid' events the outbox holds for one order. */
export async function paidEvents(db: Db, orderId: number): Promise<number> {
  return (await paidEventRows(db, orderId)).length;
}
