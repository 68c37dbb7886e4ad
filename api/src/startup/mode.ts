import type { Redis } from 'ioredis';
import type { EventFeed, EventPublisher, Gateway, LatestPositions } from '@shop/realtime';
import type { JobSink } from '@shop/workers';
import type { DispatchSequence } from '../modules/dispatch';

/** What a started shop closes when it stops, in the order it was opened (closed last first). */
export type StopSteps = (() => Promise<void>)[];

/** What the mode (embedded or split) gives the rest of the shop. */
export interface ModeServices {
  publisher: EventPublisher;
  feed: EventFeed;
  jobs: JobSink;
  /** The realtime gateway when it runs in this process (embedded mode). */
  gateway: Gateway | null;
  latestPositions: LatestPositions;
  /** Pings Redis, for the health check (split mode). */
  redisAnswers: (() => Promise<void>) | null;
  /** The sign-in limits' Redis (split mode); in memory otherwise. */
  rateLimitRedis: Redis | null;
  /** Numbers the dispatch map's messages as they are published. */
  dispatchSequence: DispatchSequence;
}
