import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  Category,
  ComboDrink,
  ComboSandwich,
  ComboSauce,
  MenuItem,
  MenuResponse,
  isDisplayable,
  sortMenuItems,
} from '@shop/contracts';
import { startSeededApp, type SeededApp } from '../../../test/seeded-app';
import { catalogChanged, outboxCount, outboxRows } from '../../../test/catalog-helpers';
import { categories, menuItems } from './menu.tables';

let t: SeededApp;

beforeAll(async () => {
  t = await startSeededApp();
});
afterAll(async () => {
  await t?.stop();
});

async function getMenu() {
  const res = await t.anonymous().get('/api/menu');
  expect(res.status).toBe(200);
  return { ...res, menu: MenuResponse.parse(res.body) };
}

async function itemNamed(name: string) {
  const [row] = await t.database.db.select().from(menuItems).where(eq(menuItems.name, name));
  return row!;
}

describe('GET /api/menu', () => {
  it('answers the displayable items in menu order, each with its options', async () => {
    const { menu } = await getMenu();
    const cats = z.array(Category).parse((await t.anonymous().get('/api/categories')).body);
    expect(menu.items.length).toBeGreaterThanOrEqual(25);
    expect(menu.items.every(isDisplayable)).toBe(true);
    expect(menu.items.map((i) => i.id)).toEqual(sortMenuItems(menu.items, cats).map((i) => i.id));
    const categoryOf = (item: MenuItem) => cats.find((c) => c.id === item.categoryId)!.name;
    expect(categoryOf(menu.items[0]!)).toBe('Sandwiches');
    const firstDrink = menu.items.findIndex((i) => categoryOf(i) === 'Drinks');
    expect(menu.items.slice(0, firstDrink).every((i) => categoryOf(i) === 'Sandwiches')).toBe(true);

    const caprese = menu.items.find((i) => i.name === 'Panino Caprese')!;
    expect(caprese.options).toContainEqual(
      expect.objectContaining({ name: 'Extras', value: 'Extra mozzarella', priceAdd: 1 }),
    );
  });

  it('shows money in euros, the tax rate as a number and tags as JSON text', async () => {
    const { menu } = await getMenu();
    const porchetta = menu.items.find((i) => i.name === 'Panino Porchetta')!;
    expect(porchetta.price).toBe(8.95);
    expect(porchetta.taxRate).toBe(0.09);
    expect(JSON.parse(porchetta.tags)).toEqual(['bestseller']);
    const water = menu.items.find((i) => i.name.startsWith('Mineral water'))!;
    expect(water.tags).toBe('[]');
    const combo = menu.items.find((i) => i.isComboMeal)!;
    expect(combo.drinkPriceModifiers).toEqual({ Beer: 1, 'Red Bull': 1 });
  });

  it('lists the featured items apart, in the same order', async () => {
    const { menu } = await getMenu();
    expect(menu.featuredItems.length).toBeGreaterThanOrEqual(4);
    expect(menu.featuredItems.length).toBeLessThanOrEqual(6);
    expect(menu.featuredItems).toEqual(menu.items.filter((i) => i.featured));
    const recommendations = await t.anonymous().get('/api/menu/recommendations');
    expect(z.array(MenuItem).parse(recommendations.body)).toEqual(menu.featuredItems);
  });

  it('never shows an unavailable, nameless or negatively priced item, anywhere', async () => {
    const sandwiches = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.name, 'Sandwiches'));
    const hidden = await t.database.db
      .insert(menuItems)
      .values([
        { name: '', priceCents: 500, categoryId: sandwiches[0]!.id, featured: true },
        { name: 'Broken price', priceCents: -100, categoryId: sandwiches[0]!.id, featured: true },
        { name: 'Sold out', priceCents: 500, categoryId: sandwiches[0]!.id, available: false },
      ])
      .returning({ id: menuItems.id });
    const panettone = await itemNamed('Panettone slice');
    await t.feed.publish(catalogChanged(['menu']));

    const { menu } = await getMenu();
    const hiddenIds = [...hidden.map((h) => h.id), panettone.id];
    const recommendations = (await t.anonymous().get('/api/menu/recommendations')).body;
    for (const id of hiddenIds) {
      expect(menu.items.some((i) => i.id === id)).toBe(false);
      expect(menu.featuredItems.some((i) => i.id === id)).toBe(false);
      expect(recommendations.some((i: MenuItem) => i.id === id)).toBe(false);
      const one = await t.anonymous().get(`/api/menu/${id}`);
      expect(one.status).toBe(404);
      expect(one.body.message).toBe('Menu item not found');
    }
  });
});

describe('GET /api/menu/:id', () => {
  it('answers one displayable item as the menu shows it', async () => {
    const { menu } = await getMenu();
    const caprese = menu.items.find((i) => i.name === 'Panino Caprese')!;
    const res = await t.anonymous().get(`/api/menu/${caprese.id}`);
    expect(res.status).toBe(200);
    expect(MenuItem.parse(res.body)).toEqual(caprese);
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('answers 404 for an id no item has', async () => {
    const res = await t.anonymous().get('/api/menu/999999');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ type: 'not_found', message: 'Menu item not found' });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '0x1', '%201', '1e0', '01', '%2B1'])(
    'answers 400 for the id %s, never another item',
    async (id) => {
      const res = await t.anonymous().get(`/api/menu/${id}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Invalid id/);
    },
  );
});

describe('GET /api/categories', () => {
  it('answers the categories: Sandwiches, Drinks, then by sort order', async () => {
    const res = await t.anonymous().get('/api/categories');
    const cats = z.array(Category).parse(res.body);
    expect(cats.map((c) => c.name)).toEqual([
      'Sandwiches',
      'Drinks',
      'Combo Meals',
      'Pizza al taglio',
      'Pasta',
      'Fritti',
      'Dolci',
      'Sauces & extras',
    ]);
  });
});

describe('GET /api/combo/*', () => {
  it('lists combo drinks with their surcharge in euros: Beer and Red Bull cost 1.00 extra', async () => {
    const res = await t.anonymous().get('/api/combo/drinks');
    const drinks = z.array(ComboDrink).parse(res.body);
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'id',
      'name',
      'price',
      'standalonePrice',
      'taxRate',
    ]);
    expect(drinks.find((d) => d.name === 'Beer')?.price).toBe(1);
    // A combo's beer weighs in its VAT key as the Peroni it is on its own: 4.50 at 21 %.
    expect(drinks.find((d) => d.name === 'Beer')).toMatchObject({
      standalonePrice: 4.5,
      taxRate: 0.21,
    });
    expect(drinks.find((d) => d.name === 'Coca-Cola')).toMatchObject({
      standalonePrice: 3,
      taxRate: 0.09,
    });
    expect(drinks.find((d) => d.name === 'Red Bull')?.price).toBe(1);
    expect(
      drinks.filter((d) => !['Beer', 'Red Bull'].includes(d.name)).every((d) => d.price === 0),
    ).toBe(true);
  });

  it('lists combo sauces and sandwiches by id and name, with their own price and rate', async () => {
    for (const [path, schema] of [
      ['/api/combo/sauces', ComboSauce],
      ['/api/combo/sandwiches', ComboSandwich],
    ] as const) {
      const res = await t.anonymous().get(path);
      const list = z.array(schema).parse(res.body);
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(Object.keys(res.body[0]).sort()).toEqual(['id', 'name', 'standalonePrice', 'taxRate']);
      expect(list.every((c) => c.standalonePrice !== null && c.taxRate === 0.09)).toBe(true);
    }
  });
});

describe('ETags', () => {
  it.each([
    '/api/menu',
    '/api/menu/recommendations',
    '/api/categories',
    '/api/combo/drinks',
    '/api/combo/sauces',
    '/api/combo/sandwiches',
  ])('%s answers 304 to a browser that holds the current version', async (path) => {
    const first = await t.anonymous().get(path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');

    const again = await t.anonymous().get(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const weak = await t.anonymous().get(path, { 'if-none-match': `"other", W/${etag}` });
    expect(weak.status).toBe(304);

    const stale = await t.anonymous().get(path, { 'if-none-match': '"something-else"' });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(first.body);
  });
});

describe('PATCH /api/admin/menu/items/:id', () => {
  it('when staff take an item off the menu, then the next menu lacks it with a new ETag', async () => {
    const before = await getMenu();
    const arancini = before.menu.items.find((i) => i.name === 'Arancini Cacio e Pepe (2)')!;
    const rowsBefore = (await outboxRows(t.database.db, 'catalog.changed')).length;
    const kicksBefore = t.relayKicks();

    const staff = await t.signedInAs('staff');
    const res = await staff.patch(`/api/admin/menu/items/${arancini.id}`, { available: false });
    expect(res.status).toBe(200);
    expect(MenuItem.parse(res.body)).toMatchObject({ id: arancini.id, available: false });

    const after = await t
      .anonymous()
      .get('/api/menu', { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.body.items.some((i: MenuItem) => i.id === arancini.id)).toBe(false);
    expect((await t.anonymous().get(`/api/menu/${arancini.id}`)).status).toBe(404);

    const rows = await outboxRows(t.database.db, 'catalog.changed');
    expect(rows.length).toBe(rowsBefore + 1);
    expect(rows.at(-1)!.event).toMatchObject({ data: { resources: ['menu'] } });
    expect(t.relayKicks()).toBe(kicksBefore + 1);

    await staff.patch(`/api/admin/menu/items/${arancini.id}`, { available: true });
    expect((await t.anonymous().get(`/api/menu/${arancini.id}`)).status).toBe(200);
  });

  it('when an admin changes a price, then the menu shows the new price', async () => {
    const porchetta = await itemNamed('Panino Porchetta');
    const admin = await t.signedInAs('admin');
    const res = await admin.patch(`/api/admin/menu/items/${porchetta.id}`, { price: 9.5 });
    expect(res.status).toBe(200);
    expect(res.body.price).toBe(9.5);
    expect((await itemNamed('Panino Porchetta')).priceCents).toBe(950);
    const { menu } = await getMenu();
    expect(menu.items.find((i) => i.id === porchetta.id)?.price).toBe(9.5);
  });

  it('when staff feature an item, then the recommendations include it', async () => {
    const cannolo = await itemNamed('Cannolo Siciliano');
    const staff = await t.signedInAs('staff');
    await staff.patch(`/api/admin/menu/items/${cannolo.id}`, { featured: true });
    const recommendations = await t.anonymous().get('/api/menu/recommendations');
    expect(recommendations.body.map((i: MenuItem) => i.id)).toContain(cannolo.id);
    await staff.patch(`/api/admin/menu/items/${cannolo.id}`, { featured: false });
    const after = await t.anonymous().get('/api/menu/recommendations');
    expect(after.body.map((i: MenuItem) => i.id)).not.toContain(cannolo.id);
  });

  it('ignores fields staff may not change here', async () => {
    const tiramisu = await itemNamed('Tiramisù');
    const staff = await t.signedInAs('staff');
    const res = await staff.patch(`/api/admin/menu/items/${tiramisu.id}`, {
      price: 5.95,
      name: 'Free dessert',
      categoryId: 1,
    });
    expect(res.status).toBe(200);
    const row = await itemNamed('Tiramisù');
    expect(row).toMatchObject({ name: 'Tiramisù', categoryId: tiramisu.categoryId });
  });

  it.each([
    ['anonymous', null, 401],
    ['a customer', 'customer', 403],
    ['a driver', 'driver', 403],
  ] as const)('refuses %s and changes nothing', async (_who, role, status) => {
    const espresso = await itemNamed('Espresso');
    const client = role ? await t.signedInAs(role) : t.anonymous();
    const outboxBefore = await outboxCount(t.database.db);
    const res = await client.patch(`/api/admin/menu/items/${espresso.id}`, { price: 0 });
    expect(res.status).toBe(status);
    expect(await itemNamed('Espresso')).toEqual(espresso);
    expect(await outboxCount(t.database.db)).toBe(outboxBefore);
  });

  it.each([
    [{ price: -1 }, 'Price cannot be negative'],
    [{ price: 1000.5 }, 'Price can be at most 1000 euros'],
    [{ price: 2.499 }, 'Price can have at most 2 decimals'],
    [{ price: '2.50' }, 'Price must be a number'],
    [{ available: 'no' }, 'available must be true or false'],
    [{}, 'Nothing to change'],
    [{ name: 'Only a name' }, 'Nothing to change'],
  ])('answers 400 for %j with a clear message and changes nothing', async (body, message) => {
    const espresso = await itemNamed('Espresso');
    const staff = await t.signedInAs('staff');
    const outboxBefore = await outboxCount(t.database.db);
    const res = await staff.patch(`/api/admin/menu/items/${espresso.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await itemNamed('Espresso')).toEqual(espresso);
    expect(await outboxCount(t.database.db)).toBe(outboxBefore);
  });

  it('answers 400 for a bad id and 404 for an unknown one', async () => {
    const staff = await t.signedInAs('staff');
    const outboxBefore = await outboxCount(t.database.db);
    const bad = await staff.patch('/api/admin/menu/items/abc', { available: false });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Invalid id/);
    const unknown = await staff.patch('/api/admin/menu/items/999999', { available: false });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Menu item not found');
    expect(await outboxCount(t.database.db)).toBe(outboxBefore);
  });
});

describe('changes made on another replica', () => {
  it("when a 'catalog.changed' event for the menu arrives on the feed, then the menu is rebuilt", async () => {
    const before = await getMenu();
    const fries = before.menu.items.find((i) => i.name === 'Patatine al Rosmarino')!;
    // Another replica changed the row; this one only hears the event.
    await t.database.db
      .update(menuItems)
      .set({ priceCents: 425 })
      .where(eq(menuItems.id, fries.id));

    await t.feed.publish(catalogChanged(['reviews', 'merchandise']));
    const unrelated = await getMenu();
    expect(unrelated.headers.get('etag')).toBe(before.headers.get('etag'));

    await t.feed.publish(catalogChanged(['menu']));
    const after = await getMenu();
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.menu.items.find((i) => i.id === fries.id)?.price).toBe(4.25);
    const one = await t.anonymous().get(`/api/menu/${fries.id}`);
    expect(one.body.price).toBe(4.25);
  });

  it("when a 'catalog.changed' event for combo arrives, then the combo lists are rebuilt", async () => {
    const before = await t.anonymous().get('/api/combo/sauces');
    const { comboChoices } = await import('./menu.tables');
    await t.database.db
      .insert(comboChoices)
      .values({ kind: 'sauce', name: 'Salsa verde', sortOrder: 99 });
    expect((await t.anonymous().get('/api/combo/sauces')).body).toEqual(before.body);
    await t.feed.publish(catalogChanged(['combo']));
    const after = await t.anonymous().get('/api/combo/sauces');
    expect(after.body.map((s: { name: string }) => s.name)).toContain('Salsa verde');
  });
});
