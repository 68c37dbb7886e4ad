/**
 * The shop `make load` starts by itself: split mode as real processes (infra/load/
 * split-processes.ts) with the api, gateway and workers processes asked for, on a PostgreSQL and
 * a redis-server of its own, an SMTP counter for the workers' e-mails and a stand-in geocoder
 * (and, with `payments: stripe-standin`, a Stripe stand-in the api processes pay through).
 * It can be hurt (the scenario's faults), weighed (/proc) and audited (the books) after the run.
 * Kept apart from the load generator so other tools (a cluster test) can start the same shop.
 */
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { generateVapidKeys } from '@shop/workers';
import { SplitMode } from '../../split-processes';
import { checkBooks } from '../books';
import type {
  AcknowledgedOrder,
  FaultName,
  FaultRecord,
  ManagedShop,
  ManagedShopOptions,
  ObservedStatuses,
  ProcessSample,
} from '../target';
import { startGeocoderStub, type GeocoderStub } from './geocoder-stub';
import { ResourceSampler } from './resources';
import { settle } from './settle';
import { startSmtpCounter, type SmtpCounter } from './smtp-counter';
import { StripeStandIn } from './stripe-standin';
import { webhookRecovery } from './webhook-recovery';

/** How long the books wait with nothing moving (see settle.ts) before they count what is there. */
const SETTLE_STALLED_MS = 120_000;

export async function startManagedShop(
  options: ManagedShopOptions,
): Promise<ManagedShop & { smtp: SmtpCounter }> {
  const smtp = await startSmtpCounter();
  const geocoder = await startGeocoderStub();
  const stripe = options.payments === 'stripe-standin' ? await new StripeStandIn().start() : null;
  const split = new SplitMode({
    prefix: 'shop-load-',
    api: options.apiProcesses,
    realtime: options.gatewayProcesses,
    workers: options.workerProcesses,
    // Web Push on, as a shop that set its VAPID keys runs: the relay queues the push jobs and
    // the workers look up each one's devices (none subscribe in a load run).
    ...(process.env.LOAD_WEB_PUSH === '1' ? { env: vapidEnv() } : {}),
    apiEnv: {
      GEOCODER: 'pdok',
      GEOCODER_URL: geocoder.url,
      // Drivers register from their own phones: one proxy in front passes their address on.
      TRUST_PROXY_HOPS: '1',
      // Each api process's PostgreSQL connections (10 unless set): the bound of one process.
      ...(process.env.LOAD_DB_POOL ? { DATABASE_POOL_MAX: process.env.LOAD_DB_POOL } : {}),
      ...stripe?.apiEnv,
    },
    // PostgreSQL on this host through its Unix socket, as a one-host deployment would.
    ...(process.env.LOAD_POSTGRES_SOCKET === '1' ? { postgresSocket: true } : {}),
    // Each api process writes a CPU profile there when the run stops it, and loads a module
    // of the operator's before the shop (a statement counter, a tracer).
    apiNodeArgs: [
      ...(process.env.LOAD_API_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_API_CPU_PROF}`]
        : []),
      ...(process.env.LOAD_API_IMPORT ? ['--import', resolve(process.env.LOAD_API_IMPORT)] : []),
    ],
    // Every process names its JavaScript for Linux perf (infra/load/perf-summary.ts).
    ...(process.env.LOAD_PERF_MAP === '1' ? { nodeArgs: ['--perf-basic-prof'] } : {}),
  });
  try {
    await split.start(smtp.url);
  } catch (err) {
    await split.stop().catch(() => {});
    await stripe?.stop();
    await geocoder.close();
    await smtp.close();
    throw err;
  }
  if (stripe) stripe.apiUrls = split.apiUrls;
  return new SplitShop(split, smtp, geocoder, stripe);
}

class SplitShop implements ManagedShop {
  private readonly sampler = new ResourceSampler();

  constructor(
    private readonly split: SplitMode,
    readonly smtp: SmtpCounter,
    private readonly geocoder: GeocoderStub,
    private readonly stripeStandIn: StripeStandIn | null,
  ) {}

  get stripe() {
    const s = this.stripeStandIn;
    return s ? { apiUrl: s.apiUrl, publishableKey: s.publishableKey } : undefined;
  }

  get apiUrls() {
    return this.split.apiUrls;
  }
  get socketUrls() {
    return this.split.socketUrls;
  }
  get metricsUrls() {
    return Object.fromEntries(this.split.processes.map((p) => [p.name, p.metricsUrl]));
  }
  get databaseUrl() {
    return this.split.databaseUrl;
  }
  get redisUrl() {
    return this.split.redisUrl;
  }
  get logDir() {
    return this.split.logDir;
  }

  async injectFault(name: FaultName, options: { durationMs?: number } = {}): Promise<FaultRecord> {
    const durationMs = options.durationMs ?? 5000;
    const startedAt = Date.now();
    const record = (detail: string): FaultRecord => ({
      name,
      startedAt,
      endedAt: Date.now(),
      recoveredAt: null,
      detail,
    });
    switch (name) {
      case 'redis-restart':
        await this.split.killRedis(durationMs);
        return record(
          `redis-server SIGKILL, the same append-only file back after ${durationMs / 1000} s`,
        );
      case 'worker-kill':
        await this.split.killProcess('workers-1', durationMs);
        return record(
          `workers-1 SIGKILL while sending e-mails, started again after ${durationMs / 1000} s`,
        );
      case 'gateway-kill':
        await this.split.killProcess('realtime-1', durationMs);
        return record(
          `realtime-1 SIGKILL (its sockets reconnect elsewhere), started again after ${durationMs / 1000} s`,
        );
      case 'api-kill':
        await this.split.killProcess('api-1', durationMs);
        return record(`api-1 SIGKILL, started again after ${durationMs / 1000} s`);
      case 'postgres-restart':
        await this.split.restartPostgresImmediately(durationMs);
        return record(
          `PostgreSQL stopped -m immediate (crash, WAL recovery), back after ${durationMs / 1000} s`,
        );
      case 'geocoder-hanging':
        await this.geocoder.hang(durationMs);
        return record(`the geocoder answered nothing for ${durationMs / 1000} s`);
      case 'webhook-failing':
        if (!this.stripeStandIn)
          return record(
            'not run: the managed shop pays in test mode, which settles without a webhook (payments: stripe-standin plays it)',
          );
        await this.stripeStandIn.failWebhooks(durationMs);
        return record(
          `the webhook endpoint answered 503 for ${durationMs / 1000} s (at the proxy in front of the api processes)`,
        );
    }
  }

  async recovered(ms: number, fault?: FaultRecord): Promise<number | null> {
    const deadline = Date.now() + ms;
    if (!(await this.split.allHealthy(ms))) return null;
    if (fault?.name !== 'webhook-failing' || !this.stripeStandIn) return Date.now();
    return webhookRecovery(this.stripeStandIn, this.databaseUrl, fault, deadline);
  }

  async sampleResources(): Promise<ProcessSample[]> {
    const roots: Record<string, number | undefined> = {
      postgres: this.split.postgres.process.pid,
      redis: this.split.redis.process.pid,
    };
    for (const p of this.split.processes) roots[p.name] = p.pid;
    return this.sampler.sample(roots, new Set(['postgres']));
  }

  resetStatementCounts() {
    return this.split.resetStatementCounts();
  }

  statementCounts(top: number) {
    return this.split.statementCounts(top);
  }

  /** Exits nobody asked for, per process, since the start. */
  unexpectedExits(): string[] {
    return this.split.processes.flatMap((p) => p.takeExits().map((e) => `${p.name}: ${e}`));
  }

  async checkBooks(
    ledger: () => { acknowledged: AcknowledgedOrder[]; observed: ObservedStatuses[] },
    runTag = '',
  ) {
    // Events Stripe still retries are on their way too.
    const delivered = (await this.stripeStandIn?.deliveriesDone(SETTLE_STALLED_MS)) ?? true;
    const settled = await settle(
      this.databaseUrl,
      this.redisUrl,
      () => this.smtp.messages.length,
      SETTLE_STALLED_MS,
    );
    const { acknowledged, observed } = ledger();
    const books = await checkBooks(
      this.databaseUrl,
      this.smtp.messages,
      acknowledged,
      observed,
      runTag,
      this.stripeStandIn?.chargesPerOrder() ?? null,
    );
    if (!delivered) {
      books.ok = false;
      books.findings.unshift(
        `Stripe events still being retried ${SETTLE_STALLED_MS / 1000} s after the run`,
      );
    }
    if (!settled) {
      books.ok = false;
      books.findings.unshift(
        `e-mails or events still on their way after the run (nothing moved for ${SETTLE_STALLED_MS / 1000} s, or 20 minutes ran out)`,
      );
    }
    return books;
  }

  async stop() {
    await this.split.stop();
    await this.stripeStandIn?.stop();
    await this.geocoder.close();
    await this.smtp.close();
    await sleep(0);
  }
}

function vapidEnv(): Record<string, string> {
  const keys = generateVapidKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}
