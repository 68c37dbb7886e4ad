import { serviceLogger } from '@shop/process/log-context';
import { createMetricsRegistry, serveMetrics } from '@shop/process/metrics';
import { startService } from '@shop/process/service';
import { loadRealtimeConfig } from './config/env';
import { RedisEventFeed } from './feed/redis-feed';
import { startGateway } from './gateway/gateway';
import { registerGatewayMetrics } from './metrics';
import { splitPositions } from './positions/wiring';

/** The gateway as a process of its own (split mode): Redis events and drivers' fixes in, /ws
 *  sockets out, drivers' tracks to PostgreSQL in batches. */
startService(
  'the realtime gateway',
  async (whenStarted) => {
    const config = loadRealtimeConfig();
    const log = serviceLogger(config.logLevel);
    log.info(
      { allowedOrigins: config.allowedOrigins },
      'browsers may open /ws from these origins and from the host they connect to',
    );
    const feed = new RedisEventFeed(config.redisUrl, log);
    const positions = splitPositions(config.redisUrl, config.databaseUrl, log);
    const gateway = await startGateway({
      host: config.host,
      port: config.port,
      feed,
      secret: config.secret,
      allowedOrigins: config.allowedOrigins,
      log,
      positions,
    });
    const registry = createMetricsRegistry();
    registerGatewayMetrics(registry, () => gateway);
    const metrics = config.metrics
      ? await serveMetrics({ ...config.metrics, registry, log })
      : null;

    whenStarted({
      log,
      close: async () => {
        await gateway.stop();
        await metrics?.close();
        // The track's last batch is written after the sockets are closed.
        await positions.close();
        await feed.close();
      },
    });
  },
  (err) => (err instanceof Error ? err.message : String(err)),
);
