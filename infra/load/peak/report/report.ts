/**
 * The run's figures as one object: per request kind the latency percentiles and errors, the
 * windows over time, the shop's processes, what each fault did to the clients and how long the
 * shop took to be whole again, the books, and the scenario's thresholds checked. Written as
 * JSON next to the HTML report; its `pass` decides the exit code.
 */
import type { Metrics, Percentiles, Window, Distribution } from '../metrics';
import type { Scenario } from '../scenario';
import type { BooksCheck, FaultRecord, ProcessSample, StatementTally } from '../target';

export interface KindSummary extends Percentiles {
  kind: string;
  errors: number;
  errorReasons: Record<string, number>;
  errorRate: number;
  peakPerSecond: number;
  distribution: Distribution;
}

export interface FaultImpact extends FaultRecord {
  /** Seconds since the start of the run. */
  at: number;
  recoverySeconds: number | null;
  /** Errors per kind the clients saw from the fault's start to 15 s after recovery. */
  clientErrors: Record<string, number>;
  /** The worst window p99 per kind in the same span, ms. */
  worstP99: Record<string, number>;
  reconnects: number;
}

export interface ThresholdResult {
  kind: string;
  what: string;
  limit: number;
  actual: number | null;
  pass: boolean;
}

export interface RunReport {
  scenario: Scenario;
  target: string;
  machine: { cpus: number; model: string; loadAverage: number[] };
  startedAt: string;
  seconds: number;
  orders: { acknowledged: number; paid: number; delivered: number };
  sockets: { opened: number; peakOpen: number };
  kinds: KindSummary[];
  windows: Window[];
  resources: { t: number; samples: ProcessSample[] }[];
  /**
   * The statements PostgreSQL ran for the shop from the start of the evening to the end of
   * the drain, per paid order and the most frequent; null against a shop the tool did not start.
   */
  statements: (StatementTally & { perPaidOrder: number | null }) | null;
  faults: FaultImpact[];
  books: BooksCheck | null;
  exits: string[];
  thresholds: ThresholdResult[];
  pass: boolean;
  /** Why it did not pass, one line each. */
  failures: string[];
}

export interface RunFacts {
  scenario: Scenario;
  target: string;
  machine: RunReport['machine'];
  startedAt: string;
  seconds: number;
  metrics: Metrics;
  resources: RunReport['resources'];
  statements: StatementTally | null;
  faults: FaultRecord[];
  books: BooksCheck | null;
  exits: string[];
  orders: RunReport['orders'];
  sockets: RunReport['sockets'];
}

const AFTER_RECOVERY_S = 15;

function faultImpact(facts: RunFacts, f: FaultRecord): FaultImpact {
  const t0 = facts.metrics.startedAt;
  const from = (f.startedAt - t0) / 1000;
  const until = ((f.recoveredAt ?? f.endedAt) - t0) / 1000 + AFTER_RECOVERY_S;
  const windows = facts.metrics.windows.filter((w) => w.t > from && w.t - w.seconds < until);
  const clientErrors: Record<string, number> = {};
  const worstP99: Record<string, number> = {};
  let reconnects = 0;
  for (const w of windows)
    for (const [kind, k] of Object.entries(w.kinds)) {
      if (k.errors) clientErrors[kind] = (clientErrors[kind] ?? 0) + k.errors;
      if (k.p99) worstP99[kind] = Math.max(worstP99[kind] ?? 0, k.p99);
      if (kind === 'reconnect') reconnects += k.count;
    }
  return {
    ...f,
    at: Math.round(from),
    recoverySeconds: f.recoveredAt ? Math.round((f.recoveredAt - f.endedAt) / 100) / 10 : null,
    clientErrors,
    worstP99,
    reconnects,
  };
}

export function evaluate(facts: RunFacts): RunReport {
  const { metrics, scenario } = facts;
  const kinds: KindSummary[] = metrics.kinds().map((kind) => {
    const p = metrics.summary(kind) ?? {
      count: metrics.counts(kind),
      p50: 0,
      p95: 0,
      p99: 0,
      max: 0,
    };
    const errors = metrics.errorCount(kind);
    return {
      kind,
      ...p,
      errors,
      errorReasons: Object.fromEntries(metrics.errors.get(kind) ?? []),
      errorRate: p.count + errors ? errors / (p.count + errors) : 0,
      peakPerSecond: Math.max(0, ...metrics.windows.map((w) => w.kinds[kind]?.perSecond ?? 0)),
      distribution: metrics.distribution(kind),
    };
  });
  const byKind = new Map(kinds.map((k) => [k.kind, k]));
  const thresholds: ThresholdResult[] = [];
  for (const t of scenario.thresholds) {
    const k = byKind.get(t.kind);
    for (const [what, limit, actual] of [
      ['p50', t.p50Ms, k?.p50],
      ['p95', t.p95Ms, k?.p95],
      ['p99', t.p99Ms, k?.p99],
    ] as const) {
      if (limit === undefined) continue;
      thresholds.push({
        kind: t.kind,
        what: `${what} < ${limit} ms`,
        limit,
        actual: actual ?? null,
        pass: actual !== undefined && actual < limit,
      });
    }
    thresholds.push({
      kind: t.kind,
      what: `error rate ≤ ${t.maxErrorRate}`,
      limit: t.maxErrorRate,
      actual: k ? Math.round(k.errorRate * 10_000) / 10_000 : null,
      pass: (k?.errorRate ?? 0) <= t.maxErrorRate && (k?.count ?? 0) > 0,
    });
  }
  const faults = facts.faults.map((f) => faultImpact(facts, f));
  const failures = [
    ...thresholds
      .filter((t) => !t.pass)
      .map((t) => `${t.kind}: ${t.what} (was ${t.actual ?? 'not measured'})`),
    ...(facts.books && !facts.books.ok && scenario.requireBooks
      ? facts.books.findings.map((f) => `books: ${f}`)
      : []),
    ...faults
      .filter((f) => f.recoveredAt === null && !f.detail.startsWith('not run'))
      .map((f) => `${f.name}: the shop was not whole again 120 s after (${f.detail})`),
    ...facts.exits.map((e) => `process exited by itself: ${e}`),
  ];
  return {
    scenario,
    target: facts.target,
    machine: facts.machine,
    startedAt: facts.startedAt,
    seconds: facts.seconds,
    orders: facts.orders,
    sockets: facts.sockets,
    kinds,
    windows: metrics.windows,
    resources: facts.resources,
    statements: facts.statements && {
      ...facts.statements,
      perPaidOrder: facts.orders.paid
        ? Math.round(facts.statements.total / facts.orders.paid)
        : null,
    },
    faults,
    books: facts.books,
    exits: facts.exits,
    thresholds,
    pass: failures.length === 0,
    failures,
  };
}
