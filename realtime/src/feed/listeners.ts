import type { DomainEvent } from '@shop/contracts/events';
import type { EventListener, EventNames } from './event-feed';

/** A feed's listeners, each with the event names it wants (null: every event). */
export class Listeners {
  private readonly entries = new Map<EventListener, ReadonlySet<string> | null>();
  /** How many listeners want every event, and how many want each name. */
  private everything = 0;
  private readonly byName = new Map<string, number>();

  /** Returns the unsubscribe. */
  add(listener: EventListener, names?: EventNames): () => void {
    this.remove(listener);
    const wanted = names ? new Set<string>(names) : null;
    this.entries.set(listener, wanted);
    if (wanted) for (const name of wanted) this.byName.set(name, (this.byName.get(name) ?? 0) + 1);
    else this.everything++;
    return () => this.remove(listener);
  }

  /** True when some listener wants events of this name. */
  want(name: string): boolean {
    return this.everything > 0 || (this.byName.get(name) ?? 0) > 0;
  }

  /** Hands the event to each listener that wants it; one that throws does not stop the rest. */
  deliver(event: DomainEvent, failed: (err: unknown, event: DomainEvent) => void): void {
    for (const [listener, wanted] of this.entries) {
      if (wanted && !wanted.has(event.name)) continue;
      try {
        listener(event);
      } catch (err) {
        failed(err, event);
      }
    }
  }

  clear(): void {
    this.entries.clear();
    this.byName.clear();
    this.everything = 0;
  }

  private remove(listener: EventListener): void {
    if (!this.entries.has(listener)) return;
    const wanted = this.entries.get(listener);
    this.entries.delete(listener);
    if (!wanted) {
      this.everything--;
      return;
    }
    for (const name of wanted) {
      const left = (this.byName.get(name) ?? 1) - 1;
      if (left > 0) this.byName.set(name, left);
      else this.byName.delete(name);
    }
  }
}
