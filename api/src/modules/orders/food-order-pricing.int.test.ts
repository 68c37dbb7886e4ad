import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  comboDrinkSurchargeCents,
  DEFAULT_PRICING_FEES,
  minimumOrderMessage,
  priceFoodOrder,
  toCents,
  type PriceableLine,
} from '@shop/contracts';
import {
  ADDRESSES,
  DAMRAK_POINT,
  guestContact,
  seededMenu,
  zoneByName,
} from '../../../test/food-orders';
import { startSeededApp, type SeededApp } from '../../../test/seeded-app';

let app: SeededApp;
let menu: Awaited<ReturnType<typeof seededMenu>>;
let destinations: {
  address: Record<string, unknown>;
  feeCents: number;
  minimumCents: number;
  zoneName: string;
}[];

beforeAll(async () => {
  app = await startSeededApp();
  menu = await seededMenu(app.database.db);
  const cityCenter = await zoneByName(app.database.db, 'Amsterdam City Center');
  const westZuid = await zoneByName(app.database.db, 'West & Zuid');
  const zone = (z: typeof cityCenter) => ({
    feeCents: z.deliveryFeeCents,
    minimumCents: z.minimumOrderCents,
    zoneName: z.name,
  });
  destinations = [
    { address: { ...ADDRESSES.damrak, ...DAMRAK_POINT }, ...zone(cityCenter) },
    { address: ADDRESSES.museumplein, ...zone(westZuid) },
  ];
});

afterAll(async () => {
  await app.stop();
});

/** Anything a browser might put where a price goes; the server must not care. */
const junkAmount = fc.oneof(
  fc.constant(undefined),
  fc.constant(0),
  fc.double({ min: -1000, max: 1000, noNaN: true }),
  fc.string({ maxLength: 6 }),
);

/** One cart line over the seeded menu: any available item, some of its options, combo choices. */
const cartLine = (barOnly: boolean) =>
  fc
    .record({
      pick: fc.nat(),
      quantity: fc.integer({ min: 1, max: 20 }),
      optionMask: fc.nat({ max: 15 }),
      sandwich: fc.nat(),
      drink: fc.nat(),
      sauce: fc.nat(),
      price: junkAmount,
      total: junkAmount,
      priceAdd: junkAmount,
    })
    .map((r) => {
      const items = menu.items.filter((i) => i.available && (!barOnly || i.barMenu));
      const item = items[r.pick % items.length]!;
      const options = menu.options
        .filter((o) => o.menuItemId === item.id)
        .filter((_, i) => (r.optionMask >> i) & 1);
      const choice = (kind: 'sandwich' | 'drink' | 'sauce', n: number) => {
        const list = menu.choices.filter((c) => c.kind === kind && c.available);
        return list[n % list.length]!;
      };
      const parts = item.isComboMeal
        ? [choice('sandwich', r.sandwich), choice('drink', r.drink), choice('sauce', r.sauce)]
        : null;
      const combo = parts
        ? { sandwich: parts[0]!.name, drink: parts[1]!.name, sauce: parts[2]!.name }
        : null;
      // Each part weighs what its own menu item sells for, at that item's rate.
      const ownItem = (menuItemId: number | null) => menu.items.find((i) => i.id === menuItemId);
      const vatKey = parts?.map((part) => ({
        rate: Number(ownItem(part.menuItemId)?.taxRate ?? item.taxRate),
        standaloneCents: ownItem(part.menuItemId)?.priceCents ?? 0,
      }));
      const request = {
        menuItemId: item.id,
        quantity: r.quantity,
        price: r.price,
        total: r.total,
        options: options.map((o) => ({ optionId: o.id, value: o.value, priceAdd: r.priceAdd })),
        ...(combo ? { comboSelections: JSON.stringify(combo) } : {}),
      };
      // What the line must cost, read straight from the seeded rows.
      const expected: PriceableLine = {
        unitPriceCents:
          item.priceCents +
          (combo ? comboDrinkSurchargeCents(combo.drink, item.drinkPriceModifiers) : 0),
        optionsCents: options.reduce((sum, o) => sum + o.priceAddCents, 0),
        quantity: r.quantity,
        taxRate: Number(item.taxRate),
        vatKey: vatKey ?? null,
      };
      return { request, expected };
    });

const order = fc.oneof(
  fc.record({
    kind: fc.constant('delivery' as const),
    lines: fc.array(cartLine(false), { minLength: 1, maxLength: 8 }),
    destination: fc.nat(),
    express: fc.boolean(),
    subtotal: junkAmount,
    deliveryFee: junkAmount,
    total: junkAmount,
  }),
  fc.record({
    kind: fc.constant('bar' as const),
    lines: fc.array(cartLine(true), { minLength: 1, maxLength: 8 }),
    destination: fc.constant(0),
    express: fc.boolean(),
    subtotal: junkAmount,
    deliveryFee: junkAmount,
    total: junkAmount,
  }),
);

it('for random carts with junk prices, the order and its payment are priced from the database only (0 mismatches)', async () => {
  let placed = 0;
  await fc.assert(
    fc.asyncProperty(order, async (o) => {
      const destination = destinations[o.destination % destinations.length]!;
      const bar = o.kind === 'bar';
      const client = app.anonymous();
      const res = await client.post('/api/orders', {
        items: o.lines.map((l) => l.request),
        ...(bar
          ? { orderType: 'bar', barSlug: 'bar-fiorella' }
          : { deliveryAddress: destination.address }),
        deliveryOption: o.express ? 'express' : 'standard',
        subtotal: o.subtotal,
        deliveryFee: o.deliveryFee,
        total: o.total,
        ...guestContact,
      });
      const expected = priceFoodOrder({
        lines: o.lines.map((l) => l.expected),
        deliveryFeeCents: bar ? 0 : destination.feeCents,
        express: !bar && o.express,
        fees: DEFAULT_PRICING_FEES,
      });
      if (!bar && expected.subtotalCents < destination.minimumCents) {
        expect(res.status).toBe(422);
        expect(res.body.message).toBe(
          minimumOrderMessage(destination.zoneName, destination.minimumCents),
        );
        return;
      }
      expect(res.status).toBe(201);
      expect({
        subtotal: toCents(res.body.subtotal),
        foodTax: toCents(res.body.foodTax),
        merchandiseTax: toCents(res.body.merchandiseTax),
        vat: res.body.vat.map((v: { rate: number; gross: number; vat: number }) => [
          v.rate,
          toCents(v.gross),
          toCents(v.vat),
        ]),
        deliveryFee: toCents(res.body.deliveryFee),
        serviceFee: toCents(res.body.serviceFee),
        total: toCents(res.body.total),
      }).toEqual({
        subtotal: expected.subtotalCents,
        foodTax: expected.foodTaxCents,
        merchandiseTax: expected.merchandiseTaxCents,
        vat: expected.vat.map((v) => [v.rate, v.grossCents, v.vatCents]),
        deliveryFee: expected.deliveryFeeCents + expected.expressFeeCents,
        serviceFee: expected.serviceFeeCents,
        total: expected.totalCents,
      });
      const intent = await client.post('/api/payment/create-payment-intent', {
        orderId: res.body.id,
        amount: o.total,
      });
      expect(toCents(intent.body.amount)).toBe(expected.totalCents);
      placed++;
    }),
    { numRuns: 150 },
  );
  // The property must have priced real orders, not only refusals under the minimum.
  expect(placed).toBeGreaterThan(50);
}, 120_000); // many orders through the api: slow on a busy machine
