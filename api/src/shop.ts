import { shopListener } from './shared/http/public-reads';
import { serviceLogger } from '@shop/process/log-context';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { Redis } from 'ioredis';
import {
  InProcessEventFeed,
  RedisEventFeed,
  RedisEventPublisher,
  RedisLatestPositions,
  embeddedPositions,
  startGateway,
  type EventFeed,
  type EventPublisher,
  type Gateway,
  type LatestPositions,
} from '@shop/realtime';
import {
  BullJobSink,
  InProcessJobRunner,
  createMailer,
  createProcessors,
  type JobSink,
  type Mailer,
  registerWorkerMetrics,
  webPushSender,
  type PushSender,
} from '@shop/workers';
import { withKeptVapidKeys } from './modules/push/vapid-key-file';
import type { Registry } from 'prom-client';
import { createMetricsRegistry } from '@shop/process/metrics';
import { registerGatewayMetrics } from '@shop/realtime/metrics';
import { registerApiMetrics } from './shared/metrics/api-metrics';
import type { Config } from './config/env';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { createApp } from './app';
import { checkPasses } from './modules/system/system.routes';
import { OutboxRelay } from './shared/events/relay';
import { AdvisoryLockLeadership } from './shared/events/relay-leadership';
import {
  MemoryDispatchSequence,
  OfferSweeper,
  RedisDispatchSequence,
  SequencingPublisher,
  type DispatchSequence,
} from './modules/dispatch';
import { StoreClock } from './modules/settings-admin/store-clock';
import { createPayments, type Payments } from './modules/payments/payments.module';
import { TrackingLinks } from './modules/orders/tracking-links';
import type { PaymentProvider } from './modules/payments/provider';
import { seedDemoData, DEMO_ACCOUNTS } from './seed/seed';
import { importMediaFolder } from './shared/images/media-store';
import { rateLimitRedis } from './modules/auth/rate-limits';
import { answerClientErrors, rawAnswer } from './shared/http/server-refusals';

export interface Shop {
  url: string;
  port: number;
  config: Config;
  database: Database;
  relay: OutboxRelay;
  /** The realtime gateway when it runs in this process (embedded mode). */
  gateway: Gateway | null;
  /** The in-process job runner (embedded mode), so tests can wait for jobs to finish. */
  jobs: JobSink;
  /** Domain events as the relay publishes them (every mode). */
  feed: EventFeed;
  /** Payments: provider, settlement, webhook inbox and the reconciler. */
  payments: Payments;
  /** Drivers' latest positions: the in-process gateway's (embedded) or Redis (split). */
  latestPositions: LatestPositions;
  /** This shop's Prometheus series (the gateway's and workers' too in embedded mode). */
  metrics: Registry;
  stop(): Promise<void>;
}

export interface StartOptions {
  log?: Logger;
  /** An already open database (tests pass a fresh one); otherwise opened from the config. */
  database?: Database;
  mailer?: Mailer;
  /** Seed demo data into an empty database (defaults to the config). */
  seed?: boolean;
  /** A payment provider instead of the configured one (tests: Stripe pointed at a local stub). */
  paymentProvider?: PaymentProvider;
  /** Web Push's sender in embedded mode (tests: one that trusts a local push service). */
  pushSender?: PushSender;
  /** Redis key prefix of the job queues in split mode, so parallel test runs keep apart. */
  jobPrefix?: string;
}

/**
 * Starts the whole shop as the configuration asks: in embedded mode the api, the outbox relay,
 * the realtime gateway and the workers share this process; in split mode the api publishes
 * through Redis and BullMQ to the gateway and workers running elsewhere.
 */
export async function startShop(given: Config, options: StartOptions = {}): Promise<Shop> {
  const log = options.log ?? serviceLogger(given.logLevel);
  // Embedded mode without keys in the environment makes a pair once and keeps it in DATA_DIR
  // (not for a database handed in by a test, whose shop has no data folder of its own).
  const config = options.database ? given : await withKeptVapidKeys(given, log);
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse())
      await stop().catch((err) => log.warn({ err }, 'stop step failed'));
  };
  try {
    const database = options.database ?? (await openDatabase(config.database, log));
    if (!options.database) stops.push(() => database.close());
    if (config.database.kind === 'pglite' || options.database) await migrate(database);
    // Tests that ask for seeding get the catalog only; an operator's demo shop also gets live orders.
    if (options.seed ?? config.seedDemo)
      await seedDemoData(database.db, log, { liveOrders: options.seed === undefined });
    await importMediaFolder(database.db, config.mediaDir, log);

    let publisher: EventPublisher;
    let feed: EventFeed;
    let jobs: JobSink;
    let gateway: Gateway | null = null;
    let latestPositions: LatestPositions;
    let redisAnswers: (() => Promise<void>) | null = null;
    const healthChecks: Record<string, () => Promise<void>> = { database: () => database.ping() };
    const metrics = createMetricsRegistry();

    if (config.mode === 'embedded') {
      const inProcess = new InProcessEventFeed();
      publisher = inProcess;
      feed = inProcess;
      const mailer = options.mailer ?? createMailer(config.mail);
      const runner = new InProcessJobRunner(
        createProcessors({
          db: database.db,
          mailer,
          log,
          shopInbox: config.mail.shopInbox,
          publicOrigin: config.publicOrigin,
          // Stored notifications go straight to the in-process gateway, as a hint (see workers).
          publish: (event) => inProcess.publish(event),
          push: options.pushSender ?? (config.push.vapid ? webPushSender(config.push.vapid) : null),
        }),
        log,
      );
      jobs = runner;
      stops.push(() => runner.close());
      registerWorkerMetrics(metrics, { jobCounts: () => runner.jobCounts() });
      // Drivers' fixes: checked and fanned out in process, the track batched into this database.
      const positions = embeddedPositions(database.db, log);
      stops.push(() => positions.close());
      latestPositions = positions.latest;
      gateway = await startGateway({
        host: '127.0.0.1',
        port: 0,
        feed,
        secret: config.realtimeSecret,
        allowedOrigins: config.allowedOrigins,
        log,
        positions,
      });
      stops.push(() => gateway!.stop());
      registerGatewayMetrics(metrics, () => gateway);
    } else {
      const redisUrl = config.redisUrl!;
      publisher = new RedisEventPublisher(redisUrl, log);
      feed = new RedisEventFeed(redisUrl, log);
      jobs = new BullJobSink(redisUrl, log, options.jobPrefix ? { prefix: options.jobPrefix } : {});
      const latest = new RedisLatestPositions(redisUrl, log);
      latestPositions = latest;
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
      redisAnswers = async () => {
        if (probe.status === 'wait') await probe.connect();
        await probe.ping();
      };
    }

    let limitsRedis: Redis | null = null;
    if (config.mode === 'split') {
      const client = rateLimitRedis(config.redisUrl!);
      client.on('error', (err) => log.debug({ err }, 'rate-limit Redis connection failed'));
      limitsRedis = client;
      stops.push(async () => client.disconnect());
    }

    // The dispatch map's messages are numbered as they are published (one counter for all replicas).
    let dispatchSequence: DispatchSequence;
    if (config.mode === 'split') {
      const redisSequence = new RedisDispatchSequence(config.redisUrl!, log);
      stops.push(() => redisSequence.close());
      dispatchSequence = redisSequence;
    } else dispatchSequence = new MemoryDispatchSequence();
    // Split mode: one api process relays at a time, chosen by an advisory lock, so an order's
    // events go out in the order they were recorded however many replicas run.
    const relay = new OutboxRelay(
      database.db,
      new SequencingPublisher(publisher, dispatchSequence),
      jobs,
      log,
      database.kind === 'postgres' && config.database.kind === 'postgres'
        ? { leadership: new AdvisoryLockLeadership(config.database.url, log) }
        : {},
    );
    relay.start();
    stops.push(() => relay.stop());
    // Embedded: events flow while the relay runs and nothing waits in the outbox for long.
    // Split: the outbox is shared by every replica, so a backlog would take them all out of
    // service at once; each replica reports its own relay and its own line to Redis.
    const pingRedis = redisAnswers;
    healthChecks.events = pingRedis
      ? async () => {
          relay.assertPolling();
          await pingRedis();
        }
      : () => relay.assertFlowing();

    registerApiMetrics(metrics, {
      database,
      relay,
      healthChecks: Object.fromEntries(
        Object.entries(healthChecks).map(([name, check]) => [name, () => checkPasses(check)]),
      ),
    });

    const kickRelay = () => void relay.kick();
    const payments = createPayments({
      config: config.payments,
      db: database.db,
      log,
      kickRelay,
      links: new TrackingLinks(config.realtimeSecret),
      ...(options.paymentProvider ? { provider: options.paymentProvider } : {}),
    });
    payments.reconciler.start();
    stops.push(async () => {
      await payments.reconciler.stop();
      await payments.inbox.idle();
    });

    // Every replica sweeps; row locks keep them from passing one offer on twice.
    const sweeper = new OfferSweeper({ db: database.db, log, kickRelay });
    sweeper.start();
    stops.push(() => sweeper.stop());
    // Ends pauses whose time is up and closes ordering outside the opening hours when asked.
    const storeClock = new StoreClock({ db: database.db, log, kickRelay });
    storeClock.start();
    stops.push(() => storeClock.stop());

    const appLifetime = new AbortController();
    stops.push(async () => appLifetime.abort());
    const app = createApp({
      config,
      database,
      log,
      healthChecks,
      kickRelay,
      feed,
      payments,
      rateLimitRedis: limitsRedis,
      signal: appLifetime.signal,
      metrics,
      dispatchSequence,
      latestPositions: () => latestPositions.all(),
    });
    const server = createServer(shopListener(app));
    answerClientErrors(server, log);
    const requests = trackRequests(server);
    const wsTarget = gateway
      ? { host: '127.0.0.1', port: gateway.port }
      : config.realtimeUrl
        ? {
            host: new URL(config.realtimeUrl).hostname,
            port: Number(new URL(config.realtimeUrl).port || 80),
          }
        : null;
    const tunnels = new Set<Duplex>();
    server.on('upgrade', (req, socket, head) => {
      tunnels.add(socket);
      socket.once('close', () => tunnels.delete(socket));
      forwardUpgrade(req, socket, head, wsTarget, log);
    });
    await listen(server, config.port, config.host);
    // An in-process gateway closes its sockets with 1012 through the tunnels when it stops; a
    // gateway elsewhere keeps running, so this replica's tunnels are cut and the clients reconnect.
    stops.push(() => closeServer(server, requests, gateway ? null : tunnels));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;

    return {
      url: `http://localhost:${port}`,
      port,
      config,
      database,
      relay,
      gateway,
      jobs,
      feed,
      payments,
      latestPositions,
      metrics,
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

/**
 * Hands a /ws upgrade to the gateway as raw TCP, so browsers reach the shop on one origin.
 * In production a reverse proxy does the same (see infra/nginx.conf).
 */
function forwardUpgrade(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  target: { host: string; port: number } | null,
  log: Logger,
): void {
  const path = (req.url ?? '').split('?')[0];
  if (!target || path !== '/ws') {
    const body = { type: 'not_found' as const, message: `No such endpoint: ${req.method} ${path}` };
    socket.end(rawAnswer({ status: 404, reason: 'Not Found', body }));
    return;
  }
  const upstream: Socket = connect(target.port, target.host);
  const fail = () => {
    socket.destroy();
    upstream.destroy();
  };
  upstream.once('error', (err) => {
    log.warn({ err }, 'realtime gateway unreachable');
    fail();
  });
  socket.once('error', fail);
  upstream.once('connect', () => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      if (req.rawHeaders[i]!.toLowerCase() === 'x-forwarded-for') continue;
      lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    }
    lines.push(`X-Forwarded-For: ${req.socket.remoteAddress ?? ''}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** How long requests under way at SIGTERM may take before their connections are cut. */
const DRAIN_MS = 5_000;

/**
 * Counts the requests being answered, so a stop can wait for them; once the server is closing,
 * answers go out with `Connection: close` so keep-alive clients move to another replica.
 */
function trackRequests(server: Server): { inFlight(): number; closing(): void } {
  let inFlight = 0;
  let closing = false;
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight++;
    if (closing) res.shouldKeepAlive = false;
    res.once('close', () => inFlight--);
  });
  return { inFlight: () => inFlight, closing: () => (closing = true) };
}

/**
 * Stops accepting connections, lets the requests under way finish for up to DRAIN_MS, then
 * closes what is left. Tunnelled /ws sockets are not HTTP requests: they are left to an
 * in-process gateway, which closes them with 1012, or cut when `tunnels` is given.
 */
async function closeServer(
  server: Server,
  requests: ReturnType<typeof trackRequests>,
  tunnels: Set<Duplex> | null,
): Promise<void> {
  requests.closing();
  server.close();
  const deadline = Date.now() + DRAIN_MS;
  for (;;) {
    server.closeIdleConnections();
    if (requests.inFlight() === 0 || Date.now() >= deadline) break;
    await sleep(25);
  }
  server.closeAllConnections();
  if (tunnels) for (const socket of tunnels) socket.destroy();
}

export { DEMO_ACCOUNTS };
