/**
 * `make bench-relay`: how fast the outbox relay moves a backlog, against the bare limit of the
 * same path. An evening's mix of events (infra/load/evening-events.ts; RELAY_BENCH_EVENTS, 10,000
 * by default) is written into the outbox of a PostgreSQL of the bench's own, then:
 *
 *  - relay: the shop's OutboxRelay, set up as an api process in split mode sets it up (Redis
 *    pub/sub with the dispatch map's numbering, BullMQ jobs), drains them; timed from the first
 *    pass to the last row stamped published;
 *  - bare: the same jobs added with BullMQ `addBulk` and the same messages published on the
 *    events channel in pipelined round trips, straight from memory, batch by batch in the
 *    relay's batch size: what Redis and BullMQ allow with no database and no relay around it.
 *
 * Both go to the same redis-server (its own, append-only as in production) under a queue prefix
 * of their own per round, and a subscriber on the channel checks that every message arrived and
 * every job was queued. The two take turns, RELAY_BENCH_ROUNDS times (3), and the median round
 * of each counts, so a moment when the machine was busy elsewhere does not decide the ratio.
 * Prints a line per round, then one JSON line last:
 * {"relayEventsPerSecond":…,"bareEventsPerSecond":…,"ratio":…}.
 * Everything runs on this machine and is removed afterwards; figures in docs/performance.md.
 */
import { performance } from 'node:perf_hooks';
import { Queue } from 'bullmq';
import { count, isNull, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { EVENTS_CHANNEL, type DomainEvent } from '@shop/contracts/events';
import { jobsFor, QUEUES, type JobRequest, type QueueName } from '@shop/contracts/jobs';
import { isDispatchEvent } from '@shop/contracts/realtime';
import { RedisEventPublisher } from '@shop/realtime';
import { BullJobSink, JOB_OPTIONS } from '@shop/workers';
import { openDatabase, type Database } from '../../api/src/db/client';
import { migrate } from '../../api/src/db/migrate';
import { RedisDispatchSequence, SequencingPublisher } from '../../api/src/modules/dispatch';
import { outbox } from '../../api/src/shared/events/outbox.tables';
import { OutboxRelay } from '../../api/src/shared/events/relay';
import { AdvisoryLockLeadership } from '../../api/src/shared/events/relay-leadership';
import { OwnedServers } from '../testing/owned-servers';
import { eveningEvents } from './evening-events';

const EVENTS = Number(process.env.RELAY_BENCH_EVENTS ?? 10_000);
const ROUNDS = Number(process.env.RELAY_BENCH_ROUNDS ?? 3);
/** The relay's batch (api/src/shared/events/relay.ts); the bare path sends batches of this size. */
const BATCH = 500;
const log = pino({ level: process.env.LOG_LEVEL ?? 'warn' });

async function writeOutbox(database: Database, events: DomainEvent[]): Promise<void> {
  for (let i = 0; i < events.length; i += 1000) {
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
}

async function unpublished(database: Database): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(outbox)
    .where(isNull(outbox.publishedAt));
  return row?.n ?? 0;
}

/** Counts the messages on the events channel, so each path is checked to have published all. */
async function channelCounter(redisUrl: string) {
  const redis = new Redis(redisUrl);
  let received = 0;
  redis.on('message', () => received++);
  await redis.subscribe(EVENTS_CHANNEL);
  return {
    get received() {
      return received;
    },
    async waitFor(n: number): Promise<void> {
      const deadline = Date.now() + 30_000;
      while (received < n) {
        if (Date.now() > deadline) throw new Error(`only ${received} of ${n} messages arrived`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    reset() {
      received = 0;
    },
    close: () => redis.quit(),
  };
}

async function queuedJobs(redisUrl: string, prefix: string): Promise<number> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  let n = 0;
  for (const name of Object.values(QUEUES)) {
    const queue = new Queue(name, { connection, prefix });
    n += await queue.count();
    await queue.close();
  }
  await connection.quit();
  return n;
}

async function relayRun(
  database: Database,
  servers: OwnedServers,
  prefix: string,
): Promise<number> {
  const { redisUrl } = servers;
  const publisher = new RedisEventPublisher(redisUrl, log);
  const sequence = new RedisDispatchSequence(redisUrl, log, 'bench:relay:dispatch-seq');
  const jobs = new BullJobSink(redisUrl, log, { prefix });
  // As an api process in split mode: the relay leads through its own PostgreSQL session.
  const relay = new OutboxRelay(
    database.db,
    new SequencingPublisher(publisher, sequence),
    jobs,
    log,
    { leadership: new AdvisoryLockLeadership(servers.databaseUrl, log) },
  );
  const started = performance.now();
  while ((await unpublished(database)) > 0) await relay.drain();
  const seconds = (performance.now() - started) / 1000;
  await relay.stop();
  await jobs.close();
  await publisher.close();
  await sequence.close();
  return seconds;
}

/** The relay's Redis work without the relay: addBulk per queue beside one pipelined publish. */
async function bareRun(events: DomainEvent[], redisUrl: string, prefix: string): Promise<number> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const queues = new Map<QueueName, Queue>();
  const queue = (name: QueueName) => {
    let q = queues.get(name);
    if (!q) queues.set(name, (q = new Queue(name, { connection, prefix })));
    return q;
  };
  let seq = 0;
  const started = performance.now();
  for (let i = 0; i < events.length; i += BATCH) {
    const batch = events.slice(i, i + BATCH);
    const byQueue = new Map<QueueName, JobRequest[]>();
    for (const event of batch)
      for (const job of jobsFor(event))
        byQueue.set(job.queue, [
          ...(byQueue.get(job.queue) ?? []),
          { ...job, data: { ...(job.data as object), _requestId: event.requestId } },
        ]);
    const pipeline = publisher.pipeline();
    for (const event of batch)
      pipeline.publish(
        EVENTS_CHANNEL,
        JSON.stringify(isDispatchEvent(event) ? { ...event, dispatchSeq: ++seq } : event),
      );
    const [, results] = await Promise.all([
      Promise.all(
        [...byQueue].map(([name, jobs]) =>
          queue(name).addBulk(
            jobs.map((j) => ({
              name: j.name,
              data: j.data,
              opts: { ...JOB_OPTIONS, jobId: j.jobId },
            })),
          ),
        ),
      ),
      pipeline.exec(),
    ]);
    for (const [err] of results ?? []) if (err) throw err;
  }
  const seconds = (performance.now() - started) / 1000;
  for (const q of queues.values()) await q.close();
  await connection.quit();
  await publisher.quit();
  return seconds;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const servers = new OwnedServers('shop-relay-bench-');
  await servers.start();
  const database = await openDatabase({ kind: 'postgres', url: servers.databaseUrl }, log);
  try {
    await migrate(database);
    const channel = await channelCounter(servers.redisUrl);
    const relayRates: number[] = [];
    const bareRates: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Fresh events each round, so no job id is already known to BullMQ.
      const events = eveningEvents(EVENTS);
      const jobs = new Set(events.flatMap(jobsFor).map((j) => j.jobId)).size;
      if (round === 1)
        console.log(
          `${events.length} events (${jobs} jobs, ${Math.round(events.reduce((s, e) => s + JSON.stringify(e).length, 0) / 1024)} KiB) of an evening, ${ROUNDS} rounds`,
        );
      await database.db.delete(outbox);
      await writeOutbox(database, events);
      // Autovacuum and fresh statistics would otherwise fall into the timed pass.
      await database.db.execute(sql`vacuum analyze outbox`);

      channel.reset();
      const relaySeconds = await relayRun(database, servers, `bench-relay-${round}`);
      await channel.waitFor(events.length);
      const relayJobs = await queuedJobs(servers.redisUrl, `bench-relay-${round}`);
      if (relayJobs !== jobs) throw new Error(`the relay queued ${relayJobs} of ${jobs} jobs`);
      relayRates.push(events.length / relaySeconds);

      channel.reset();
      const bareSeconds = await bareRun(events, servers.redisUrl, `bench-bare-${round}`);
      await channel.waitFor(events.length);
      const bareJobs = await queuedJobs(servers.redisUrl, `bench-bare-${round}`);
      if (bareJobs !== jobs) throw new Error(`the bare path queued ${bareJobs} of ${jobs} jobs`);
      bareRates.push(events.length / bareSeconds);
      console.log(
        `round ${round}: relay ${relaySeconds.toFixed(2)} s (${Math.round(events.length / relaySeconds)}/s), bare ${bareSeconds.toFixed(2)} s (${Math.round(events.length / bareSeconds)}/s; addBulk and pipelined publish, batches of ${BATCH})`,
      );
    }
    await channel.close();
    const relayRate = median(relayRates);
    const bareRate = median(bareRates);
    console.log(
      JSON.stringify({
        relayEventsPerSecond: Math.round(relayRate),
        bareEventsPerSecond: Math.round(bareRate),
        ratio: Math.round((relayRate / bareRate) * 100) / 100,
      }),
    );
  } finally {
    await database.close();
    await servers.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
