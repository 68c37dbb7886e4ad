/** Placing a food order: the server sets every price, fee and zone. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADDRESS_POINT_MISMATCH_MESSAGE, OUT_OF_ZONE_MESSAGE, Order } from '@shop/contracts';
import {
  ADDRESSES,
  DAMRAK_POINT,
  foodOrderCount,
  guestContact,
  outboxEvents,
  placingOrdersApp,
  zoneByName,
} from '../../../test/food-orders';
import { signedInCustomer } from '../../../test/geo-fixtures';
import { menuItems } from '../../db/schema';

const { app, db, menu, porchetta, mozzarella, combo, deliveryOrder } = placingOrdersApp();

describe('POST /api/orders: prices', () => {
  it('prices the order from the database, whatever prices, totals and fees the browser sends', async () => {
    const res = await app()
      .anonymous()
      .post('/api/orders', {
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
    const withBeer = await app()
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
    const asObject = await app()
      .anonymous()
      .post(
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
    const peroni = menu().item('Peroni Nastro Azzurro 33 cl');
    const guest = app().anonymous();
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
          { menuItemId: menu().item('Tiramisù').id, quantity: 1 },
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
      const res = await app()
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
    const priced = await app()
      .anonymous()
      .post(
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
            { menuItemId: menu().item('Peroni Nastro Azzurro 33 cl').id, quantity: 1 },
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

    const oatMilk = menu().item('Cappuccino').options[0]!;
    const before = await foodOrderCount(db());
    const foreign = await app()
      .anonymous()
      .post(
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
    for (const menuItemId of [menu().item('Panettone slice').id, 999999]) {
      const res = await app()
        .anonymous()
        .post(
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

  it('charges what the menu shows: a price changed here at once, one changed on another replica when its event arrives', async () => {
    const menuPrice = async () => {
      const res = await app().anonymous().get('/api/menu');
      return (res.body.items as { id: number; price: number }[]).find(
        (i) => i.id === porchetta().id,
      )!.price;
    };
    const orderedPrice = async () => {
      const res = await app().anonymous().post('/api/orders', deliveryOrder());
      expect(res.status).toBe(201);
      return Order.parse(res.body).items[0]!.price;
    };
    const admin = await app().signedInAs('admin');
    try {
      // An admin's change on this replica: the menu and the next order both at 9.50.
      expect(
        (await admin.patch(`/api/admin/menu/items/${porchetta().id}`, { price: 9.5 })).status,
      ).toBe(200);
      expect(await menuPrice()).toBe(9.5);
      expect(await orderedPrice()).toBe(9.5);

      // Another replica's change: this one serves and charges the price its menu shows until
      // the change's event arrives, then the new one in both.
      await db().update(menuItems).set({ priceCents: 995 }).where(eq(menuItems.id, porchetta().id));
      expect(await menuPrice()).toBe(9.5);
      expect(await orderedPrice()).toBe(9.5);
      await app().feed.publish({
        id: randomUUID(),
        occurredAt: new Date().toISOString(),
        name: 'catalog.changed',
        version: 1,
        data: { resources: ['menu'] },
      });
      expect(await menuPrice()).toBe(9.95);
      expect(await orderedPrice()).toBe(9.95);
    } finally {
      await admin.patch(`/api/admin/menu/items/${porchetta().id}`, { price: 8.95 });
    }
  });

  it('express adds 3.00 to the delivery fee and arrives in 30 minutes; scheduled arrives at the chosen time', async () => {
    const express = await app()
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

    const inTwoHours = await app()
      .anonymous()
      .post('/api/orders', deliveryOrder({ deliveryOption: 'scheduled', scheduledFor: '2h' }));
    expect(inTwoHours.body).toMatchObject({ deliveryOption: 'scheduled', deliveryFee: 2.5 });
    expect(minutes(inTwoHours.body)).toBe(120);
    expect(inTwoHours.body.scheduledDeliveryTime).toBe(inTwoHours.body.estimatedDelivery);

    // The old checkout did not send the choice: the standard estimate applies.
    const unscheduled = await app()
      .anonymous()
      .post('/api/orders', deliveryOrder({ deliveryOption: 'scheduled' }));
    expect(minutes(unscheduled.body)).toBe(45);
    expect(unscheduled.body.scheduledDeliveryTime).toBeNull();
  });
});

describe('POST /api/orders: delivery zones', () => {
  it("an address in West & Zuid, geocoded on the server, pays that zone's fee", async () => {
    const westZuid = await zoneByName(db(), 'West & Zuid');
    const res = await app()
      .anonymous()
      .post(
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
    const res = await app()
      .anonymous()
      .post(
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

    const byPoint = await app()
      .anonymous()
      .post('/api/orders', deliveryOrder({ ...order, deliveryAddress: { ...address, ...gps } }));
    expect(byPoint.status).toBe(201);
    expect(byPoint.body).toMatchObject({
      zoneId: cityCenter.id,
      deliveryFee: 2.5,
      deliveryAddress: { streetAddress: 'Westerdoksdijk 40', ...gps },
    });

    // Without the point the address alone is placed at its postcode's centre.
    const byAddress = await app()
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
      app().anonymous(),
      await signedInCustomer(db(), app().url).then((c) => c.client),
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
    const res = await app()
      .anonymous()
      .post(
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
      const res = await app().anonymous().post('/api/orders', deliveryOrder({ deliveryAddress }));
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(OUT_OF_ZONE_MESSAGE);
    }
    expect(await foodOrderCount(db())).toBe(before);
  });

  it("under the zone's minimum order, the order is refused naming the zone and the amount", async () => {
    const before = await foodOrderCount(db());
    const westZuid = await app()
      .anonymous()
      .post(
        '/api/orders',
        deliveryOrder({
          items: [{ menuItemId: porchetta().id, quantity: 2 }],
          deliveryAddress: ADDRESSES.museumplein,
        }),
      );
    expect(westZuid.status).toBe(422);
    expect(westZuid.body.message).toBe('The minimum order for West & Zuid is € 20,00');
    const cityCenter = await app()
      .anonymous()
      .post('/api/orders', deliveryOrder({ items: [{ menuItemId: porchetta().id, quantity: 1 }] }));
    expect(cityCenter.status).toBe(422);
    expect(cityCenter.body.message).toBe('The minimum order for Amsterdam City Center is € 15,00');
    expect(await foodOrderCount(db())).toBe(before);
  });

  it('an address nobody can find is refused, and a delivery needs an address', async () => {
    const unknown = await app()
      .anonymous()
      .post(
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
    const missing = await app()
      .anonymous()
      .post('/api/orders', deliveryOrder({ deliveryAddress: undefined }));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please enter a delivery address');
  });
});
