/**
 * Split mode under faults (issue 8): for each fault, a burst of guest orders, each placed, paid in
 * test mode with card 4242 and confirmed, `FAULT_CONCURRENCY` at a time, with the fault injected
 * once a quarter of them are done. Once events and jobs have settled it prints, per fault: the
 * orders the clients were told are paid, the paid orders in the database, the invoice e-mails an
 * SMTP server received, duplicates, and whether each process is alive and healthy by itself.
 *
 *   make faults        # or: FAULT_ORDERS=600 FAULT_CONCURRENCY=10 npx tsx infra/load/fault-burst.ts
 *
 * Everything runs on 127.0.0.1 and is removed afterwards (process logs stay in a temp folder).
 * A killed api or workers process is started again after a pause, as a supervisor would; any
 * other exit is reported, not repaired. Exit code 1 when a fault lost something, left a process
 * down or unhealthy, or doubled an e-mail other than by a resend with the same Message-ID.
 */
import type pg from 'pg';
import { TestClient } from '../../api/test/http-client';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { guestCheckout, type Checkout, type CheckoutOutcome } from './guest-checkout';
import { INVOICE, duplicates as copiesOf, mailsByOrder } from './order-books';
import { SplitMode } from './split-processes';
import { query as sharedQuery, settle as settleShop } from './peak/shop/settle';

function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}
const ORDERS = positiveInt('FAULT_ORDERS', 600);
const CONCURRENCY = positiveInt('FAULT_CONCURRENCY', 10);
/** The whole run gives up after this, whatever hangs. */
const RUN_DEADLINE_MS = 15 * 60_000;
const SETTLE_MS = 90_000;

const split = new SplitMode();

const FAULTS: { name: string; inject: () => Promise<unknown> }[] = [
  { name: 'redis-server SIGKILL, back after 5 s', inject: () => split.killRedis(5000) },
  { name: 'workers SIGKILL, back after 4 s', inject: () => split.killProcess('workers', 4000) },
  { name: 'api SIGKILL, back after 3 s', inject: () => split.killProcess('api', 3000) },
  { name: 'PostgreSQL immediate restart', inject: () => split.restartPostgresImmediately() },
  { name: '`pg_terminate_backend` of every session', inject: () => split.terminateShopSessions() },
];

/** `ORDERS` checkouts, `CONCURRENCY` at a time; `fault` starts once a quarter are done. */
async function burst(menuItemId: number, fault: () => Promise<unknown>) {
  const outcomes: Checkout[] = [];
  let started = 0;
  let faultRun: Promise<unknown> | null = null;
  const client = async () => {
    while (started < ORDERS) {
      started++;
      outcomes.push(await guestCheckout(new TestClient(split.apiUrl), menuItemId));
      if (!faultRun && outcomes.length >= ORDERS / 4) faultRun = fault();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  await faultRun;
  return outcomes;
}

const query = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  sharedQuery<T>(split.databaseUrl, text, values);

const settle = (smtp: SmtpSink) =>
  settleShop(split.databaseUrl, split.redisUrl, () => smtp.messages.length, SETTLE_MS);

async function runFault(fault: (typeof FAULTS)[number], menuItemId: number, smtp: SmtpSink) {
  const [before] = await query<{ id: number }>(
    'select coalesce(max(id), 0)::int as id from orders',
  );
  const started = Date.now();
  const outcomes = await burst(menuItemId, fault.inject);
  const seconds = (Date.now() - started) / 1000;
  const settled = await settle(smtp);
  const healthy = await split.allHealthy(30_000);
  const [books] = await query<{ paid: number; unpaid: number }>(
    `select count(*) filter (where payment_status = 'paid')::int as paid,
            count(*) filter (where payment_status <> 'paid')::int as unpaid
       from orders where id > $1`,
    [before!.id],
  );
  const paidIds = await query<{ id: number }>(
    `select id from orders where id > $1 and payment_status = 'paid'`,
    [before!.id],
  );
  const invoices = mailsByOrder(smtp.messages, INVOICE, before!.id);
  const count = (o: CheckoutOutcome) => outcomes.filter((x) => x.outcome === o).length;
  const paidSet = new Set(paidIds.map(({ id }) => id));
  const lost = outcomes.filter((x) => x.outcome === 'paid' && !paidSet.has(x.orderId!)).length;
  const missingInvoices = paidIds.filter(({ id }) => !invoices.has(id)).length;
  const copies = [...invoices.values()];
  const { copies: duplicates, resends } = copiesOf(invoices);
  const processes = await Promise.all(
    split.processes.map(async (p) => {
      const exits = p.takeExits();
      const state = !p.running ? 'down' : (await p.healthy()) ? 'healthy' : 'unhealthy';
      return exits.length ? `${p.name} ${state} (exited by itself: ${exits.join(', ')})` : state;
    }),
  );
  const refusals = [
    count('refused') && `${count('refused')} refused`,
    count('no answer') && `${count('no answer')} without an answer`,
    count('server error') && `**${count('server error')} server errors**`,
  ].filter(Boolean);
  const allFine = processes.every((s) => s === 'healthy');
  return {
    ok:
      settled &&
      healthy &&
      allFine &&
      lost === 0 &&
      missingInvoices === 0 &&
      duplicates === resends,
    row: [
      fault.name,
      `${count('paid')} / ${ORDERS}${refusals.length ? ` (${refusals.join(', ')})` : ''}`,
      `${books!.paid}${books!.unpaid ? ` (+${books!.unpaid} unpaid checkouts)` : ''}${lost ? ` (**${lost} seen paid, not paid**)` : ''}`,
      `${copies.reduce((sum, ids) => sum + ids.length, 0)}${missingInvoices ? ` (**${missingInvoices} paid without one**)` : ''}`,
      duplicates && resends === duplicates
        ? `${duplicates} (same Message-ID)`
        : duplicates
          ? `**${duplicates}** (${resends} with the same Message-ID)`
          : '0',
      `${seconds.toFixed(1)} s`,
      (allFine
        ? 'all three healthy'
        : split.processes.map((p, i) => `${p.name}: ${processes[i]}`).join('; ')) +
        (settled ? '' : ` (**e-mails still queued after ${SETTLE_MS / 1000} s**)`),
    ],
  };
}

async function main() {
  const deadline = setTimeout(() => {
    console.error('fault-burst: gave up after 15 minutes');
    void split.stop().finally(() => process.exit(1));
  }, RUN_DEADLINE_MS);
  const smtp = await startSmtpSink();
  const rows: string[][] = [];
  let ok = true;
  try {
    console.error(`starting split mode (process logs in ${split.logDir})`);
    await split.start(smtp.url);
    const [item] = await query<{ id: number }>(
      `select id from menu_items where name = 'Panino Porchetta'`,
    );
    for (const fault of FAULTS) {
      console.error(`burst of ${ORDERS} orders, ${CONCURRENCY} at a time: ${fault.name}`);
      const result = await runFault(fault, item!.id, smtp);
      ok &&= result.ok;
      rows.push(result.row);
    }
  } finally {
    await split.stop();
    await smtp.close();
    clearTimeout(deadline);
  }
  const header = [
    'Fault in the burst',
    'Orders the clients saw paid',
    'Paid in the database',
    'Invoice e-mails',
    'Duplicates',
    'Burst',
    'Processes after',
  ];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  console.log([line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n'));
  process.exitCode = ok ? 0 : 1;
}

process.once('SIGINT', () => void split.stop().finally(() => process.exit(130)));
main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
