import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { DomainEvent, EVENTS_CHANNEL } from '@shop/contracts/events';
import type { EventFeed, EventListener, EventNames, EventPeek, EventPublisher } from './event-feed';
import { Listeners } from './listeners';
import { RecentEventIds } from './recent-event-ids';

/** Logs a Redis connection's errors once per distinct message, not once per retry. */
function watchConnection(redis: Redis, log: Logger, name: string): void {
  let lastError = '';
  redis.on('error', (err: Error) => {
    if (err.message === lastError) return;
    lastError = err.message;
    log.warn({ err, connection: name }, 'redis connection error');
  });
  redis.on('ready', () => {
    if (lastError !== '') log.info({ connection: name }, 'redis connection restored');
    lastError = '';
  });
}

/** How long a QUIT may wait for Redis before the connection is simply dropped. */
const QUIT_TIMEOUT_MS = 1000;

/**
 * Closes politely when Redis answers, and at once when it does not: a QUIT queued on a connection
 * to a Redis that is away would otherwise wait for it forever and hold up the process's shutdown.
 */
export async function closeConnection(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.quit(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('QUIT timed out')), QUIT_TIMEOUT_MS);
      }),
    ]);
  } catch {
    redis.disconnect();
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Publishes domain events on one Redis pub/sub channel (split mode). A publish fails quickly
 * while Redis is unreachable, so the outbox relay keeps the row and retries it later.
 */
export class RedisEventPublisher implements EventPublisher {
  private readonly redis: Redis;

  constructor(redisUrl: string, log: Logger) {
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    watchConnection(this.redis, log, 'event-publisher');
  }

  async publish(event: DomainEvent): Promise<void> {
    await this.redis.publish(EVENTS_CHANNEL, JSON.stringify(event));
  }

  /** One pipelined round trip for the whole batch; rejects when any publish failed. */
  async publishMany(events: readonly DomainEvent[]): Promise<void> {
    if (events.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const event of events) pipeline.publish(EVENTS_CHANNEL, JSON.stringify(event));
    const results = await pipeline.exec();
    if (!results) throw new Error('the publish pipeline was not run');
    for (const [err] of results) if (err) throw err;
  }

  async close(): Promise<void> {
    await closeConnection(this.redis);
  }
}

/**
 * Subscribes a connection to `channel` each time it is ready: at once and after every reconnect.
 * ioredis's own `autoResubscribe` sends that SUBSCRIBE without handling its failure, so a
 * connection closed at that moment (Redis gone again, the process stopping) left an unhandled
 * rejection, which ends a Node process; here a failed attempt is logged and the next reconnect
 * tries again. Make the connection with `autoResubscribe: false`. Resolves once the first
 * subscription is in place.
 */
export function subscribeOnEveryConnect(redis: Redis, channel: string, log: Logger): Promise<void> {
  return new Promise((resolve) => {
    redis.on('ready', () => {
      redis.subscribe(channel).then(
        () => resolve(),
        (err: unknown) =>
          log.warn({ err, channel }, 'could not subscribe; trying again on reconnect'),
      );
    });
  });
}

/**
 * Domain events from the Redis channel, on a connection of its own (a subscribed connection
 * can do nothing else). The feed subscribes again after a reconnect; what was published in the
 * gap is lost, which is why clients resync over HTTP when their socket reopens. An event the
 * relay published again (RecentEventIds) is handed to the listeners once.
 */
export class RedisEventFeed implements EventFeed {
  private readonly redis: Redis;
  private readonly listeners = new Listeners();
  private readonly subscribed: Promise<void>;
  readonly recent = new RecentEventIds();

  constructor(
    redisUrl: string,
    private readonly log: Logger,
  ) {
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: null, autoResubscribe: false });
    watchConnection(this.redis, log, 'event-feed');
    this.redis.on('message', (channel: string, message: string) => {
      if (channel === EVENTS_CHANNEL) this.deliver(message);
    });
    this.subscribed = subscribeOnEveryConnect(this.redis, EVENTS_CHANNEL, log);
  }

  /** Resolves once the channel subscription is in place (events published before are missed). */
  ready(): Promise<void> {
    return this.subscribed;
  }

  subscribe(listener: EventListener, names?: EventNames, peek?: EventPeek): () => void {
    return this.listeners.add(listener, names, peek);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await closeConnection(this.redis);
  }

  private deliver(message: string): void {
    let json: unknown;
    try {
      json = JSON.parse(message);
    } catch {
      this.log.warn({ length: message.length }, 'dropped an event that is not JSON');
      return;
    }
    // A repeat, or an event no listener here wants (by its name, or by a peek at its data), is
    // dropped before the contract is parsed, the costly part.
    const { id, name, data } = (json ?? {}) as { id?: unknown; name?: unknown; data?: unknown };
    if (typeof name === 'string' && !this.listeners.want(name, data)) return;
    if (typeof id === 'string' && !this.recent.firstTime(id)) return;
    const parsed = DomainEvent.safeParse(json);
    if (!parsed.success) {
      this.log.warn(
        { issues: parsed.error.issues.slice(0, 5) },
        'dropped an event that does not match DomainEvent',
      );
      return;
    }
    this.listeners.deliver(parsed.data, (err, event) => {
      // A listener's failure is its own; the others still hear the event.
      this.log.error({ err, event: event.name }, 'event listener failed');
    });
  }
}
