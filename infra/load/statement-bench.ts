/**
 * `make bench-statements`: the api's own CPU per SQL statement, by how the statement is made.
 * At the dinner peak the shop runs about 200 statements per paid order, and on the api's side
 * each one is built by drizzle, sent and read by node-postgres and mapped back into objects.
 * This bench times those steps apart, on a PostgreSQL of its own with the shop's schema:
 *
 *  - `select 1` through the pool: node-postgres alone, nothing built;
 *  - an order's whole row (45 columns) by id, built by drizzle per call, and prepared once
 *    (`.prepare()`, the form of the shop's hottest reads, api/src/db/prepared.ts);
 *  - one column of it, built and prepared;
 *  - a transaction with nothing in it (BEGIN and COMMIT), and with one event written into the
 *    outbox, as every change of an order does: built, and prepared (the shop's `prepared`,
 *    run on the transaction's connection).
 *
 * Four callers at a time (a busy api has several requests in flight); each case runs
 * STATEMENT_BENCH_OPS times (3,000) after a warm-up, in STATEMENT_BENCH_ROUNDS rounds (3), and
 * the median round counts. Prints a table, then one JSON line last: {case: µs of CPU per call}.
 * The figures are this process's CPU (`process.cpuUsage`), PostgreSQL's own not included.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openDatabase } from '../../api/src/db/client';
import { migrate } from '../../api/src/db/migrate';
import { prepared } from '../../api/src/db/prepared';
import { orders } from '../../api/src/modules/orders/orders.tables';
import { outbox } from '../../api/src/shared/events/outbox.tables';
import { OwnedServers } from '../testing/owned-servers';

const OPS = Number(process.env.STATEMENT_BENCH_OPS ?? 3000);
const ROUNDS = Number(process.env.STATEMENT_BENCH_ROUNDS ?? 3);
const CALLERS = 4;

/** CPU microseconds of this process per call of `op`, `OPS` calls by `CALLERS` at a time. */
async function cpuPerCall(op: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 300; i++) await op();
  const before = process.cpuUsage();
  let started = 0;
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (started++ < OPS) await op();
    }),
  );
  const used = process.cpuUsage(before);
  return (used.user + used.system) / OPS;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function main() {
  const servers = new OwnedServers('statement-bench-');
  await servers.start();
  const database = await openDatabase(
    { kind: 'postgres', url: servers.databaseUrl },
    pino({ level: 'silent' }),
  );
  try {
    await migrate(database);
    const { db } = database;
    const [order] = await db
      .insert(orders)
      .values({
        orderType: 'normal',
        customerName: 'Bench',
        customerEmail: 'bench@example.com',
        deliveryType: 'pickup',
        subtotalCents: 1000,
        foodTaxCents: 83,
        deliveryFeeCents: 0,
        serviceFeeCents: 0,
        totalCents: 1000,
      })
      .returning({ id: orders.id });
    const id = order!.id;
    const wholePrepared = db
      .select()
      .from(orders)
      .where(eq(orders.id, sql.placeholder('id')))
      .prepare('bench_order_whole');
    const statusPrepared = db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, sql.placeholder('id')))
      .prepare('bench_order_status');
    const insertEvent = prepared((on) =>
      on
        .insert(outbox)
        .values({
          id: sql.placeholder('id'),
          name: sql.placeholder('name'),
          version: sql.placeholder('version'),
          event: sql.placeholder('event'),
          occurredAt: sql.placeholder('occurredAt'),
        })
        .prepare('bench_outbox_insert'),
    );
    const event = {
      name: 'order.status-changed',
      version: 1,
      event: { name: 'order.status-changed', data: { orderId: id, to: 'accepted' } },
    };

    const cases: Record<string, () => Promise<unknown>> = {
      'select 1 through the pool': () => database.ping(),
      "an order's whole row, built": () => db.select().from(orders).where(eq(orders.id, id)),
      "an order's whole row, prepared": () => wholePrepared.execute({ id }),
      "an order's status, built": () =>
        db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)),
      "an order's status, prepared": () => statusPrepared.execute({ id }),
      'BEGIN and COMMIT': () => db.transaction(async () => {}),
      'BEGIN, an outbox row built, COMMIT': () =>
        db.transaction((tx) =>
          tx.insert(outbox).values({ id: randomUUID(), ...event, occurredAt: new Date() }),
        ),
      'BEGIN, an outbox row prepared, COMMIT': () =>
        db.transaction((tx) =>
          insertEvent(tx).execute({ id: randomUUID(), ...event, occurredAt: new Date() }),
        ),
    };
    const rounds: Record<string, number[]> = {};
    for (let round = 1; round <= ROUNDS; round++)
      for (const [name, op] of Object.entries(cases)) {
        (rounds[name] ??= []).push(await cpuPerCall(op));
        console.log(`round ${round}: ${name} ${rounds[name]!.at(-1)!.toFixed(0)} µs`);
      }
    const result = Object.fromEntries(
      Object.entries(rounds).map(([name, values]) => [name, Math.round(median(values))]),
    );
    console.log(`\n| statement | api CPU µs per call (median of ${ROUNDS}) |\n| --- | --- |`);
    for (const [name, us] of Object.entries(result)) console.log(`| ${name} | ${us} |`);
    console.log(JSON.stringify(result));
  } finally {
    await database.close();
    await servers.stop();
  }
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
