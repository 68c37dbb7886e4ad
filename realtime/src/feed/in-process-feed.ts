import type { DomainEvent } from '@shop/contracts/events';
import type { EventFeed, EventListener, EventNames, EventPeek, EventPublisher } from './event-feed';
import { Listeners } from './listeners';
import { RecentEventIds } from './recent-event-ids';

/** Feed and publisher in one, for the embedded mode where everything shares a process. */
export class InProcessEventFeed implements EventFeed, EventPublisher {
  private readonly listeners = new Listeners();
  /** A batch the relay offers again (its stamp did not commit) is not heard twice. */
  readonly recent = new RecentEventIds();

  subscribe(listener: EventListener, names?: EventNames, peek?: EventPeek): () => void {
    return this.listeners.add(listener, names, peek);
  }

  async publish(event: DomainEvent): Promise<void> {
    if (!this.recent.firstTime(event.id)) return;
    this.listeners.deliver(event, () => {
      // A listener's failure is its own; the others still hear the event.
    });
  }

  async publishMany(events: readonly DomainEvent[]): Promise<void> {
    for (const event of events) await this.publish(event);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
