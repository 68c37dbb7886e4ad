import type { DomainEvent } from '@shop/contracts/events';
import type { EventFeed, EventListener, EventPublisher } from './event-feed';

/** Feed and publisher in one, for the embedded mode where everything shares a process. */
export class InProcessEventFeed implements EventFeed, EventPublisher {
  private readonly listeners = new Set<EventListener>();

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async publish(event: DomainEvent): Promise<void> {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // A listener's failure is its own; the others still hear the event.
      }
    }
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
