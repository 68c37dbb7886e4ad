import { withLogContext } from '@shop/process/log-context';
import type { Logger } from 'pino';
import type { JobRequest } from '@shop/contracts/jobs';
import { runJob, type Processors } from '../processors';
import { NonRetryableJobError } from './job-errors';
import type { JobSink } from './job-sink';

export interface InProcessRunnerOptions {
  /** Jobs run side by side; default 2. */
  concurrency?: number;
  /** Runs per job including the first; default 5, like the BullMQ jobs. */
  attempts?: number;
  /** Delay before the first retry, doubled for each further one; default 1000 ms. */
  backoffMs?: number;
  /** How long a finished job id is remembered to ignore a repeated add; default 24 h. */
  rememberMs?: number;
  /** At most this many finished job ids are remembered; default 10 000. */
  rememberMax?: number;
}

interface Entry {
  job: JobRequest;
  attempt: number;
}

/**
 * Runs jobs in this process (embedded mode), with BullMQ's promises where they matter: a job id
 * already queued, running or recently finished is ignored, failures are retried with exponential
 * backoff, and a failure never reaches the caller of add(). Jobs live in memory only: queued
 * jobs and waiting retries are dropped by close() or a crash.
 */
export class InProcessJobRunner implements JobSink {
  private readonly concurrency: number;
  private readonly attempts: number;
  private readonly backoffMs: number;
  private readonly rememberMs: number;
  private readonly rememberMax: number;
  private readonly ready: Entry[] = [];
  /** Queued, running or waiting for a retry. */
  private readonly pending = new Set<string>();
  /** Finished job ids (completed or given up) with the time, oldest first. */
  private readonly finished = new Map<string, number>();
  private readonly retries = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  /** Per queue, for monitoring: jobs running now, waiting for a retry, and given up. */
  private readonly activeByQueue = new Map<string, number>();
  private readonly delayedQueue = new Map<string, string>();
  private readonly failedByQueue = new Map<string, number>();
  private idleWaiters: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly processors: Processors,
    private readonly log: Logger,
    options: InProcessRunnerOptions = {},
  ) {
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.attempts = Math.max(1, options.attempts ?? 5);
    this.backoffMs = options.backoffMs ?? 1000;
    this.rememberMs = options.rememberMs ?? 24 * 60 * 60 * 1000;
    this.rememberMax = options.rememberMax ?? 10_000;
  }

  /**
   * Queues the job unless its id is known. Rejects only once the runner is closed, so the
   * outbox relay keeps the event and offers it again later.
   */
  async add(job: JobRequest): Promise<void> {
    if (this.closed) throw new Error('The in-process job runner is closed');
    if (this.pending.has(job.jobId) || this.isFinished(job.jobId)) return;
    this.pending.add(job.jobId);
    this.ready.push({ job, attempt: 1 });
    this.pump();
  }

  async addMany(jobs: readonly JobRequest[]): Promise<void> {
    for (const job of jobs) await this.add(job);
  }

  /** Jobs by queue and state, as BullMQ's getJobCounts gives them in split mode. */
  jobCounts(): Record<string, Record<'waiting' | 'active' | 'delayed' | 'failed', number>> {
    const counts: Record<string, Record<'waiting' | 'active' | 'delayed' | 'failed', number>> = {};
    const of = (queue: string) =>
      (counts[queue] ??= { waiting: 0, active: 0, delayed: 0, failed: 0 });
    for (const queue of Object.keys(this.processors)) of(queue);
    for (const { job } of this.ready) of(job.queue).waiting += 1;
    for (const queue of this.delayedQueue.values()) of(queue).delayed += 1;
    for (const [queue, n] of this.activeByQueue) of(queue).active = n;
    for (const [queue, n] of this.failedByQueue) of(queue).failed = n;
    return counts;
  }

  /** Resolves when no job is queued, running or waiting for a retry. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops taking jobs and waits for the running ones; queued jobs and retries are dropped. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const dropped = [...this.ready.map((e) => e.job.jobId), ...this.retries.keys()];
    for (const timer of this.retries.values()) clearTimeout(timer);
    this.retries.clear();
    this.delayedQueue.clear();
    this.ready.length = 0;
    if (dropped.length > 0) {
      this.log.warn({ jobIds: dropped }, 'job runner closed before these jobs ran');
    }
    await Promise.all(this.running);
    this.notifyIfIdle();
  }

  private pump(): void {
    while (!this.closed && this.running.size < this.concurrency && this.ready.length > 0) {
      const entry = this.ready.shift()!;
      const run: Promise<void> = this.run(entry).finally(() => {
        this.running.delete(run);
        this.pump();
        this.notifyIfIdle();
      });
      this.running.add(run);
    }
  }

  private async run(entry: Entry): Promise<void> {
    const { job, attempt } = entry;
    const fields = { queue: job.queue, name: job.name, jobId: job.jobId, attempt };
    const bump = (map: Map<string, number>, by: number) =>
      map.set(job.queue, (map.get(job.queue) ?? 0) + by);
    bump(this.activeByQueue, 1);
    try {
      // The job's own request, not whichever one started this pump.
      await withLogContext(job.requestId ? { requestId: job.requestId } : {}, () =>
        runJob(this.processors, job, { jobId: job.jobId, attempt }),
      );
      this.finish(job.jobId);
    } catch (err) {
      if (err instanceof NonRetryableJobError || attempt >= this.attempts || this.closed) {
        bump(this.failedByQueue, 1);
        this.log.error({ ...fields, err }, 'job failed; giving up');
        this.finish(job.jobId);
        return;
      }
      const delayMs = this.backoffMs * 2 ** (attempt - 1);
      this.log.warn({ ...fields, err, retryInMs: delayMs }, 'job failed; will retry');
      const timer = setTimeout(() => {
        this.retries.delete(job.jobId);
        this.delayedQueue.delete(job.jobId);
        this.ready.push({ job, attempt: attempt + 1 });
        this.pump();
      }, delayMs);
      this.retries.set(job.jobId, timer);
      this.delayedQueue.set(job.jobId, job.queue);
    } finally {
      bump(this.activeByQueue, -1);
    }
  }

  private finish(jobId: string): void {
    this.pending.delete(jobId);
    this.finished.delete(jobId);
    const now = Date.now();
    this.finished.set(jobId, now);
    for (const [id, at] of this.finished) {
      if (this.finished.size <= this.rememberMax && now - at <= this.rememberMs) break;
      this.finished.delete(id);
    }
  }

  private isFinished(jobId: string): boolean {
    const at = this.finished.get(jobId);
    if (at === undefined) return false;
    if (Date.now() - at <= this.rememberMs) return true;
    this.finished.delete(jobId);
    return false;
  }

  private isIdle(): boolean {
    return this.ready.length === 0 && this.running.size === 0 && this.retries.size === 0;
  }

  private notifyIfIdle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
