/**
 * `make load`: one scenario of a busy evening against a shop, with a progress line every few
 * seconds and, at the end, an HTML report and a JSON file of the same figures. The exit code is
 * 0 when the scenario's thresholds held and the books balance, 1 otherwise.
 *
 *   make load                                   # restaurant-evening on a shop started here
 *   LOAD_SCENARIO=platform-peak make load       # or a path to a scenario file of your own
 *   LOAD_TARGET=https://staging.example make load
 *
 * Knobs (environment, over the scenario file): LOAD_ORDERS_PER_SECOND, LOAD_TRACKING_TABS,
 * LOAD_IDLE_SOCKETS, LOAD_DRIVERS, LOAD_DISPATCH_SCREENS, LOAD_DURATION (seconds of the ramp),
 * LOAD_TIME_SCALE, LOAD_NO_FAULTS=1, LOAD_PAYMENTS (test or stripe-standin), LOAD_SEED (the
 * arrivals' seed: the same seed, the same arrivals; the report names it), LOAD_WEB_PUSH=1 (the
 * managed shop with VAPID keys: Web Push on, its push jobs queued and run); the managed shop's
 * size: LOAD_API, LOAD_GATEWAYS, LOAD_WORKERS (2, 2, 1) and LOAD_DB_POOL (each api process's
 * PostgreSQL connections, `DATABASE_POOL_MAX`, 10); LOAD_ADMIN=user:password (the demo admin by default); LOAD_METRICS
 * (name=url,... of a target's /metrics); LOAD_REPORT_DIR (load-reports/<time> by default);
 * LOAD_API_CPU_PROF=<folder> (each managed api process writes a CPU profile, `node --cpu-prof`,
 * into it when the run stops them; on a busy machine it counts waiting for a core as busy);
 * LOAD_API_IMPORT=<module> (each managed api process loads it first, `node --import`: e.g.
 * infra/load/count-statements.mjs);
 * LOAD_PERF_MAP=1 (every shop process names its JavaScript for `perf record`, read by
 * infra/load/perf-summary.ts); LOAD_POSTGRES_SOCKET=1 (the managed shop's processes reach
 * PostgreSQL through its Unix socket instead of loopback TCP).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from '@shop/process/env';
import { loadScenario, type Overrides } from './scenario';
import { runScenario } from './run';
import { startManagedShop } from './shop/managed-shop';
import { renderHtml } from './report/html';
import type { RunReport } from './report/report';
import type { ManagedShop, ManagedShopOptions, PaymentsMode, Target } from './target';

const SCENARIOS = join(repoRoot(), 'infra/load/peak/scenarios');

export function scenarioPath(nameOrPath: string): string {
  if (existsSync(nameOrPath)) return resolve(nameOrPath);
  const named = join(SCENARIOS, `${nameOrPath}.yaml`);
  if (existsSync(named)) return named;
  throw new Error(`no scenario ${nameOrPath} (a path, or a name in ${SCENARIOS})`);
}

export interface PeakOptions {
  scenarioFile: string;
  overrides?: Overrides;
  /** A shop to drive; without it the tool starts one (split mode, `shop` sizes). */
  target?: Target;
  shop?: ManagedShopOptions;
  admin?: { username: string; password: string };
  reportDir: string;
  log?: (line: string) => void;
}

/** Runs one scenario and writes report.html and report.json into `reportDir`. */
export async function runPeak(options: PeakOptions): Promise<RunReport> {
  const log = options.log ?? ((line: string) => console.error(line));
  const scenario = loadScenario(options.scenarioFile, options.overrides);
  const sizes = options.shop ?? { apiProcesses: 2, gatewayProcesses: 2, workerProcesses: 1 };
  const stripe = scenario.payments.mode === 'stripe-standin';
  let managed: ManagedShop | null = null;
  let target = options.target;
  if (target && stripe)
    throw new Error('payments: stripe-standin needs the shop the tool starts (no LOAD_TARGET)');
  if (!target) {
    log(
      `starting the shop: ${sizes.apiProcesses} api, ${sizes.gatewayProcesses} gateway, ${sizes.workerProcesses} workers on PostgreSQL and Redis`,
    );
    managed = await startManagedShop({ ...sizes, payments: scenario.payments.mode });
    target = managed;
    log(`shop up (process logs in ${managed.logDir})`);
  }
  const stop = () => managed?.stop();
  process.once('SIGINT', () => void Promise.resolve(stop()).finally(() => process.exit(130)));
  try {
    const report = await runScenario({
      scenario,
      target,
      managed,
      admin: options.admin ?? { username: 'admin', password: 'admin1234' },
      describeTarget: managed
        ? `a shop started by the tool: ${sizes.apiProcesses} api, ${sizes.gatewayProcesses} gateway and ${sizes.workerProcesses} workers processes (split mode, run from source) on PostgreSQL 15 and redis-server, all on this machine${stripe ? ', paying in Stripe mode through a Stripe stand-in' : ''}`
        : target.apiUrls.join(', '),
      log,
    });
    mkdirSync(options.reportDir, { recursive: true });
    writeFileSync(join(options.reportDir, 'report.json'), JSON.stringify(report, null, 2));
    writeFileSync(join(options.reportDir, 'report.html'), renderHtml(report));
    return report;
  } finally {
    await stop();
  }
}

function number(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
}

function paymentsMode(raw: string | undefined): PaymentsMode | undefined {
  if (!raw) return undefined;
  if (raw !== 'test' && raw !== 'stripe-standin')
    throw new Error('LOAD_PAYMENTS must be test or stripe-standin');
  return raw;
}

/** LOAD_TARGET: one api url; its /ws on the same origin; its /metrics from LOAD_METRICS. */
function givenTarget(): Target | undefined {
  const url = process.env.LOAD_TARGET;
  if (!url) return undefined;
  const base = new URL(url);
  const socket = new URL('/ws', base);
  socket.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  const metricsUrls = Object.fromEntries(
    (process.env.LOAD_METRICS ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  return { apiUrls: [base.origin], socketUrls: [socket.href], metricsUrls };
}

async function main() {
  const scenarioFile = scenarioPath(
    process.argv[2] ?? process.env.LOAD_SCENARIO ?? 'restaurant-evening',
  );
  const [username = 'admin', password = 'admin1234'] = (process.env.LOAD_ADMIN ?? '')
    .split(':')
    .filter(Boolean);
  const reportDir =
    process.env.LOAD_REPORT_DIR ??
    join(repoRoot(), 'load-reports', new Date().toISOString().replace(/[:.]/g, '-'));
  const report = await runPeak({
    scenarioFile,
    overrides: {
      ordersPerSecond: number('LOAD_ORDERS_PER_SECOND'),
      trackingTabsPerOrder: number('LOAD_TRACKING_TABS'),
      idleSockets: number('LOAD_IDLE_SOCKETS'),
      drivers: number('LOAD_DRIVERS'),
      dispatchScreens: number('LOAD_DISPATCH_SCREENS'),
      durationSeconds: number('LOAD_DURATION'),
      timeScale: number('LOAD_TIME_SCALE'),
      noFaults: process.env.LOAD_NO_FAULTS === '1',
      payments: paymentsMode(process.env.LOAD_PAYMENTS),
      seed: number('LOAD_SEED'),
    },
    target: givenTarget(),
    shop: {
      apiProcesses: number('LOAD_API') ?? 2,
      gatewayProcesses: number('LOAD_GATEWAYS') ?? 2,
      workerProcesses: number('LOAD_WORKERS') ?? 1,
    },
    admin: { username, password },
    reportDir,
  });
  console.log(`\n${report.pass ? 'PASS' : 'FAIL'}: ${report.scenario.name}`);
  for (const f of report.failures) console.log(`  ${f}`);
  for (const k of report.kinds.filter((k) =>
    ['order', 'pay', 'fix-to-customer', 'status-to-customer'].includes(k.kind),
  ))
    console.log(
      `  ${k.kind.padEnd(20)} ${k.count} · p50 ${k.p50} ms · p95 ${k.p95} ms · p99 ${k.p99} ms · ${k.errors} errors`,
    );
  if (report.statements)
    console.log(
      `  SQL statements       ${report.statements.total} · ${report.statements.perPaidOrder ?? '–'} per paid order`,
    );
  console.log(`report: ${join(reportDir, 'report.html')} (and report.json)`);
  // The report is written and the shop stopped; the keep-alive connections and timers of a
  // thousand simulated clients could keep the process waiting for minutes.
  process.exit(report.pass ? 0 : 1);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename ?? '')) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
