import { asc, eq, isNull, min, sql } from 'drizzle-orm';
import { DomainEvent } from '@shop/contracts/events';
import { jobsFor } from '@shop/contracts/jobs';
import { withLogContext } from '@shop/contracts/log-context';
import type { EventPublisher } from '@shop/realtime';
import type { JobSink } from '@shop/workers';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { outbox } from './outbox.tables';

/**
 * How long an event may wait unpublished before the relay counts as stuck (/api/health).
 * A pass normally publishes within a poll (250 ms); a failing publish is retried after 2, 4,
 * 8… s, so 30 s means several retries in a row have failed.
 */
export const OUTBOX_STALE_AFTER_MS = 30_000;

export interface RelayOptions {
  /** How often unpublished rows are looked for when nobody kicks the relay. */
  pollMs?: number;
  batchSize?: number;
}

/**
 * Moves outbox rows to the event feed and the job queues, at least once and in order.
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so several api replicas can relay side by side.
 * A row whose publish fails is retried later with a growing delay; the rows behind it wait,
 * so listeners never see a later change before an earlier one.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private polling = false;
  /** Failed passes and publishes since start, for monitoring (each is retried). */
  errors = 0;
  /** Events published since start, by name (each event is published by one relay). */
  readonly publishedByName: Record<string, number> = {};

  constructor(
    private readonly db: Db,
    private readonly events: EventPublisher,
    private readonly jobs: JobSink,
    private readonly log: Logger,
    private readonly options: RelayOptions = {},
  ) {}

  start(): void {
    this.stopped = false;
    this.polling = true;
    const tick = () => {
      this.kick();
      this.timer = setTimeout(tick, this.options.pollMs ?? 250);
      this.timer.unref();
    };
    tick();
  }

  /** Publishes what is waiting now; call it after a commit that recorded events. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((err: unknown) => {
        this.errors += 1;
        this.log.warn({ err }, 'outbox relay pass failed');
      })
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          void this.kick();
        }
      });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.polling = false;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Throws when the relay is not started (or has been stopped). */
  assertPolling(): void {
    if (!this.polling) throw new Error('the outbox relay is stopped');
  }

  /**
   * Throws when events are not flowing: the relay is stopped, or the oldest unpublished row
   * has waited longer than `staleAfterMs` (compared with the clock that stamped it).
   */
  async assertFlowing(staleAfterMs = OUTBOX_STALE_AFTER_MS): Promise<void> {
    this.assertPolling();
    const [row] = await this.db
      .select({ oldest: min(outbox.occurredAt) })
      .from(outbox)
      .where(isNull(outbox.publishedAt));
    const oldest = row?.oldest ? new Date(row.oldest) : null;
    if (oldest && Date.now() - oldest.getTime() > staleAfterMs) {
      throw new Error(`an outbox event has waited since ${oldest.toISOString()}`);
    }
  }

  /** Publishes until nothing is due; resolves when the backlog is empty or a publish failed. */
  async drain(): Promise<void> {
    for (;;) {
      const { published, failed } = await this.publishBatch();
      if (failed || published < (this.options.batchSize ?? 100)) return;
    }
  }

  private async publishBatch(): Promise<{ published: number; failed: boolean }> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outbox)
        .where(isNull(outbox.publishedAt))
        .orderBy(asc(outbox.occurredAt), asc(outbox.id))
        .limit(this.options.batchSize ?? 100)
        .for('update', { skipLocked: true });
      let published = 0;
      const now = Date.now();
      for (const row of rows) {
        // A row waiting out its retry delay holds back the rows behind it.
        if (row.availableAt.getTime() > now) return { published, failed: true };
        const parsed = DomainEvent.safeParse(row.event);
        if (!parsed.success) {
          // Unreadable rows are parked with the reason, never retried in a loop.
          this.log.error(
            { eventId: row.id, issues: parsed.error.issues },
            'outbox row does not match the contract',
          );
          await tx
            .update(outbox)
            .set({
              publishedAt: sql`now()`,
              lastError: `contract: ${parsed.error.message}`.slice(0, 1000),
            })
            .where(eq(outbox.id, row.id));
          continue;
        }
        try {
          const event = parsed.data;
          const { requestId } = event;
          await withLogContext({ ...(requestId ? { requestId } : {}) }, async () => {
            const jobs = jobsFor(event).map((job) => ({
              ...job,
              ...(requestId ? { requestId } : {}),
            }));
            for (const job of jobs) await this.jobs.add(job);
            await this.events.publish(event);
            this.log.info(
              { eventId: event.id, event: event.name, jobs: jobs.map((j) => j.jobId) },
              'event relayed',
            );
          });
        } catch (err) {
          this.errors += 1;
          const attempts = row.attempts + 1;
          const delaySeconds = Math.min(60, 2 ** Math.min(attempts, 6));
          this.log.warn({ err, eventId: row.id, attempts }, 'outbox publish failed; will retry');
          await tx
            .update(outbox)
            .set({
              attempts,
              lastError: String(err instanceof Error ? err.message : err).slice(0, 1000),
              availableAt: sql`now() + make_interval(secs => ${delaySeconds})`,
            })
            .where(eq(outbox.id, row.id));
          return { published, failed: true };
        }
        await tx
          .update(outbox)
          .set({ publishedAt: sql`now()` })
          .where(eq(outbox.id, row.id));
        this.publishedByName[row.name] = (this.publishedByName[row.name] ?? 0) + 1;
        published++;
      }
      return { published, failed: false };
    });
  }
}
