import { catchStopSignals } from '@shop/process/stop-signals';
import { logMixin } from '@shop/process/log-context';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { RedisEventPublisher } from '@shop/realtime/feed';
import {
  createMetricsRegistry,
  registerHealthMetrics,
  registerPoolMetrics,
  serveMetrics,
} from '@shop/process/metrics';
import { loadWorkersConfig } from './config/env';
import { openWorkersDatabase } from './db/client';
import { createMailer } from './email/mailer';
import { passes, serveHealth } from './health';
import { registerWorkerMetrics } from './metrics';
import { createProcessors } from './processors';
import { webPushSender } from './push/push-sender';
import { startBullWorkers } from './queue/bull';

/**
 * An orchestrator sends SIGKILL 10 s after SIGTERM (Kubernetes' and systemd's usual grace), so a
 * stop that is still waiting on a dependency after 9 s gives up and exits on its own.
 */
const STOP_DEADLINE_MS = 9_000;

/**
 * The workers as their own process (split mode): BullMQ jobs from Redis, the e-mail ledger and
 * the notifications in PostgreSQL, live pushes on the Redis event channel. SIGINT/SIGTERM let running jobs finish, then close Redis and the pool.
 */
async function main() {
  const whenStopping = catchStopSignals();
  const config = loadWorkersConfig();
  const log = pino({ level: config.logLevel, mixin: logMixin });
  const database = openWorkersDatabase(config.databaseUrl, log);
  const mailer = createMailer(config.mail);
  // Stored notifications are pushed to the gateway on the channel the outbox relay uses.
  const publisher = new RedisEventPublisher(config.redisUrl, log);
  const closeResources = async () => {
    await mailer.close();
    await publisher.close();
    await database.close();
  };

  let workers;
  try {
    await database.db.execute(sql`select 1`);
    workers = await startBullWorkers({
      redisUrl: config.redisUrl,
      processors: createProcessors({
        db: database.db,
        mailer,
        log,
        shopInbox: config.mail.shopInbox,
        publicOrigin: config.publicOrigin,
        publish: (event) => publisher.publish(event),
        push: config.vapid ? webPushSender(config.vapid) : null,
      }),
      log,
      concurrency: config.concurrency,
      requireNoEviction: config.env === 'production',
    });
  } catch (err) {
    await closeResources().catch(() => {});
    throw err;
  }
  log.info(
    config.mail.smtpUrl ? 'e-mail goes out by SMTP' : `e-mails are written to ${config.mail.dir}`,
  );
  if (!config.vapid)
    log.warn('no VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY): Web Push is off');
  const running = workers;
  const checks = {
    database: async () => {
      await database.db.execute(sql`select 1`);
    },
    queues: async () => running.assertConnected(),
  };
  const health = config.health ? await serveHealth({ ...config.health, log }, checks) : null;
  const registry = createMetricsRegistry();
  registerWorkerMetrics(registry, {
    jobCounts: () => running.jobCounts(),
    stalled: running.stalled,
  });
  registerPoolMetrics(registry, () => [database.pool]);
  registerHealthMetrics(registry, {
    database: () => passes(checks.database),
    queues: () => passes(checks.queues),
  });
  const metrics = config.metrics ? await serveMetrics({ ...config.metrics, registry, log }) : null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting without waiting for running jobs');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, 'stopping: waiting for running jobs');
    setTimeout(() => {
      log.error('stopping took too long; exiting');
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    try {
      await health?.close();
      await metrics?.close();
      await workers.close();
      await closeResources();
      log.info('stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'stopping failed');
      process.exit(1);
    }
  };
  whenStopping((signal) => void stop(signal));
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Could not start the workers: ${err instanceof Error ? err.stack : String(err)}\n`,
  );
  process.exit(1);
});
