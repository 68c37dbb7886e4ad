/**
 * The cluster test's scenario, run on the `ops` host by cluster-test.sh: the shop on its hosts,
 * a stream of guests ordering, paying and following their order live while the kitchen moves
 * each one to delivered, and meanwhile, one after the other:
 *
 *   1. gw1 cut off the network: its sockets go quiet, nginx closes them, their pages reconnect
 *      through gw2 and read their order again;
 *   2. wk1 cut off: its jobs' locks run out and wk2 takes them, still one e-mail of each kind
 *      per order;
 *   3. api1 restarted (SIGTERM, as a rolling update does): nginx sends everything to api2.
 *
 * Then it stops taking orders, lets every page follow its order home, waits for the e-mails,
 * and prints what the clients saw, what each host did and what the database and the mail
 * server hold. Exit code 1 when an order was lost, a page never showed its order delivered, an
 * e-mail is missing or doubled (other than a resend with the same Message-ID), or a host is not
 * healthy at the end.
 *
 * Settings (environment): CLUSTER_CUSTOMERS (16 guests at once), CLUSTER_IDLE_PAGES (8 menu pages
 * left open), CLUSTER_STEP_MS (3000 between
 * the kitchen's moves), CLUSTER_GATEWAY_CUT_S (70), CLUSTER_WORKER_CUT_S (75), CLUSTER_STEADY_S (20).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ParsedMail } from 'mailparser';
import { startSmtpSink } from '../testing/smtp-sink';
import { INVOICE, mailsByOrder } from '../load/order-books';
import { query, settle } from '../load/peak/shop/settle';
import { customersAtWork, idlePages, Kitchen, newJournal } from './customers';
import { setLink, startCluster, topologyFromEnv, type Cluster, type HostName } from './hosts';
import { printReport, type HostFigures, type Phase } from './report';
import { ResourceSampler } from './resources';

function seconds(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 1) throw new Error(`${name} must be a positive number`);
  return value;
}
const CUSTOMERS = seconds('CLUSTER_CUSTOMERS', 16);
const IDLE_PAGES = seconds('CLUSTER_IDLE_PAGES', 8);
const STEP_MS = seconds('CLUSTER_STEP_MS', 3000);
const STEADY_MS = seconds('CLUSTER_STEADY_S', 20) * 1000;
const GATEWAY_CUT_MS = seconds('CLUSTER_GATEWAY_CUT_S', 70) * 1000;
const WORKER_CUT_MS = seconds('CLUSTER_WORKER_CUT_S', 75) * 1000;
/** A page that has not shown its order delivered after this is stuck. */
const FOLLOW_MS = 4 * 60_000;
const RUN_DEADLINE_MS = 20 * 60_000;

/** E-mails about one order, by the subject that names it. */
export const ORDER_MAILS = {
  invoice: INVOICE,
  confirmed: /order #(\d+) is confirmed/,
  'on its way': /order #(\d+) is on its way/,
  delivered: /order #(\d+) has been delivered/,
};

/** The sum of a series' samples in a Prometheus text page; null when the host did not answer. */
async function metric(url: string, name: string, labels = ''): Promise<number | null> {
  try {
    // A busy process answers a scrape slowly; one that lost Redis may not answer at all.
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const text = await res.text();
    let sum = 0;
    for (const line of text.split('\n'))
      if (line.startsWith(`${name}{`) && line.includes(labels))
        sum += Number(line.split(' ').pop());
    return sum;
  } catch {
    return null;
  }
}

async function main() {
  const topology = topologyFromEnv();
  const dir = mkdtempSync(join(tmpdir(), 'shop-cluster-'));
  const smtp = await startSmtpSink(topology.address.ops);
  // When each e-mail reached the mail server: the sink keeps them in order of arrival.
  const arrivals: number[] = [];
  const stamp = setInterval(() => {
    while (arrivals.length < smtp.messages.length) arrivals.push(Date.now());
  }, 100);
  let cluster: Cluster | null = null;
  const deadline = setTimeout(() => {
    console.error('cluster-test: gave up after 20 minutes');
    process.exit(1);
  }, RUN_DEADLINE_MS);
  let ok = false;
  try {
    console.error(`starting the cluster (logs in ${join(dir, 'logs')})`);
    const started = Date.now();
    cluster = await startCluster(topology, dir, smtp.url);
    const startupMs = Date.now() - started;
    const databaseUrl = cluster.servers.databaseUrl;
    const [{ id: firstOrder } = { id: 0 }] = await query<{ id: number }>(
      databaseUrl,
      'select coalesce(max(id), 0)::int as id from orders',
    );
    const [item] = await query<{ id: number }>(
      databaseUrl,
      `select id from menu_items where name = 'Panino Porchetta'`,
    );
    const journal = newJournal();
    const kitchen = new Kitchen(cluster.url, journal, STEP_MS);
    await kitchen.signIn();
    let running = true;
    const work = customersAtWork({
      url: cluster.url,
      customers: CUSTOMERS,
      menuItemId: item!.id,
      kitchen,
      journal,
      running: () => running,
      followMs: FOLLOW_MS,
    });
    const pages = idlePages({
      url: cluster.url,
      pages: IDLE_PAGES,
      journal,
      running: () => running,
    });

    const phases: Phase[] = [];
    const hosts: HostFigures = { sockets: [], emails: [], apiRestart: null };
    const c = cluster;
    const socketsPerGateway = async (when: string) => {
      const count = (host: HostName) => metric(c.process(host).metricsUrl, 'shop_ws_sockets');
      hosts.sockets.push({ when, gw1: await count('gw1'), gw2: await count('gw2') });
    };
    const emailsPerWorker = () =>
      Promise.all(
        (['wk1', 'wk2'] as const).map((host) =>
          metric(c.process(host).metricsUrl, 'shop_emails_total', 'outcome="sent"'),
        ),
      );
    const phase = async (name: string, ms: number, during?: () => Promise<void>) => {
      console.error(`${name} (${Math.round(ms / 1000)} s)`);
      const start = Date.now();
      const run = during?.();
      await sleep(ms);
      await run;
      phases.push({ name, start, end: Date.now() });
    };

    // Counted from once every guest follows an order: the first checkouts warm the processes up.
    const warmUp = Date.now();
    while (journal.followed.length < CUSTOMERS && Date.now() - warmUp < 300_000) await sleep(250);
    phases.push({ name: 'warm-up: every guest’s first checkout', start: warmUp, end: Date.now() });
    const resources = new ResourceSampler(() =>
      c.processes.map((p) => ({ host: p.host, pid: p.pid })),
    );
    resources.start();
    await phase('steady, all hosts up', STEADY_MS);
    await socketsPerGateway('before gw1 is cut off');
    setLink(topology, 'gw1', false);
    await phase('gw1 cut off the network', GATEWAY_CUT_MS);
    await socketsPerGateway('after the cut (gw1 still off)');
    setLink(topology, 'gw1', true);
    await phase('steady, gw1 back', STEADY_MS / 2);

    const before = await emailsPerWorker();
    setLink(topology, 'wk1', false);
    await phase('wk1 cut off the network', WORKER_CUT_MS);
    setLink(topology, 'wk1', true);
    await sleep(5000);
    const after = await emailsPerWorker();
    const sent = (i: number) =>
      after[i] == null || before[i] == null ? null : after[i]! - before[i]!;
    hosts.emails.push({ when: 'while wk1 was cut off', wk1: sent(0), wk2: sent(1) });
    await phase('steady, wk1 back', STEADY_MS / 2);

    await phase('api1 restarted (SIGTERM, started again)', STEADY_MS, async () => {
      const api1 = c.process('api1');
      const stopped = Date.now();
      await api1.kill('SIGTERM');
      const exitedMs = Date.now() - stopped;
      api1.start();
      const back = await c.allHealthy(300_000);
      hosts.apiRestart = { exitedMs, downMs: Date.now() - stopped, healthy: back };
    });

    console.error('no new orders; following the last ones home');
    running = false;
    const drainStart = Date.now();
    await Promise.all([work, pages]);
    resources.stop();
    phases.push({ name: 'last orders followed home', start: drainStart, end: Date.now() });

    const settled = await settle(
      cluster.servers.databaseUrl,
      cluster.servers.redisUrl,
      () => smtp.messages.length,
      90_000,
    );
    const healthy = await cluster.allHealthy(60_000);
    const health = await Promise.all(
      cluster.processes.map(async (p) => {
        const exits = p.takeExits();
        const state = !p.running ? 'down' : (await p.healthy()) ? 'healthy' : 'unhealthy';
        return `${p.host} ${state}${exits.length ? ` (exited by itself: ${exits.join(', ')})` : ''}`;
      }),
    );
    const books = await booksOf(databaseUrl, firstOrder, smtp.messages, arrivals);
    // A page follows an order once its customer was told it is paid.
    const seenPaidNotPaid = journal.followed.filter((id) => !books.paid.has(id)).length;
    const hostOf = (upstream: string) =>
      Object.entries(topology.address).find(([, a]) => upstream.startsWith(`${a}:`))?.[0] ??
      upstream;
    ok = printReport(
      {
        startupMs,
        customers: CUSTOMERS,
        idlePages: IDLE_PAGES,
        phases,
        journal,
        hosts,
        books,
        seenPaidNotPaid,
        resources: resources.figures(),
        settled,
        healthy,
        health,
      },
      hostOf,
    );
  } finally {
    clearInterval(stamp);
    await cluster?.stop();
    await smtp.close();
    clearTimeout(deadline);
    // The logs stay when something went wrong.
    if (ok) rmSync(dir, { recursive: true, force: true });
    else console.error(`process and nginx logs kept in ${dir}`);
  }
  process.exitCode = ok ? 0 : 1;
}

export interface Books {
  /** Orders of this run in the database, and those paid, by id. */
  placed: number;
  paid: Map<number, { status: string; accepted: boolean; paidAt: number }>;
  /** Per kind of e-mail, per order, the Message-IDs received. */
  mails: Record<keyof typeof ORDER_MAILS, Map<number, string[]>>;
  /** Per order, when its invoice reached the mail server (ms since epoch). */
  invoiceArrival: Map<number, number>;
}

async function booksOf(
  databaseUrl: string,
  firstOrder: number,
  messages: ParsedMail[],
  arrivals: number[],
): Promise<Books> {
  const rows = await query<{ id: number; paid: boolean; status: string; accepted: boolean }>(
    databaseUrl,
    `select id, payment_status = 'paid' as paid, status, accepted_at is not null as accepted
       from orders where id > $1`,
    [firstOrder],
  );
  const paidAt = new Map(
    (
      await query<{ id: number; at: Date }>(
        databaseUrl,
        `select order_id as id, min(created_at) as at from order_status_history
          where order_id > $1 and move = 'pay' group by order_id`,
        [firstOrder],
      )
    ).map((r) => [r.id, r.at.getTime()]),
  );
  const paid = new Map(
    rows
      .filter((r) => r.paid)
      .map((r) => [
        r.id,
        { status: r.status, accepted: r.accepted, paidAt: paidAt.get(r.id) ?? 0 },
      ]),
  );
  const mails = Object.fromEntries(
    Object.entries(ORDER_MAILS).map(([kind, subject]) => [
      kind,
      mailsByOrder(messages, subject, firstOrder),
    ]),
  ) as Books['mails'];
  const invoiceArrival = new Map<number, number>();
  messages.forEach((mail, i) => {
    const id = Number(INVOICE.exec(mail.subject ?? '')?.[1]);
    if (id > firstOrder && !invoiceArrival.has(id))
      invoiceArrival.set(id, arrivals[i] ?? Date.now());
  });
  return { placed: rows.length, paid, mails, invoiceArrival };
}

process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));
main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
