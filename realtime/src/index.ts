export type { EventFeed, EventListener, EventPublisher } from './feed/event-feed';
export { InProcessEventFeed } from './feed/in-process-feed';
export { RedisEventFeed, RedisEventPublisher } from './feed/redis-feed';
export {
  startGateway,
  SOCKET_LIMITS,
  type Gateway,
  type GatewayOptions,
  type GatewayStats,
} from './gateway/gateway';
export { openRealtimeDatabase, type RealtimeDb } from './positions/db';
export {
  PgDriverDirectory,
  TRACKED_ORDER_STATUSES,
  type DriverDirectory,
  type DriverState,
} from './positions/driver-directory';
export {
  LATEST_POSITION_TTL_MS,
  MemoryLatestPositions,
  RedisLatestPositions,
  type LatestPositions,
} from './positions/latest-positions';
export {
  InProcessPositionBus,
  RedisPositionBus,
  type PositionBus,
  type PositionListener,
} from './positions/position-bus';
export {
  PositionTracker,
  type PositionStats,
  type PositionsOptions,
} from './positions/position-tracker';
export { TRACK_RULES, TrackWriter, type TrackStats } from './positions/track-writer';
export { embeddedPositions, splitPositions, type Positions } from './positions/wiring';
