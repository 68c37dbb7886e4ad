/**
 * One run of a scenario against a target: the accounts and facts the clients need, the live
 * side (kitchen, dispatch screens, drivers, visitors with the shop open), the arrivals of the
 * ramp (customers and browsing visitors), the faults at their time, a window of figures every
 * few seconds, then the drain, the books and the report.
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { seededRandom } from '../../testing/seeded-random';
import { arrivals } from './scheduler';
import { Metrics } from './metrics';
import { orderRateAt, rampSeconds, stageAt, type Scenario } from './scenario';
import { progressLine } from './progress';
import { watchGeneratorLag } from './generator-lag';
import { shopGauges } from './shop/prometheus';
import type { BooksCheck, FaultRecord, ManagedShop, ProcessSample, Target } from './target';
import { Balancer, closeHttp } from './clients/http';
import { Gateways, socketCounts, type LiveSocket } from './clients/socket';
import { Ledger, sleep, type RunContext } from './clients/context';
import * as setup from './clients/setup';
import { customerJourney } from './clients/customer';
import { kitchenScreen } from './clients/kitchen';
import { dispatchScreen } from './clients/dispatch';
import { Driver } from './clients/driver';
import { metresBetween } from './clients/amsterdam';
import { browse, idleVisitor } from './clients/browser';
import { evaluate, type RunReport } from './report/report';

const WINDOW_MS = 5_000;
/** The most frequent statements the report lists. */
const TOP_STATEMENTS = 40;

export interface RunOptions {
  scenario: Scenario;
  target: Target;
  /** The shop the tool started, when it did: faults, resources, books. */
  managed: ManagedShop | null;
  admin: setup.Admin;
  describeTarget: string;
  log: (line: string) => void;
}

export async function runScenario(options: RunOptions): Promise<RunReport> {
  const { scenario, target, managed, log } = options;
  const metrics = new Metrics();
  const ctx: RunContext = {
    scenario,
    metrics,
    balancer: new Balancer(target.apiUrls),
    gateways: new Gateways(target.socketUrls),
    stripe: target.stripe
      ? {
          balancer: new Balancer([target.stripe.apiUrl]),
          publishableKey: target.stripe.publishableKey,
        }
      : null,
    ledger: new Ledger(),
    addresses: [],
    cart: [],
    kitchen: { lat: 0, lng: 0 },
    movedAt: new Map(),
    deliveryCodes: new Map(),
    runTag: randomBytes(3).toString('hex'),
    stopping: false,
  };
  const { live } = scenario;

  log(
    `setting up: ${live.kitchenScreens} kitchen and ${live.dispatchScreens} dispatch screens, ${live.drivers} drivers`,
  );
  const admin = await setup.signInAdmin(ctx.balancer, metrics, options.admin);
  await setup.offerReadyOrdersAutomatically(admin, scenario.evening.autoOffer);
  ctx.cart = await setup.cartItems(ctx.balancer, metrics);
  const addresses = await setup.deliveryAddresses(ctx.balancer, metrics);
  const staff = await setup.staffScreens(
    ctx.balancer,
    metrics,
    admin,
    ctx.runTag,
    live.kitchenScreens + live.dispatchScreens,
  );
  let lastShown = 0;
  const driverClients = await setup.drivers(
    ctx.balancer,
    metrics,
    admin,
    ctx.runTag,
    live.drivers,
    (done) => {
      if (Date.now() - lastShown > 5000) {
        lastShown = Date.now();
        log(`  drivers signed up: ${done}/${live.drivers}`);
      }
    },
  );
  ctx.kitchen = await setup.kitchenLocation(driverClients[0]!);
  const radiusKm = scenario.evening.deliveryRadiusKm;
  const nearby = addresses.filter(
    ({ at }) => radiusKm === undefined || metresBetween(at, ctx.kitchen) <= radiusKm * 1000,
  );
  if (!nearby.length) throw new Error(`no address the shop delivers to within ${radiusKm} km`);
  ctx.addresses = nearby.map(({ address }) => address);

  const closers: (() => void)[] = [];
  for (let i = 0; i < live.kitchenScreens; i++)
    closers.push(await kitchenScreen(ctx, staff[i]!, i, live.kitchenScreens));
  for (let i = 0; i < live.dispatchScreens; i++)
    closers.push(await dispatchScreen(ctx, staff[live.kitchenScreens + i]!));
  const drivers = driverClients.map((api) => new Driver(ctx, api));
  await setup.inParallel(drivers.length, 20, (i) => drivers[i]!.start());
  closers.push(() => drivers.forEach((d) => d.stop()));
  const idle: LiveSocket[] = await setup.inParallel(live.idleSockets, 50, () => idleVisitor(ctx));
  closers.push(() => idle.forEach((s) => s.close()));
  log(
    `live side ready: ${socketCounts.open} sockets open; the evening starts (${Math.round(rampSeconds(scenario))} s)`,
  );

  // Figures from here on: setup calls are not part of the evening.
  metrics.reset();
  closers.push(watchGeneratorLag(metrics));
  await managed?.resetStatementCounts().catch((err: unknown) => {
    log(`PostgreSQL's statement counts not reset: ${String(err)}`);
  });
  const resources: { t: number; samples: ProcessSample[] }[] = [];
  const faults: FaultRecord[] = [];
  const journeys = new Set<Promise<void>>();
  const track = (p: Promise<void>) => {
    journeys.add(p);
    void p.finally(() => journeys.delete(p));
  };
  const started = Date.now();
  const seconds = rampSeconds(scenario);
  const rate = (t: number) => orderRateAt(scenario, t);
  // Customers who place an order but leave before paying are the rest of payShare. Each draw
  // has a stream of its own from the scenario's seed, so a seed repeats the evening.
  const pays = seededRandom(scenario.seed + 2);
  const customers = arrivals(
    seconds,
    rate,
    () => track(customerJourney(ctx, pays() < scenario.evening.payShare)),
    seededRandom(scenario.seed),
  );
  const browsers = arrivals(
    seconds,
    (t) => rate(t) * scenario.peak.browsersPerOrder,
    () => track(browse(ctx)),
    seededRandom(scenario.seed + 1),
  );

  const faultRuns = scenario.faults.map(async (f) => {
    if (!managed) return;
    await sleep(Math.max(0, started + f.at * 1000 - Date.now()));
    if (ctx.stopping) return;
    log(`fault: ${f.name} for ${f.durationSeconds} s`);
    const record = await managed.injectFault(f.name, { durationMs: f.durationSeconds * 1000 });
    record.recoveredAt = await managed.recovered(120_000, record);
    log(
      `fault over: ${f.name}, ${record.recoveredAt ? `whole ${((record.recoveredAt - record.endedAt) / 1000).toFixed(1)} s after` : 'NOT whole after 120 s'}`,
    );
    faults.push(record);
  });

  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      await sleep(WINDOW_MS);
      const t = (Date.now() - started) / 1000;
      const samples = managed ? await managed.sampleResources() : [];
      resources.push({ t: metrics.now(), samples });
      for (const [name, value] of Object.entries(await shopGauges(target.metricsUrls)))
        metrics.gauge(name, value);
      metrics.gauge('sockets-open', socketCounts.open);
      metrics.gauge('sockets-reconnecting', socketCounts.reconnecting);
      metrics.gauge('orders-open', ctx.ledger.open);
      metrics.gauge('planned-orders-per-second', rate(t));
      for (const s of samples) {
        metrics.gauge(`cpu:${s.process}`, s.cpu);
        metrics.gauge(`rss-mb:${s.process}`, Math.round(s.rssBytes / 1e6));
      }
      const w = metrics.rollWindow();
      log(progressLine(w, stageAt(scenario, t), rate(t), samples));
    }
  })();

  await Promise.all([customers.done, browsers.done]);
  log(
    `arrivals over; waiting up to ${scenario.drainSeconds} s for ${ctx.ledger.open} open orders to reach their door`,
  );
  const drainUntil = Date.now() + scenario.drainSeconds * 1000;
  while (Date.now() < drainUntil && ctx.ledger.open > 0) await sleep(1000);
  ctx.stopping = true;
  await Promise.all(faultRuns);
  await Promise.race([Promise.allSettled([...journeys]), sleep(30_000)]);
  sampling = false;
  await sampler;
  // Before the books are checked, whose queries are not the shop's.
  const statements = managed
    ? await managed.statementCounts(TOP_STATEMENTS).catch(() => null)
    : null;
  for (const close of closers) close();
  const endedAt = Date.now();

  let books: BooksCheck | null = null;
  if (managed) {
    log('checking the books (waiting for e-mails and events to settle)');
    books = await managed.checkBooks(
      () => ({
        acknowledged: [...ctx.ledger.orders].map(([orderId, o]) => ({ orderId, paid: o.paid })),
        observed: [...ctx.ledger.heard].map(([orderId, statuses]) => ({ orderId, statuses })),
      }),
      ctx.runTag,
    );
  }
  const exits = managed?.unexpectedExits() ?? [];
  await closeHttp();
  return evaluate({
    scenario,
    target: options.describeTarget,
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '', loadAverage: loadavg() },
    startedAt: new Date(started).toISOString(),
    seconds: (endedAt - started) / 1000,
    metrics,
    resources,
    statements,
    faults,
    books,
    exits,
    orders: {
      acknowledged: ctx.ledger.orders.size,
      paid: [...ctx.ledger.orders.values()].filter((o) => o.paid).length,
      delivered: [...ctx.ledger.orders.values()].filter((o) => o.deliveredAt).length,
    },
    sockets: {
      opened: socketCounts.opened,
      peakOpen: Math.max(0, ...metrics.windows.map((w) => w.gauges['sockets-open'] ?? 0)),
    },
  });
}
