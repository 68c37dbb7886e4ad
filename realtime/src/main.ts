import { catchStopSignals } from '@shop/process/stop-signals';
import { logMixin } from '@shop/process/log-context';
import { pino } from 'pino';
import { loadRealtimeConfig } from './config/env';
import { RedisEventFeed } from './feed/redis-feed';
import { startGateway } from './gateway/gateway';
import { createMetricsRegistry, serveMetrics } from '@shop/process/metrics';
import { registerGatewayMetrics } from './metrics';
import { splitPositions } from './positions/wiring';

/**
 * An orchestrator sends SIGKILL 10 s after SIGTERM (Kubernetes' and systemd's usual grace), so a
 * stop that is still waiting on a dependency after 9 s gives up and exits on its own.
 */
const STOP_DEADLINE_MS = 9_000;

/** The gateway as a process of its own (split mode): Redis events and drivers' fixes in, /ws
 *  sockets out, drivers' tracks to PostgreSQL in batches. */
async function main() {
  const whenStopping = catchStopSignals();
  const config = loadRealtimeConfig();
  const log = pino({ level: config.logLevel, mixin: logMixin });
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
  const metrics = config.metrics ? await serveMetrics({ ...config.metrics, registry, log }) : null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    setTimeout(() => {
      log.error('stopping took too long; exiting');
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    await gateway.stop();
    await metrics?.close();
    // The track's last batch is written after the sockets are closed.
    await positions.close();
    await feed.close();
    process.exit(0);
  };
  whenStopping((signal) => void stop(signal));
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Could not start the realtime gateway: ${err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(1);
});
