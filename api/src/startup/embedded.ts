import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import {
  InProcessEventFeed,
  embeddedPositions,
  startGateway,
  type Gateway,
  type LatestPositions,
} from '@shop/realtime';
import { registerGatewayMetrics } from '@shop/realtime/metrics';
import {
  InProcessJobRunner,
  createMailer,
  createProcessors,
  registerWorkerMetrics,
  webPushSender,
  type Mailer,
  type PushSender,
} from '@shop/workers';
import type { Config } from '../config/env';
import type { Database } from '../db/client';
import { MemoryDispatchSequence } from '../modules/dispatch';
import type { ModeServices, StopSteps } from './mode';

/**
 * Embedded mode: the events, the jobs (the workers' processors) and the realtime gateway in this
 * process, the gateway on a loopback port the api forwards /ws to.
 */
export async function startEmbeddedServices(
  config: Config,
  deps: {
    database: Database;
    log: Logger;
    metrics: Registry;
    stops: StopSteps;
    mailer?: Mailer | undefined;
    pushSender?: PushSender | undefined;
  },
): Promise<ModeServices & { gateway: Gateway }> {
  const { database, log, metrics, stops } = deps;
  const inProcess = new InProcessEventFeed();
  const publisher = inProcess;
  const feed = inProcess;
  const mailer = deps.mailer ?? createMailer(config.mail);
  const runner = new InProcessJobRunner(
    createProcessors({
      db: database.db,
      mailer,
      log,
      shopInbox: config.mail.shopInbox,
      publicOrigin: config.publicOrigin,
      // Stored notifications go straight to the in-process gateway, as a hint (see workers).
      publish: (events) => inProcess.publishMany(events),
      push: deps.pushSender ?? (config.push.vapid ? webPushSender(config.push.vapid) : null),
    }),
    log,
  );
  const jobs = runner;
  stops.push(() => runner.close());
  registerWorkerMetrics(metrics, { jobCounts: () => runner.jobCounts() });
  // Drivers' fixes: checked and fanned out in process, the track batched into this database.
  const positions = embeddedPositions(database.db, log);
  stops.push(() => positions.close());
  const latestPositions: LatestPositions = positions.latest;
  const gateway = await startGateway({
    host: '127.0.0.1',
    port: 0,
    feed,
    secret: config.realtimeSecret,
    allowedOrigins: config.allowedOrigins,
    log,
    positions,
  });
  stops.push(() => gateway.stop());
  registerGatewayMetrics(metrics, () => gateway);
  return {
    publisher,
    feed,
    jobs,
    gateway,
    latestPositions,
    redisAnswers: null,
    rateLimitRedis: null,
    dispatchSequence: new MemoryDispatchSequence(),
  };
}
