import { createServer } from 'node:http';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { serviceLogger } from '@shop/process/log-context';
import { createMetricsRegistry } from '@shop/process/metrics';
import type { EventFeed, Gateway, LatestPositions } from '@shop/realtime';
import type { JobSink, Mailer, PushSender } from '@shop/workers';
import { withKeptVapidKeys } from './modules/push/vapid-key-file';
import { registerApiMetrics } from './shared/metrics/api-metrics';
import type { Config } from './config/env';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { createApp } from './app';
import { checkPasses } from './modules/system/system.routes';
import { OutboxRelay } from './shared/events/relay';
import { AdvisoryLockLeadership } from './shared/events/relay-leadership';
import { OfferSweeper, SequencingPublisher } from './modules/dispatch';
import { numberPendingInvoices } from './modules/invoicing';
import { StoreClock } from './modules/settings-admin/store-clock';
import { afterSwitchesWritten } from './modules/ordering';
import { CatalogCache } from './shared/cache/catalog-cache';
import { createPayments, type Payments } from './modules/payments/payments.module';
import { TrackingLinks } from './modules/orders/tracking-links';
import type { PaymentProvider } from './modules/payments/provider';
import { seedDemoData, DEMO_ACCOUNTS } from './seed/seed';
import { importMediaFolder } from './shared/images/media-store';
import { shopListener } from './shared/http/public-reads';
import { answerClientErrors } from './shared/http/server-refusals';
import { closeServer, listen, trackRequests } from './startup/draining';
import { startEmbeddedServices } from './startup/embedded';
import type { StopSteps } from './startup/mode';
import { startSplitServices } from './startup/split';
import { gatewayTarget, proxyWebSockets } from './startup/ws-proxy';

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
  const stops: StopSteps = [];
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

    const metrics = createMetricsRegistry();
    const { publisher, feed, jobs, gateway, latestPositions, redisAnswers, ...mode } =
      config.mode === 'embedded'
        ? await startEmbeddedServices(config, {
            database,
            log,
            metrics,
            stops,
            mailer: options.mailer,
            pushSender: options.pushSender,
          })
        : startSplitServices(config, { log, stops, jobPrefix: options.jobPrefix });
    const healthChecks: Record<string, () => Promise<void>> = { database: () => database.ping() };

    // Split mode: one api process relays at a time, chosen by an advisory lock, so an order's
    // events go out in the order they were recorded however many replicas run. Before each
    // pass it numbers the invoices of the payments since, releasing the events that carry them.
    const relay = new OutboxRelay(
      database.db,
      new SequencingPublisher(publisher, mode.dispatchSequence),
      jobs,
      log,
      {
        releaseHeld: numberPendingInvoices,
        // Without VAPID keys (nor a test's sender) the workers have nothing to push with.
        webPush: config.push.vapid !== null || options.pushSender !== undefined,
        ...(database.kind === 'postgres' && config.database.kind === 'postgres'
          ? { leadership: new AdvisoryLockLeadership(config.database.url, log) }
          : {}),
      },
    );
    relay.start();
    stops.push(() => relay.stop());
    // Embedded: events flow while the relay runs and nothing waits in the outbox for long.
    // Split: the outbox is shared by every replica, so a backlog would take them all out of
    // service at once; each replica reports its own relay and its own line to Redis.
    healthChecks.events = redisAnswers
      ? async () => {
          relay.assertPolling();
          await redisAnswers();
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
    // The app's cache of public reads and the switches: the store clock drops what it changes.
    const catalog = new CatalogCache();
    // Ends pauses whose time is up and closes ordering outside the opening hours when asked.
    const storeClock = new StoreClock({
      db: database.db,
      log,
      switchesWritten: afterSwitchesWritten(catalog, kickRelay),
    });
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
      catalog,
      payments,
      rateLimitRedis: mode.rateLimitRedis,
      signal: appLifetime.signal,
      metrics,
      dispatchSequence: mode.dispatchSequence,
      latestPositions: () => latestPositions.all(),
    });
    const server = createServer(shopListener(app));
    answerClientErrors(server, log);
    const requests = trackRequests(server);
    const tunnels = proxyWebSockets(
      server,
      gatewayTarget(gateway?.port ?? null, config.realtimeUrl),
      log,
    );
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

export { DEMO_ACCOUNTS };
