/**
 * Three api processes on one PostgreSQL and Redis (split mode as real processes), one relaying
 * the outbox at a time. A stream of guest orders, each placed, paid, accepted and made ready
 * through different replicas, so an order's events are recorded by several processes; the
 * relaying process is killed with SIGKILL a third of the way through. Then, for the events the
 * workers and the gateway hear (a BullMQ worker and the gateway's own feed class in this
 * process): every order's events in the order the outbox recorded them, each event heard once
 * by the gateway's listeners, each job once, none missing; and another process relaying within
 * 2 s of the kill.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@shop/contracts';
import { EVENTS_CHANNEL, type DomainEvent } from '@shop/contracts/events';
import { jobsFor, QUEUES } from '@shop/contracts/jobs';
import { RedisEventFeed } from '@shop/realtime';
import { generateVapidKeys } from '@shop/workers';
import { SplitMode, type ShopProcess } from '../../infra/load/split-processes';
import { startSmtpSink, type SmtpSink } from './smtp';
import { TestClient } from './http-client';

const log = pino({ level: 'silent' });
const ORDERS = 45;
const CONCURRENCY = 5;
const ADDRESS = {
  streetAddress: 'Damrak 1',
  city: 'Amsterdam',
  zipCode: '1012 LG',
  country: 'Netherlands',
};

// With Web Push on (VAPID keys), so the relay queues the push jobs too and their order is checked.
const vapid = generateVapidKeys();
const split = new SplitMode({
  api: 3,
  realtime: 1,
  workers: 0,
  prefix: 'shop-relay-replicas-',
  apiEnv: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
});
let smtp: SmtpSink;
let feed: RedisEventFeed;
let raw: Redis;
let workerConnection: Redis;
const workers: Worker[] = [];
/** What the gateway's listeners heard, in order. */
const heard: DomainEvent[] = [];
/** Messages on the channel per event id, repeats included. */
const onChannel = new Map<string, number>();
/** Jobs as the workers took them, one queue at a time per queue. */
const processed: { queue: string; jobId: string }[] = [];

/** Is this process the one relaying? Read from its metrics, as an operator would. */
async function leads(p: ShopProcess): Promise<boolean> {
  try {
    const res = await fetch(p.metricsUrl, { signal: AbortSignal.timeout(1000) });
    return /^shop_outbox_relay_leader 1$/m.test(await res.text());
  } catch {
    return false;
  }
}

/** A browser that talks to whichever api answers, starting at replica `first`. */
class Browser {
  private readonly client = new TestClient('');
  constructor(private readonly apis: ShopProcess[]) {}

  async call(first: number, method: string, path: string, json?: unknown, headers = {}) {
    for (let attempt = 0; attempt < 6; attempt++) {
      const api = this.apis[(first + attempt) % this.apis.length]!;
      if (!api.running) continue;
      try {
        const base = api.healthUrl.replace('/api/health', '');
        return await this.client.request(method, base + path, { json, headers });
      } catch {
        // The replica went away (killed); the next one takes the call, as the proxy would.
      }
    }
    throw new Error(`${method} ${path}: no api answered`);
  }

  set bearer(token: string) {
    this.client.bearer = token;
  }
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  await split.start(smtp.url);
  feed = new RedisEventFeed(split.redisUrl, log);
  await feed.ready();
  feed.subscribe((event) => heard.push(event));
  raw = new Redis(split.redisUrl);
  raw.on('message', (_channel: string, message: string) => {
    const { id } = JSON.parse(message) as { id: string };
    onChannel.set(id, (onChannel.get(id) ?? 0) + 1);
  });
  await raw.subscribe(EVENTS_CHANNEL);
  workerConnection = new Redis(split.redisUrl, { maxRetriesPerRequest: null });
  for (const queue of Object.values(QUEUES))
    workers.push(
      new Worker(
        queue,
        async (job) => {
          processed.push({ queue, jobId: job.id! });
        },
        { connection: workerConnection, concurrency: 1 },
      ),
    );
}, 240_000);

afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await workerConnection?.quit();
  await raw?.quit();
  await feed?.close();
  await split.stop();
  await smtp?.close();
});

describe('three api processes, one relaying', () => {
  it('every order is heard in the order it was recorded, once, with the relaying process killed mid-stream', async () => {
    const apis = split.ofKind('api');
    const staff = new Browser(apis);
    const login = await staff.call(0, 'POST', '/api/admin/login', {
      username: 'admin',
      password: 'admin1234',
    });
    expect(login.status).toBe(200);
    staff.bearer = login.body.token as string;
    const menu = await staff.call(0, 'GET', '/api/menu');
    const item = (menu.body as { items: { id: number; name: string }[] }).items.find(
      (i) => i.name === 'Panino Porchetta',
    )!;

    const orderIds: number[] = [];
    /** An order through three replicas: placed on one, paid on the next, cooked on the third. */
    const flow = async (n: number) => {
      const guest = new Browser(apis);
      const placed = await guest.call(
        n,
        'POST',
        '/api/orders',
        {
          items: [{ menuItemId: item.id, quantity: 2 }],
          deliveryAddress: ADDRESS,
          customerName: 'Sofia Romano',
          email: `replica-${n}@example.com`,
          customerPhone: '+31 6 12345678',
        },
        { 'idempotency-key': randomUUID() },
      );
      expect(placed.status).toBe(201);
      const orderId = placed.body.id as number;
      orderIds.push(orderId);
      const intent = await guest.call(n + 1, 'POST', '/api/payment/create-payment-intent', {
        orderId,
      });
      const { paymentIntentId, clientSecret } = intent.body;
      const paid = await guest.call(n + 2, 'POST', '/api/payment/test-mode/confirm', {
        paymentIntentId,
        clientSecret,
        card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
      });
      expect(paid.body.status).toBe('succeeded');
      const moves = [{ status: 'preparing', prepMinutes: 20 }, { status: 'ready' }];
      for (const [i, move] of moves.entries()) {
        const moved = await staff.call(n + i, 'PATCH', `/api/orders/${orderId}/status`, move);
        // A move that went through before its replica died is refused as already made.
        expect([200, 409]).toContain(moved.status);
      }
    };

    let started = 0;
    let done = 0;
    let kill: Promise<{ killed: string; takeoverMs: number }> | null = null;
    const killLeader = async () => {
      const leader = (await Promise.all(apis.map(async (p) => ((await leads(p)) ? p : null)))).find(
        Boolean,
      )!;
      expect(leader).toBeTruthy();
      const at = Date.now();
      await leader.kill('SIGKILL');
      for (;;) {
        const others = apis.filter((p) => p !== leader);
        if ((await Promise.all(others.map(leads))).some(Boolean))
          return { killed: leader.name, takeoverMs: Date.now() - at };
        if (Date.now() - at > 30_000) throw new Error('no api process took over the relay');
        await sleep(50);
      }
    };
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (started < ORDERS) {
          await flow(started++);
          done++;
          if (!kill && done >= ORDERS / 3) kill = killLeader();
        }
      }),
    );
    const { killed, takeoverMs } = await kill!;
    expect(takeoverMs).toBeLessThan(2000);

    // Everything relayed and every job taken.
    const db = new pg.Client(split.databaseUrl);
    await db.connect();
    try {
      await expect
        .poll(
          async () =>
            (await db.query('select count(*)::int as n from outbox where published_at is null'))
              .rows[0].n,
          { timeout: 30_000, interval: 200 },
        )
        .toBe(0);
      const { rows } = await db.query<{ event: DomainEvent; last_error: string | null }>(
        `select event, last_error from outbox
          where (event->'data'->>'orderId')::int = any($1::int[])
          order by occurred_at, id`,
        [orderIds],
      );
      expect(rows.filter((r) => r.last_error?.startsWith('contract'))).toEqual([]);
      const recorded = rows.map((r) => r.event);
      const expectedJobs = recorded.flatMap((e) => jobsFor(e));
      await expect
        .poll(() => processed.length, { timeout: 30_000, interval: 200 })
        .toBeGreaterThanOrEqual(expectedJobs.length);
      await expect
        .poll(() => recorded.filter((e) => !heard.some((h) => h.id === e.id)).length, {
          timeout: 10_000,
          interval: 200,
        })
        .toBe(0);

      const orderOf = (e: DomainEvent) => (e.data as { orderId?: number }).orderId;
      for (const orderId of orderIds) {
        const mine = (e: DomainEvent) => orderOf(e) === orderId;
        // The gateway's listeners: in the recorded order, each once.
        expect(heard.filter(mine).map((e) => e.id)).toEqual(recorded.filter(mine).map((e) => e.id));
        // The workers: per queue, in the recorded order of their events, each job once.
        for (const queue of Object.values(QUEUES)) {
          const wanted = recorded
            .filter(mine)
            .flatMap((e) => jobsFor(e))
            .filter((j) => j.queue === queue)
            .map((j) => j.jobId);
          const got = processed
            .filter((p) => p.queue === queue && wanted.includes(p.jobId))
            .map((p) => p.jobId);
          expect(got).toEqual(wanted);
        }
      }
      const ids = heard.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      const jobIds = processed.map((p) => p.jobId);
      expect(new Set(jobIds).size).toBe(jobIds.length);
      console.info(
        `${orderIds.length} orders, ${recorded.length} of their events; ${killed} killed, another relayed ${takeoverMs} ms later; ${[...onChannel.values()].filter((n) => n > 1).length} events published twice on the channel, heard once`,
      );
    } finally {
      await db.end();
    }
    const waiting = new Queue(QUEUES.email, { connection: workerConnection });
    expect(await waiting.getFailedCount()).toBe(0);
    await waiting.close();
  }, 240_000);
});
