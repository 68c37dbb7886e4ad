import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { TEST_CARDS } from '@shop/contracts';
import { DomainEvent } from '@shop/contracts/events';
import { jobsFor, type OrderInvoiceEmail } from '@shop/contracts/jobs';
import { realtimeMessagesFor } from '@shop/contracts/realtime';
import { createMailer, createProcessors, runJob } from '@shop/workers';
import { startSmtpSink } from '../../../test/smtp';
import { createPostgresDatabase } from '../../../test/databases';
import { ADDRESSES, guestContact, seededMenu } from '../../../test/food-orders';
import { signedInCustomer } from '../../../test/geo-fixtures';
import type { TestClient } from '../../../test/http-client';
import {
  paidEventRows,
  paidEvents,
  startPaymentsApi,
  type PaymentsTestApi,
} from '../../../test/payments-harness';
import type { Database } from '../../db/client';
import { seedDemoData } from '../../seed/seed';
import { PAYMENT_OWNER_ONLY } from './order-access';

let database: Database;
let api: PaymentsTestApi;
let menu: Awaited<ReturnType<typeof seededMenu>>;

beforeAll(async () => {
  database = await createPostgresDatabase();
  await seedDemoData(database.db, pino({ level: 'silent' }));
  api = await startPaymentsApi(database);
  menu = await seededMenu(database.db);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

/** Pays the order with Stripe's succeeding test card, as the checkout's card form does. */
async function payWithTestCard(client: TestClient, orderId: number) {
  const intent = await client.post('/api/payment/create-payment-intent', { orderId });
  expect(intent.status).toBe(200);
  const paid = await client.post('/api/payment/test-mode/confirm', {
    paymentIntentId: intent.body.paymentIntentId,
    clientSecret: intent.body.clientSecret,
    card: { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 2099, cvc: '123' },
  });
  expect(paid.body.status).toBe('succeeded');
  await api.invoicesNumbered();
  return intent.body as { paymentIntentId: string; amount: number };
}

async function paidEvent(orderId: number): Promise<DomainEvent> {
  const [row] = await paidEventRows(database.db, orderId);
  return DomainEvent.parse(row!.event);
}

describe('paying a food order', () => {
  it("with the test card, the order is paid and preparing, with one 'order.paid' and one invoice e-mail job", async () => {
    const { client, user } = await signedInCustomer(database.db, api.url);
    const combo = menu.item('Combo Panino');
    const porchetta = menu.item('Panino Porchetta');
    const placed = await client.post(
      '/api/orders',
      {
        items: [
          {
            menuItemId: porchetta.id,
            quantity: 1,
            options: [{ optionId: porchetta.options[0]!.id }],
          },
          {
            menuItemId: combo.id,
            quantity: 1,
            comboSelections: { sandwich: 'Panino Caprese', drink: 'Beer', sauce: 'Aioli' },
          },
        ],
        deliveryAddress: ADDRESSES.museumplein,
        deliveryOption: 'express',
        orderNotes: 'Bell is broken, please call',
      },
      { 'idempotency-key': 'pay-food-1' },
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.id as number;

    const intent = await payWithTestCard(client, orderId);
    // 9.95 + 13.50 = 23.45; West & Zuid 3.50 + express 3.00; 5 % of 29.95 = 1.50.
    expect(intent.amount).toBe(31.45);
    expect(placed.body.total).toBe(31.45);
    // The browser confirms too, more than once; the reconciler finds nothing left to do.
    for (let i = 0; i < 3; i++) {
      const confirm = await client.post('/api/payment/confirm-payment', {
        paymentIntentId: intent.paymentIntentId,
      });
      expect(confirm.body).toMatchObject({ ok: true, paymentStatus: 'paid' });
    }
    expect(await api.payments.reconciler.runOnce()).toMatchObject({ paid: 0 });

    const view = await client.get(`/api/orders/${orderId}`);
    expect(view.body.order).toMatchObject({ paymentStatus: 'paid', status: 'preparing' });
    expect(await paidEvents(database.db, orderId)).toBe(1);

    const event = await paidEvent(orderId);
    expect(event).toMatchObject({
      name: 'order.paid',
      data: { kind: 'food', orderId, userId: user.id, totalCents: 3145, status: 'preparing' },
    });
    const jobs = jobsFor(event);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      queue: 'email',
      name: 'order-invoice',
      data: {
        orderId,
        to: user.email,
        customerEmail: user.email,
        deliveryType: 'delivery',
        deliveryOption: 'express',
        deliveryAddress: { streetAddress: 'Museumplein 6', zipCode: '1071 DJ' },
        orderNotes: 'Bell is broken, please call',
        lines: [
          {
            name: 'Panino Porchetta',
            quantity: 1,
            unitPriceCents: 895,
            options: [{ name: 'Extras', value: 'Extra mozzarella', priceAddCents: 100 }],
            comboSelections: null,
            lineTotalCents: 995,
          },
          {
            name: 'Combo Panino',
            unitPriceCents: 1350,
            options: [],
            comboSelections: { sandwich: 'Panino Caprese', drink: 'Beer', sauce: 'Aioli' },
            lineTotalCents: 1350,
            // The beer's share by the parts' own prices: 13.50 × 4.50 / 13.20 = 4.60.
            vat: [
              { rate: 0.09, grossCents: 890 },
              { rate: 0.21, grossCents: 460 },
            ],
          },
        ],
        subtotalCents: 2345,
        // The fees (8.00) follow the goods, 18.85 : 4.60: 6.43 at 9 %, 1.57 at 21 %.
        vatLines: [
          { rate: 0.09, cents: 209 },
          { rate: 0.21, cents: 107 },
        ],
        deliveryFeeCents: 350,
        expressFeeCents: 300,
        serviceFeeCents: 150,
        totalCents: 3145,
        paymentMethod: 'card',
        invoice: {
          kind: 'invoice',
          orderId,
          totalCents: 3145,
          seller: { kvkNumber: '12345678', vatId: 'NL123456789B01' },
          buyer: {
            name: placed.body.customerName,
            address: ['Museumplein 6', '1071 DJ Amsterdam', 'Netherlands'],
          },
          vat: [
            { rate: 0.09, grossCents: 2528, vatCents: 209, netCents: 2319 },
            { rate: 0.21, grossCents: 617, vatCents: 107, netCents: 510 },
          ],
        },
      },
    });
    const invoiceNumber = (jobs[0]!.data as OrderInvoiceEmail).invoice!.number;
    expect(invoiceNumber).toMatch(/^\d{4}-\d{5}$/);
    expect(
      realtimeMessagesFor(event)
        .filter((m) => m.message.type === 'order-status')
        .map((m) => [m.topic, m.message]),
    ).toEqual(
      [`order/${orderId}`, 'staff/orders', `user/${user.id}`, 'staff/dispatch'].map((topic) => [
        topic,
        { type: 'order-status', topic, orderId, status: 'preparing', paymentStatus: 'paid' },
      ]),
    );

    // The invoice job, run twice as a redelivered job would be, e-mails the customer once.
    const smtp = await startSmtpSink();
    const mailer = createMailer({ smtpUrl: smtp.url, dir: '', from: 'orders@italieno.nl' });
    try {
      const processors = createProcessors({
        db: database.db,
        mailer,
        log: pino({ level: 'silent' }),
        shopInbox: null,
      });
      for (const attempt of [1, 2])
        await runJob(processors, jobs[0]!, { jobId: jobs[0]!.jobId, attempt });
      expect(smtp.messages.map((m) => m.subject)).toEqual([
        `Your Italieno invoice for order #${orderId} (${invoiceNumber})`,
      ]);
      expect(smtp.messages[0]!.text).toContain(
        'Sandwich: Panino Caprese · Drink: Beer · Sauce: Aioli',
      );
      expect(smtp.messages[0]!.text).toContain('Total: € 31,45');
    } finally {
      await mailer.close();
      await smtp.close();
    }

    // Paid is final: a second intent for the same order is refused.
    const again = await client.post('/api/payment/create-payment-intent', { orderId });
    expect(again.status).toBe(409);
  });

  it('a guest who declined the invoice gets no e-mail job; a bar order is paid as pickup', async () => {
    const guest = api.client();
    const placed = await guest.post('/api/orders', {
      orderType: 'bar',
      barSlug: 'bar-fiorella',
      items: [{ menuItemId: menu.item('Margherita slice').id, quantity: 2 }],
      sendInvoice: false,
      ...guestContact,
    });
    expect(placed.status).toBe(201);
    await payWithTestCard(guest, placed.body.id);
    const event = await paidEvent(placed.body.id);
    expect(event.data).toMatchObject({
      kind: 'food',
      userId: null,
      receipt: { deliveryType: 'pickup', barName: 'Bar Fiorella', sendInvoice: false },
    });
    expect(jobsFor(event)).toEqual([]);
    expect((await guest.get(`/api/orders/${placed.body.id}`)).body.order).toMatchObject({
      paymentStatus: 'paid',
      status: 'preparing',
    });
  });

  it("staff and admins may read a customer's order but get 403 for its payment", async () => {
    const { client } = await signedInCustomer(database.db, api.url);
    const placed = await client.post('/api/orders', {
      items: [{ menuItemId: menu.item('Panino Porchetta').id, quantity: 2 }],
      deliveryAddress: ADDRESSES.damrak,
    });
    expect(placed.status, placed.text).toBe(201);
    const orderId = placed.body.id as number;
    const intent = await client.post('/api/payment/create-payment-intent', { orderId });
    expect(intent.status).toBe(200);
    for (const role of ['staff', 'admin'] as const) {
      const backOffice = await api.signedIn(role);
      expect((await backOffice.get(`/api/orders/${orderId}`)).status).toBe(200);
      for (const path of ['/api/payment/create-payment-intent', '/api/create-payment-intent']) {
        const res = await backOffice.post(path, { orderId });
        expect(res.status, `${role} ${path}`).toBe(403);
        expect(res.body).toEqual({
          type: 'forbidden',
          code: 'payment_owner_only',
          message: PAYMENT_OWNER_ONLY,
        });
        expect(res.text).not.toContain(intent.body.clientSecret);
      }
      const confirm = await backOffice.post('/api/payment/confirm-payment', {
        paymentIntentId: intent.body.paymentIntentId,
      });
      expect(confirm.status, role).toBe(403);
    }
    // The customer still pays with the intent the refusals left alone.
    await payWithTestCard(client, orderId);
  });

  it("another browser cannot open or confirm the guest's payment", async () => {
    const guest = api.client();
    const placed = await guest.post('/api/orders', {
      items: [{ menuItemId: menu.item('Panino Porchetta').id, quantity: 2 }],
      deliveryAddress: ADDRESSES.damrak,
      ...guestContact,
    });
    const intent = await guest.post('/api/payment/create-payment-intent', {
      orderId: placed.body.id,
    });
    const stranger = await api.signedIn('customer');
    expect(
      (await stranger.post('/api/payment/create-payment-intent', { orderId: placed.body.id }))
        .status,
    ).toBe(404);
    expect(
      (
        await stranger.post('/api/payment/confirm-payment', {
          paymentIntentId: intent.body.paymentIntentId,
        })
      ).status,
    ).toBe(404);
  });
});
