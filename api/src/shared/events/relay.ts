import { and, asc, eq, isNull, min, sql } from 'drizzle-orm';
import { DomainEvent } from '@shop/contracts/events';
import { QUEUES, jobsFor, type JobRequest } from '@shop/contracts/jobs';
import { withLogContext } from '@shop/process/log-context';
import type { EventPublisher } from '@shop/realtime';
import type { JobSink } from '@shop/workers';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { outbox } from './outbox.tables';
import { soleRelay, type RelayLeadership } from './relay-leadership';

/**
 * How long an event may wait unpublished before the relay counts as stuck (/api/health).
 * A pass normally publishes within a poll (250 ms); a failing publish is retried after 2, 4,
 * 8… s, so 30 s means several retries in a row have failed.
 */
export const OUTBOX_STALE_AFTER_MS = 30_000;

/** Rows claimed and published per batch. */
export const RELAY_BATCH_SIZE = 500;
/** The smallest batch a relay falls back to when passes keep overrunning the lease. */
const MIN_CLAIM = 25;
/**
 * How long a kick waits for the kicks behind it before the pass starts. At the dinner peak a
 * commit that recorded events comes every few milliseconds; one pass for all of them costs one
 * claim, one publish and one stamp instead of one each, for at most this much delay.
 */
export const RELAY_GATHER_MS = 25;
/**
 * How often the relay looks for rows nobody kicked it for: another replica's commits, a failed
 * batch's retry. Often enough to keep the leader's session alive (RelayLeadership.leaseMs).
 */
export const RELAY_POLL_MS = 250;

export interface RelayOptions {
  /** How often unpublished rows are looked for when nobody kicks the relay. */
  pollMs?: number;
  batchSize?: number;
  /** Who relays when several api processes share the outbox; this process alone by default. */
  leadership?: RelayLeadership;
  /**
   * Releases the held rows that can go now, before each claim, on the relay's own connection
   * (the invoices' numbers: invoicing's `numberPendingInvoices`).
   */
  releaseHeld?: (db: Db) => Promise<unknown>;
  /** How long a kick waits for others before its pass (RELAY_GATHER_MS; 0: at once). */
  gatherMs?: number;
  /**
   * Whether Web Push is on (the shop has VAPID keys); on by default. Off, no push job is
   * queued: the workers would only note that they have nothing to push with.
   */
  webPush?: boolean;
}

/** Awaits every promise, then rejects with the first failure, if any. */
async function settleAll(promises: Promise<void>[]): Promise<void> {
  for (const result of await Promise.allSettled(promises))
    if (result.status === 'rejected') throw result.reason;
}

/** What a batch reads of a row. */
const claimed = {
  id: outbox.id,
  name: outbox.name,
  event: outbox.event,
  availableAt: outbox.availableAt,
  attempts: outbox.attempts,
};
type Row = { id: string; name: string; event: unknown; availableAt: Date; attempts: number };

/**
 * The oldest unpublished rows, locked: each pass of the relay, several a second. It stops short
 * of the first held row and locks none of them, so that releasing it (an UPDATE) never waits
 * for a batch in flight.
 */
const claimBatch = prepared((db) =>
  db
    .select(claimed)
    .from(outbox)
    .where(
      and(
        isNull(outbox.publishedAt),
        sql`not exists (select 1 from ${outbox} as held where held.published_at is null and held.held and (held.occurred_at, held.id) <= (${outbox.occurredAt}, ${outbox.id}))`,
      ),
    )
    .orderBy(asc(outbox.occurredAt), asc(outbox.id))
    .limit(sql.placeholder('limit'))
    .for('update')
    .prepare('outbox_claim_batch'),
);

/** A batch that went out, stamped in one statement (`ids`: the rows' ids). */
const markPublished = prepared((db) =>
  db
    .update(outbox)
    .set({ publishedAt: sql`now()` })
    .where(sql`${outbox.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('outbox_mark_published'),
);

/** A batch was claimed too long ago to be published safely; it is left for the next pass. */
class ClaimExpired extends Error {}

/**
 * Moves outbox rows to the event feed and the job queues, at least once and in order, a batch
 * at a time: the batch's jobs in one `addBulk` per queue (ids from the events, so a batch
 * offered again adds nothing twice), its events in one pipelined publish, and the batch stamped
 * published with one UPDATE, all while its rows are locked. One process relays at a time
 * (`RelayLeadership`); its claim waits for rows another relay still holds (FOR UPDATE, not SKIP
 * LOCKED), so a batch is never overtaken by the next. A batch whose publish fails is retried
 * later with a growing delay and the rows behind it wait, so listeners never see a later change
 * before an earlier one; what its first try did publish is heard once (RecentEventIds).
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  /** True while a kicked pass waits for the kicks behind it: they join it. */
  private gathering = false;
  private stopped = false;
  private polling = false;
  private readonly leadership: RelayLeadership;
  private readonly batchSize: number;
  private readonly webPush: boolean;
  /**
   * Rows claimed per pass now: halved when a batch could not be published within the lease (a
   * starved process), back up to batchSize after each full batch that went out.
   */
  private claimLimit: number;
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
  ) {
    this.leadership = options.leadership ?? soleRelay(db);
    this.batchSize = options.batchSize ?? RELAY_BATCH_SIZE;
    this.webPush = options.webPush ?? true;
    this.claimLimit = this.batchSize;
  }

  /** True while this process is the one relaying. */
  get leading(): boolean {
    return this.leadership.leading;
  }

  start(): void {
    this.stopped = false;
    this.polling = true;
    const tick = () => {
      this.kick();
      this.timer = setTimeout(tick, this.options.pollMs ?? RELAY_POLL_MS);
      this.timer.unref();
    };
    tick();
  }

  /**
   * Publishes what is waiting now; call it after a commit that recorded events. A process that
   * does not relay leaves it to the one that does, whose poll finds it.
   */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      // A pass already started may have claimed before the caller's commit: one more after it.
      if (!this.gathering) this.again = true;
      return this.running;
    }
    this.gathering = true;
    // Outside the caller's request: each line names the request of its own event, if any.
    this.running = withLogContext({}, async () => {
      await this.gather();
      this.gathering = false;
      await this.drain();
    })
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

  private gather(): Promise<void> {
    const ms = this.options.gatherMs ?? RELAY_GATHER_MS;
    return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.polling = false;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await this.leadership.close();
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
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
    if (oldest && Date.now() - oldest > staleAfterMs) {
      throw new Error(`an outbox event has waited since ${new Date(oldest).toISOString()}`);
    }
  }

  /**
   * Publishes until nothing is due, when this process leads; resolves when the backlog is
   * empty, a publish failed, or another process leads.
   */
  async drain(): Promise<void> {
    for (;;) {
      const db = await this.leadership.acquire();
      if (!db) return;
      await this.release(db);
      let more: boolean;
      try {
        more = await this.publishBatch(db);
      } catch (err) {
        // Smaller batches until a pass fits in the lease again.
        this.claimLimit = Math.max(MIN_CLAIM, Math.floor(this.claimLimit / 2));
        if (err instanceof ClaimExpired) return;
        // The leader's connection is in doubt: give the lock up and compete again.
        if (db !== this.db) this.leadership.lost(err);
        throw err;
      }
      if (!more) return;
    }
  }

  /**
   * Lets the held rows go that can. Should that fail, the rows before the first held one are
   * still published, and the next pass tries again.
   */
  private async release(db: Db): Promise<void> {
    try {
      await this.options.releaseHeld?.(db);
    } catch (err) {
      this.errors += 1;
      this.log.warn({ err }, 'outbox relay could not release held events; will retry');
    }
  }

  /** One batch; true when a full batch went out and more may be waiting. */
  private async publishBatch(db: Db): Promise<boolean> {
    const claimedAt = Date.now();
    return db.transaction(async (tx) => {
      const rows: Row[] = await claimBatch(tx).execute({ limit: this.claimLimit });
      const now = Date.now();
      const ready: { row: Row; event: DomainEvent; jobs: JobRequest[] }[] = [];
      let held = false;
      for (const row of rows) {
        // A row waiting out its retry delay holds back the rows behind it.
        if (row.availableAt.getTime() > now) {
          held = true;
          break;
        }
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
        const event = parsed.data;
        const { requestId } = event;
        const jobs = jobsFor(event)
          .filter((job) => this.webPush || job.queue !== QUEUES.push)
          .map((job) => (requestId ? { ...job, requestId } : job));
        ready.push({ row, event, jobs });
      }
      if (ready.length === 0) return false;
      // A leader that stalled after its claim may have been replaced meanwhile; the batch is
      // left to whoever holds the rows now rather than published late.
      if (Date.now() - claimedAt > this.leadership.leaseMs) throw new ClaimExpired();
      try {
        // Jobs and events go to different listeners, so side by side; a batch is retried whole.
        await settleAll([
          this.jobs.addMany(ready.flatMap((r) => r.jobs)),
          this.events.publishMany(ready.map((r) => r.event)),
        ]);
      } catch (err) {
        this.errors += 1;
        const head = ready[0]!.row;
        const attempts = head.attempts + 1;
        const delaySeconds = Math.min(60, 2 ** Math.min(attempts, 6));
        this.log.warn(
          { err, eventId: head.id, events: ready.length, attempts },
          'outbox publish failed; will retry',
        );
        // The first row waits out the delay and holds back the others with it.
        await tx
          .update(outbox)
          .set({
            attempts,
            lastError: String(err instanceof Error ? err.message : err).slice(0, 1000),
            availableAt: sql`now() + make_interval(secs => ${delaySeconds})`,
          })
          .where(eq(outbox.id, head.id));
        return false;
      }
      await markPublished(tx).execute({ ids: ready.map((r) => r.row.id) });
      for (const { row } of ready)
        this.publishedByName[row.name] = (this.publishedByName[row.name] ?? 0) + 1;
      // One line per event, naming the request behind it, so `grep <request id>` finds it.
      if (this.log.isLevelEnabled('info'))
        for (const { event, jobs } of ready)
          this.log.info(
            {
              eventId: event.id,
              event: event.name,
              ...(event.requestId ? { requestId: event.requestId } : {}),
              jobs: jobs.map((j) => j.jobId),
            },
            'event relayed',
          );
      const full = !held && rows.length === this.claimLimit;
      if (full) this.claimLimit = Math.min(this.batchSize, this.claimLimit * 2);
      return full;
    });
  }
}
