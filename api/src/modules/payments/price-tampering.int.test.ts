import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { createPostgresDatabase } from '../../../test/databases';
import {
  shippingAddress,
  startPaymentsApi,
  type PaymentsTestApi,
} from '../../../test/payments-harness';
import type { Database } from '../../db/client';
import { merchandiseItems } from '../../db/schema';
import { testPaymentIntents } from './payments.tables';

let database: Database;
let api: PaymentsTestApi;
let catalog: { id: number; priceCents: number }[];

beforeAll(async () => {
  database = await createPostgresDatabase();
  api = await startPaymentsApi(database);
  catalog = await database.db
    .insert(merchandiseItems)
    .values(
      [1, 99, 350, 1999, 2495, 4999, 5000, 12_345, 99_999].map((priceCents, i) => ({
        name: `Item ${i}`,
        priceCents,
        category: 'Accessory' as const,
      })),
    )
    .returning({ id: merchandiseItems.id, priceCents: merchandiseItems.priceCents });
});

afterAll(async () => {
  await api.close();
  await database.close();
});

/** The total as the shop must charge it: database prices, free shipping from 50.00 else 5.95. */
function expectedTotalCents(lines: { item: number; quantity: number }[]): number {
  const subtotal = lines.reduce((s, l) => s + catalog[l.item]!.priceCents * l.quantity, 0);
  return subtotal + (subtotal >= 5000 ? 0 : 595);
}

const money = fc.oneof(
  fc.constant(0),
  fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
);

it('whatever prices and totals the browser sends, the PaymentIntent is for the server total', async () => {
  const mismatches: unknown[] = [];
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.record({
          item: fc.nat({ max: 8 }),
          quantity: fc.integer({ min: 1, max: 20 }),
          price: money,
        }),
        { minLength: 1, maxLength: 12 },
      ),
      money,
      money,
      fc.constantFrom(0.5, 1, 9999, -5),
      async (lines, totalAmount, shippingCost, clientAmount) => {
        const client = api.client();
        const order = await client.post('/api/merchandise/orders', {
          items: lines.map((l) => ({
            merchandiseId: catalog[l.item]!.id,
            quantity: l.quantity,
            price: l.price,
          })),
          shippingAddress,
          totalAmount,
          shippingCost,
        });
        expect(order.status).toBe(201);
        const intent = await client.post('/api/payment/create-payment-intent', {
          orderId: order.body.id,
          amount: clientAmount,
          currency: 'usd',
        });
        const [stored] = await database.db
          .select({ amountCents: testPaymentIntents.amountCents })
          .from(testPaymentIntents)
          .where(eq(testPaymentIntents.id, intent.body.paymentIntentId));
        const expected = expectedTotalCents(lines);
        if (
          stored?.amountCents !== expected ||
          Math.round(intent.body.amount * 100) !== expected ||
          Math.round(order.body.grandTotal * 100) !== expected
        ) {
          mismatches.push({ lines, expected, stored, response: intent.body });
        }
      },
    ),
    { numRuns: 60 },
  );
  expect(mismatches).toEqual([]);
}, 120_000); // many orders through the api: slow on a busy machine
