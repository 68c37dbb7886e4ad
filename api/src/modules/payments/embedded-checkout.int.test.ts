import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPgliteDatabase } from '../../../test/databases';
import {
  paidEvents,
  seedMerchandise,
  shippingAddress,
  startPaymentsApi,
  type PaymentsTestApi,
} from '../../../test/payments-harness';
import type { Database } from '../../db/client';

let database: Database;
let api: PaymentsTestApi;

beforeAll(async () => {
  database = await createPgliteDatabase();
  api = await startPaymentsApi(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

it('on the embedded database, a merchandise order is paid once with the test card', async () => {
  const { hoodie } = await seedMerchandise(database.db);
  const client = api.client();
  const order = await client.post(
    '/api/merchandise/orders',
    { items: [{ merchandiseId: hoodie.id, quantity: 1 }], shippingAddress },
    { 'idempotency-key': 'embedded-checkout-1' },
  );
  const [intent, again] = await Promise.all(
    [1, 2].map(() => client.post('/api/payment/create-payment-intent', { orderId: order.body.id })),
  );
  expect(again!.body.paymentIntentId).toBe(intent!.body.paymentIntentId);
  const paid = await client.post('/api/payment/test-mode/confirm', {
    paymentIntentId: intent!.body.paymentIntentId,
    clientSecret: intent!.body.clientSecret,
    card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
  });
  expect(paid.body.status).toBe('succeeded');
  await Promise.all(
    [1, 2, 3].map(() =>
      client.post('/api/payment/confirm-payment', {
        paymentIntentId: intent!.body.paymentIntentId,
      }),
    ),
  );
  expect(await api.payments.reconciler.runOnce()).toMatchObject({ paid: 0 });
  const view = await client.get(`/api/merchandise-orders/${order.body.id}`);
  expect(view.body).toMatchObject({
    paymentStatus: 'paid',
    status: 'processing',
    grandTotal: 55.9,
  });
  expect(await paidEvents(database.db, order.body.id)).toBe(1);
});
