import type { Logger } from 'pino';
import { openRealtimeDatabase, type RealtimeDb } from './db';
import { PgDriverDirectory } from './driver-directory';
import { MemoryLatestPositions, RedisLatestPositions } from './latest-positions';
import { InProcessPositionBus, RedisPositionBus } from './position-bus';
import type { PositionsOptions } from './position-tracker';
import { TrackWriter } from './track-writer';

/** The positions' parts as one gateway uses them, and how to close them after the gateway. */
export interface Positions extends PositionsOptions {
  track: TrackWriter;
  /** Resolves once fixes from other gateways can be heard. */
  ready(): Promise<void>;
  /** Writes the track's last batch, then closes the connections. Call after gateway.stop(). */
  close(): Promise<void>;
}

/** Embedded mode: one gateway in the api's process, the api's own database. */
export function embeddedPositions(db: RealtimeDb, log: Logger): Positions {
  const bus = new InProcessPositionBus(log);
  const latest = new MemoryLatestPositions();
  const track = new TrackWriter(db, log);
  track.start();
  return {
    directory: new PgDriverDirectory(db),
    bus,
    latest,
    track,
    ready: async () => {},
    close: async () => {
      await track.stop();
      await bus.close();
    },
  };
}

/** Split mode: fixes shared through Redis, the gateway's own small PostgreSQL pool. */
export function splitPositions(redisUrl: string, databaseUrl: string, log: Logger): Positions {
  const database = openRealtimeDatabase(databaseUrl, log);
  const bus = new RedisPositionBus(redisUrl, log);
  const latest = new RedisLatestPositions(redisUrl, log);
  const track = new TrackWriter(database.db, log);
  track.start();
  return {
    directory: new PgDriverDirectory(database.db),
    bus,
    latest,
    track,
    ready: () => bus.ready(),
    close: async () => {
      await track.stop();
      await Promise.all([bus.close(), latest.close()]);
      await database.close();
    },
  };
}
