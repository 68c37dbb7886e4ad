import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ADDRESS_POINT_MISMATCH_MESSAGE, OUT_OF_ZONE_MESSAGE, Order } from '@shop/contracts';
import {
  ADDRESSES,
  DAMRAK_POINT,
  foodOrderCount,
  guestContact,
  outboxEvents,
  seededMenu,
  zoneByName,
} from '../../../../test/food-orders';
import { signedInCustomer } from '../../../../test/geo-fixtures';
import { setOrderingSwitches } from '../../../../test/payments-harness';
import { startSeededApp, type SeededApp } from '../../../../test/seeded-app';
import { bars, menuItems } from '../../../db/schema';
import { orders } from '../orders.tables';

let app: SeededApp;
let menu: Awaited<ReturnType<typeof seededMenu>>;
const db = () => app.database.db;

beforeAll(async () => {
  app = await startSeededApp();
  menu = await seededMenu(db());
  await db().insert(bars).values({
    slug: 'bar-chiuso',
    name: 'Bar Chiuso',
    address: 'Javastraat 1, 1094 HA Amsterdam',
    latitude: 52.363,
    longitude: 4.9395,
    active: false,
  });
});

afterAll(async () => {
  await app.stop();
});

const porchetta = () => menu.item('Panino Porchetta');
const mozzarella = () => porchetta().options.find((o) => o.value === 'Extra mozzarella')!;
const combo = () => menu.item('Combo Panino');

/** A delivery order to Damrak (City Center) that clears the 15.00 minimum. */
function deliveryOrder(extra: Record<string, unknown> = {}) {
  return {
    items: [{ menuItemId: porchetta().id, quantity: 2 }],
    deliveryAddress: ADDRESSES.damrak,
    paymentMethod: 'card',
    ...guestContact,
    ...extra,
  };
}

describe('POST /api/orders: prices', () => {
  it('prices the order from the database, whatever prices, totals and fees the browser sends', async () => {
    const res = await app.anonymous().post('/api/orders', {
      items: [
        {
          menuItemId: porchetta().id,
          quantity: 2,
          price: 0.01,
          total: 0.02,
          options: [{ optionId: mozzarella().id, value: 'Extra mozzarella', priceAdd: 0 }],
        },
      ],
      deliveryAddress: { ...ADDRESSES.damrak, additionalInfo: 'Ring twice' },
      deliveryOption: 'standard',
      subtotal: 0.02,
      deliveryFee: 0,
      total: 0.05,
      paymentMethod: 'card',
      paymentIntentId: 'pi_from_the_browser',
      orderNotes: 'No onions please',
      ...guestContact,
    });
    expect(res.status).toBe(201);
    const order = Order.parse(res.body);
    // (8.95 + 1.00) × 2 = 19.90; City Center fee 2.50; 5 % service fee on 22.40 = 1.12. All at
    // 9 %, the fees too (they follow the food): 23.52 × 9/109 = 1.94 VAT.
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      orderType: 'normal',
      deliveryType: 'delivery',
      deliveryOption: 'standard',
      customerName: 'Sofia Romano',
      customerEmail: 'sofia@example.com',
      customerPhone: '+31 6 12345678',
      barId: null,
      barName: null,
      subtotal: 19.9,
      foodTax: 1.94,
      merchandiseTax: 0,
      vat: [{ rate: 0.09, gross: 23.52, vat: 1.94, net: 21.58 }],
      deliveryFee: 2.5,
      expressFee: 0,
      serviceFee: 1.12,
      tip: 0,
      total: 23.52,
      paymentMethod: 'card',
      sendInvoice: true,
      orderNotes: 'No onions please',
      deliveryAddress: {
        ...ADDRESSES.damrak,
        additionalInfo: 'Ring twice',
        latitude: 52.3755,
        longitude: 4.8958,
      },
      items: [
        {
          menuItemId: porchetta().id,
          name: 'Panino Porchetta',
          quantity: 2,
          price: 8.95,
          options: [
            { id: mozzarella().id, name: 'Extras', value: 'Extra mozzarella', priceAdd: 1 },
          ],
          comboSelections: null,
          total: 19.9,
        },
      ],
    });
    expect(order.id).toBeGreaterThanOrEqual(1001);
    expect(order.zoneId).toBe((await zoneByName(db(), 'Amsterdam City Center')).id);
    // Standard delivery: 45 minutes after the order was placed.
    expect(Date.parse(order.estimatedDelivery!) - Date.parse(order.createdAt)).toBe(45 * 60_000);
  });

  it('a combo with Beer costs its base price plus 1.00; its choices are kept by their menu names', async () => {
    const line = (drink: string) => ({
      menuItemId: combo().id,
      quantity: 1,
      price: 12.5,
      comboSelections: JSON.stringify({ sandwich: 'panino caprese', drink, sauce: 'Aioli' }),
    });
    const withBeer = await app
      .anonymous()
      .post(
        '/api/orders',
        deliveryOrder({ items: [line('Beer'), { ...line('Coca-Cola'), quantity: 2 }] }),
      );
    expect(withBeer.status).toBe(201);
    expect(withBeer.body.items).toMatchObject([
      {
        name: 'Combo Panino',
        price: 13.5,
        total: 13.5,
        comboSelections: '{"sandwich":"Panino Caprese","drink":"Beer","sauce":"Aioli"}',
      },
      { price: 12.5, total: 25 },
    ]);
    expect(withBeer.body.subtotal).toBe(38.5);

    // The selections may also come as an object.
    const asObject = await app.anonymous().post(
      '/api/orders',
      deliveryOrder({
        items: [
          {
            menuItemId: combo().id,
            quantity: 2,
            comboSelections: { sandwich: 'Panino Milanese', drink: 'Red Bull', sauce: 'Ketchup' },
          },
        ],
        deliveryAddress: { ...ADDRESSES.damrak, ...DAMRAK_POINT },
      }),
    );
    expect(asObject.status).toBe(201);
    expect(asObject.body.items[0]).toMatchObject({ price: 13.5, total: 27 });
  });

  it('taxes a combo’s beer at 21 % by its parts’ own prices, and keeps that split when the menu changes', async () => {
    const peroni = menu.item('Peroni Nastro Azzurro 33 cl');
    const guest = app.anonymous();
    const placed = await guest.post(
      '/api/orders',
      deliveryOrder({
        items: [
          {
            menuItemId: combo().id,
            quantity: 1,
            comboSelections: { sandwich: 'Panino Porchetta', drink: 'Beer', sauce: 'Aioli' },
          },
          { menuItemId: peroni.id, quantity: 1 },
          { menuItemId: menu.item('Tiramisù').id, quantity: 1 },
        ],
      }),
    );
    expect(placed.status).toBe(201);
    const order = Order.parse(placed.body);
    // The key: Panino Porchetta 8.95, a Peroni 4.50, Aioli 0.75 on their own. The beer's share
    // of the 13.50 is 13.50 × 4.50 / 14.20 = 4.2782… → 4.28 at 21 %, the other 9.22 at 9 %.
    expect(order.items.map((i) => i.vat)).toEqual([
      [
        { rate: 0.09, gross: 9.22 },
        { rate: 0.21, gross: 4.28 },
      ],
      [{ rate: 0.21, gross: 4.5 }],
      [{ rate: 0.09, gross: 5.95 }],
    ]);
    // Per rate, the lines (15.17 and 8.78) plus the fees' share (2.50 delivery and 1.32
    // service split 15.17 : 8.78, so 2.42 and 1.40): 17.59 and 10.18, which is the total.
    expect(order.vat).toEqual([
      { rate: 0.09, gross: 17.59, vat: 1.45, net: 16.14 },
      { rate: 0.21, gross: 10.18, vat: 1.77, net: 8.41 },
    ]);
    expect(order.total).toBe(27.77);
    expect(order.foodTax).toBe(1.45);
    expect(order.merchandiseTax).toBe(1.77);

    // A later price change on the menu leaves this order's VAT as it was placed.
    await db().update(menuItems).set({ priceCents: 650 }).where(eq(menuItems.id, peroni.id));
    try {
      const again = await guest.get(`/api/orders/${order.id}`);
      const read = Order.parse(again.body.order);
      expect(read.vat).toEqual(order.vat);
      expect(read.items.map((i) => i.vat)).toEqual(order.items.map((i) => i.vat));
    } finally {
      await db().update(menuItems).set({ priceCents: 450 }).where(eq(menuItems.id, peroni.id));
    }
  });

  it('refuses a combo without all three choices, or with a choice that is not on offer', async () => {
    const before = await foodOrderCount(db());
    const cases: [unknown, string][] = [
      [undefined, 'Please make all selections to continue'],
      [{ sandwich: 'Panino Caprese', drink: '', sauce: 'Aioli' }, 'Please make all selections'],
      [
        { sandwich: 'Panino Caprese', drink: 'Champagne', sauce: 'Aioli' },
        "The drink 'Champagne' is not available for Combo Panino",
      ],
      [
        { sandwich: 'Tiramisù', drink: 'Beer', sauce: 'Aioli' },
        "The sandwich 'Tiramisù' is not available for Combo Panino",
      ],
      ['{not json', 'Combo selections must name a sandwich, a drink and a sauce'],
    ];
    for (const [comboSelections, message] of cases) {
      const res = await app
        .anonymous()
        .post(
          '/api/orders',
          deliveryOrder({ items: [{ menuItemId: combo().id, quantity: 2, comboSelections }] }),
        );
      expect(res.status, JSON.stringify(comboSelections)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await foodOrderCount(db())).toBe(before);
  });

  it("prices options from the database and refuses another item's option", async () => {
    const porchettaExtra = porchetta().options.find((o) => o.value === 'Extra porchetta')!;
    const priced = await app.anonymous().post(
      '/api/orders',
      deliveryOrder({
        items: [
          {
            menuItemId: porchetta().id,
            quantity: 1,
            options: [
              { optionId: mozzarella().id, priceAdd: 0 },
              { optionId: porchettaExtra.id, priceAdd: 0 },
            ],
          },
          { menuItemId: menu.item('Peroni Nastro Azzurro 33 cl').id, quantity: 1 },
        ],
      }),
    );
    expect(priced.status).toBe(201);
    // 8.95 + 1.00 + 2.50 = 12.45 at 9 %; the beer 4.50 at 21 %. The fees (2.50 delivery, 0.97
    // service) follow the goods: 0.92 of 3.47 is at 21 %. VAT: 15.00 × 9/109 = 1.24 and
    // 5.42 × 21/121 = 0.94.
    expect(priced.body.items[0]).toMatchObject({ price: 8.95, total: 12.45 });
    expect(priced.body).toMatchObject({ subtotal: 16.95, foodTax: 1.24, merchandiseTax: 0.94 });
    expect(priced.body.vat).toEqual([
      { rate: 0.09, gross: 15, vat: 1.24, net: 13.76 },
      { rate: 0.21, gross: 5.42, vat: 0.94, net: 4.48 },
    ]);

    const oatMilk = menu.item('Cappuccino').options[0]!;
    const before = await foodOrderCount(db());
    const foreign = await app.anonymous().post(
      '/api/orders',
      deliveryOrder({
        items: [{ menuItemId: porchetta().id, quantity: 2, options: [{ optionId: oatMilk.id }] }],
      }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('This option is not available for Panino Porchetta');
    expect(await foodOrderCount(db())).toBe(before);
  });

  it('refuses unknown or unavailable items with the cart message and places nothing', async () => {
    const before = await foodOrderCount(db());
    for (const menuItemId of [menu.item('Panettone slice').id, 999999]) {
      const res = await app.anonymous().post(
        '/api/orders',
        deliveryOrder({
          items: [
            { menuItemId: porchetta().id, quantity: 2 },
            { menuItemId, quantity: 1 },
          ],
        }),
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Some items in your cart are no longer available');
    }
    expect(await foodOrderCount(db())).toBe(before);
  });

  it('express adds 3.00 to the delivery fee and arrives in 30 minutes; scheduled arrives at the chosen time', async () => {
    const express = await app
      .anonymous()
      .post('/api/orders', deliveryOrder({ deliveryOption: 'express' }));
    expect(express.status).toBe(201);
    // 17.90 + 2.50 + 3.00 = 23.40; service fee 1.17.
    expect(express.body).toMatchObject({
      deliveryOption: 'express',
      subtotal: 17.9,
      deliveryFee: 5.5,
      expressFee: 3,
      serviceFee: 1.17,
      total: 24.57,
    });
    const minutes = (o: { estimatedDelivery: string; createdAt: string }) =>
      (Date.parse(o.estimatedDelivery) - Date.parse(o.createdAt)) / 60_000;
    expect(minutes(express.body)).toBe(30);

    const inTwoHours = await app
      .anonymous()
      .post('/api/orders', deliveryOrder({ deliveryOption: 'scheduled', scheduledFor: '2h' }));
    expect(inTwoHours.body).toMatchObject({ deliveryOption: 'scheduled', deliveryFee: 2.5 });
    expect(minutes(inTwoHours.body)).toBe(120);
    expect(inTwoHours.body.scheduledDeliveryTime).toBe(inTwoHours.body.estimatedDelivery);

    // The old checkout did not send the choice: the standard estimate applies.
    const unscheduled = await app
      .anonymous()
      .post('/api/orders', deliveryOrder({ deliveryOption: 'scheduled' }));
    expect(minutes(unscheduled.body)).toBe(45);
    expect(unscheduled.body.scheduledDeliveryTime).toBeNull();
  });
});

describe('POST /api/orders: delivery zones', () => {
  it("an address in West & Zuid, geocoded on the server, pays that zone's fee", async () => {
    const westZuid = await zoneByName(db(), 'West & Zuid');
    const res = await app.anonymous().post(
      '/api/orders',
      deliveryOrder({
        items: [{ menuItemId: porchetta().id, quantity: 3 }],
        deliveryAddress: ADDRESSES.museumplein,
      }),
    );
    expect(res.status).toBe(201);
    // 26.85 + 3.50 = 30.35; service fee 1.52.
    expect(res.body).toMatchObject({
      zoneId: westZuid.id,
      subtotal: 26.85,
      deliveryFee: 3.5,
      serviceFee: 1.52,
      total: 31.87,
      deliveryAddress: { streetAddress: 'Museumplein 6', latitude: 52.3573, longitude: 4.8812 },
    });
  });

  it('the coordinates the checkout resolved for the address are used as they are', async () => {
    const point = { latitude: 52.3573, longitude: 4.8812 };
    const res = await app.anonymous().post(
      '/api/orders',
      deliveryOrder({
        items: [{ menuItemId: porchetta().id, quantity: 3 }],
        deliveryAddress: { ...ADDRESSES.museumplein, ...point },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ deliveryFee: 3.5, deliveryAddress: point });
  });

  it('the point decides the zone: a GPS point a few hundred metres from the postcode centre', async () => {
    const cityCenter = await zoneByName(db(), 'Amsterdam City Center');
    const westZuid = await zoneByName(db(), 'West & Zuid');
    // 1013's centre lies in West; this door on the Westerdok, 360 m from it, in the City Center.
    const address = {
      streetAddress: 'Westerdoksdijk 40',
      city: 'Amsterdam',
      zipCode: '1013 AE',
      country: 'Netherlands',
    };
    const gps = { latitude: 52.3853, longitude: 4.8855 };
    const order = { items: [{ menuItemId: porchetta().id, quantity: 3 }] };

    const byPoint = await app
      .anonymous()
      .post('/api/orders', deliveryOrder({ ...order, deliveryAddress: { ...address, ...gps } }));
    expect(byPoint.status).toBe(201);
    expect(byPoint.body).toMatchObject({
      zoneId: cityCenter.id,
      deliveryFee: 2.5,
      deliveryAddress: { streetAddress: 'Westerdoksdijk 40', ...gps },
    });

    // Without the point the address alone is placed at its postcode's centre.
    const byAddress = await app
      .anonymous()
      .post('/api/orders', deliveryOrder({ ...order, deliveryAddress: address }));
    expect(byAddress.body).toMatchObject({ zoneId: westZuid.id, deliveryFee: 3.5 });
  });

  it('a City Center point sent with an address in Noord & Oost is refused, and nothing is written', async () => {
    const before = await foodOrderCount(db());
    const placedBefore = (await outboxEvents(db(), 'order.placed')).length;
    const ijburg = {
      streetAddress: 'IJburglaan 100',
      city: 'Amsterdam',
      zipCode: '1087 CA',
      country: 'Netherlands',
    };
    for (const client of [
      app.anonymous(),
      await signedInCustomer(db(), app.url).then((c) => c.client),
    ]) {
      const res = await client.post(
        '/api/orders',
        deliveryOrder({
          items: [{ menuItemId: porchetta().id, quantity: 3 }],
          deliveryAddress: { ...ijburg, ...DAMRAK_POINT },
        }),
      );
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: 'address_point_mismatch',
        message: ADDRESS_POINT_MISMATCH_MESSAGE,
      });
    }
    expect(await foodOrderCount(db())).toBe(before);
    expect(await outboxEvents(db(), 'order.placed')).toHaveLength(placedBefore);
  });

  it('an address the gazetteer cannot place leaves the point to decide', async () => {
    const res = await app.anonymous().post(
      '/api/orders',
      deliveryOrder({
        deliveryAddress: {
          streetAddress: 'Onbekendepad 3',
          city: 'Amsterdam',
          zipCode: 'unknown',
          country: 'Netherlands',
          ...DAMRAK_POINT,
        },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ deliveryFee: 2.5, deliveryAddress: DAMRAK_POINT });
  });

  it('outside every zone, the order is refused with the exact out-of-range message', async () => {
    const before = await foodOrderCount(db());
    for (const deliveryAddress of [
      ADDRESSES.osdorp,
      { ...ADDRESSES.damrak, latitude: 52.3592, longitude: 4.7985 },
    ]) {
      const res = await app.anonymous().post('/api/orders', deliveryOrder({ deliveryAddress }));
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(OUT_OF_ZONE_MESSAGE);
    }
    expect(await foodOrderCount(db())).toBe(before);
  });

  it("under the zone's minimum order, the order is refused naming the zone and the amount", async () => {
    const before = await foodOrderCount(db());
    const westZuid = await app.anonymous().post(
      '/api/orders',
      deliveryOrder({
        items: [{ menuItemId: porchetta().id, quantity: 2 }],
        deliveryAddress: ADDRESSES.museumplein,
      }),
    );
    expect(westZuid.status).toBe(422);
    expect(westZuid.body.message).toBe('The minimum order for West & Zuid is € 20,00');
    const cityCenter = await app
      .anonymous()
      .post('/api/orders', deliveryOrder({ items: [{ menuItemId: porchetta().id, quantity: 1 }] }));
    expect(cityCenter.status).toBe(422);
    expect(cityCenter.body.message).toBe('The minimum order for Amsterdam City Center is € 15,00');
    expect(await foodOrderCount(db())).toBe(before);
  });

  it('an address nobody can find is refused, and a delivery needs an address', async () => {
    const unknown = await app.anonymous().post(
      '/api/orders',
      deliveryOrder({
        deliveryAddress: {
          streetAddress: 'Nowhere lane 12345',
          city: 'Atlantis',
          zipCode: '99999',
        },
      }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(
      "We couldn't find your address. Please check the spelling and try again.",
    );
    const missing = await app
      .anonymous()
      .post('/api/orders', deliveryOrder({ deliveryAddress: undefined }));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please enter a delivery address');
  });
});

describe('POST /api/orders: ordering switches', () => {
  const barOrder = () => ({
    orderType: 'bar',
    barSlug: 'bar-fiorella',
    items: [{ menuItemId: porchetta().id, quantity: 1 }],
    ...guestContact,
  });

  it.each([
    [{ masterEnabled: false }, 'delivery', 'Online ordering is currently disabled'],
    [{ masterEnabled: false }, 'bar', 'Online ordering is currently disabled'],
    [
      { foodOrderingEnabled: false },
      'delivery',
      'Food ordering and delivery is currently unavailable',
    ],
    [{ barOrderingEnabled: false }, 'bar', 'Bar QR code ordering is currently unavailable'],
  ] as const)(
    'with %j off, a %s order is refused with 409 and nothing is placed',
    async (off, kind, message) => {
      const before = await foodOrderCount(db());
      const placedBefore = (await outboxEvents(db(), 'order.placed')).length;
      await setOrderingSwitches(db(), off);
      try {
        const res = await app
          .anonymous()
          .post('/api/orders', kind === 'bar' ? barOrder() : deliveryOrder());
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(message);
      } finally {
        await setOrderingSwitches(db(), {
          masterEnabled: true,
          foodOrderingEnabled: true,
          barOrderingEnabled: true,
        });
      }
      expect(await foodOrderCount(db())).toBe(before);
      expect(await outboxEvents(db(), 'order.placed')).toHaveLength(placedBefore);
    },
  );

  it('food delivery switched off leaves bar ordering open, and the other way round', async () => {
    await setOrderingSwitches(db(), { foodOrderingEnabled: false });
    const bar = await app.anonymous().post('/api/orders', barOrder());
    await setOrderingSwitches(db(), { foodOrderingEnabled: true, barOrderingEnabled: false });
    const delivery = await app.anonymous().post('/api/orders', deliveryOrder());
    await setOrderingSwitches(db(), { barOrderingEnabled: true });
    expect(bar.status).toBe(201);
    expect(delivery.status).toBe(201);
  });
});

describe('POST /api/orders: bar orders', () => {
  it('are picked up at the bar: its id and name, no address, no delivery fee', async () => {
    const [fiorella] = await db().select().from(bars).where(eq(bars.slug, 'bar-fiorella'));
    const res = await app.anonymous().post('/api/orders', {
      orderType: 'bar',
      barSlug: 'bar-fiorella',
      // The old bar checkout sent a fixed placeholder as the address.
      deliveryAddress: { streetAddress: 'Bar pickup', city: 'Amsterdam', zipCode: '0000' },
      deliveryOption: 'express',
      deliveryFee: 5,
      items: [{ menuItemId: porchetta().id, quantity: 1 }],
      ...guestContact,
    });
    expect(res.status).toBe(201);
    // No minimum order for pickup; 5 % service fee on 8.95 = 0.45.
    expect(res.body).toMatchObject({
      orderType: 'bar',
      deliveryType: 'pickup',
      deliveryOption: 'standard',
      barId: fiorella!.id,
      barName: 'Bar Fiorella',
      deliveryAddress: null,
      zoneId: null,
      subtotal: 8.95,
      deliveryFee: 0,
      expressFee: 0,
      serviceFee: 0.45,
      total: 9.4,
    });
  });

  it('accept only items on the bar menu, naming the one that is not', async () => {
    const before = await foodOrderCount(db());
    const res = await app.anonymous().post('/api/orders', {
      orderType: 'bar',
      barSlug: 'bar-fiorella',
      items: [
        { menuItemId: porchetta().id, quantity: 1 },
        { menuItemId: menu.item('Tagliatelle al Ragù').id, quantity: 1 },
      ],
      ...guestContact,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Tagliatelle al Ragù is not on the bar menu');
    expect(await foodOrderCount(db())).toBe(before);
  });

  it('need a bar that exists and is open (404), and name one (400)', async () => {
    for (const barSlug of ['bar-chiuso', 'no-such-bar']) {
      const res = await app.anonymous().post('/api/orders', {
        orderType: 'bar',
        barSlug,
        items: [{ menuItemId: porchetta().id, quantity: 1 }],
        ...guestContact,
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('We could not find the delivery location from this QR code.');
    }
    const unnamed = await app.anonymous().post('/api/orders', {
      orderType: 'bar',
      items: [{ menuItemId: porchetta().id, quantity: 1 }],
      ...guestContact,
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.message).toBe('A bar order needs the bar it is placed at (barSlug)');
  });
});

describe('POST /api/orders: who orders', () => {
  it('a guest without contact details is refused with the guest form messages', async () => {
    const before = await foodOrderCount(db());
    const res = await app.anonymous().post('/api/orders', {
      items: [{ menuItemId: porchetta().id, quantity: 2 }],
      deliveryAddress: ADDRESSES.damrak,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Full name is required');
    expect(res.body.fieldErrors).toEqual({
      customerName: ['Full name is required'],
      email: ['Please enter a valid email address'],
      customerPhone: ['Please enter a valid phone number'],
    });
    expect(await foodOrderCount(db())).toBe(before);
  });

  it('a guest who filled in the guest form orders with the contact and address stored there', async () => {
    const guest = app.anonymous();
    const session = await guest.post('/api/guest-session', {
      name: 'Luca Ferri',
      email: 'luca.ferri@example.com',
      phone: '+31 6 87654321',
      address: { ...ADDRESSES.museumplein, additionalInfo: '3rd floor' },
    });
    expect(session.status).toBe(200);
    const res = await guest.post('/api/orders', {
      items: [{ menuItemId: porchetta().id, quantity: 3 }],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      customerName: 'Luca Ferri',
      customerEmail: 'luca.ferri@example.com',
      customerPhone: '+31 6 87654321',
      deliveryFee: 3.5,
      deliveryAddress: { streetAddress: 'Museumplein 6', additionalInfo: '3rd floor' },
    });
    // What the checkout sends wins over the stored details.
    const changed = await guest.post(
      '/api/orders',
      deliveryOrder({ customerName: 'Luca F.', email: undefined, customerPhone: undefined }),
    );
    expect(changed.body).toMatchObject({
      customerName: 'Luca F.',
      customerEmail: 'luca.ferri@example.com',
      deliveryFee: 2.5,
    });
  });

  it('a signed-in customer orders under the account, with its e-mail unless another is given', async () => {
    const customer = await app.signedInAs('customer');
    const body = {
      items: [{ menuItemId: porchetta().id, quantity: 2 }],
      deliveryAddress: ADDRESSES.damrak,
    };
    const res = await customer.post('/api/orders', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ customerName: 'giulia', customerEmail: 'giulia@example.com' });
    const [row] = await db().select().from(orders).where(eq(orders.id, res.body.id));
    expect(row).toMatchObject({ guestSessionId: null });
    expect(row!.userId).toBeGreaterThan(0);
    const other = await customer.post('/api/orders', {
      ...body,
      customerName: 'Giulia Rossi',
      email: 'work@example.com',
      customerPhone: '+31 6 11112222',
      sendInvoice: false,
    });
    expect(other.body).toMatchObject({
      customerName: 'Giulia Rossi',
      customerEmail: 'work@example.com',
      customerPhone: '+31 6 11112222',
      sendInvoice: false,
    });
  });

  it("records 'order.placed' with the order, for the kitchen board and the customer", async () => {
    const customer = await app.signedInAs('customer');
    const kicks = app.relayKicks();
    const res = await customer.post('/api/orders', deliveryOrder());
    const events = (await outboxEvents(db(), 'order.placed')).filter(
      (e) => (e.event as { data: { orderId: number } }).data.orderId === res.body.id,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.event).toMatchObject({
      name: 'order.placed',
      data: { kind: 'food', orderId: res.body.id, totalCents: 2142, orderType: 'normal' },
    });
    expect((events[0]!.event as { data: { userId: number } }).data.userId).toBeGreaterThan(0);
    expect(app.relayKicks()).toBeGreaterThan(kicks);
  });
});

describe('POST /api/orders: a double submit', () => {
  it('with one key, sequential submits place one order and answer it twice', async () => {
    const client = app.anonymous();
    const headers = { 'idempotency-key': 'food-double-submit-1' };
    const first = await client.post('/api/orders', deliveryOrder(), headers);
    const second = await client.post('/api/orders', deliveryOrder(), headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const rows = await db()
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, 'food-double-submit-1'));
    expect(rows).toHaveLength(1);
    const placed = (await outboxEvents(db(), 'order.placed')).filter(
      (e) => (e.event as { data: { orderId: number } }).data.orderId === first.body.id,
    );
    expect(placed).toHaveLength(1);
  });

  it('with one key, 10 concurrent submits from a browser without cookies place one order it can read', async () => {
    const client = app.anonymous();
    const body = deliveryOrder({ idempotencyKey: 'food-race-0001' });
    const before = await foodOrderCount(db());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/orders', body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await foodOrderCount(db())).toBe(before + 1);
    const read = await client.get(`/api/orders/${answers[0]!.body.id}`);
    expect(read.status).toBe(200);
  });

  it('with one key, 10 concurrent submits of a signed-in customer place one order', async () => {
    const { client } = await signedInCustomer(db(), app.url);
    const headers = { 'idempotency-key': 'food-race-customer' };
    const before = await foodOrderCount(db());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/orders', deliveryOrder(), headers)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await foodOrderCount(db())).toBe(before + 1);
  });

  it('the same key with another body, or from someone else, is refused with 422', async () => {
    const client = app.anonymous();
    const headers = { 'idempotency-key': 'food-key-reuse' };
    expect((await client.post('/api/orders', deliveryOrder(), headers)).status).toBe(201);
    const changed = await client.post(
      '/api/orders',
      deliveryOrder({ items: [{ menuItemId: porchetta().id, quantity: 3 }] }),
      headers,
    );
    expect(changed.status).toBe(422);
    expect(changed.body.code).toBe('idempotency_key_reused');
    const otherGuest = app.anonymous();
    await otherGuest.post('/api/guest-session', {
      name: 'Other Guest',
      email: 'other@example.com',
      phone: '+31 6 00000000',
      address: ADDRESSES.damrak,
    });
    for (const stranger of [otherGuest, await app.signedInAs('customer')]) {
      const res = await stranger.post('/api/orders', deliveryOrder(), headers);
      expect(res.status).toBe(422);
      expect(res.body).not.toHaveProperty('id');
    }
  });
});

describe('POST /api/orders: a double submit without a key', () => {
  /** A guest browser that filled in the guest form, so it holds its guest cookie. */
  async function guestWithCookie() {
    const client = app.anonymous();
    const res = await client.post('/api/guest-session', {
      name: guestContact.customerName,
      email: guestContact.email,
      phone: guestContact.customerPhone,
      address: ADDRESSES.damrak,
    });
    expect(res.status).toBe(200);
    return client;
  }

  /** Moves an order's creation time back, as if it was placed that many seconds ago. */
  async function placedSecondsAgo(id: number, seconds: number) {
    await db()
      .update(orders)
      .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(orders.id, id));
  }

  it('10 concurrent keyless submits of one body from one guest browser place one order', async () => {
    const client = await guestWithCookie();
    const before = await foodOrderCount(db());
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => client.post('/api/orders', deliveryOrder())),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect(await foodOrderCount(db())).toBe(before + 1);
  });

  it('two concurrent keyless submits of a signed-in customer place one order', async () => {
    const { client } = await signedInCustomer(db(), app.url);
    const before = await foodOrderCount(db());
    const [a, b] = await Promise.all([
      client.post('/api/orders', deliveryOrder()),
      client.post('/api/orders', deliveryOrder()),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await foodOrderCount(db())).toBe(before + 1);
  });

  it('repeats the first order for 60 seconds; 61 seconds later the same body is a new order', async () => {
    const client = await guestWithCookie();
    const first = await client.post('/api/orders', deliveryOrder());
    expect(first.status).toBe(201);

    await placedSecondsAgo(first.body.id, 59);
    const within = await client.post('/api/orders', deliveryOrder());
    expect(within.status).toBe(201);
    expect(within.body.id).toBe(first.body.id);
    expect(within.headers.get('idempotent-replayed')).toBe('true');

    await placedSecondsAgo(first.body.id, 61);
    const later = await client.post('/api/orders', deliveryOrder());
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    // And the new order is the one a repeat now finds.
    const again = await client.post('/api/orders', deliveryOrder());
    expect(again.body.id).toBe(later.body.id);
  });

  it('a paid first order, another body, or another browser is a new order, never a refusal', async () => {
    const client = await guestWithCookie();
    const first = await client.post('/api/orders', deliveryOrder());
    await db().update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, first.body.id));
    const afterPaying = await client.post('/api/orders', deliveryOrder());
    expect(afterPaying.status).toBe(201);
    expect(afterPaying.body.id).not.toBe(first.body.id);

    const otherBody = await client.post(
      '/api/orders',
      deliveryOrder({ items: [{ menuItemId: porchetta().id, quantity: 3 }] }),
    );
    expect(otherBody.status).toBe(201);
    expect(otherBody.body.id).not.toBe(afterPaying.body.id);

    const otherBrowser = await (await guestWithCookie()).post('/api/orders', deliveryOrder());
    expect(otherBrowser.status).toBe(201);
    expect(otherBrowser.body.id).not.toBe(afterPaying.body.id);
  });
});

describe('reading orders', () => {
  it('GET /api/orders/:id answers {order} to the guest browser that placed it and to staff, 404 to anyone else', async () => {
    const guest = app.anonymous();
    const placed = await guest.post('/api/orders', deliveryOrder());
    const path = `/api/orders/${placed.body.id}`;
    const own = await guest.get(path);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ order: placed.body });
    expect((await (await app.signedInAs('staff')).get(path)).status).toBe(200);
    expect((await (await app.signedInAs('admin')).get(path)).status).toBe(200);
    for (const other of [
      app.anonymous(),
      await app.signedInAs('customer'),
      await app.signedInAs('driver'),
    ]) {
      const res = await other.get(path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Sofia');
    }
  });

  it("shows a customer's order to that customer, not to another", async () => {
    const customer = await app.signedInAs('customer');
    const placed = await customer.post('/api/orders', deliveryOrder());
    const path = `/api/orders/${placed.body.id}`;
    expect((await customer.get(path)).body.order.id).toBe(placed.body.id);
    const { client: another } = await signedInCustomer(db(), app.url);
    expect((await another.get(path)).status).toBe(404);
    expect((await app.anonymous().get(path)).status).toBe(404);
  });

  it('create-payment-intent serves the order to whoever placed it, and 404 to anyone else', async () => {
    const guest = app.anonymous();
    const placed = await guest.post('/api/orders', deliveryOrder());
    const { client: stranger } = await signedInCustomer(db(), app.url);
    for (const other of [app.anonymous(), stranger]) {
      const res = await other.post('/api/payment/create-payment-intent', {
        orderId: placed.body.id,
      });
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('clientSecret');
    }
    const own = await guest.post('/api/create-payment-intent', {
      orderId: placed.body.id,
      amount: 0.5,
    });
    expect(own.status).toBe(200);
    // 2 × 8.95 + 2.50 = 20.40, plus the 5 % service fee: 21.42, whatever the browser says.
    expect(own.body).toMatchObject({ orderId: placed.body.id, amount: 21.42, currency: 'eur' });
  });

  it('GET /api/orders lists the caller its own orders, newest first; staff may see all', async () => {
    const { client } = await signedInCustomer(db(), app.url);
    const first = await client.post('/api/orders', deliveryOrder());
    const second = await client.post('/api/orders', deliveryOrder({ deliveryOption: 'express' }));
    const mine = await client.get('/api/orders');
    expect(mine.status).toBe(200);
    expect(mine.body.orders.map((o: Order) => o.id)).toEqual([second.body.id, first.body.id]);
    expect(mine.body.orders[0]).toEqual(second.body);

    expect((await client.get('/api/orders?scope=all')).status).toBe(403);
    expect((await app.anonymous().get('/api/orders')).status).toBe(401);
    const all = await (await app.signedInAs('staff')).get('/api/orders?scope=all');
    expect(all.status).toBe(200);
    expect(all.body.orders.length).toBeGreaterThan(2);
    expect(all.body.orders.length).toBeLessThanOrEqual(50);
    expect(all.body.orders[0].id).toBe(second.body.id);
  });

  it('answers 404 for an order that does not exist and 400 for an id that is not one', async () => {
    expect((await app.anonymous().get('/api/orders/987654')).status).toBe(404);
    const bad = await app.anonymous().get('/api/orders/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Invalid id');
  });
});

describe('POST /api/orders: bad input', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['an empty cart', { items: [] }, 'Your cart is empty'],
    ['no items at all', { items: undefined }, 'Your cart is empty'],
    [
      'a quantity of 0',
      { items: [{ menuItemId: 1, quantity: 0 }] },
      'Quantity must be a number from 1 to 50',
    ],
    [
      'a quantity of 51',
      { items: [{ menuItemId: 1, quantity: 51 }] },
      'Quantity must be a number from 1 to 50',
    ],
    [
      'a quantity that is text',
      { items: [{ menuItemId: 1, quantity: 'two' }] },
      'Quantity must be a number from 1 to 50',
    ],
    [
      'a menu item id that is not one',
      { items: [{ menuItemId: 'x', quantity: 1 }] },
      'items.0.menuItemId',
    ],
    [
      'an option id that is not one',
      { items: [{ menuItemId: 1, quantity: 1, options: [{ optionId: -1 }] }] },
      'items.0.options.0.optionId',
    ],
    [
      'a short street',
      { deliveryAddress: { ...ADDRESSES.damrak, streetAddress: 'D' } },
      'Street address is required',
    ],
    ['no city', { deliveryAddress: { ...ADDRESSES.damrak, city: undefined } }, 'City is required'],
    [
      'no postcode',
      { deliveryAddress: { ...ADDRESSES.damrak, zipCode: '' } },
      'Zip/Postal code is required',
    ],
    [
      'a latitude out of range',
      { deliveryAddress: { ...ADDRESSES.damrak, latitude: 123, longitude: 4.9 } },
      'Latitude must be between -90 and 90',
    ],
    ['an unknown delivery option', { deliveryOption: 'teleport' }, 'deliveryOption'],
    [
      'an unknown schedule',
      { deliveryOption: 'scheduled', scheduledFor: 'tomorrow' },
      'Choose when to deliver: asap, 30min, 1h or 2h',
    ],
    ['an unknown order type', { orderType: 'merch' }, "Order type must be 'normal' or 'bar'"],
    ['a bad e-mail', { email: 'nope' }, 'Please enter a valid email address'],
    ['a short phone number', { customerPhone: '123' }, 'Please enter a valid phone number'],
    ['a one-letter name', { customerName: 'S' }, 'Full name is required'],
    [
      'notes over 500 characters',
      { orderNotes: 'x'.repeat(501) },
      'Order notes can be at most 500 characters',
    ],
    [
      'another payment method',
      { paymentMethod: 'sofort' },
      'We accept payments by card, iDEAL | Wero and Bancontact',
    ],
    ['sendInvoice as text', { sendInvoice: 'yes' }, 'sendInvoice must be true or false'],
    [
      'a bad idempotency key',
      { idempotencyKey: 'has spaces in it' },
      'Idempotency key may contain only printable ASCII characters',
    ],
  ])('%s → 400 with a clear message, nothing written', async (_case, change, message) => {
    const before = await foodOrderCount(db());
    const res = await app.anonymous().post('/api/orders', deliveryOrder(change));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(await foodOrderCount(db())).toBe(before);
  });

  it('malformed JSON and a bad Idempotency-Key header are 400 too', async () => {
    const before = await foodOrderCount(db());
    const malformed = await app.anonymous().request('POST', '/api/orders', {
      body: '{"items": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    const header = await app
      .anonymous()
      .post('/api/orders', deliveryOrder(), { 'idempotency-key': 'x'.repeat(256) });
    expect(header.status).toBe(400);
    expect(header.body.message).toBe('Idempotency key must be 1 to 255 characters');
    expect(await foodOrderCount(db())).toBe(before);
  });

  it('documents the order routes in the OpenAPI document', async () => {
    const res = await app.anonymous().get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.paths).toHaveProperty(['/api/orders']);
    expect(res.body.paths).toHaveProperty(['/api/orders/{id}']);
  });
});
