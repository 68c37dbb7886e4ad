import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DriverPosition } from '@shop/contracts';
import type { RealtimeDb } from './db';
import { NewestByDriver } from './newest-by-driver';

export const TRACK_RULES = {
  /** How often the buffered fixes are written, in one transaction. */
  flushEveryMs: 3_000,
  /** Fixes kept while PostgreSQL is away: about 10 minutes of 1,000 drivers at one fix every
   *  4 s (50 bytes each, a few MB). Past it the oldest go first, and are counted. */
  maxBuffered: 150_000,
} as const;

export interface TrackStats {
  buffered: number;
  written: number;
  /** Fixes dropped, oldest first, because the buffer was full while PostgreSQL was away. */
  dropped: number;
  failedFlushes: number;
}

interface Buffered {
  position: DriverPosition;
  receivedAt: Date;
}

/**
 * Writes drivers' tracks in batches: every accepted fix into driver_positions, and each
 * driver's newest fix into drivers.last_latitude/last_longitude/last_seen_at, in one
 * transaction per batch. A failed batch stays in the buffer for the next attempt.
 */
export class TrackWriter {
  private buffer: Buffered[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private readonly stats_: TrackStats = { buffered: 0, written: 0, dropped: 0, failedFlushes: 0 };

  constructor(
    private readonly db: RealtimeDb,
    private readonly log: Logger,
    private readonly rules: { flushEveryMs: number; maxBuffered: number } = TRACK_RULES,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.rules.flushEveryMs);
    this.timer.unref();
  }

  add(position: DriverPosition): void {
    this.buffer.push({ position, receivedAt: new Date() });
    this.trim();
  }

  stats(): TrackStats {
    return { ...this.stats_, buffered: this.buffer.length };
  }

  /** Writes what is buffered now; one flush at a time. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** Stops the timer and writes what is left (once; a failure is logged and the rest lost). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.flushing) await this.flushing;
    await this.flush();
    if (this.buffer.length > 0) {
      this.log.warn({ lost: this.buffer.length }, 'track fixes not written at stop');
    }
  }

  private trim(): void {
    const excess = this.buffer.length - this.rules.maxBuffered;
    if (excess > 0) {
      this.buffer.splice(0, excess);
      this.stats_.dropped += excess;
    }
  }

  private async write(): Promise<void> {
    if (this.buffer.length === 0) return;
    const batch = this.buffer;
    this.buffer = [];
    try {
      const newest = new NewestByDriver();
      for (const { position } of batch) newest.put(position);
      const fixes = batch.map((b) => b.position);
      const latest = newest.take();
      const iso = (at: number) => new Date(at).toISOString();
      // One array per column: two statements whatever the batch's size, cheap to plan and to
      // run (PGlite runs on the gateway's own thread in embedded mode).
      await this.db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into driver_positions
            (driver_id, latitude, longitude, accuracy, heading, speed, recorded_at, received_at)
          select * from unnest(
            ${sql.param(fixes.map((p) => p.driverId))}::int[],
            ${sql.param(fixes.map((p) => p.lat))}::float8[],
            ${sql.param(fixes.map((p) => p.lng))}::float8[],
            ${sql.param(fixes.map((p) => p.accuracy))}::real[],
            ${sql.param(fixes.map((p) => p.heading))}::real[],
            ${sql.param(fixes.map((p) => p.speed))}::real[],
            ${sql.param(fixes.map((p) => iso(p.at)))}::timestamptz[],
            ${sql.param(batch.map((b) => b.receivedAt.toISOString()))}::timestamptz[])`);
        // A replica's older batch never moves a driver back.
        await tx.execute(sql`
          update drivers as d
          set last_latitude = v.lat, last_longitude = v.lng, last_seen_at = v.at
          from unnest(
            ${sql.param(latest.map((p) => p.driverId))}::int[],
            ${sql.param(latest.map((p) => p.lat))}::float8[],
            ${sql.param(latest.map((p) => p.lng))}::float8[],
            ${sql.param(latest.map((p) => iso(p.at)))}::timestamptz[]) as v(id, lat, lng, at)
          where d.id = v.id and (d.last_seen_at is null or d.last_seen_at < v.at)`);
      });
      this.stats_.written += batch.length;
    } catch (err) {
      this.stats_.failedFlushes += 1;
      this.log.warn(
        { err, fixes: batch.length },
        'could not write the track; keeping it for later',
      );
      // Newer fixes arrived during the attempt: the batch goes back in front of them.
      this.buffer = batch.concat(this.buffer);
      this.trim();
    }
  }
}
