import type { DomainEvent } from '@shop/contracts/events';

export type EventListener = (event: DomainEvent) => void;

/**
 * The stream of domain events as the outbox relay publishes them. The gateway listens to it
 * to fan out to browsers; api replicas listen to it to drop cached bodies. At most once:
 * a listener that is away misses events and resynchronises over HTTP.
 */
export interface EventFeed {
  subscribe(listener: EventListener): () => void;
  close(): Promise<void>;
}

/** Publishes domain events to every listener of the feed, wherever they run. */
export interface EventPublisher {
  publish(event: DomainEvent): Promise<void>;
  /**
   * Publishes the events in their order, in one round trip where the transport allows. Rejects
   * when any of them may not have gone out; some may have, so the caller offers them all again
   * and listeners drop the ids they already heard (RecentEventIds).
   */
  publishMany(events: readonly DomainEvent[]): Promise<void>;
  close(): Promise<void>;
}
