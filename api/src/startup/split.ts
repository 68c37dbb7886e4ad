import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RedisEventFeed, RedisEventPublisher, RedisLatestPositions } from '@shop/realtime';
import { BullJobSink } from '@shop/workers';
import type { Config } from '../config/env';
import { rateLimitRedis } from '../modules/auth/rate-limits';
import { RedisDispatchSequence } from '../modules/dispatch';
import type { ModeServices, StopSteps } from './mode';

/**
 * Split mode: the api publishes through Redis and BullMQ to the gateway and the workers running
 * elsewhere; the sign-in limits and the dispatch map's numbering are shared in Redis too.
 */
export function startSplitServices(
  config: Config,
  deps: { log: Logger; stops: StopSteps; jobPrefix?: string | undefined },
): ModeServices {
  const { log, stops } = deps;
  const redisUrl = config.redisUrl!;
  const publisher = new RedisEventPublisher(redisUrl, log);
  const feed = new RedisEventFeed(redisUrl, log);
  const jobs = new BullJobSink(redisUrl, log, deps.jobPrefix ? { prefix: deps.jobPrefix } : {});
  const latest = new RedisLatestPositions(redisUrl, log);
  const latestPositions = latest;
  stops.push(() => latest.close());
  stops.push(
    () => publisher.close(),
    () => feed.close(),
    () => jobs.close(),
  );
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // Its failures are answered by the health check; without a listener they would end the process.
  probe.on('error', (err) => log.debug({ err }, 'Redis health probe failed'));
  stops.push(async () => probe.disconnect());
  const redisAnswers = async () => {
    if (probe.status === 'wait') await probe.connect();
    await probe.ping();
  };

  const client = rateLimitRedis(redisUrl);
  client.on('error', (err) => log.debug({ err }, 'rate-limit Redis connection failed'));
  stops.push(async () => client.disconnect());

  // One counter for all replicas.
  const redisSequence = new RedisDispatchSequence(redisUrl, log);
  stops.push(() => redisSequence.close());

  return {
    publisher,
    feed,
    jobs,
    gateway: null,
    latestPositions,
    redisAnswers,
    rateLimitRedis: client,
    dispatchSequence: redisSequence,
  };
}
