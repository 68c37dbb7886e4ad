/**
 * The figures docs/performance.md compares `make load` runs by, read from their report.json:
 * orders paid per second at the peak, order and pay p50/p99, the outbox lag's maximum,
 * status-to-customer p50/p99, and the CPU the shop's processes used together per paid order
 * (every process the tool sampled, PostgreSQL with its backends, from the start of the arrivals
 * to the end of the drain), and the SQL statements the shop ran per paid order (over the same
 * span; a report from before the count was kept shows none). The generator's own event-loop
 * delay goes to stderr beside each row's CPU by process.
 *
 *   npx tsx infra/load/peak/figures.ts load-reports/<time>/report.json [...more]
 *
 * Prints one Markdown table row per report.
 */
import { readFileSync } from 'node:fs';
import type { RunReport } from './report/report';

export interface RunFigures {
  offered: number;
  paidPerSecond: number;
  paid: number;
  order: { p50: number; p99: number };
  pay: { p50: number; p99: number };
  outboxLagMaxS: number;
  statusToCustomer: { p50: number; p99: number };
  cpuMsPerPaidOrder: number;
  cpuByProcess: Record<string, number>;
  statementsPerPaidOrder: number | null;
  /** The generator's own event-loop delay (generator-lag.ts); zeros in older reports. */
  generatorLag: { p50: number; p99: number };
}

export function figures(report: RunReport): RunFigures {
  const kind = (name: string) => report.kinds.find((k) => k.kind === name);
  const p = (name: string) => ({
    p50: Math.round(kind(name)?.p50 ?? 0),
    p99: Math.round(kind(name)?.p99 ?? 0),
  });
  // The peak stage's windows: paid orders per second while the full rate was offered.
  const stages = report.scenario.stages;
  const peakFrom = stages[0]!.seconds;
  const peakTo = peakFrom + stages[1]!.seconds;
  const peakWindows = report.windows.filter((w) => w.t > peakFrom + w.seconds && w.t <= peakTo);
  const paidAtPeak =
    peakWindows.reduce((s, w) => s + (w.kinds.pay?.count ?? 0), 0) /
    Math.max(
      1,
      peakWindows.reduce((s, w) => s + w.seconds, 0),
    );
  // Each sample is the share of a core since the one before (5 s apart).
  const cpuByProcess: Record<string, number> = {};
  let previous = 0;
  for (const { t, samples } of report.resources) {
    for (const s of samples)
      cpuByProcess[s.process] = (cpuByProcess[s.process] ?? 0) + s.cpu * (t - previous) * 1000;
    previous = t;
  }
  const cpuMs = Object.values(cpuByProcess).reduce((a, b) => a + b, 0);
  return {
    offered: report.scenario.peak.ordersPerSecond,
    paidPerSecond: Math.round(paidAtPeak * 10) / 10,
    paid: report.orders.paid,
    order: p('order'),
    pay: p('pay'),
    outboxLagMaxS: Math.max(0, ...report.windows.map((w) => w.gauges['outbox-lag-s'] ?? 0)),
    statusToCustomer: p('status-to-customer'),
    cpuMsPerPaidOrder: Math.round(cpuMs / Math.max(1, report.orders.paid)),
    cpuByProcess: Object.fromEntries(
      Object.entries(cpuByProcess).map(([k, v]) => [
        k,
        Math.round(v / Math.max(1, report.orders.paid)),
      ]),
    ),
    statementsPerPaidOrder: report.statements?.perPaidOrder ?? null,
    generatorLag: p('generator-lag'),
  };
}

function main() {
  const files = process.argv.slice(2);
  if (!files.length) throw new Error('usage: figures.ts report.json [...]');
  console.log(
    '| offered/s | paid/s at the peak | order p50 / p99 ms | pay p50 / p99 ms | outbox lag max | status-to-customer p50 / p99 ms | CPU ms per paid order | statements per paid order |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const file of files) {
    const f = figures(JSON.parse(readFileSync(file, 'utf8')) as RunReport);
    console.log(
      `| ${f.offered} | ${f.paidPerSecond} | ${f.order.p50} / ${f.order.p99} | ${f.pay.p50} / ${f.pay.p99} | ${f.outboxLagMaxS.toFixed(1)} s | ${f.statusToCustomer.p50} / ${f.statusToCustomer.p99} | ${f.cpuMsPerPaidOrder} | ${f.statementsPerPaidOrder ?? '–'} |`,
    );
    console.error(
      `${file}: CPU ms per paid order by process ${JSON.stringify(f.cpuByProcess)}; the generator's lag p50 / p99 ${f.generatorLag.p50} / ${f.generatorLag.p99} ms`,
    );
  }
}

if (process.argv[1]?.endsWith('figures.ts')) main();
