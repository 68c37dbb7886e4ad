/**
 * Split mode rides out its dependencies' restarts. The shop and its e-mail
 * workers run on a PostgreSQL and a redis-server of their own, so this file can restart and kill
 * them without touching the servers other test files share. During a stream of guest orders paid
 * in test mode, one fault at a time: PostgreSQL restarted immediately (SIGQUIT, as
 * `pg_ctl restart -m immediate`), every shop connection ended by `pg_terminate_backend`, and
 * redis-server killed with SIGKILL and started again. After each: this process (the api, the relay
 * and the workers in it) is still alive, every order a client saw paid is paid in the database,
 * every paid order got exactly one invoice e-mail, health is back to 200 and a new order goes
 * through, all without restarting anything of the shop.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { eq, isNull, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Redis } from 'ioredis';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@shop/contracts';
import { repoRoot } from '@shop/process/env';
import { createProcessors, startBullWorkers, type BullWorkers, type Mailer } from '@shop/workers';
import { openWorkersDatabase } from '../../workers/src/db/client';
import { eventually } from '../../infra/testing/eventually';
import { startSmtpSink, type SmtpSink } from './smtp';
import { OwnedServers } from '../../infra/testing/owned-servers';
import { openDatabase, type Database } from '../src/db/client';
import { orders } from '../src/modules/orders/orders.tables';
import { outbox } from '../src/shared/events/outbox.tables';
import { startShop, type Shop } from '../src/shop';
import { ADDRESSES, guestContact, seededMenu } from './food-orders';
import { TestClient, type TestResponse } from './http-client';
import { mailerTo, wholeShopConfig } from './shop-harness';

const log = pino({ level: 'silent' });

/** The servers this file owns, with the shop's schema applied. */
class Dependencies extends OwnedServers {
  constructor() {
    super('shop-faults-');
  }

  override async start() {
    await super.start();
    const pool = new pg.Pool({ connectionString: this.databaseUrl, max: 1 });
    await migrate(drizzle(pool), { migrationsFolder: join(repoRoot(), 'api', 'drizzle') });
    await pool.end();
  }
}

interface Flow {
  orderId: number | null;
  /** The client was told the order is paid. */
  acknowledged: boolean;
  /** The answers that stopped this flow, if one did. */
  refusal: { status: number; retryAfter: string | null; body: unknown } | null;
}

/** The shop (api and relay) and the e-mail workers, each with its own pool, as three processes would. */
class SplitShop {
  shop!: Shop;
  smtp!: SmtpSink;
  private database!: Database;
  private workersDb!: ReturnType<typeof openWorkersDatabase>;
  private workers!: BullWorkers;
  private mailer!: Mailer;
  private menuItemId = 0;
  private readonly prefix = `faults-${randomBytes(4).toString('hex')}`;

  constructor(private readonly deps: Dependencies) {}

  async start() {
    this.smtp = await startSmtpSink();
    this.database = await openDatabase({ kind: 'postgres', url: this.deps.databaseUrl }, log);
    this.workersDb = openWorkersDatabase(this.deps.databaseUrl, log);
    this.mailer = mailerTo(this.smtp);
    this.workers = await startBullWorkers({
      redisUrl: this.deps.redisUrl,
      processors: createProcessors({
        db: this.workersDb.db,
        mailer: this.mailer,
        log,
        shopInbox: null,
      }),
      log,
      prefix: this.prefix,
    });
    const config = wholeShopConfig({
      DATABASE_URL: this.deps.databaseUrl,
      REDIS_URL: this.deps.redisUrl,
      REALTIME_SECRET: 'a-test-realtime-secret-of-32-characters-at-least',
    });
    this.shop = await startShop(config, {
      log,
      database: this.database,
      seed: true,
      jobPrefix: this.prefix,
    });
    this.menuItemId = (await seededMenu(this.database.db)).item('Panino Porchetta').id;
  }

  /** A guest orders two panini and pays with 4242; never throws, whatever the shop answers. */
  async orderAndPay(): Promise<Flow> {
    const client = new TestClient(this.shop.url);
    const flow: Flow = { orderId: null, acknowledged: false, refusal: null };
    const refused = (res: TestResponse, expected: number) => {
      if (res.status === expected) return false;
      flow.refusal = {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: res.body,
      };
      return true;
    };
    try {
      const placed = await client.post('/api/orders', {
        items: [{ menuItemId: this.menuItemId, quantity: 2 }],
        deliveryAddress: ADDRESSES.damrak,
        ...guestContact,
      });
      if (refused(placed, 201)) return flow;
      flow.orderId = placed.body.id as number;
      const intent = await client.post('/api/payment/create-payment-intent', {
        orderId: flow.orderId,
      });
      if (refused(intent, 200)) return flow;
      const paid = await client.post('/api/payment/test-mode/confirm', {
        paymentIntentId: intent.body.paymentIntentId,
        clientSecret: intent.body.clientSecret,
        card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
      });
      if (refused(paid, 200) || paid.body.status !== 'succeeded') return flow;
      const confirmed = await client.post('/api/payment/confirm-payment', {
        paymentIntentId: intent.body.paymentIntentId,
      });
      if (refused(confirmed, 200)) return flow;
      flow.acknowledged = confirmed.body.paymentStatus === 'paid';
    } catch {
      // A dropped connection is an answer the client did not get; the books check covers it.
    }
    return flow;
  }

  /**
   * `count` orders, `concurrency` at a time; `fault` starts once a quarter of them are done and
   * runs while the rest go on.
   */
  async streamWithFault(count: number, fault: () => Promise<unknown>) {
    const flows: Flow[] = [];
    let started = 0;
    let faultRun: Promise<unknown> | null = null;
    const worker = async () => {
      while (started < count) {
        started++;
        flows.push(await this.orderAndPay());
        if (!faultRun && flows.length >= count / 4) faultRun = fault();
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    await faultRun;
    return flows;
  }

  async health() {
    return (await new TestClient(this.shop.url).get('/api/health')).status;
  }

  /** Paid orders with their invoice e-mails, once events and jobs have settled. */
  async books() {
    const db = this.database.db;
    const queue = new Queue('email', {
      connection: new Redis(this.deps.redisUrl, { maxRetriesPerRequest: 1 }),
      prefix: this.prefix,
    });
    try {
      await eventually(async () => {
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(outbox)
          .where(isNull(outbox.publishedAt));
        expect(row?.n).toBe(0);
        expect(await queue.getJobCountByTypes('waiting', 'active', 'delayed', 'prioritized')).toBe(
          0,
        );
      }, 60_000);
    } finally {
      await queue.close();
      await queue.disconnect();
    }
    // Room for a duplicate that would still be on its way to the SMTP server.
    await sleep(300);
    const paid = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentStatus, 'paid'));
    const invoices = new Map<number, number>();
    for (const mail of this.smtp.messages) {
      const match = /invoice for order #(\d+)/.exec(mail.subject ?? '');
      if (match) invoices.set(Number(match[1]), (invoices.get(Number(match[1])) ?? 0) + 1);
    }
    return { paid: paid.map((r) => r.id), invoices };
  }

  async stop() {
    await this.shop?.stop();
    await this.workers?.close();
    await this.workersDb?.close();
    await this.database?.close();
    await this.mailer?.close();
    await this.smtp?.close();
  }
}

/** What every fault must leave behind: the books whole and the shop serving again by itself. */
async function expectRecovered(shop: SplitShop, flows: Flow[]) {
  // Whatever failed on the way was told so in the shop's words: 503, when to retry, no 500.
  for (const { refusal } of flows) {
    if (!refusal) continue;
    expect(refusal).toEqual({
      status: 503,
      retryAfter: expect.stringMatching(/^\d+$/),
      body: { type: 'unavailable', code: expect.any(String), message: expect.any(String) },
    });
  }
  await eventually(async () => expect(await shop.health()).toBe(200), 30_000);
  const { paid, invoices } = await shop.books();
  const acknowledged = flows.filter((f) => f.acknowledged).map((f) => f.orderId!);
  expect(acknowledged.length).toBeGreaterThan(0);
  for (const id of acknowledged) expect(paid).toContain(id);
  for (const id of paid)
    expect({ id, invoices: invoices.get(id) ?? 0 }).toEqual({ id, invoices: 1 });
  expect([...invoices.keys()].every((id) => paid.includes(id))).toBe(true);
  // Every connection a request or a transaction borrowed during the fault was given back.
  await eventually(() => {
    const pool = shop.shop.database.connections()!;
    expect(pool.idle).toBe(pool.total);
  });
  const after = await shop.orderAndPay();
  expect(after.acknowledged).toBe(true);
  await eventually(
    async () => expect((await shop.books()).invoices.get(after.orderId!)).toBe(1),
    30_000,
  );
}

describe('split mode rides out its dependencies going away', () => {
  const deps = new Dependencies();
  const shop = new SplitShop(deps);

  beforeAll(async () => {
    await deps.start();
    await shop.start();
  }, 120_000);

  afterAll(async () => {
    await shop.stop();
    await deps.stop();
  });

  it('PostgreSQL restarted immediately mid-stream: 503 with Retry-After meanwhile, nothing lost or doubled', async () => {
    let healthWhileDown = 0;
    const flows = await shop.streamWithFault(24, async () => {
      const restart = deps.restartPostgresImmediately(1500);
      await sleep(500);
      healthWhileDown = await shop.health();
      await restart;
    });

    expect(healthWhileDown).toBe(503);
    const refused = flows.filter((f) => f.refusal);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.refusal!.body).toEqual({
      type: 'unavailable',
      code: 'database_unavailable',
      message: 'The shop is briefly unavailable. Please try again in a moment.',
    });
    await expectRecovered(shop, flows);
  }, 120_000);

  it('every shop session ended by pg_terminate_backend mid-stream', async () => {
    let ended = 0;
    const flows = await shop.streamWithFault(24, async () => {
      ended = await deps.terminateShopSessions();
    });

    expect(ended).toBeGreaterThan(0);
    await expectRecovered(shop, flows);
  }, 120_000);

  it('redis-server killed mid-stream and started again: events and jobs wait, then flow', async () => {
    const flows = await shop.streamWithFault(24, () => deps.killRedis(1500));

    await expectRecovered(shop, flows);
  }, 120_000);
});
