/**
 * The HTML report: the verdict first (thresholds, books, faults), then the figures over time
 * (throughput and p99 per kind, sockets, the shop's queue and outbox, CPU and memory per
 * process) and a latency histogram per kind. One self-contained file.
 */
import type { RunReport } from './report';
import { barChart, lineChart, type Series } from './charts';

const esc = (s: unknown) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const table = (head: string[], rows: unknown[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

/** The kinds an operator reads first, in this order; the rest follow by name. */
const MAIN = [
  'order',
  'pay',
  'address',
  'menu',
  'status-to-customer',
  'fix-to-customer',
  'fix-to-dispatch',
];

export function renderHtml(r: RunReport): string {
  const order = (kinds: string[]) => [
    ...MAIN.filter((k) => kinds.includes(k)),
    ...kinds.filter((k) => !MAIN.includes(k)),
  ];
  const kindNames = order(r.kinds.map((k) => k.kind));
  const bands = r.faults.map((f) => ({
    from: f.at,
    to: f.at + (f.endedAt - f.startedAt) / 1000,
    name: f.name,
  }));
  const over = (
    pick: (w: RunReport['windows'][number]) => number | undefined,
    name: string,
  ): Series => ({
    name,
    points: r.windows.flatMap((w) => {
      const v = pick(w);
      return v === undefined ? [] : [[w.t, v] as [number, number]];
    }),
  });
  const httpKinds = kindNames.filter(
    (k) => !k.includes('-to-') && k !== 'reconnect' && k !== 'socket-open' && k !== 'fix-sent',
  );
  const processes = [...new Set(r.resources.flatMap((s) => s.samples.map((p) => p.process)))];
  const resource = (field: 'cpu' | 'rss') =>
    processes.map((p) => ({
      name: p,
      points: r.resources.flatMap((s) => {
        const x = s.samples.find((q) => q.process === p);
        return x
          ? [[s.t, field === 'cpu' ? x.cpu * 100 : x.rssBytes / 1e6] as [number, number]]
          : [];
      }),
    }));
  const verdict = r.pass
    ? '<p class="pass">PASS</p>'
    : `<p class="fail">FAIL</p><ul>${r.failures.map((f) => `<li>${esc(f)}</li>`).join('')}</ul>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(r.scenario.name)}: load report</title>
<style>body{font:14px system-ui,sans-serif;margin:2em;max-width:1000px}table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}th{background:#f4f4f4}td:first-child{text-align:left}.pass{color:#060;font-size:2em;font-weight:bold}.fail{color:#b00;font-size:2em;font-weight:bold}svg text{font-size:11px;fill:#333}figure{margin:1.5em 0}figcaption{font-weight:bold}</style></head><body>
<h1>${esc(r.scenario.name)}</h1><p>${esc(r.scenario.description)}</p>
<p>Target: ${esc(r.target)}. Started ${esc(r.startedAt)}, ${Math.round(r.seconds)} s. Machine: ${r.machine.cpus} cores (${esc(r.machine.model)}), load average at the end ${r.machine.loadAverage.map((l) => l.toFixed(2)).join(' ')}; the load generator runs on the same machine. Peak ${r.scenario.peak.ordersPerSecond} orders/s, time scale ×${r.scenario.timeScale}, arrivals' seed ${r.scenario.seed} (LOAD_SEED repeats them).</p>
${verdict}
<h2>Orders</h2>${table(['acknowledged', 'paid', 'delivered', 'sockets opened', 'sockets open at most'], [[r.orders.acknowledged, r.orders.paid, r.orders.delivered, r.sockets.opened, r.sockets.peakOpen]])}
<h2>Thresholds</h2>${table(
    ['kind', 'threshold', 'measured', ''],
    r.thresholds.map((t) => [t.kind, t.what, t.actual ?? 'not measured', t.pass ? 'pass' : 'FAIL']),
  )}
<h2>Latency and errors per kind</h2>${table(
    ['kind', 'count', 'peak /s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'by reason'],
    kindNames.map((k) => {
      const s = r.kinds.find((x) => x.kind === k)!;
      return [
        k,
        s.count,
        s.peakPerSecond,
        s.p50,
        s.p95,
        s.p99,
        s.max,
        s.errors,
        Object.entries(s.errorReasons)
          .map(([a, b]) => `${a}: ${b}`)
          .join(', '),
      ];
    }),
  )}
<h2>Faults</h2>${
    r.faults.length
      ? table(
          [
            'fault',
            'at',
            'what happened',
            'healthy again after',
            'errors clients saw (until 15 s after)',
            'worst p99 (order / pay / status→customer)',
            'reconnects',
          ],
          r.faults.map((f) => [
            f.name,
            `${f.at} s`,
            f.detail,
            f.recoverySeconds === null ? 'not within 120 s' : `${f.recoverySeconds} s`,
            Object.entries(f.clientErrors)
              .map(([k, n]) => `${k}: ${n}`)
              .join(', ') || 'none',
            ['order', 'pay', 'status-to-customer']
              .map((k) => (f.worstP99[k] ? `${f.worstP99[k]} ms` : '-'))
              .join(' / '),
            f.reconnects,
          ]),
        )
      : '<p>No faults in this scenario.</p>'
  }
<h2>Books</h2>${
    r.books
      ? `${table(Object.keys(r.books.counts), [Object.values(r.books.counts)])}${r.books.findings.length ? `<ul>${r.books.findings.map((f) => `<li>${esc(f)}</li>`).join('')}</ul>` : '<p>Every acknowledged order is in the database, nothing doubled, one invoice e-mail per paid order, no status went backwards.</p>'}`
      : '<p>Not checked: the tool cannot read the database of a shop given by LOAD_TARGET.</p>'
  }
<h2>SQL statements</h2>${
    r.statements
      ? `<p>${r.statements.total} statements from the start of the evening to the end of the drain, ${r.statements.perPaidOrder ?? '–'} per paid order. The most frequent:</p>${table(
          ['calls', 'mean ms', 'statement'],
          r.statements.top.map((s) => [s.calls, s.meanMs.toFixed(2), s.query.slice(0, 300)]),
        )}`
      : '<p>Not counted: only a shop the tool starts counts its statements (pg_stat_statements).</p>'
  }
<h2>Over time</h2>
${lineChart(
  'Requests per second by kind',
  'req/s',
  httpKinds.map((k) => over((w) => w.kinds[k]?.perSecond ?? 0, k)),
  bands,
)}
${lineChart(
  'p99 latency by kind',
  'ms',
  httpKinds.map((k) => over((w) => w.kinds[k]?.p99, k)),
  bands,
)}
${lineChart(
  'Live latency p99 (fix and status to the customer, fix to dispatch)',
  'ms',
  ['fix-to-customer', 'status-to-customer', 'fix-to-dispatch'].map((k) =>
    over((w) => w.kinds[k]?.p99, k),
  ),
  bands,
)}
${lineChart(
  'Errors per window by kind',
  'errors',
  kindNames
    .filter((k) => r.kinds.find((x) => x.kind === k)!.errors)
    .map((k) => over((w) => w.kinds[k]?.errors ?? 0, k)),
  bands,
)}
${lineChart('Sockets and open orders', 'count', [over((w) => w.gauges['sockets-open'], 'sockets open (clients)'), over((w) => w.gauges['server-sockets'], 'sockets (gateways say)'), over((w) => w.gauges['orders-open'], 'orders open')], bands)}
${lineChart('E-mail queue and outbox lag', 'jobs / s', [over((w) => w.gauges['queue-waiting'], 'jobs waiting'), over((w) => w.gauges['outbox-lag-s'], 'outbox lag (s)')], bands)}
${lineChart('CPU per process (% of one core)', '%', resource('cpu'), bands)}
${lineChart('Memory per process (RSS, MB)', 'MB', resource('rss'), bands)}
<h2>Latency histograms</h2>
${kindNames
  .map((k) => r.kinds.find((x) => x.kind === k)!)
  .filter((k) => k.count && k.p99 > 0)
  .map((k) => {
    const last = k.distribution.counts.reduce((m, c, i) => (c ? i : m), 0);
    const first = k.distribution.counts.findIndex((c) => c > 0);
    const idx = k.distribution.upperMs.map((_, i) => i).filter((i) => i >= first && i <= last);
    return barChart(
      `${k.kind}: requests by latency (ms, upper edge)`,
      idx.map((i) => String(k.distribution.upperMs[i])),
      idx.map((i) => k.distribution.counts[i]!),
    );
  })
  .join('\n')}
</body></html>`;
}
