import { sql } from 'drizzle-orm';
import { serviceLogger } from '@shop/process/log-context';
import { startService, type ServiceStop } from '@shop/process/service';
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
 * The workers as their own process (split mode): BullMQ jobs from Redis, the e-mail ledger and
 * the notifications in PostgreSQL, live pushes on the Redis event channel. SIGINT/SIGTERM let running jobs finish, then close Redis and the pool.
 */
async function main(whenStarted: (stop: ServiceStop) => void) {
  const config = loadWorkersConfig();
  const log = serviceLogger(config.logLevel);
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
        publish: (events) => publisher.publishMany(events),
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

  whenStarted({
    log,
    stopping: 'stopping: waiting for running jobs',
    secondSignal: 'exit',
    close: async () => {
      await health?.close();
      await metrics?.close();
      await workers.close();
      await closeResources();
    },
  });
}

startService('the workers', main);
