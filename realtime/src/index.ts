export type { EventFeed, EventListener, EventPublisher } from './feed/event-feed';
export { InProcessEventFeed } from './feed/in-process-feed';
