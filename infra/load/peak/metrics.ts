/**
 * What the clients measured: a latency histogram (hdr-histogram-js) per request kind for the
 * whole run and per window of a few seconds, errors by kind and reason, and gauges (sockets
 * open, the shop's queue depth and outbox lag, CPU and memory per process) sampled per window.
 * Latencies are recorded in microseconds and reported in milliseconds.
 */
import * as hdr from 'hdr-histogram-js';
import type { Histogram } from 'hdr-histogram-js';

/** Latencies above this (2 min) are clamped; nothing a client waits for takes longer. */
const HIGHEST_US = 120_000_000;

function histogram(): Histogram {
  return hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: HIGHEST_US,
    autoResize: false,
  });
}

export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function percentiles(h: Histogram): Percentiles {
  const ms = (us: number) => Math.round(us / 10) / 100;
  return {
    count: h.totalCount,
    p50: ms(h.getValueAtPercentile(50)),
    p95: ms(h.getValueAtPercentile(95)),
    p99: ms(h.getValueAtPercentile(99)),
    max: ms(h.maxValue),
  };
}

/** One window of the run: per kind what was done, how fast, what failed; and the gauges. */
export interface Window {
  /** Seconds since the start of the run, at the window's end. */
  t: number;
  seconds: number;
  kinds: Record<string, Percentiles & { errors: number; perSecond: number }>;
  gauges: Record<string, number>;
}

/** A histogram's shape for the report: counts per latency bucket (ms, logarithmic). */
export interface Distribution {
  upperMs: number[];
  counts: number[];
}

/** Bucket edges of the report's histograms: 0.1, 0.2, 0.5, 1, 2, 5 ... 100,000 ms. */
export const BUCKETS_MS: number[] = [];
for (let decade = 0.1; decade <= 100_000; decade *= 10)
  for (const f of [1, 2, 5]) BUCKETS_MS.push(Math.round(decade * f * 10) / 10);

export class Metrics {
  private readonly buckets = new Map<string, number[]>();
  startedAt = Date.now();
  private readonly total = new Map<string, Histogram>();
  private readonly current = new Map<string, Histogram>();
  private readonly errorsNow = new Map<string, number>();
  private readonly countsNow = new Map<string, number>();
  private readonly counted = new Map<string, number>();
  /** kind → reason → count, for the whole run. */
  readonly errors = new Map<string, Map<string, number>>();
  readonly windows: Window[] = [];
  private readonly gauges = new Map<string, number>();
  private windowStart = Date.now();

  /** Forgets everything so far (the setup) and starts the run's clock. */
  reset() {
    for (const map of [this.total, this.current]) {
      for (const h of map.values()) h.destroy();
      map.clear();
    }
    for (const map of [this.errorsNow, this.countsNow, this.counted, this.errors, this.buckets])
      map.clear();
    this.windows.length = 0;
    this.startedAt = this.windowStart = Date.now();
  }

  /** Seconds since the start of the run. */
  now(): number {
    return (Date.now() - this.startedAt) / 1000;
  }

  record(kind: string, ms: number) {
    const us = Math.min(HIGHEST_US, Math.max(1, Math.round(ms * 1000)));
    for (const map of [this.total, this.current]) {
      let h = map.get(kind);
      if (!h) map.set(kind, (h = histogram()));
      h.recordValue(us);
    }
    let counts = this.buckets.get(kind);
    if (!counts) this.buckets.set(kind, (counts = BUCKETS_MS.map(() => 0)));
    const i = BUCKETS_MS.findIndex((edge) => ms <= edge);
    counts[i === -1 ? BUCKETS_MS.length - 1 : i]! += 1;
  }

  /** Something that happened, counted per second, with no latency (a fix sent). */
  count(kind: string) {
    this.countsNow.set(kind, (this.countsNow.get(kind) ?? 0) + 1);
    this.counted.set(kind, (this.counted.get(kind) ?? 0) + 1);
  }

  /** How many `kind` were counted in the whole run. */
  counts(kind: string): number {
    return this.counted.get(kind) ?? 0;
  }

  /** A failed request or message: `reason` is short and fixed (`503`, `timeout`, `closed`). */
  fail(kind: string, reason: string) {
    this.errorsNow.set(kind, (this.errorsNow.get(kind) ?? 0) + 1);
    let reasons = this.errors.get(kind);
    if (!reasons) this.errors.set(kind, (reasons = new Map()));
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }

  gauge(name: string, value: number) {
    this.gauges.set(name, value);
  }

  gaugeValue(name: string): number | undefined {
    return this.gauges.get(name);
  }

  /** Closes the current window and starts the next. */
  rollWindow(): Window {
    const now = Date.now();
    const seconds = Math.max(0.001, (now - this.windowStart) / 1000);
    const kinds: Window['kinds'] = {};
    const names = new Set([
      ...this.current.keys(),
      ...this.errorsNow.keys(),
      ...this.countsNow.keys(),
    ]);
    for (const kind of names) {
      const h = this.current.get(kind);
      const p = h
        ? percentiles(h)
        : { count: this.countsNow.get(kind) ?? 0, p50: 0, p95: 0, p99: 0, max: 0 };
      const errors = this.errorsNow.get(kind) ?? 0;
      kinds[kind] = { ...p, errors, perSecond: Math.round((p.count / seconds) * 100) / 100 };
    }
    for (const h of this.current.values()) h.destroy();
    this.current.clear();
    this.errorsNow.clear();
    this.countsNow.clear();
    const window: Window = {
      t: Math.round((now - this.startedAt) / 100) / 10,
      seconds,
      kinds,
      gauges: Object.fromEntries(this.gauges),
    };
    this.windows.push(window);
    this.windowStart = now;
    return window;
  }

  summary(kind: string): Percentiles | null {
    const h = this.total.get(kind);
    return h ? percentiles(h) : null;
  }

  kinds(): string[] {
    return [
      ...new Set([...this.total.keys(), ...this.errors.keys(), ...this.counted.keys()]),
    ].sort();
  }

  errorCount(kind: string): number {
    return [...(this.errors.get(kind)?.values() ?? [])].reduce((a, b) => a + b, 0);
  }

  /** Counts per logarithmic bucket (BUCKETS_MS) for the report's histograms. */
  distribution(kind: string): Distribution {
    return { upperMs: BUCKETS_MS, counts: this.buckets.get(kind) ?? BUCKETS_MS.map(() => 0) };
  }

  /** Seconds in the run at which `kind` was last seen failing, and first after `since`. */
  errorWindows(kind: string): number[] {
    return this.windows.filter((w) => (w.kinds[kind]?.errors ?? 0) > 0).map((w) => w.t);
  }
}
