/**
 * Invoice numbers when payments do not wait for one another: a payment commits with its invoice
 * not numbered yet and its 'order.paid' held in the outbox, and the relay numbers it before it
 * publishes. Twenty payments at once take twenty consecutive numbers, each published in the
 * event that carries its invoice; while the numbering fails, the event is held, and it goes out
 * numbered once it works again; a payment that rolls back takes no number, and each year has
 * its own series, on PostgreSQL and on PGlite.
 */
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoiceNumber, shopDateOf, TEST_CARDS, vatAmounts } from '@shop/contracts';
import { DomainEvent } from '@shop/contracts/events';
import type { EventPublisher } from '@shop/realtime';
import type { JobSink } from '@shop/workers';
import type { Database, Db } from '../src/db/client';
import { issueInvoice, numberPendingInvoices, type InvoiceSubject } from '../src/modules/invoicing';
import { invoiceCounters, invoices } from '../src/modules/invoicing/invoicing.tables';
import { OutboxRelay } from '../src/shared/events/relay';
import { createPgliteDatabase, createPostgresDatabase } from './databases';
import type { TestClient } from './http-client';
import {
  paidEventRows,
  seedMerchandise,
  shippingAddress,
  startPaymentsApi,
  type PaymentsTestApi,
} from './payments-harness';

const log = pino({ level: 'silent' });
const card = { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' };

/** The last invoice number given this year (0 before the first). */
async function lastNumber(db: Db): Promise<number> {
  const year = Number(shopDateOf(new Date()).slice(0, 4));
  const [row] = await db
    .select({ last: invoiceCounters.last })
    .from(invoiceCounters)
    .where(and(eq(invoiceCounters.series, 'invoice'), eq(invoiceCounters.year, year)));
  return row?.last ?? 0;
}

/** The numbers that follow `last` this year. */
function numbersAfter(last: number, count: number): string[] {
  const year = Number(shopDateOf(new Date()).slice(0, 4));
  return Array.from({ length: count }, (_, i) => invoiceNumber('invoice', year, last + i + 1));
}

/** The order's invoice row and the 'order.paid' that carries it, as stored. */
async function invoiceAndEvent(db: Db, orderId: number) {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  const [event] = await paidEventRows(db, orderId);
  return { invoice: invoice!, event: event! };
}

/** What the released event says the invoice's number is. */
function carriedNumber(row: { event: unknown }): string {
  const event = DomainEvent.parse(row.event);
  if (event.name !== 'order.paid') throw new Error(`not order.paid: ${event.name}`);
  return event.data.receipt.invoice?.number ?? 'none';
}

/** Records what the relay publishes; the jobs are not looked at here. */
class RecordingPublisher implements EventPublisher {
  readonly events: DomainEvent[] = [];
  async publish(event: DomainEvent) {
    this.events.push(event);
  }
  async publishMany(events: readonly DomainEvent[]) {
    this.events.push(...events);
  }
  async close() {}
}
const ignoredJobs: JobSink = {
  add: async () => {},
  addMany: async () => {},
  close: async () => {},
};

describe('invoice numbers given after the payment commits (PostgreSQL, the payment routes, the relay)', () => {
  let database: Database;
  let api: PaymentsTestApi;
  let items: Awaited<ReturnType<typeof seedMerchandise>>;
  let published: RecordingPublisher;
  let relay: OutboxRelay;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    api = await startPaymentsApi(database, { numberInvoices: false });
    items = await seedMerchandise(database.db);
  });
  beforeEach(async () => {
    published = new RecordingPublisher();
    relay = new OutboxRelay(database.db, published, ignoredJobs, log, {
      releaseHeld: numberPendingInvoices,
    });
    // Earlier tests' events are out of the way.
    await relay.drain();
    published.events.length = 0;
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  /** A guest's merchandise order with its payment opened, ready for the card. */
  async function openPayment() {
    const client: TestClient = api.client();
    const placed = await client.post('/api/merchandise/orders', {
      items: [{ merchandiseId: items.cap.id, quantity: 1 }],
      shippingAddress,
    });
    expect(placed.status).toBe(201);
    const intent = await client.post('/api/payment/create-payment-intent', {
      orderId: placed.body.id,
    });
    expect(intent.status).toBe(200);
    return {
      orderId: placed.body.id as number,
      confirm: () =>
        client.post('/api/payment/test-mode/confirm', {
          paymentIntentId: intent.body.paymentIntentId,
          clientSecret: intent.body.clientSecret,
          card,
        }),
    };
  }

  /** The 'order.paid' events the relay published, by order. */
  function paidNumbers(): Map<number, string> {
    const numbers = new Map<number, string>();
    for (const event of published.events)
      if (event.name === 'order.paid')
        numbers.set(event.data.orderId, event.data.receipt.invoice?.number ?? 'none');
    return numbers;
  }

  it('twenty payments at once take twenty consecutive numbers, each published in its own order.paid', async () => {
    const payments = [];
    for (let i = 0; i < 20; i++) payments.push(await openPayment());
    const last = await lastNumber(database.db);

    const answers = await Promise.all(payments.map((p) => p.confirm()));
    expect(answers.map((a) => a.body.status)).toEqual(payments.map(() => 'succeeded'));

    // Paid, not invoiced yet: the events that carry the invoices are held.
    const waiting = await invoiceAndEvent(database.db, payments[0]!.orderId);
    expect(waiting.invoice.number).toBeNull();
    expect(waiting.event.held).toBe(true);

    await relay.drain();

    const numbered = await database.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.kind, 'invoice'));
    // In the order the payments committed, which the test cannot know: none skipped, none twice.
    expect(numbered.map((r) => r.number).sort()).toEqual(numbersAfter(last, 20));
    const carried = paidNumbers();
    for (const { orderId } of payments) {
      const { invoice, event } = await invoiceAndEvent(database.db, orderId);
      expect(event.held).toBe(false);
      expect(carriedNumber(event)).toBe(invoice.number);
      expect(carried.get(orderId)).toBe(invoice.number);
    }
  });

  it('holds a paid order’s event while its invoice cannot be numbered, and publishes it numbered once it can', async () => {
    const last = await lastNumber(database.db);
    const payment = await openPayment();
    // The numbering is out of reach (a database hiccup) when the relay comes by.
    await database.db.execute(sql`alter function number_pending_invoices() rename to away`);
    try {
      expect((await payment.confirm()).body.status).toBe('succeeded');
      const errors = relay.errors;
      await relay.drain();
      expect(relay.errors).toBe(errors + 1);
      expect(paidNumbers().has(payment.orderId)).toBe(false);
      const waiting = await invoiceAndEvent(database.db, payment.orderId);
      expect(waiting.invoice.number).toBeNull();
      expect(waiting.event.held).toBe(true);
    } finally {
      await database.db.execute(sql`alter function away() rename to number_pending_invoices`);
    }

    await relay.drain();
    const released = await invoiceAndEvent(database.db, payment.orderId);
    expect(released.invoice.number).toBe(numbersAfter(last, 1)[0]);
    expect(paidNumbers().get(payment.orderId)).toBe(released.invoice.number);
  });
});

describe.each([
  ['PostgreSQL', createPostgresDatabase],
  ['PGlite', createPgliteDatabase],
])('numbering invoices on %s', (_, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  const subject = (orderId: number, at: Date): InvoiceSubject => ({
    orderId,
    orderKind: 'merchandise',
    buyer: { name: 'Giulia Rossi', address: ['Damrak 1', '1012 LG Amsterdam', 'Netherlands'] },
    vat: [vatAmounts({ rate: 0.21, grossCents: 1999 })],
    categories: [{ rate: 0.21, category: 'merchandise', grossCents: 1999 }],
    totalCents: 1999,
    paymentMethod: 'card',
    supplyDate: shopDateOf(at),
  });
  const issue = (orderId: number, at: Date) =>
    database.db.transaction((tx) => issueInvoice(tx, subject(orderId, at), at));

  async function numberOf(orderId: number) {
    const [row] = await database.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.orderId, orderId));
    return row?.number;
  }

  it("takes no number for a payment that rolled back, and numbers each Amsterdam year's series on its own", async () => {
    // 23:30 on 31 December in Amsterdam is still 2026; half an hour later it is 2027.
    const newYearsEve = new Date('2026-12-31T22:30:00Z');
    const newYear = new Date('2027-01-01T00:30:00Z');
    await issue(1, newYearsEve);
    await expect(
      database.db.transaction(async (tx) => {
        await issueInvoice(tx, subject(2, newYearsEve), newYearsEve);
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    await issue(3, newYear);
    await issue(4, newYearsEve);

    expect(await numberPendingInvoices(database.db)).toBe(3);
    expect(await numberOf(1)).toBe('2026-00001');
    expect(await numberOf(2)).toBeUndefined();
    expect(await numberOf(3)).toBe('2027-00001');
    expect(await numberOf(4)).toBe('2026-00002');

    // Nothing waits: a call numbers nothing, and the series go on from where they were.
    expect(await numberPendingInvoices(database.db)).toBe(0);
    await issue(5, newYearsEve);
    await issue(6, newYear);
    expect(await numberPendingInvoices(database.db)).toBe(2);
    expect([await numberOf(5), await numberOf(6)]).toEqual(['2026-00003', '2027-00002']);
  });
});
