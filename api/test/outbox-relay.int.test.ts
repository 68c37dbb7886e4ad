/**
 * The outbox relay on PostgreSQL: batches in the order the events were recorded, a failing
 * publish or a held row holding back what is behind it, contract-breaking rows parked, a batch offered again
 * adding no job twice and reaching the feed's listeners once (real Redis and BullMQ), and one
 * relay at a time through the advisory lock, with another taking over when the leader's
 * session dies or goes silent.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Queue } from 'bullmq';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { EVENTS_CHANNEL, type DomainEvent } from '@shop/contracts/events';
import { jobsFor, QUEUES, type JobRequest } from '@shop/contracts/jobs';
import { RedisEventFeed, RedisEventPublisher, type EventPublisher } from '@shop/realtime';
import { BullJobSink, type JobSink } from '@shop/workers';
import { eveningEvents } from '../../infra/load/evening-events';
import type { Database } from '../src/db/client';
import { outbox } from '../src/shared/events/outbox.tables';
import { OutboxRelay } from '../src/shared/events/relay';
import {
  AdvisoryLockLeadership,
  type RelayLeadership,
} from '../src/shared/events/relay-leadership';
import { createPostgresDatabase } from './databases';

const log = pino({ level: 'silent' });

class RecordingPublisher implements EventPublisher {
  readonly batches: DomainEvent[][] = [];
  failures = 0;
  async publish(event: DomainEvent) {
    await this.publishMany([event]);
  }
  async publishMany(events: readonly DomainEvent[]) {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('Redis is away');
    }
    this.batches.push([...events]);
  }
  get ids() {
    return this.batches.flat().map((e) => e.id);
  }
  async close() {}
}

class RecordingSink implements JobSink {
  readonly batches: JobRequest[][] = [];
  async add(job: JobRequest) {
    await this.addMany([job]);
  }
  async addMany(jobs: readonly JobRequest[]) {
    this.batches.push([...jobs]);
  }
  async close() {}
}

let database: Database & { url: string };

async function record(events: DomainEvent[]) {
  for (let i = 0; i < events.length; i += 1000)
    await database.db.insert(outbox).values(
      events.slice(i, i + 1000).map((e) => ({
        id: e.id,
        name: e.name,
        version: e.version,
        event: e,
        occurredAt: new Date(e.occurredAt),
      })),
    );
}

async function unpublished() {
  return database.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(isNull(outbox.publishedAt))
    .orderBy(asc(outbox.occurredAt), asc(outbox.id));
}

beforeAll(async () => {
  database = await createPostgresDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(outbox);
});

describe('the outbox relay', () => {
  it('publishes in batches, in the order the events were recorded, jobs beside their events', async () => {
    const events = eveningEvents(1200);
    await record(events);
    const publisher = new RecordingPublisher();
    const sink = new RecordingSink();
    const relay = new OutboxRelay(database.db, publisher, sink, log);

    await relay.drain();

    expect(publisher.batches.map((b) => b.length)).toEqual([500, 500, 200]);
    expect(publisher.ids).toEqual(events.map((e) => e.id));
    expect(sink.batches.flat().map((j) => j.jobId)).toEqual(
      events.flatMap(jobsFor).map((j) => j.jobId),
    );
    // Each job carries the request behind its event, for the worker's log lines.
    expect(sink.batches[0]![0]!.requestId).toBe(events.find((e) => jobsFor(e).length)!.requestId);
    expect(await unpublished()).toEqual([]);
  });

  it('queues no push job when Web Push is off, and every other job as before', async () => {
    const events = eveningEvents(300);
    await record(events);
    const sink = new RecordingSink();
    const relay = new OutboxRelay(database.db, new RecordingPublisher(), sink, log, {
      webPush: false,
    });

    await relay.drain();

    const asked = events.flatMap(jobsFor);
    // The evening's moves ask for pushes (the kitchen's new order, the customer's status).
    expect(asked.filter((j) => j.queue === QUEUES.push).length).toBeGreaterThan(0);
    expect(sink.batches.flat().map((j) => j.jobId)).toEqual(
      asked.filter((j) => j.queue !== QUEUES.push).map((j) => j.jobId),
    );
    expect(await unpublished()).toEqual([]);
  });

  it('publishes the events of commits kicked close together in one pass', async () => {
    const events = eveningEvents(3);
    const publisher = new RecordingPublisher();
    let passes = 0;
    const relay = new OutboxRelay(database.db, publisher, new RecordingSink(), log, {
      gatherMs: 50,
      releaseHeld: async () => {
        passes += 1;
      },
    });

    // Three commits, each kicking the relay as the api does after it, a few ms apart.
    const kicked: Promise<void>[] = [];
    for (const event of events) {
      await record([event]);
      kicked.push(relay.kick());
    }
    await Promise.all(kicked);

    expect(passes).toBe(1);
    expect(publisher.batches.map((b) => b.map((e) => e.id))).toEqual([events.map((e) => e.id)]);
    expect(await unpublished()).toEqual([]);
  });

  it('holds a batch whose publish failed, and what is behind it, until its retry', async () => {
    const [later, ...events] = eveningEvents(31).reverse();
    events.reverse();
    await record(events);
    const publisher = new RecordingPublisher();
    publisher.failures = 1;
    const relay = new OutboxRelay(database.db, publisher, new RecordingSink(), log);

    await relay.drain();
    expect(publisher.ids).toEqual([]);
    const [head] = await database.db.select().from(outbox).where(eq(outbox.id, events[0]!.id));
    expect(head).toMatchObject({ attempts: 1, lastError: 'Redis is away', publishedAt: null });
    // Retried after 2 s, as before batches: 2, 4, 8 … at most 60 s.
    const waitMs = head!.availableAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(1000);
    expect(waitMs).toBeLessThanOrEqual(2000);

    // A row recorded meanwhile waits behind the held batch.
    await record([later!]);
    await relay.drain();
    expect(publisher.ids).toEqual([]);

    await database.db
      .update(outbox)
      .set({ availableAt: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, head!.id));
    await relay.drain();
    expect(publisher.ids).toEqual([...events.map((e) => e.id), later!.id]);
    expect(await unpublished()).toEqual([]);
  });

  it('publishes nothing from a held row on until its release before a pass lets it go', async () => {
    const events = eveningEvents(12);
    const heldAt = 4;
    await record(events);
    await database.db.update(outbox).set({ held: true }).where(eq(outbox.id, events[heldAt]!.id));
    const publisher = new RecordingPublisher();
    let release: () => Promise<void> = () => Promise.reject(new Error('cannot release yet'));
    const relay = new OutboxRelay(database.db, publisher, new RecordingSink(), log, {
      releaseHeld: () => release(),
    });

    // The release fails: what is before the held row still goes out.
    await relay.drain();
    expect(publisher.ids).toEqual(events.slice(0, heldAt).map((e) => e.id));
    expect(relay.errors).toBe(1);

    // Released (an invoice's number is in it) before the next pass: it goes out, then what
    // waited behind it.
    release = async () => {
      await database.db
        .update(outbox)
        .set({ held: false })
        .where(eq(outbox.id, events[heldAt]!.id));
    };
    await relay.drain();
    expect(publisher.ids).toEqual(events.map((e) => e.id));
    expect(await unpublished()).toEqual([]);
  });

  it('parks a row that breaks the contract with its reason and relays the others in order', async () => {
    const events = eveningEvents(6);
    await record(events.slice(0, 3));
    const broken = '0b5e0d5e-0000-4000-8000-000000000001';
    await database.db.insert(outbox).values({
      id: broken,
      name: 'order.placed',
      version: 1,
      event: { id: broken, name: 'order.placed', version: 1, data: { orderId: 'seven' } },
      occurredAt: new Date(events[2]!.occurredAt),
    });
    await record(events.slice(3));
    const publisher = new RecordingPublisher();
    const relay = new OutboxRelay(database.db, publisher, new RecordingSink(), log);

    await relay.drain();

    expect(publisher.ids).toEqual(events.map((e) => e.id));
    const [parked] = await database.db.select().from(outbox).where(eq(outbox.id, broken));
    expect(parked!.publishedAt).not.toBeNull();
    expect(parked!.lastError).toMatch(/^contract: /);
  });

  it('claims a smaller batch after one outlived its lease unpublished, and grows back', async () => {
    const events = eveningEvents(1200);
    await record(events);
    const publisher = new RecordingPublisher();
    let claims = 0;
    // A process so starved that its first claim is older than the lease when it could publish.
    const starved: RelayLeadership = {
      acquire: async () => database.db,
      leading: true,
      get leaseMs() {
        return claims++ === 0 ? -1 : Number.POSITIVE_INFINITY;
      },
      lost: () => {},
      close: async () => {},
    };
    const relay = new OutboxRelay(database.db, publisher, new RecordingSink(), log, {
      leadership: starved,
    });

    await relay.drain();
    expect(publisher.ids).toEqual([]);
    await relay.drain();
    expect(publisher.batches.map((b) => b.length)).toEqual([250, 500, 450]);
    expect(publisher.ids).toEqual(events.map((e) => e.id));
  });

  it('waits for rows another relay holds instead of publishing the ones behind them', async () => {
    const events = eveningEvents(20);
    await record(events);
    const publisher = new RecordingPublisher();
    const relay = new OutboxRelay(database.db, publisher, new RecordingSink(), log);
    // Another relay's batch, claimed and not yet committed: the first five rows.
    const other = new pg.Client(database.url);
    await other.connect();
    try {
      await other.query('begin');
      await other.query(
        `select id from outbox where published_at is null order by occurred_at, id limit 5 for update`,
      );
      const draining = relay.drain();
      await sleep(300);
      expect(publisher.ids).toEqual([]);
      // It published them and stamped them; the waiting claim reads on from there.
      await other.query(
        `update outbox set published_at = now() where id in
           (select id from outbox order by occurred_at, id limit 5)`,
      );
      await other.query('commit');
      await draining;
    } finally {
      await other.end();
    }
    expect(publisher.ids).toEqual(events.slice(5).map((e) => e.id));
  });
});

describe('the outbox relay on Redis and BullMQ', () => {
  const redisUrl = inject('redisUrl');
  const prefix = `relay-${randomBytes(4).toString('hex')}`;

  it('adds no job twice and the feed hears each event once when a batch is offered again', async () => {
    const events = eveningEvents(700);
    await record(events);
    const feed = new RedisEventFeed(redisUrl, log);
    await feed.ready();
    const heard: string[] = [];
    feed.subscribe((e) => heard.push(e.id));
    const raw = new Redis(redisUrl);
    let rawMessages = 0;
    raw.on('message', () => rawMessages++);
    await raw.subscribe(EVENTS_CHANNEL);
    const publisher = new RedisEventPublisher(redisUrl, log);
    const sink = new BullJobSink(redisUrl, log, { prefix });
    const relay = new OutboxRelay(database.db, publisher, sink, log);
    try {
      await relay.drain();
      // The stamp did not commit (the process died, PostgreSQL restarted): all offered again.
      await database.db.update(outbox).set({ publishedAt: null });
      await relay.drain();

      await expect.poll(() => rawMessages, { timeout: 5000 }).toBe(2 * events.length);
      await sleep(100);
      expect(heard).toEqual(events.map((e) => e.id));
      expect(feed.recent.repeats).toBe(events.length);
      const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
      let queued = 0;
      for (const name of Object.values(QUEUES)) {
        const queue = new Queue(name, { connection, prefix });
        queued += await queue.count();
        await queue.close();
      }
      await connection.quit();
      expect(queued).toBe(new Set(events.flatMap(jobsFor).map((j) => j.jobId)).size);
    } finally {
      await relay.stop();
      await sink.close();
      await publisher.close();
      await feed.close();
      await raw.quit();
    }
  });
});

describe('one relay at a time', () => {
  /** Kicks until the relay leads, as its poll would; resolves with the time it took. */
  async function leadsWithin(relay: OutboxRelay, ms: number): Promise<number> {
    const started = Date.now();
    while (!relay.leading) {
      if (Date.now() - started > ms) throw new Error(`not leading after ${ms} ms`);
      await relay.kick();
      await sleep(50);
    }
    return Date.now() - started;
  }

  it('lets one process relay and another take over when the leader dies or goes silent', async () => {
    const first = new RecordingPublisher();
    const second = new RecordingPublisher();
    const a = new OutboxRelay(database.db, first, new RecordingSink(), log, {
      leadership: new AdvisoryLockLeadership(database.url, log),
    });
    const b = new OutboxRelay(database.db, second, new RecordingSink(), log, {
      leadership: new AdvisoryLockLeadership(database.url, log),
    });
    const silent = new AdvisoryLockLeadership(database.url, log);
    try {
      await leadsWithin(a, 2000);
      const events = eveningEvents(40);
      await record(events.slice(0, 20));
      await sleep(300);
      await b.kick();
      await a.kick();
      expect(b.leading).toBe(false);
      expect(second.ids).toEqual([]);
      expect(first.ids).toEqual(events.slice(0, 20).map((e) => e.id));

      // The leader's session ends as a killed process's would: the other takes over.
      const admin = new pg.Client(database.url);
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_locks
          where locktype = 'advisory' and granted and database =
            (select oid from pg_database where datname = current_database())`,
      );
      await admin.end();
      await record(events.slice(20));
      const takeover = await leadsWithin(b, 2000);
      expect(takeover).toBeLessThan(2000);
      await b.drain();
      expect(second.ids).toEqual(events.slice(20).map((e) => e.id));
      await a.kick();
      expect(a.leading).toBe(false);
      expect(first.ids).toHaveLength(20);

      // A leader that goes silent (hung, cut off) loses its session after the lease.
      await b.stop();
      expect(await silent.acquire()).not.toBeNull();
      expect(silent.leading).toBe(true);
      const silentFor = await leadsWithin(a, 3000);
      expect(silentFor).toBeGreaterThan(1000);
      expect(silentFor).toBeLessThan(2000);
    } finally {
      await a.stop();
      await b.stop();
      await silent.close();
    }
  });
});
