/**
 * The cluster test's report: per phase what the customers saw (checkouts, sockets dropped and
 * reconnected, how late each of the kitchen's moves reached their page), what the hosts did
 * (sockets per gateway, e-mails per worker, the api's restart) and what the database and the
 * mail server hold. Markdown tables, ready for docs/performance.md. Returns whether the run kept
 * every promise (see scenario.ts).
 */
import * as hdr from 'hdr-histogram-js';
import { duplicates } from '../load/order-books';
import type { Journal } from './customers';
import type { ProcessResources } from './resources';
import type { Books } from './scenario';

export interface Phase {
  name: string;
  start: number;
  end: number;
}

export interface HostFigures {
  sockets: { when: string; gw1: number | null; gw2: number | null }[];
  emails: { when: string; wk1: number | null; wk2: number | null }[];
  apiRestart: { exitedMs: number; downMs: number; healthy: boolean } | null;
}

export interface RunFigures {
  startupMs: number;
  customers: number;
  idlePages: number;
  phases: Phase[];
  journal: Journal;
  hosts: HostFigures;
  books: Books;
  seenPaidNotPaid: number;
  resources: ProcessResources[];
  settled: boolean;
  healthy: boolean;
  health: string[];
}

const time = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`);

/** p50 / p95 / max of durations in ms (hdr-histogram-js), or a dash for none. */
function spread(values: number[], percentiles = [50, 95]): string {
  if (values.length === 0) return '–';
  const histogram = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 3_600_000,
    numberOfSignificantValueDigits: 2,
  });
  for (const v of values) histogram.recordValue(Math.max(1, Math.round(v)));
  const figures = [
    ...percentiles.map((p) => histogram.getValueAtPercentile(p)),
    histogram.maxValue,
  ];
  histogram.destroy();
  return figures.map(time).join(' / ');
}

const table = (header: string[], rows: string[][]) =>
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

/** Counts of each value, as "3 api1, 1 api2". */
function tally(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([v, n]) => `${n} ${v}`).join(', ');
}

function customerRows({ phases, journal, books }: RunFigures, hostOf: (a: string) => string) {
  return phases.map((phase) => {
    const inPhase = <T extends { at: number }>(list: T[]) =>
      list.filter((x) => x.at >= phase.start && x.at < phase.end);
    const checkouts = inPhase(journal.checkouts);
    const paid = checkouts.filter((c) => c.outcome === 'paid');
    const refused = tally(checkouts.filter((c) => c.outcome !== 'paid').map((c) => c.outcome));
    const errors = inPhase(journal.socketErrors).length + inPhase(journal.kitchenErrors).length;
    const drops = inPhase(journal.drops);
    const reconnects = inPhase(journal.connects).filter((c) => c.reconnect);
    // The kitchen's moves answered in this phase, and how each reached its customer's page.
    const moves: { orderId: number; move: string; at: number }[] = [];
    for (const [orderId, answered] of journal.moves)
      for (const [move, at] of answered)
        if (at >= phase.start && at < phase.end) moves.push({ orderId, move, at });
    const learned = new Map(journal.learned.map((l) => [`${l.orderId} ${l.move}`, l]));
    const live: number[] = [];
    const late: number[] = [];
    for (const m of moves) {
      const seen = learned.get(`${m.orderId} ${m.move}`);
      if (seen?.how === 'socket') live.push(Math.max(0, seen.at - m.at));
      if (seen?.how === 'read') late.push(Math.max(0, seen.at - m.at));
    }
    const invoiceDelays = [...books.paid]
      .filter(([, o]) => o.paidAt >= phase.start && o.paidAt < phase.end)
      .map(([id, o]) => (books.invoiceArrival.get(id) ?? Infinity) - o.paidAt)
      .filter(Number.isFinite);
    return [
      phase.name,
      time(phase.end - phase.start),
      `${paid.length} / ${checkouts.length}${refused ? ` (${refused})` : ''}`,
      spread(checkouts.map((c) => c.ms)),
      String(errors),
      drops.length ? `${drops.length} (${tally(drops.map((d) => hostOf(d.gateway)))})` : '0',
      reconnects.length
        ? `${reconnects.length} (${tally(reconnects.map((c) => hostOf(c.gateway)))})`
        : '0',
      String(moves.length),
      `${live.length}: ${spread(live)}`,
      late.length ? `${late.length}: ${spread(late, [50])}` : '0',
      String(moves.length - live.length - late.length),
      spread(invoiceDelays, [50]),
    ];
  });
}

/** Prints the report; true when nothing was lost, doubled or left stuck and every host is healthy. */
export function printReport(run: RunFigures, hostOf: (a: string) => string): boolean {
  const { journal, books, hosts } = run;
  const expected: Record<keyof Books['mails'], number[]> = {
    invoice: [...books.paid.keys()],
    confirmed: [...books.paid].filter(([, o]) => o.accepted).map(([id]) => id),
    'on its way': [...books.paid]
      .filter(([, o]) => o.status === 'in_transit' || o.status === 'delivered')
      .map(([id]) => id),
    delivered: [...books.paid].filter(([, o]) => o.status === 'delivered').map(([id]) => id),
  };
  let mailsOk = true;
  const mailCells = Object.entries(books.mails).map(([kind, byOrder]) => {
    const missing = expected[kind as keyof Books['mails']].filter((id) => !byOrder.has(id)).length;
    const { copies, resends } = duplicates(byOrder);
    mailsOk &&= missing === 0 && copies === resends;
    const received = [...byOrder.values()].reduce((n, ids) => n + ids.length, 0);
    const notes = [
      missing && `**${missing} missing**`,
      copies &&
        (copies === resends ? `${copies} resent, same Message-ID` : `**${copies} doubled**`),
    ].filter(Boolean);
    return `${kind} ${received}${notes.length ? ` (${notes.join(', ')})` : ''}`;
  });
  const delivered = [...books.paid.values()].filter((o) => o.status === 'delivered').length;

  console.log(
    `Cluster of 9 hosts up and healthy in ${time(run.startupMs)}; ${run.customers} guests ` +
      `ordering and following their order at once, ${run.idlePages} menu pages left open.\n`,
  );
  console.log('What the customers saw (all through nginx on `front`):\n');
  console.log(
    table(
      [
        'Phase',
        'Length',
        'Checkouts paid / tried',
        'Checkout p50 / p95 / max',
        'Errors seen',
        'Sockets dropped (gateway)',
        'Reconnected (to)',
        'Kitchen moves',
        'Shown live: n, p50 / p95 / max',
        'Shown by reading the order (on connect): n, p50 / max',
        'Passed over',
        'Invoice e-mail after payment p50 / max',
      ],
      customerRows(run, hostOf),
    ),
  );
  console.log('\nWhat the hosts did:\n');
  for (const s of hosts.sockets)
    console.log(`- sockets ${s.when}: gw1 ${s.gw1 ?? 'no answer'}, gw2 ${s.gw2 ?? 'no answer'}`);
  for (const e of hosts.emails)
    console.log(
      `- e-mails sent ${e.when}: wk1 ${e.wk1 ?? 'no answer'}, wk2 ${e.wk2 ?? 'no answer'}`,
    );
  if (hosts.apiRestart)
    console.log(
      `- api1 exited ${time(hosts.apiRestart.exitedMs)} after SIGTERM and was healthy again ` +
        `${time(hosts.apiRestart.downMs)} after it${hosts.apiRestart.healthy ? '' : ' (**not healthy**)'}`,
    );
  console.log(`- after the run: ${run.health.join(', ')}`);
  console.log('\nCPU and memory of each process from the warm-up to the last order home:\n');
  console.log(
    table(
      ['Host', 'CPU (share of one core)', 'Busiest second', 'Peak RSS'],
      run.resources.map((r) => [
        r.host,
        r.cpuShare.toFixed(2),
        r.peakCpuShare.toFixed(2),
        `${Math.round(r.peakRssMiB)} MiB`,
      ]),
    ),
  );
  console.log('\nWhat the database and the mail server hold:\n');
  console.log(
    table(
      [
        'Orders placed',
        'Paid',
        'Delivered',
        'Told paid, not paid',
        'Pages never showing delivered',
        'E-mails (per kind)',
      ],
      [
        [
          String(books.placed),
          String(books.paid.size),
          String(delivered),
          String(run.seenPaidNotPaid),
          journal.stuck.length
            ? `**${journal.stuck.length}** (${tally(journal.stuck.map((s) => `after ${s.lastSeen}`))})`
            : '0',
          mailCells.join('; ') + (run.settled ? '' : ' (**queue not empty after 90 s**)'),
        ],
      ],
    ),
  );
  for (const s of journal.stuck)
    console.error(
      `order ${s.orderId}'s page, never showing it delivered:\n  ${s.trail.join('\n  ')}`,
    );
  return (
    mailsOk &&
    run.settled &&
    run.healthy &&
    run.seenPaidNotPaid === 0 &&
    journal.stuck.length === 0 &&
    delivered === books.paid.size
  );
}
