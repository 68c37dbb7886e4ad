import type { DomainEvent } from '@shop/contracts/events';
import type { EventListener, EventNames, EventPeek } from './event-feed';

interface Entry {
  /** The event names it wants; null: every event. */
  names: ReadonlySet<string> | null;
  peek: EventPeek | null;
}

/** A feed's listeners, each with the event names it wants and, if it has one, its peek. */
export class Listeners {
  private readonly entries = new Map<EventListener, Entry>();

  /** Returns the unsubscribe. */
  add(listener: EventListener, names?: EventNames, peek?: EventPeek): () => void {
    this.entries.set(listener, {
      names: names ? new Set<string>(names) : null,
      peek: peek ?? null,
    });
    return () => this.entries.delete(listener);
  }

  /**
   * True when some listener wants an event of this name and, if it peeks, this data: the feed
   * parses the event only then. A feed has a listener or two, so this is a short loop.
   */
  want(name: string, data: unknown): boolean {
    for (const entry of this.entries.values()) if (wants(entry, name, data)) return true;
    return false;
  }

  /** Hands the event to each listener that wants it; one that throws does not stop the rest. */
  deliver(event: DomainEvent, failed: (err: unknown, event: DomainEvent) => void): void {
    for (const [listener, entry] of this.entries) {
      if (!wants(entry, event.name, event.data)) continue;
      try {
        listener(event);
      } catch (err) {
        failed(err, event);
      }
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

function wants({ names, peek }: Entry, name: string, data: unknown): boolean {
  return (names === null || names.has(name)) && (peek === null || peek(name, data));
}
