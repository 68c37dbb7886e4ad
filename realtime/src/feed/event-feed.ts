import type { DomainEvent, EventName } from '@shop/contracts/events';

export type EventListener = (event: DomainEvent) => void;

/**
 * The events a listener wants; all of them when left out. A feed checks an event against its
 * contract only when some listener wants it: an api replica, which only drops cached bodies,
 * need not parse the nine events of every order.
 */
export type EventNames = readonly EventName[];

/**
 * Whether a listener wants an event, judged from its name and its data before the contract is
 * checked: a cheap look (is anyone here following this user?) so that an event nobody in this
 * process needs is not parsed at all. It must hold for any data, the malformed included, and
 * answer true when unsure: the contract is checked after it for every event let through.
 */
export type EventPeek = (name: string, data: unknown) => boolean;

/**
 * The stream of domain events as the outbox relay publishes them. The gateway listens to it
 * to fan out to browsers; api replicas listen to it to drop cached bodies. At most once:
 * a listener that is away misses events and resynchronises over HTTP.
 */
export interface EventFeed {
  subscribe(listener: EventListener, names?: EventNames, peek?: EventPeek): () => void;
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
