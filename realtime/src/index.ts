export type { EventFeed, EventListener, EventPublisher } from './feed/event-feed';
export { InProcessEventFeed } from './feed/in-process-feed';
export { RedisEventFeed, RedisEventPublisher } from './feed/redis-feed';
export { startGateway, SOCKET_LIMITS, type Gateway, type GatewayOptions } from './gateway/gateway';
