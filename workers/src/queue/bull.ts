import { Queue, UnrecoverableError, Worker, type Job, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { JobRequest, QueueName } from '@shop/contracts/jobs';
import { withLogContext } from '@shop/process/log-context';
import { runJob, type Processors } from '../processors';
import { quitOrDrop, settlesWithin } from './bounded';
import { NonRetryableJobError } from './job-errors';
import type { JobSink } from './job-sink';

/**
 * Every job: 5 attempts with exponential backoff. Finished jobs are kept for a day so a relay
 * that offers the same event again (same jobId) is ignored; failed ones a week, to look into.
 */
export const JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 60 * 60 },
  removeOnFail: { age: 7 * 24 * 60 * 60 },
} as const satisfies JobsOptions;

/** How long add() may take before the relay is told to try again later. */
const ADD_TIMEOUT_MS = 5000;
/**
 * How long close() lets running jobs finish before it hands them back. A job that is cut off
 * stays in Redis as active; BullMQ's stalled-job check gives it to the next worker, and the
 * e-mail ledger makes sure a retried job never sends twice.
 */
const CLOSE_GRACE_MS = 5000;

export interface BullOptions {
  /** Redis key prefix of the queues; BullMQ's default 'bull' unless a test needs its own. */
  prefix?: string;
}

/**
 * Where a job's request id rides in its BullMQ data (taken out again before the job's contract
 * reads the data); jobs queued without one run without one.
 */
const REQUEST_ID_KEY = '_requestId';

/** Puts jobs on BullMQ queues in Redis, for workers running in other processes (split mode). */
export class BullJobSink implements JobSink {
  private readonly connection: Redis;
  private readonly queues = new Map<QueueName, Queue>();

  constructor(
    redisUrl: string,
    private readonly log: Logger,
    private readonly options: BullOptions = {},
  ) {
    // A failed command fails fast instead of waiting out a Redis outage: the relay keeps the event.
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    this.connection.on('error', (err) => this.log.warn({ err }, 'job queue connection error'));
  }

  add(job: JobRequest): Promise<void> {
    return this.addMany([job]);
  }

  /**
   * One `addBulk` per queue (BullMQ pipelines its inserts), the queues side by side; a jobId
   * BullMQ already holds is left as it is, so a batch offered again adds nothing twice.
   */
  async addMany(jobs: readonly JobRequest[]): Promise<void> {
    if (jobs.length === 0) return;
    const byQueue = new Map<QueueName, { name: string; data: unknown; opts: JobsOptions }[]>();
    for (const job of jobs) {
      // BullMQ keeps ':' for its own keys and refuses such ids.
      if (job.jobId.includes(':')) throw new Error(`Job id must not contain ':': ${job.jobId}`);
      const data = job.requestId
        ? { ...(job.data as object), [REQUEST_ID_KEY]: job.requestId }
        : job.data;
      let bulk = byQueue.get(job.queue);
      if (!bulk) byQueue.set(job.queue, (bulk = []));
      bulk.push({ name: job.name, data, opts: { ...JOB_OPTIONS, jobId: job.jobId } });
    }
    const added = Promise.all([...byQueue].map(([name, bulk]) => this.queue(name).addBulk(bulk)));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Adding ${jobs.length} jobs timed out; is Redis reachable?`)),
        ADD_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([added, timeout]);
    } finally {
      clearTimeout(timer);
      // A late success is harmless (same jobIds); a late failure must not go unhandled.
      added.catch(() => {});
    }
  }

  async close(): Promise<void> {
    await settlesWithin(Promise.all([...this.queues.values()].map((q) => q.close())), 1000);
    this.queues.clear();
    await quitOrDrop(this.connection);
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.connection,
        ...(this.options.prefix ? { prefix: this.options.prefix } : {}),
      });
      queue.on('error', (err) => this.log.warn({ err, queue: name }, 'job queue error'));
      this.queues.set(name, queue);
    }
    return queue;
  }
}

export interface BullWorkersOptions extends BullOptions {
  redisUrl: string;
  processors: Processors;
  log: Logger;
  /** Jobs run side by side per queue; default 5. */
  concurrency?: number;
  /** Refuse to start unless Redis evicts nothing (production). */
  requireNoEviction?: boolean;
  /**
   * How long a job stays with a worker that stopped answering (a killed process) before
   * another worker runs it again; BullMQ's 30 s unless given.
   */
  lockDurationMs?: number;
}

export interface BullWorkers {
  /** Throws unless every worker runs on a Redis connection that is up. */
  assertConnected(): void;
  /** Jobs by queue and state, from Redis (for monitoring). */
  jobCounts(): Promise<Record<string, Record<string, number>>>;
  /** Jobs found stalled by this process's workers since it started, per queue. */
  stalled(): Record<string, number>;
  /** Waits for the running jobs, then closes the Redis connections. */
  close(): Promise<void>;
}

/** Starts one BullMQ worker per queue that has processors. */
export async function startBullWorkers(options: BullWorkersOptions): Promise<BullWorkers> {
  const { redisUrl, processors, log } = options;
  await checkEvictionPolicy(redisUrl, log, options.requireNoEviction ?? false);

  const started: { worker: Worker; connection: Redis }[] = [];
  const stalled: Record<string, number> = {};
  for (const queue of Object.keys(processors) as QueueName[]) {
    // Workers block on Redis; ioredis must retry their commands for as long as Redis is away.
    const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    connection.on('error', (err) => log.warn({ err, queue }, 'worker connection error'));
    const worker = new Worker(queue, (job: Job) => processJob(processors, queue, job), {
      connection,
      concurrency: options.concurrency ?? 5,
      ...(options.prefix ? { prefix: options.prefix } : {}),
      ...(options.lockDurationMs
        ? { lockDuration: options.lockDurationMs, stalledInterval: options.lockDurationMs }
        : {}),
    });
    worker.on('error', (err) => log.error({ err, queue }, 'worker error'));
    worker.on('stalled', (jobId) => {
      stalled[queue] = (stalled[queue] ?? 0) + 1;
      log.warn({ queue, jobId }, 'job stalled; it runs again');
    });
    worker.on('failed', (job, err) => {
      const final =
        !job || err instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
      log[final ? 'error' : 'warn'](
        { err, queue, name: job?.name, jobId: job?.id, attempt: job?.attemptsMade },
        final ? 'job failed; giving up' : 'job failed; will retry',
      );
    });
    started.push({ worker, connection });
  }
  await Promise.all(started.map(({ worker }) => worker.waitUntilReady()));
  log.info({ queues: Object.keys(processors) }, 'workers started');

  let closing: Promise<void> | null = null;
  let metrics: { connection: Redis; queues: Map<string, Queue> } | null = null;
  return {
    assertConnected() {
      for (const { worker, connection } of started) {
        if (!worker.isRunning()) throw new Error(`the ${worker.name} worker is not running`);
        if (connection.status !== 'ready') throw new Error(`Redis is ${connection.status}`);
      }
    },
    async jobCounts() {
      // A connection of its own: the workers' connections block waiting for jobs.
      if (!metrics) {
        const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
        connection.on('error', () => {});
        metrics = { connection, queues: new Map() };
      }
      const counts: Record<string, Record<string, number>> = {};
      for (const { worker } of started) {
        let queue = metrics.queues.get(worker.name);
        if (!queue) {
          queue = new Queue(worker.name, {
            connection: metrics.connection,
            ...(options.prefix ? { prefix: options.prefix } : {}),
          });
          metrics.queues.set(worker.name, queue);
        }
        counts[worker.name] = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
      }
      return counts;
    },
    stalled: () => ({ ...stalled }),
    close() {
      closing ??= (async () => {
        const finished = await settlesWithin(
          Promise.all(started.map(({ worker }) => worker.close())),
          CLOSE_GRACE_MS,
        );
        if (!finished) {
          log.warn('running jobs did not finish in time; handing them back');
          await settlesWithin(Promise.all(started.map(({ worker }) => worker.close(true))), 1000);
        }
        await Promise.all(started.map(({ connection }) => quitOrDrop(connection)));
        if (metrics) {
          await settlesWithin(
            Promise.all([...metrics.queues.values()].map((q) => q.close())),
            1000,
          );
          await quitOrDrop(metrics.connection);
        }
      })();
      return closing;
    },
  };
}

async function processJob(processors: Processors, queue: QueueName, job: Job): Promise<void> {
  if (!job.id) throw new UnrecoverableError('A job without an id cannot be deduplicated');
  const { [REQUEST_ID_KEY]: requestId, ...data } = (job.data ?? {}) as Record<string, unknown>;
  try {
    await withLogContext(typeof requestId === 'string' ? { requestId } : {}, () =>
      runJob(
        processors,
        { queue, name: job.name, data },
        { jobId: job.id!, attempt: job.attemptsMade + 1 },
      ),
    );
  } catch (err) {
    if (err instanceof NonRetryableJobError) throw new UnrecoverableError(err.message);
    throw err;
  }
}

/**
 * BullMQ loses jobs when Redis evicts keys under memory pressure; 'noeviction' is the only
 * safe policy. Managed Redis may hide CONFIG, in which case this can only warn.
 */
async function checkEvictionPolicy(redisUrl: string, log: Logger, strict: boolean): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 3, lazyConnect: true });
  redis.on('error', () => {});
  let policy: string | undefined;
  try {
    await redis.connect();
    const reply = (await redis.config('GET', 'maxmemory-policy')) as string[];
    policy = reply[1];
  } catch (err) {
    log.warn({ err }, 'could not read the Redis maxmemory-policy; make sure it is noeviction');
    return;
  } finally {
    redis.disconnect();
  }
  if (policy === 'noeviction') return;
  const message = `Redis maxmemory-policy is ${policy ?? 'unknown'}; jobs can be lost unless it is noeviction`;
  if (strict) throw new Error(message);
  log.warn(message);
}
