import type { CatalogResource, DomainEvent } from '@shop/contracts/events';
import type { EventFeed } from '@shop/realtime';
import { CachedJson, CachedJsonMap, CachedValue, type Invalidatable } from './cached-json';

const DEFAULT_MAX_AGE_MS = 60_000;

/** What a cached public body is built from: a catalog resource or the ordering switches. */
export type CachedResource = CatalogResource | 'ordering-status';

/**
 * The cached public reads of one app, by the resource they are built from. A staff write on
 * this replica invalidates its resources at once; every replica also follows the event feed,
 * so a change made on another replica reaches it as soon as the relay publishes the event.
 */
export class CatalogCache {
  private readonly entries = new Map<CachedResource, Invalidatable[]>();
  private readonly everyChange: Invalidatable[] = [];

  /**
   * @param maxAgeMs a body is rebuilt after this long even without an event: the feed is at
   * most once, so a replica that missed an event (a Redis reconnect) heals on its own. An
   * unchanged rebuild keeps its ETag, so browsers still get 304s.
   */
  constructor(private readonly maxAgeMs: number | null = DEFAULT_MAX_AGE_MS) {}

  /**
   * A value several bodies (or the order path) are built from, so one change costs one read;
   * dropped after a change to any of `resources`.
   */
  value<T>(
    resources: CachedResource | readonly CachedResource[],
    build: () => Promise<T>,
  ): CachedValue<T> {
    const value = new CachedValue(build, this.maxAgeMs);
    for (const resource of typeof resources === 'string' ? [resources] : resources)
      this.add(resource, value);
    return value;
  }

  /** A cached value's reader, for a caller that only ever reads it (the order path). */
  reader<T>(
    resources: CachedResource | readonly CachedResource[],
    build: () => Promise<T>,
  ): () => Promise<T> {
    const value = this.value(resources, build);
    return () => value.get();
  }

  /** A cached body rebuilt from `build` after any change to `resource`. */
  json(resource: CachedResource, build: () => Promise<unknown>): CachedJson {
    return this.add(resource, new CachedJson(build, { maxAgeMs: this.maxAgeMs }));
  }

  /** Cached bodies by key, rebuilt together after any change to `resource`. */
  jsonMap(
    resource: CachedResource,
    build: () => Promise<Iterable<readonly [string, unknown]>>,
  ): CachedJsonMap {
    return this.add(resource, new CachedJsonMap(build, { maxAgeMs: this.maxAgeMs }));
  }

  /** Something built from all of the public reads (the painted pages): dropped on any change. */
  watchAll(entry: Invalidatable): void {
    this.everyChange.push(entry);
  }

  invalidate(resources: readonly CachedResource[]): void {
    if (resources.length > 0) for (const entry of this.everyChange) entry.invalidate();
    for (const resource of resources) {
      for (const entry of this.entries.get(resource) ?? []) entry.invalidate();
    }
  }

  /** Drops bodies that an event from any replica says are stale. */
  handle(event: DomainEvent): void {
    if (event.name === 'catalog.changed') this.invalidate(event.data.resources);
    else if (event.name === 'ordering-status.changed') this.invalidate(['ordering-status']);
  }

  /** Listens to the feed until `signal` aborts (or the feed closes). Returns the unsubscribe. */
  follow(feed: EventFeed, signal?: AbortSignal): () => void {
    const unsubscribe = feed.subscribe(
      (event) => this.handle(event),
      ['catalog.changed', 'ordering-status.changed'],
    );
    signal?.addEventListener('abort', unsubscribe, { once: true });
    return unsubscribe;
  }

  private add<T extends Invalidatable>(resource: CachedResource, entry: T): T {
    const list = this.entries.get(resource) ?? [];
    list.push(entry);
    this.entries.set(resource, list);
    return entry;
  }
}
