import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { DomainEvent } from '@shop/contracts/events';
import { isDispatchEvent } from '@shop/contracts/realtime';
import type { EventPublisher } from '@shop/realtime';

/**
 * The dispatch map's sequence numbers. Each event the map hears is numbered when the relay
 * publishes it, after its transaction committed; the snapshot reads the counter before it
 * reads the database, so every message numbered at or below the snapshot's number is already
 * in it (docs/decisions/0030-dispatch-map.md).
 */
export interface DispatchSequence {
  /** The next number (the first is 1). */
  next(): Promise<number>;
  /** The next `n` numbers at once (n ≥ 1): resolves with the last of them. */
  take(n: number): Promise<number>;
  /** The last number handed out (0 before any). */
  current(): Promise<number>;
  close(): Promise<void>;
}

/** Embedded mode: relay, gateway and api share one process, so a counter in memory. */
export class MemoryDispatchSequence implements DispatchSequence {
  private value = 0;
  async next(): Promise<number> {
    return ++this.value;
  }
  async take(n: number): Promise<number> {
    return (this.value += n);
  }
  async current(): Promise<number> {
    return this.value;
  }
  async close(): Promise<void> {}
}

export const DISPATCH_SEQ_KEY = 'shop:dispatch-seq';

/** Split mode: one Redis counter shared by every api replica's relay and snapshot. */
export class RedisDispatchSequence implements DispatchSequence {
  private readonly redis: Redis;

  constructor(redisUrl: string, log: Logger, key = DISPATCH_SEQ_KEY) {
    this.key = key;
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    this.redis.on('error', (err) => log.debug({ err }, 'dispatch sequence Redis error'));
  }

  private readonly key: string;

  next(): Promise<number> {
    return this.redis.incr(this.key);
  }

  take(n: number): Promise<number> {
    return this.redis.incrby(this.key, n);
  }

  async current(): Promise<number> {
    return Number((await this.redis.get(this.key)) ?? 0);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

/**
 * Numbers the events the dispatch map hears, then publishes them. A failed numbering fails the
 * publish, so the relay keeps the row and retries it (a skipped number only makes the map
 * load a snapshot).
 */
export class SequencingPublisher implements EventPublisher {
  constructor(
    private readonly inner: EventPublisher,
    private readonly sequence: DispatchSequence,
  ) {}

  async publish(event: DomainEvent): Promise<void> {
    if (!isDispatchEvent(event)) return this.inner.publish(event);
    return this.inner.publish({ ...event, dispatchSeq: await this.sequence.next() });
  }

  /** A batch takes its numbers in one step and numbers its dispatch events in their order. */
  async publishMany(events: readonly DomainEvent[]): Promise<void> {
    const forMap = events.map(isDispatchEvent);
    const n = forMap.filter(Boolean).length;
    if (n === 0) return this.inner.publishMany(events);
    let seq = (await this.sequence.take(n)) - n;
    return this.inner.publishMany(
      events.map((event, i) => (forMap[i] ? { ...event, dispatchSeq: ++seq } : event)),
    );
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
