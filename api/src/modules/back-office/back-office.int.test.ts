/**
 * The back office's dashboard, audit log, order search and detail, refund, invoice resend,
 * status test and customers through the api, on a real PostgreSQL with the demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import {
  AdminOrderDetail,
  AdminOrderPage,
  AuditLogPage,
  CustomerDetail,
  CustomerPage,
  Dashboard,
  formatEuros,
  TEST_CARDS,
} from '@shop/contracts';
import { jobsFor, type OrderInvoiceEmail } from '@shop/contracts/jobs';
import { DomainEvent } from '@shop/contracts/events';
import { createPostgresDatabase } from '../../../test/databases';
import { ADDRESSES, guestContact, outboxEvents, seededMenu } from '../../../test/food-orders';
import { signedInCustomer } from '../../../test/geo-fixtures';
import type { TestClient } from '../../../test/http-client';
import { startPaymentsApi, type PaymentsTestApi } from '../../../test/payments-harness';
import type { Database } from '../../db/client';
import { seedDemoData } from '../../seed/seed';
import { addresses, users, refunds } from '../../db/schema';

let database: Database;
let api: PaymentsTestApi;
let menu: Awaited<ReturnType<typeof seededMenu>>;
let staff: TestClient;
let admin: TestClient;

beforeAll(async () => {
  database = await createPostgresDatabase();
  await seedDemoData(database.db, pino({ level: 'silent' }));
  api = await startPaymentsApi(database);
  menu = await seededMenu(database.db);
  staff = await api.signedIn('staff');
  admin = await api.signedIn('admin');
});

afterAll(async () => {
  await api.close();
  await database.close();
});

/** A delivery order to Damrak, paid with the test card unless told not to. */
async function placeOrder(
  options: {
    pay?: boolean;
    client?: TestClient;
    contact?: Record<string, string>;
    items?: unknown[];
  } = {},
) {
  const client = options.client ?? api.client();
  const placed = await client.post('/api/orders', {
    items: options.items ?? [{ menuItemId: menu.item('Panino Porchetta').id, quantity: 2 }],
    deliveryAddress: ADDRESSES.damrak,
    ...(options.contact ?? guestContact),
  });
  expect(placed.status).toBe(201);
  const orderId = placed.body.id as number;
  if (options.pay !== false) {
    const intent = await client.post('/api/payment/create-payment-intent', { orderId });
    const paid = await client.post('/api/payment/test-mode/confirm', {
      paymentIntentId: intent.body.paymentIntentId,
      clientSecret: intent.body.clientSecret,
      card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(paid.body.status).toBe('succeeded');
    await client.post('/api/payment/confirm-payment', {
      paymentIntentId: intent.body.paymentIntentId,
    });
  }
  await api.invoicesNumbered();
  return { orderId, totalCents: Math.round((placed.body.total as number) * 100) };
}

async function dashboardNow() {
  const res = await staff.get('/api/admin/dashboard');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Dashboard.parse(res.body);
}

const testStatus = (client: TestClient, orderId: number, body: unknown) =>
  client.post(`/api/admin/order-status-test/${orderId}`, body);

async function deliver(orderId: number) {
  for (const body of [
    { status: 'preparing', prepMinutes: 15 },
    { status: 'ready' },
    { status: 'out_for_delivery' },
    { status: 'delivered' },
  ]) {
    const res = await testStatus(staff, orderId, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

describe('the dashboard', () => {
  it('counts a paid order today, subtracts its refund from revenue, and lists the change', async () => {
    const before = await dashboardNow();
    const { orderId, totalCents } = await placeOrder();
    const paid = await dashboardNow();
    expect(paid.today.orders).toBe(before.today.orders + 1);
    expect(paid.today.revenueCents).toBe(before.today.revenueCents + totalCents);
    expect(paid.days).toHaveLength(14);
    expect(paid.days.at(-1)).toEqual({
      date: paid.date,
      orders: paid.today.orders,
      revenueCents: paid.today.revenueCents,
    });
    expect(paid.openOrders.new).toBe(before.openOrders.new + 1);

    const refunded = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      reason: 'Customer called: wrong address',
    });
    expect(refunded.status).toBe(200);
    const after = await dashboardNow();
    // Still an order paid today; its refund is taken off the day's revenue.
    expect(after.today.orders).toBe(paid.today.orders);
    expect(after.today.revenueCents).toBe(before.today.revenueCents);
    expect(after.latestChanges[0]).toMatchObject({
      action: 'order.refund-requested',
      entityType: 'order',
      entityId: String(orderId),
    });
  });
});

describe('order search and detail', () => {
  it('finds an order by number and by customer name, filters by kind, and shows its history', async () => {
    const { orderId } = await placeOrder({
      contact: {
        customerName: 'Ottavia Quercia',
        email: 'ottavia@example.com',
        customerPhone: '+31 6 55501234',
      },
    });
    const byNumber = AdminOrderPage.parse((await staff.get(`/api/admin/orders?q=${orderId}`)).body);
    expect(byNumber.rows.map((r) => r.id)).toContain(orderId);
    const byName = AdminOrderPage.parse((await staff.get('/api/admin/orders?q=quercia')).body);
    expect(byName.rows.map((r) => r.id)).toEqual([orderId]);
    expect(byName.total).toBe(1);
    const bars = AdminOrderPage.parse(
      (await staff.get('/api/admin/orders?q=quercia&kind=bar')).body,
    );
    expect(bars.total).toBe(0);

    const page = AdminOrderPage.parse(
      (await staff.get('/api/admin/orders?sort=id&dir=asc&pageSize=10&page=1')).body,
    );
    const ids = page.rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(page.rows.length).toBeLessThanOrEqual(10);

    const detail = AdminOrderDetail.parse((await staff.get(`/api/admin/orders/${orderId}`)).body);
    expect(detail.order.items[0]).toMatchObject({ quantity: 2 });
    expect(detail.history.map((h) => h.move)).toEqual(['placed', 'pay']);
    expect(detail.payment).toMatchObject({ provider: 'test', status: 'succeeded' });
    expect(detail.refund).toBeNull();
    expect(detail.refundBlockedBy).toBeNull();
  });

  it('answers bad filters with 400 and a missing order with 404', async () => {
    const reversed = await staff.get('/api/admin/orders?from=2026-03-10&to=2026-03-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toMatch(/start date is after the end date/);
    expect((await staff.get('/api/admin/orders?sort=password')).status).toBe(400);
    expect((await staff.get('/api/admin/orders?from=2026-02-30')).status).toBe(400);
    expect((await staff.get('/api/admin/orders?pageSize=1000')).status).toBe(400);
    expect((await staff.get('/api/admin/orders/99999999')).status).toBe(404);
  });
});

describe('refunds', () => {
  it('cancels and refunds an open paid order once; a second refund says why not', async () => {
    const { orderId, totalCents } = await placeOrder();
    const res = await staff.post(`/api/admin/orders/${orderId}/refund`, {
      reason: 'Kitchen closed early',
    });
    expect(res.status).toBe(200);
    const detail = AdminOrderDetail.parse(res.body);
    expect(detail.order).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(detail.refund).toMatchObject({ status: 'succeeded', amountCents: totalCents });
    expect(detail.refundBlockedBy).toBe(`Order #${orderId} has already been refunded`);
    expect(detail.texts?.refundBlockedBy).toEqual({
      code: 'refund_refused',
      params: { order: orderId, reason: 'refunded', amountCents: 0, providerError: '' },
    });

    const again = await staff.post(`/api/admin/orders/${orderId}/refund`, { reason: 'Once more' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Order #${orderId} has already been refunded`);
    const rows = await database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows).toHaveLength(1);
  });

  it('fully refunds a delivered order without moving its status', async () => {
    const { orderId } = await placeOrder();
    await deliver(orderId);
    const res = await admin.post(`/api/admin/orders/${orderId}/refund`, { reason: 'Cold pizza' });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ status: 'delivered', paymentStatus: 'refunded' });
    const audit = AuditLogPage.parse(
      (await admin.get(`/api/admin/audit-log?entityType=order&entityId=${orderId}`)).body,
    );
    expect(audit.rows.map((r) => r.action)).toContain('order.refund-requested');
  });

  it('issues a credit note for a refund, naming the order’s invoice, and e-mails it with the refund', async () => {
    const { orderId, totalCents } = await placeOrder();
    const res = await staff.post(`/api/admin/orders/${orderId}/refund`, {
      reason: 'Customer changed their mind',
    });
    expect(res.status).toBe(200);
    const detail = AdminOrderDetail.parse(res.body);
    const [invoice, creditNote] = detail.invoices;
    expect(detail.invoices).toHaveLength(2);
    expect(invoice).toMatchObject({ kind: 'invoice', orderId, totalCents, creditsInvoice: null });
    expect(creditNote).toMatchObject({
      kind: 'credit_note',
      orderId,
      creditsInvoice: invoice!.number,
      totalCents: -totalCents,
      reason: 'Customer changed their mind',
      seller: { vatId: 'NL123456789B01' },
    });
    expect(creditNote!.number).toMatch(/^C\d{4}-\d{5}$/);
    // The whole amount back: the invoice's own VAT lines, negated.
    expect(creditNote!.vat).toEqual(
      invoice!.vat.map((v) => ({
        rate: v.rate,
        grossCents: -v.grossCents,
        vatCents: -v.vatCents,
        netCents: -v.netCents,
      })),
    );
    const refunded = (await outboxEvents(database.db, 'order.refunded'))
      .map((r) => DomainEvent.parse(r.event))
      .find((e) => e.name === 'order.refunded' && e.data.orderId === orderId)!;
    const email = jobsFor(refunded).find((j) => j.name === 'order-status')!;
    expect(email).toMatchObject({
      jobId: `order-status__${orderId}__refunded`,
      data: {
        kind: 'refunded',
        amountCents: totalCents,
        creditNote: { number: creditNote!.number },
      },
    });
  });

  it('refunds a part of a delivered order: a credit note for that part, split over the invoice’s rates', async () => {
    const { orderId, totalCents } = await placeOrder({
      items: [
        {
          menuItemId: menu.item('Combo Panino').id,
          quantity: 2,
          comboSelections: { sandwich: 'Panino Porchetta', drink: 'Beer', sauce: 'Aioli' },
        },
      ],
    });
    await deliver(orderId);
    const tooMuch = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      reason: 'One combo was missing',
      amountCents: totalCents + 1,
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe(
      `Order #${orderId} was paid ${formatEuros(totalCents / 100)}; refund at most that`,
    );

    const res = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      reason: 'One combo was missing',
      amountCents: 1350,
    });
    expect(res.status).toBe(200);
    const detail = AdminOrderDetail.parse(res.body);
    // A part back: the order stays delivered and paid.
    expect(detail.order).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(detail.refund).toMatchObject({ status: 'succeeded', amountCents: 1350 });
    const [invoice, creditNote] = detail.invoices;
    expect(creditNote).toMatchObject({ kind: 'credit_note', totalCents: -1350 });
    // 13.50 over the invoice's rates in proportion to its gross at each, to the cent.
    const gross = invoice!.vat.map((v) => v.grossCents);
    const share21 = Math.round((1350 * gross[1]!) / (gross[0]! + gross[1]!));
    expect(creditNote!.vat.map((v) => [v.rate, v.grossCents])).toEqual([
      [0.09, -(1350 - share21)],
      [0.21, -share21],
    ]);
    expect(creditNote!.vat.reduce((s, v) => s + v.grossCents, 0)).toBe(-1350);
    expect(detail.refundBlockedBy).toBe(
      `€ 13,50 of order #${orderId} has already been refunded; an order is refunded once`,
    );
    const again = await admin.post(`/api/admin/orders/${orderId}/refund`, { reason: 'Again' });
    expect(again.status).toBe(409);
  });

  it('refuses an unpaid order and a refund without a reason', async () => {
    const { orderId } = await placeOrder({ pay: false });
    const unpaid = await staff.post(`/api/admin/orders/${orderId}/refund`, { reason: 'Test' });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe(
      `Order #${orderId} is not paid, so there is nothing to refund`,
    );
    const noReason = await staff.post(`/api/admin/orders/${orderId}/refund`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/reason/);
  });
});

describe('resending the invoice', () => {
  it('enqueues its own invoice job once, then refuses a second within 10 minutes', async () => {
    const { orderId } = await placeOrder();
    const res = await staff.post(`/api/admin/orders/${orderId}/resend-invoice`);
    expect(res.status).toBe(200);
    expect(res.body.resendBlockedBy).toMatch(/less than 10 minutes ago/);
    const events = (await outboxEvents(database.db, 'order.invoice-resend-requested'))
      .map((r) => DomainEvent.parse(r.event))
      .filter((e) => e.name === 'order.invoice-resend-requested' && e.data.orderId === orderId);
    expect(events).toHaveLength(1);
    const [job] = jobsFor(events[0]!);
    expect(job).toMatchObject({ name: 'order-invoice', data: { orderId, to: guestContact.email } });
    const paidJob = (await outboxEvents(database.db, 'order.paid'))
      .map((r) => DomainEvent.parse(r.event))
      .filter((e) => e.name === 'order.paid' && e.data.orderId === orderId)
      .flatMap(jobsFor)[0];
    expect(job!.jobId).not.toBe(paidJob!.jobId);
    // The same invoice under the same number: sending it again issues nothing new.
    const number = (j: typeof job) => (j!.data as OrderInvoiceEmail).invoice!.number;
    expect(number(job)).toBe(number(paidJob));
    expect(AdminOrderDetail.parse(res.body).invoices).toHaveLength(1);

    const again = await staff.post(`/api/admin/orders/${orderId}/resend-invoice`);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/try again in 10 minutes/);
  });

  it('refuses an unpaid order', async () => {
    const { orderId } = await placeOrder({ pay: false });
    const res = await staff.post(`/api/admin/orders/${orderId}/resend-invoice`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Order #${orderId} is not paid, so it has no invoice yet`);
  });
});

describe('the order status test', () => {
  it('maps the test names through the board’s rules and says why a move is refused', async () => {
    const { orderId } = await placeOrder();
    const back = await testStatus(staff, orderId, { status: 'received' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe(`Order #${orderId} cannot go back to Pending`);
    const early = await testStatus(staff, orderId, { status: 'delivered' });
    expect(early.status).toBe(409);
    const noTime = await testStatus(staff, orderId, { status: 'preparing' });
    expect(noTime.status).toBe(422);
    const noReason = await testStatus(staff, orderId, { status: 'cancelled' });
    expect(noReason.status).toBe(422);
    expect((await testStatus(staff, orderId, { status: 'shipped' })).status).toBe(400);

    const accepted = await testStatus(staff, orderId, { status: 'preparing', prepMinutes: 20 });
    expect(accepted.status).toBe(200);
    expect(accepted.body.order).toMatchObject({ status: 'preparing', prepMinutes: 20 });
    const audit = AuditLogPage.parse(
      (await admin.get(`/api/admin/audit-log?section=order-status-test&entityId=${orderId}`)).body,
    );
    expect(audit.rows[0]).toMatchObject({
      action: 'order.status-set',
      before: { status: 'preparing' },
      after: { status: 'preparing', asked: 'preparing' },
    });
  });
});

describe('the audit log', () => {
  it('filters by actor and date, newest first, and refuses a reversed range', async () => {
    const all = AuditLogPage.parse((await admin.get('/api/admin/audit-log?pageSize=100')).body);
    expect(all.total).toBeGreaterThan(0);
    const times = all.rows.map((r) => r.at);
    expect(times).toEqual([...times].sort().reverse());
    const name = all.rows[0]!.actorName;
    const mine = AuditLogPage.parse(
      (await admin.get(`/api/admin/audit-log?actor=${encodeURIComponent(name)}`)).body,
    );
    expect(mine.rows.every((r) => r.actorName === name)).toBe(true);
    const longAgo = AuditLogPage.parse(
      (await admin.get('/api/admin/audit-log?from=2020-01-01&to=2020-01-31')).body,
    );
    expect(longAgo.total).toBe(0);
    expect((await admin.get('/api/admin/audit-log?from=2026-02-02&to=2026-02-01')).status).toBe(
      400,
    );
  });
});

describe('customers', () => {
  it('finds a customer by the phone of their order and shows their orders and addresses', async () => {
    const { user, client } = await signedInCustomer(database.db, api.url);
    await database.db.insert(addresses).values({
      userId: user.id,
      label: 'Home',
      streetAddress: 'Damrak 1',
      city: 'Amsterdam',
      zipCode: '1012 LG',
      country: 'Netherlands',
      isDefault: true,
    });
    const { orderId } = await placeOrder({
      client,
      contact: { customerName: 'Bruno Tasso', email: user.email!, customerPhone: '+31 6 98761234' },
    });
    const found = CustomerPage.parse((await staff.get('/api/admin/customers?q=98761234')).body);
    expect(found.rows.map((r) => r.id)).toEqual([user.id]);
    expect(found.rows[0]).toMatchObject({ name: 'Bruno Tasso', orders: 1 });
    const byUsername = CustomerPage.parse(
      (await staff.get(`/api/admin/customers?q=${user.username}`)).body,
    );
    expect(byUsername.total).toBe(1);

    const detail = CustomerDetail.parse((await staff.get(`/api/admin/customers/${user.id}`)).body);
    expect(detail.orders.map((o) => o.id)).toEqual([orderId]);
    expect(detail.addresses).toEqual([
      expect.objectContaining({ label: 'Home', streetAddress: 'Damrak 1', isDefault: true }),
    ]);
  });

  it('does not show a staff account as a customer', async () => {
    const page = CustomerPage.parse((await staff.get('/api/admin/customers?pageSize=100')).body);
    expect(page.rows.every((r) => r.role === 'customer')).toBe(true);
    const [someStaff] = await database.db.select().from(users).where(eq(users.role, 'staff'));
    expect((await staff.get(`/api/admin/customers/${someStaff!.id}`)).status).toBe(404);
  });
});
