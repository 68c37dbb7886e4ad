import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createPostgresDatabase } from '../../../test/databases';
import { FakeStripe } from '../../../test/fake-stripe';
import {
  merchandiseOrderWithIntent,
  paidEvents,
  seedMerchandise,
  startStripePaymentsApi,
  type PaymentsTestApi,
} from '../../../test/payments-harness';
import type { Database } from '../../db/client';
import { merchandiseOrders } from '../../db/schema';
import { paymentIntents } from './payments.tables';

/**
 * The settlement asks the provider before it locks the order, so a slow answer from Stripe
 * keeps no one waiting on the order's row, and a late answer never overwrites a newer one.
 */
let database: Database;
let api: PaymentsTestApi;
let fake: FakeStripe;
let items: Awaited<ReturnType<typeof seedMerchandise>>;

beforeAll(async () => {
  database = await createPostgresDatabase();
  fake = await new FakeStripe().start();
  api = await startStripePaymentsApi(database, fake, 'whsec_test_settlement');
  items = await seedMerchandise(database.db);
});

afterAll(async () => {
  await api.close();
  await fake.stop();
  await database.close();
});

const orderWithIntent = () => merchandiseOrderWithIntent(api.client(), items);

async function paymentStatusOf(orderId: number) {
  const [row] = await database.db
    .select({ paymentStatus: merchandiseOrders.paymentStatus })
    .from(merchandiseOrders)
    .where(eq(merchandiseOrders.id, orderId));
  return row?.paymentStatus;
}

describe('settling a payment', () => {
  it('asks Stripe before locking the order, so nothing waits on the order while Stripe answers', async () => {
    const { orderId, intentId } = await orderWithIntent();
    fake.succeed(intentId);
    const slow = fake.holdNextRead(intentId);
    const settling = api.payments.settlement.settle(intentId);
    await slow.arrived;
    // Staff changing the order meanwhile (any writer takes its row lock) are not kept waiting.
    const locked = await database.db.transaction((tx) =>
      tx
        .select({ id: merchandiseOrders.id })
        .from(merchandiseOrders)
        .where(eq(merchandiseOrders.id, orderId))
        .for('update', { noWait: true }),
    );
    expect(locked).toEqual([{ id: orderId }]);
    slow.release();
    expect(await settling).toMatchObject({ kind: 'paid', orderId, newlyPaid: true });
    expect(await paidEvents(database.db, orderId)).toBe(1);
  });

  it('a late answer from Stripe does not undo what a settlement after it recorded', async () => {
    const { orderId, intentId } = await orderWithIntent();
    fake.update(intentId, { status: 'processing' });
    // The first read says "processing" but comes back only after the bank gave up.
    const slow = fake.holdNextRead(intentId);
    const first = api.payments.settlement.settle(intentId);
    await slow.arrived;
    fake.update(intentId, { status: 'canceled' });
    const second = await api.payments.settlement.settle(intentId);
    expect(second).toMatchObject({ kind: 'unpaid', paymentStatus: 'failed' });
    slow.release();
    // The first call sees the intent's row moved since it started and asks Stripe again.
    expect(await first).toMatchObject({ kind: 'unpaid', paymentStatus: 'failed' });
    expect(await paymentStatusOf(orderId)).toBe('failed');
    const [stored] = await database.db
      .select({ status: paymentIntents.status })
      .from(paymentIntents)
      .where(eq(paymentIntents.intentId, intentId));
    expect(stored?.status).toBe('canceled');
  });
});
