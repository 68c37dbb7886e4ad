import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { DriverPosition } from '@shop/contracts';
import { closeConnection } from '../feed/redis-feed';
import { NewestByDriver } from './newest-by-driver';

/** How long a driver's latest position is kept after their last fix (dispatch shows it stale). */
export const LATEST_POSITION_TTL_MS = 15 * 60_000;

/**
 * The latest accepted position per driver, for snapshots: a map or a tracking page that opens
 * between two fixes. Written by the gateway that accepted the fix; read by anyone.
 */
export interface LatestPositions {
  put(position: DriverPosition): void;
  get(driverId: number): Promise<DriverPosition | null>;
  /** Every driver with a position younger than the TTL. */
  all(): Promise<DriverPosition[]>;
  /** Fixes whose write failed (Redis away). */
  failures(): number;
  close(): Promise<void>;
}

/** Embedded mode: a map in the process. */
export class MemoryLatestPositions implements LatestPositions {
  private readonly byDriver = new NewestByDriver();

  constructor(private readonly now: () => number = Date.now) {}

  put(position: DriverPosition): void {
    this.byDriver.put(position);
  }

  async get(driverId: number): Promise<DriverPosition | null> {
    const position = this.byDriver.get(driverId);
    return position && this.fresh(position) ? position : null;
  }

  async all(): Promise<DriverPosition[]> {
    const out: DriverPosition[] = [];
    for (const position of this.byDriver.values()) {
      if (this.fresh(position)) out.push(position);
      else this.byDriver.delete(position.driverId);
    }
    return out;
  }

  failures(): number {
    return 0;
  }

  async close(): Promise<void> {}

  private fresh(position: DriverPosition): boolean {
    return this.now() - position.at < LATEST_POSITION_TTL_MS;
  }
}

const KEY_PREFIX = 'shop:driver-position:';
/** Driver ids by the time of their latest fix, to list the fresh ones without a SCAN. */
const INDEX_KEY = 'shop:driver-positions';
/**
 * A gateway's fixes are gathered this long and written in one round trip: at 1,000 drivers a
 * fix each cost Redis a transaction of five commands, 250 a second. A snapshot may miss the
 * last quarter second; the live fixes that follow it carry the rest.
 */
export const LATEST_POSITION_WRITE_EVERY_MS = 250;

/**
 * Split mode: one key per driver (JSON, expiring after the TTL) and a sorted set of driver ids
 * by fix time. Writes are gathered, the newest per driver, and sent pipelined; they never queue
 * while Redis is away. A key and its index entry need not change together: a listed driver
 * whose key is gone is skipped, and a key not listed yet is listed by the next write.
 */
export class RedisLatestPositions implements LatestPositions {
  private readonly redis: Redis;
  private failed = 0;
  private readonly pending = new NewestByDriver();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    redisUrl: string,
    log: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    let lastError = '';
    this.redis.on('error', (err: Error) => {
      if (err.message === lastError) return;
      lastError = err.message;
      log.warn({ err, connection: 'latest-positions' }, 'redis connection error');
    });
    this.redis.on('ready', () => (lastError = ''));
  }

  put(position: DriverPosition): void {
    if (!this.pending.put(position) || this.timer) return;
    this.timer = setTimeout(() => this.write(), LATEST_POSITION_WRITE_EVERY_MS);
    this.timer.unref();
  }

  /** Sends what was gathered: a key per driver, the index, the index's expired entries. */
  private write(): void {
    this.timer = null;
    const positions = this.pending.take();
    if (positions.length === 0) return;
    const pipeline = this.redis.pipeline();
    const index: (number | string)[] = [];
    for (const position of positions) {
      const json = JSON.stringify(position);
      pipeline.set(KEY_PREFIX + position.driverId, json, 'PX', LATEST_POSITION_TTL_MS);
      index.push(position.at, String(position.driverId));
    }
    pipeline.zadd(INDEX_KEY, ...index);
    pipeline.zremrangebyscore(INDEX_KEY, '-inf', this.now() - LATEST_POSITION_TTL_MS);
    const fail = () => {
      this.failed += positions.length;
    };
    pipeline.exec().then((results) => {
      if (!results || results.some(([err]) => err)) fail();
    }, fail);
  }

  async get(driverId: number): Promise<DriverPosition | null> {
    return parse(await this.redis.get(KEY_PREFIX + driverId));
  }

  async all(): Promise<DriverPosition[]> {
    const ids = await this.redis.zrangebyscore(
      INDEX_KEY,
      this.now() - LATEST_POSITION_TTL_MS,
      '+inf',
    );
    if (ids.length === 0) return [];
    const values = await this.redis.mget(ids.map((id) => KEY_PREFIX + id));
    return values.map(parse).filter((p): p is DriverPosition => p !== null);
  }

  failures(): number {
    return this.failed;
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.write();
    await closeConnection(this.redis);
  }
}

function parse(value: string | null): DriverPosition | null {
  if (value === null) return null;
  try {
    const parsed = DriverPosition.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
