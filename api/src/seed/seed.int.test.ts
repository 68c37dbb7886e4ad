import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { booleanPointInPolygon, point, polygon } from '@turf/turf';
import {
  KitchenColumn,
  MerchandiseCategory,
  PolygonCoordinates,
  kitchenColumn,
} from '@shop/contracts';
import { createPostgresDatabase } from '../../test/databases';
import type { Database } from '../db/client';
import { categories, comboChoices, menuItemOptions, menuItems } from '../modules/menu/menu.tables';
import { merchandiseItems } from '../modules/merchandise/merchandise.tables';
import { pageTexts, reviews } from '../modules/content/content.tables';
import { bars, deliveryZones } from '../modules/geo/geo.tables';
import { users } from '../modules/auth/auth.tables';
import { invoices } from '../modules/invoicing/invoicing.tables';
import { orderItems, orders, orderStatusHistory } from '../modules/orders/orders.tables';
import { seedDemoData } from './seed';
import { DEMO_LEGAL_DETAILS } from './settings';

let database: Database;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createPostgresDatabase();
  expect(await seedDemoData(database.db, log)).toBe(true);
});
afterAll(async () => {
  await database?.close();
});

describe('the demo menu', () => {
  it('has at least 25 items across the categories, Sandwiches and Drinks among them', async () => {
    const items = await database.db.select().from(menuItems);
    expect(items.length).toBeGreaterThanOrEqual(25);
    const names = (await database.db.select().from(categories)).map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Sandwiches',
        'Drinks',
        'Pizza al taglio',
        'Pasta',
        'Fritti',
        'Dolci',
      ]),
    );
  });

  it('serves Beer and Red Bull among the drinks', async () => {
    const [drinks] = await database.db
      .select()
      .from(categories)
      .where(eq(categories.name, 'Drinks'));
    const items = await database.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.categoryId, drinks!.id));
    expect(items.some((i) => i.name.includes('Peroni') && i.tags.includes('beer'))).toBe(true);
    expect(items.some((i) => i.name.startsWith('Red Bull'))).toBe(true);
  });

  it('marks gluten-free, vegetarian and vegan items, and hides the image of a condiment', async () => {
    const items = await database.db.select().from(menuItems);
    expect(items.filter((i) => i.isGlutenFree).length).toBeGreaterThanOrEqual(3);
    expect(items.filter((i) => i.isVegetarian).length).toBeGreaterThanOrEqual(3);
    expect(items.filter((i) => i.isVegan).length).toBeGreaterThanOrEqual(2);
    expect(items.every((i) => !i.isVegan || i.isVegetarian)).toBe(true);
    expect(items.some((i) => i.hideImage)).toBe(true);
  });

  it('features 4 to 6 items, serves some at partner bars and prices food at 9 % VAT', async () => {
    const items = await database.db.select().from(menuItems);
    const featured = items.filter((i) => i.featured && i.available);
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(featured.length).toBeLessThanOrEqual(6);
    expect(items.some((i) => i.barMenu)).toBe(true);
    expect(
      items.filter((i) => !i.tags.includes('alcohol')).every((i) => i.taxRate === '0.090'),
    ).toBe(true);
    expect(items.every((i) => Number.isInteger(i.priceCents) && i.priceCents > 0)).toBe(true);
  });

  it('offers extra mozzarella for 1.00 on some items', async () => {
    const options = await database.db
      .select()
      .from(menuItemOptions)
      .where(eq(menuItemOptions.value, 'Extra mozzarella'));
    expect(options.length).toBeGreaterThanOrEqual(2);
    expect(options.every((o) => o.priceAddCents === 100)).toBe(true);
  });

  it('links every combo choice to the menu item it is on its own, a Beer to the Peroni', async () => {
    const choices = await database.db.select().from(comboChoices);
    expect(choices.every((c) => c.menuItemId !== null)).toBe(true);
    const items = await database.db.select().from(menuItems);
    const beer = choices.find((c) => c.name === 'Beer')!;
    expect(items.find((i) => i.id === beer.menuItemId)).toMatchObject({
      name: 'Peroni Nastro Azzurro 33 cl',
      taxRate: '0.210',
    });
  });

  it('has a combo meal whose Beer and Red Bull cost 1.00 extra, as the combo drinks say', async () => {
    const combos = await database.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.isComboMeal, true));
    expect(combos.length).toBeGreaterThanOrEqual(1);
    expect(combos[0]!.drinkPriceModifiers).toEqual({ Beer: 100, 'Red Bull': 100 });

    const choices = await database.db.select().from(comboChoices);
    const drinks = choices.filter((c) => c.kind === 'drink');
    expect(drinks.find((d) => d.name === 'Beer')?.surchargeCents).toBe(100);
    expect(drinks.find((d) => d.name === 'Red Bull')?.surchargeCents).toBe(100);
    expect(
      drinks
        .filter((d) => !['Beer', 'Red Bull'].includes(d.name))
        .every((d) => d.surchargeCents === 0),
    ).toBe(true);
    expect(choices.filter((c) => c.kind === 'sandwich').length).toBeGreaterThanOrEqual(3);
    expect(choices.filter((c) => c.kind === 'sauce').length).toBeGreaterThanOrEqual(3);
  });

  it('points every image at a file the web app serves', async () => {
    const menu = await database.db.select({ image: menuItems.image }).from(menuItems);
    const merch = await database.db
      .select({ image: merchandiseItems.image })
      .from(merchandiseItems);
    const publicDir = join(import.meta.dirname, '../../../web/public');
    for (const { image } of [...menu, ...merch]) {
      expect(image).toMatch(/^\/images\/(menu|merchandise)\/[a-z-]+\.svg$/);
      expect(existsSync(join(publicDir, image!)), image!).toBe(true);
    }
  });
});

describe('the demo shop', () => {
  it('sells at least 8 merchandise items across all six categories', async () => {
    const items = await database.db.select().from(merchandiseItems);
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(MerchandiseCategory.options));
  });

  it('has reviews from Google and the website, mostly 4 and 5 stars', async () => {
    const list = await database.db.select().from(reviews);
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.length).toBeLessThanOrEqual(12);
    expect(new Set(list.map((r) => r.source))).toEqual(new Set(['google', 'website']));
    expect(list.every((r) => r.rating >= 4 && r.rating <= 5)).toBe(true);
  });

  it('has texts for the home and about pages under the keys the web reads', async () => {
    const texts = await database.db.select().from(pageTexts);
    const keys = (page: string) => texts.filter((t) => t.page === page).map((t) => t.key);
    expect(keys('home')).toEqual(expect.arrayContaining(['title', 'subtitle']));
    expect(keys('about')).toEqual(
      expect.arrayContaining(['title', 'intro', 'story', 'quality', 'tradition', 'community']),
    );
  });

  it('has one partner bar in Amsterdam', async () => {
    const list = await database.db.select().from(bars);
    expect(list).toHaveLength(1);
    expect(list[0]!.address).toContain('Amsterdam');
  });
});

describe('the delivery zones', () => {
  async function zones() {
    return database.db.select().from(deliveryZones).orderBy(deliveryZones.sortOrder);
  }

  it('are the three zones with their fees, minimum orders and delivery times', async () => {
    const list = await zones();
    expect(
      list.map((z) => [z.name, z.deliveryFeeCents, z.minimumOrderCents, z.estimatedTime]),
    ).toEqual([
      ['Amsterdam City Center', 250, 1500, '20-30 min'],
      ['West & Zuid', 350, 2000, '30-45 min'],
      ['Noord & Oost', 450, 2500, '35-50 min'],
    ]);
    for (const zone of list)
      expect(PolygonCoordinates.safeParse(zone.coordinates).success).toBe(true);
  });

  it.each([
    ['Amsterdam Centraal', 52.3791, 4.9003, 'Amsterdam City Center'],
    ['the Dam', 52.373, 4.8932, 'Amsterdam City Center'],
    ['Vondelpark', 52.358, 4.8686, 'West & Zuid'],
    ['Westerpark', 52.3867, 4.8729, 'West & Zuid'],
    ['NDSM', 52.4011, 4.8922, 'Noord & Oost'],
    ['Oosterpark', 52.3603, 4.9201, 'Noord & Oost'],
    ['Sloterplas (Nieuw-West)', 52.366, 4.81, null],
    ['Johan Cruijff ArenA (Zuidoost)', 52.3143, 4.9418, null],
  ])('%s falls in %s', async (_place, lat, lng, expected) => {
    const containing = (await zones()).filter((z) =>
      booleanPointInPolygon(point([lng, lat]), polygon(z.coordinates)),
    );
    expect(containing.map((z) => z.name)).toEqual(expected ? [expected] : []);
  });
});

describe('seeding', () => {
  it('leaves a database that already has data alone', async () => {
    const before = await database.db.select({ n: count() }).from(menuItems);
    expect(await seedDemoData(database.db, log)).toBe(false);
    expect(await database.db.select({ n: count() }).from(menuItems)).toEqual(before);
    expect((await database.db.select({ n: count() }).from(users))[0]!.n).toBe(4);
  });
});

describe('the demo shop’s live orders', () => {
  it('fill every column of the kitchen board, each with a timeline the lifecycle allows', async () => {
    const shop = await createPostgresDatabase();
    try {
      await seedDemoData(shop.db, log, { liveOrders: true });
      const rows = await shop.db.select().from(orders);
      const columns = rows.map((o) =>
        kitchenColumn({ ...o, acceptedAt: o.acceptedAt?.toISOString() ?? null }),
      );
      for (const column of KitchenColumn.options) expect(columns).toContain(column);
      const history = await shop.db.select().from(orderStatusHistory);
      for (const order of rows) {
        const moves = history.filter((h) => h.orderId === order.id);
        expect(moves[0]!.move).toBe('placed');
        expect(moves.at(-1)!.toStatus).toBe(order.status);
        // Each step starts where the previous one ended.
        for (let i = 1; i < moves.length; i++)
          expect(moves[i]!.fromStatus).toBe(moves[i - 1]!.toStatus);
      }
      // Each was paid, so each has its invoice, carrying the example legal details; the
      // refunded one its credit note. A combo's beer is at 21 % on its order's invoice.
      const issued = await shop.db.select().from(invoices);
      expect(
        issued
          .filter((i) => i.kind === 'invoice')
          .map((i) => i.orderId)
          .sort(),
      ).toEqual(rows.map((o) => o.id).sort());
      expect(issued[0]!.seller).toEqual(DEMO_LEGAL_DETAILS);
      const refunded = rows.filter((o) => o.paymentStatus === 'refunded');
      expect(issued.filter((i) => i.kind === 'credit_note').map((i) => i.orderId)).toEqual(
        refunded.map((o) => o.id),
      );
      const withCombo = await shop.db
        .select({ orderId: orderItems.orderId, vat: orderItems.vatShares })
        .from(orderItems)
        .where(eq(orderItems.name, 'Combo Panino'));
      expect(withCombo.length).toBeGreaterThan(0);
      for (const line of withCombo) expect(line.vat.map((v) => v.rate)).toEqual([0.09, 0.21]);
      // Catalog-only seeding (as the tests use it) adds no orders.
      expect((await database.db.select({ n: count() }).from(orders))[0]!.n).toBe(0);
    } finally {
      await shop.close();
    }
  });
});
