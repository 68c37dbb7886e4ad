import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { POSITIONS_CHANNEL, PositionBroadcast } from '@shop/contracts';
import { closeConnection, subscribeOnEveryConnect } from '../feed/redis-feed';

export type PositionListener = (broadcast: PositionBroadcast) => void;

/**
 * Carries accepted fixes to every gateway, itself included, without PostgreSQL on the way.
 * At most once: a fix lost on the way is healed by the driver's next one a few seconds later.
 */
export interface PositionBus {
  publish(broadcast: PositionBroadcast): void;
  subscribe(listener: PositionListener): () => void;
  /** Fixes that could not be published (Redis away). */
  failures(): number;
  close(): Promise<void>;
}

function deliver(listeners: Set<PositionListener>, broadcast: PositionBroadcast, log: Logger) {
  for (const listener of listeners) {
    try {
      listener(broadcast);
    } catch (err) {
      log.error({ err }, 'position listener failed');
    }
  }
}

/** Embedded mode: one gateway, so the bus is a function call. */
export class InProcessPositionBus implements PositionBus {
  private readonly listeners = new Set<PositionListener>();

  constructor(private readonly log: Logger) {}

  publish(broadcast: PositionBroadcast): void {
    deliver(this.listeners, broadcast, this.log);
  }

  subscribe(listener: PositionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  failures(): number {
    return 0;
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

/**
 * How long a gateway gathers the fixes it accepted before it sends them to the others as one
 * message. At 1,000 drivers a fix each was a publish, and a message to every gateway, 250 times
 * a second; gathered, a gateway sends about 20. A customer's page hears a fix at most this much
 * later (the dispatch map already hears them gathered, four times a second).
 */
export const POSITION_BUS_GATHER_MS = 50;

/**
 * Split mode: one Redis pub/sub channel every gateway publishes to and listens on, each message
 * a list of the fixes one gateway gathered. Publishing never queues while Redis is away (a
 * stale fix is worth nothing): it fails, and its fixes are counted.
 */
export class RedisPositionBus implements PositionBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Set<PositionListener>();
  private readonly subscribed: Promise<void>;
  private failed = 0;
  private pending: PositionBroadcast[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    redisUrl: string,
    private readonly log: Logger,
  ) {
    this.publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null, autoResubscribe: false });
    for (const [redis, name] of [
      [this.publisher, 'position-publisher'],
      [this.subscriber, 'position-feed'],
    ] as const) {
      let lastError = '';
      redis.on('error', (err: Error) => {
        if (err.message === lastError) return;
        lastError = err.message;
        log.warn({ err, connection: name }, 'redis connection error');
      });
      redis.on('ready', () => (lastError = ''));
    }
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === POSITIONS_CHANNEL) this.receive(message);
    });
    this.subscribed = subscribeOnEveryConnect(this.subscriber, POSITIONS_CHANNEL, log);
  }

  /** Resolves once the channel subscription is in place. */
  ready(): Promise<void> {
    return this.subscribed;
  }

  publish(broadcast: PositionBroadcast): void {
    this.pending.push(broadcast);
    if (this.timer) return;
    this.timer = setTimeout(() => this.send(), POSITION_BUS_GATHER_MS);
    this.timer.unref();
  }

  /** Sends what was gathered, in the order it was accepted. */
  private send(): void {
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    this.publisher.publish(POSITIONS_CHANNEL, JSON.stringify(batch)).catch(() => {
      this.failed += batch.length;
    });
  }

  subscribe(listener: PositionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  failures(): number {
    return this.failed;
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.send();
    this.listeners.clear();
    await Promise.all([closeConnection(this.publisher), closeConnection(this.subscriber)]);
  }

  private receive(message: string): void {
    let json: unknown;
    try {
      json = JSON.parse(message);
    } catch {
      this.log.warn({ length: message.length }, 'dropped a position that is not JSON');
      return;
    }
    // A list from a gateway that gathers; one fix from a gateway of the version before.
    for (const item of Array.isArray(json) ? json : [json]) {
      const parsed = PositionBroadcast.safeParse(item);
      if (!parsed.success) {
        this.log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'dropped a malformed position');
        continue;
      }
      deliver(this.listeners, parsed.data, this.log);
    }
  }
}
