import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';

/** One series' labels and value, as the readers below hand them over. */
export type Reading<L extends string> = readonly [Partial<Record<L, string>>, number];

/**
 * A registry for one shop's series. Embedded mode registers the api's, the gateway's and the
 * workers' in the same one, so one endpoint shows the whole shop.
 */
export function createMetricsRegistry(): Registry {
  return new Registry();
}

let processRegistry: Registry | null = null;

/**
 * Node's default process metrics (CPU, memory, event loop lag, heap, handles, GC), collected
 * once per process however many shops a test starts in it; served beside the shop's series.
 */
export function processMetricsRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * A counter fed from a running total kept elsewhere (the gateway's and the position tracker's
 * own counters): on each scrape it adds what the total gained since the last one, so the series
 * stays a true Prometheus counter while the hot path only does `n += 1`.
 */
export function counterFromTotals<L extends string>(
  registry: Registry,
  options: { name: string; help: string; labelNames?: readonly L[] },
  totals: () => Iterable<Reading<L>>,
): Counter<L> {
  const seen = new Map<string, number>();
  return new Counter<L>({
    name: options.name,
    help: options.help,
    labelNames: options.labelNames ?? [],
    registers: [registry],
    collect() {
      for (const [labels, total] of totals()) {
        const key = JSON.stringify(labels);
        // A total that went down belongs to a new source (a restarted gateway): count on from it.
        const gained = Math.max(0, total - (seen.get(key) ?? 0));
        seen.set(key, total);
        // Adding 0 still makes the series show, at 0, before its first event.
        this.inc(labels, gained);
      }
    },
  });
}

/** A gauge whose value is read at scrape time. */
export function gaugeFromReading<L extends string>(
  registry: Registry,
  options: { name: string; help: string; labelNames?: readonly L[] },
  read: () => Iterable<Reading<L>> | Promise<Iterable<Reading<L>>>,
): Gauge<L> {
  return new Gauge<L>({
    name: options.name,
    help: options.help,
    labelNames: options.labelNames ?? [],
    registers: [registry],
    async collect() {
      const readings = await read();
      this.reset();
      for (const [labels, value] of readings) this.set(labels, value);
    },
  });
}
