import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  AdminMenuPage,
  IMAGE_NOT_AN_IMAGE,
  IMAGE_TOO_LARGE,
  MenuResponse,
  StoredImage,
  type MenuItemInput,
} from '@shop/contracts';
import { startSeededApp, type SeededApp } from '../../../test/seeded-app';
import { outboxCount, outboxRows } from '../../../test/catalog-helpers';
import { auditLog } from '../../shared/audit/audit.tables';
import {
  categories,
  menuItemOptions,
  menuItems,
  merchandiseItems,
  orderItems,
} from '../../db/schema';

let t: SeededApp;

beforeAll(async () => {
  t = await startSeededApp();
});
afterAll(async () => {
  await t?.stop();
});

async function categoryId(name: string): Promise<number> {
  const [row] = await t.database.db.select().from(categories).where(eq(categories.name, name));
  return row!.id;
}

async function dish(overrides: Record<string, unknown> = {}) {
  const base: MenuItemInput = {
    name: 'Panino Mortadella',
    description: 'Mortadella, pistachio pesto, stracciatella',
    price: 9.5,
    image: null,
    categoryId: await categoryId('Sandwiches'),
    available: true,
    featured: false,
    nutritionInfo: null,
    tebiId: null,
    preparationTime: 8,
    quantityPerOrder: 1,
    isVegetarian: false,
    isVegan: false,
    isGlutenFree: false,
    hideImage: false,
    tags: ['new'],
    taxRate: 0.09,
    barMenu: true,
    isComboMeal: false,
    comboOptions: null,
    drinkPriceModifiers: null,
    options: [{ name: 'Extras', value: 'Extra stracciatella', priceAdd: 1.5 }],
  };
  return { ...base, ...overrides };
}

async function latestAudit(action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

const upload = async (role: 'admin' | 'staff', path: string, body: Uint8Array, type: string) =>
  (await t.signedInAs(role)).request('POST', path, { body, headers: { 'content-type': type } });

describe('menu items in the back office', () => {
  it('lists with search, filter, server-side sort and paging', async () => {
    const staff = await t.signedInAs('staff');
    const page1 = await staff.get('/api/admin/menu/items?sort=price&dir=desc&pageSize=5');
    expect(page1.status).toBe(200);
    const body = AdminMenuPage.parse(page1.body);
    expect(body.items).toHaveLength(5);
    expect(body.total).toBeGreaterThan(5);
    const prices = body.items.map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const page2 = AdminMenuPage.parse(
      (await staff.get('/api/admin/menu/items?sort=price&dir=desc&pageSize=5&page=2')).body,
    );
    expect(page2.items[0]!.price).toBeLessThanOrEqual(prices.at(-1)!);
    expect(page2.items.map((i) => i.id)).not.toContain(body.items[0]!.id);

    const found = AdminMenuPage.parse(
      (await staff.get('/api/admin/menu/items?search=porchetta')).body,
    );
    expect(found.items.map((i) => i.name)).toEqual(['Panino Porchetta']);
    // LIKE wildcards are searched for literally: 'P_nino' matches no 'Panino'.
    expect((await staff.get('/api/admin/menu/items?search=P_nino')).body.total).toBe(0);

    const drinks = await categoryId('Drinks');
    const inDrinks = AdminMenuPage.parse(
      (await staff.get(`/api/admin/menu/items?categoryId=${drinks}&pageSize=100`)).body,
    );
    expect(inDrinks.items.length).toBeGreaterThan(0);
    expect(inDrinks.items.every((i) => i.categoryId === drinks)).toBe(true);
  });

  it.each([
    ['sort=secret', 'Unknown sort column'],
    ['pageSize=1000', 'pageSize can be at most 100'],
    ['page=0', 'page must be at least 1'],
    ['categoryId=0x1', 'categoryId must be a category id'],
  ])('refuses the query %s with "%s"', async (query, message) => {
    const res = await (await t.signedInAs('staff')).get(`/api/admin/menu/items?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('creates a dish with every field, audited, and the shop menu shows it', async () => {
    const admin = await t.signedInAs('admin');
    const kicks = t.relayKicks();
    const res = await admin.post('/api/admin/menu/items', await dish());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Panino Mortadella',
      price: 9.5,
      tags: '["new"]',
      barMenu: true,
      archived: false,
      ordered: false,
      options: [{ name: 'Extras', value: 'Extra stracciatella', priceAdd: 1.5 }],
    });
    const menu = MenuResponse.parse((await t.anonymous().get('/api/menu')).body);
    expect(menu.items.map((i) => i.id)).toContain(res.body.id);
    expect(t.relayKicks()).toBe(kicks + 1);
    const audit = await latestAudit('menu-item.created');
    expect(audit).toMatchObject({ actorName: 'admin', entityId: String(res.body.id) });
    expect(audit!.after).toMatchObject({ name: 'Panino Mortadella' });
  });

  it('edits every field and keeps the ids of options it was sent back', async () => {
    const staff = await t.signedInAs('staff');
    const created = (await staff.post('/api/admin/menu/items', await dish({ name: 'Piadina' })))
      .body;
    const optionId = created.options[0].id;
    const res = await staff.put(
      `/api/admin/menu/items/${created.id}`,
      await dish({
        name: 'Piadina Romagnola',
        price: 7.25,
        taxRate: 0.21,
        isVegetarian: true,
        tags: [],
        options: [
          { id: optionId, name: 'Extras', value: 'Rucola', priceAdd: 0.5 },
          { name: 'Extras', value: 'Crudo', priceAdd: 2 },
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Piadina Romagnola',
      price: 7.25,
      taxRate: 0.21,
      isVegetarian: true,
      tags: '[]',
    });
    expect(res.body.options.map((o: { id: number; value: string }) => o.value)).toEqual([
      'Rucola',
      'Crudo',
    ]);
    expect(res.body.options[0].id).toBe(optionId);
    const audit = await latestAudit('menu-item.updated');
    expect(audit!.before).toMatchObject({ name: 'Piadina', price: 9.5 });
    expect(audit!.after).toMatchObject({ name: 'Piadina Romagnola', price: 7.25 });
  });

  it.each([
    [{ name: ' ' }, 'name', 'Name is required'],
    [{ price: -2 }, 'price', 'Price cannot be negative'],
    [{ price: 3.333 }, 'price', 'Price can have at most 2 decimals'],
    [{ taxRate: 0.19 }, 'taxRate', 'VAT rate must be 9 % or 21 %'],
    [{ image: 'javascript:alert(1)' }, 'image', 'Upload a photo or give an https address'],
    [{ quantityPerOrder: 0 }, 'quantityPerOrder', 'Quantity per order must be at least 1'],
  ])(
    'refuses %j with its message under the field, writing nothing',
    async (bad, field, message) => {
      const staff = await t.signedInAs('staff');
      const before = await outboxCount(t.database.db);
      const res = await staff.post('/api/admin/menu/items', await dish({ name: 'Never', ...bad }));
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors[field]).toEqual([message]);
      expect(await outboxCount(t.database.db)).toBe(before);
      const rows = await t.database.db.select().from(menuItems).where(eq(menuItems.name, 'Never'));
      expect(rows).toEqual([]);
    },
  );

  it('refuses an unknown category with a 400', async () => {
    const res = await (
      await t.signedInAs('staff')
    ).post('/api/admin/menu/items', await dish({ categoryId: 99999 }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Choose a category');
  });

  it('deletes a dish never ordered, and archives one that old orders name', async () => {
    const admin = await t.signedInAs('admin');
    const fresh = (await admin.post('/api/admin/menu/items', await dish({ name: 'Short-lived' })))
      .body;
    const deleted = await admin.delete(`/api/admin/menu/items/${fresh.id}`);
    expect(deleted.body).toEqual({ outcome: 'deleted' });
    expect((await admin.get(`/api/admin/menu/items/${fresh.id}`)).status).toBe(404);
    const options = await t.database.db
      .select()
      .from(menuItemOptions)
      .where(eq(menuItemOptions.menuItemId, fresh.id));
    expect(options).toEqual([]);
    expect((await latestAudit('menu-item.deleted'))!.before).toMatchObject({ name: 'Short-lived' });

    const sold = (await admin.post('/api/admin/menu/items', await dish({ name: 'Sold once' })))
      .body;
    const placed = await t.anonymous().post('/api/orders', {
      // A bar order needs no address; the dish is on the bar menu.
      orderType: 'bar',
      barSlug: 'bar-fiorella',
      items: [{ menuItemId: sold.id, quantity: 1 }],
      customerName: 'Sofia Romano',
      email: 'sofia@example.com',
      customerPhone: '+31 6 12345678',
    });
    expect(placed.status).toBe(201);
    const [line] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.menuItemId, sold.id));
    const archived = await admin.delete(`/api/admin/menu/items/${line!.menuItemId}`);
    expect(archived.body).toEqual({ outcome: 'archived' });
    const row = (await admin.get(`/api/admin/menu/items/${line!.menuItemId}`)).body;
    expect(row).toMatchObject({ archived: true, available: false, ordered: true });
    const menu = MenuResponse.parse((await t.anonymous().get('/api/menu')).body);
    expect(menu.items.map((i) => i.id)).not.toContain(line!.menuItemId);
    // The order line still names it.
    const [kept] = await t.database.db.select().from(orderItems).where(eq(orderItems.id, line!.id));
    expect(kept!.name).toBe(line!.name);
    // It cannot come back on sale, alone or in a bulk switch.
    const back = await admin.patch(`/api/admin/menu/items/${line!.menuItemId}`, {
      available: true,
    });
    expect(back.status).toBe(409);
    const bulk = await admin.post('/api/admin/menu/items/availability', {
      ids: [line!.menuItemId],
      available: true,
    });
    expect(bulk.status).toBe(404);
    const listed = AdminMenuPage.parse(
      (await admin.get('/api/admin/menu/items?archived=true&pageSize=100')).body,
    );
    expect(listed.items.map((i) => i.id)).toContain(line!.menuItemId);
  });

  it('marks several items sold out at once, and they leave the shop menu', async () => {
    const staff = await t.signedInAs('staff');
    const menu = MenuResponse.parse((await t.anonymous().get('/api/menu')).body);
    const ids = menu.items.slice(0, 3).map((i) => i.id);
    const events = (await outboxRows(t.database.db, 'catalog.changed')).length;
    const res = await staff.post('/api/admin/menu/items/availability', { ids, available: false });
    expect(res.body).toEqual({ updated: 3 });
    const after = MenuResponse.parse((await t.anonymous().get('/api/menu')).body);
    expect(after.items.filter((i) => ids.includes(i.id))).toEqual([]);
    expect((await outboxRows(t.database.db, 'catalog.changed')).length).toBe(events + 1);
    expect((await latestAudit('menu-item.made-unavailable'))!.after).toEqual(
      ids.map((id) => ({ id, available: false })),
    );

    await staff.post('/api/admin/menu/items/availability', { ids, available: true });
    const back = MenuResponse.parse((await t.anonymous().get('/api/menu')).body);
    expect(back.items.filter((i) => ids.includes(i.id))).toHaveLength(3);
  });

  it('refuses a bulk switch naming an unknown item and changes none', async () => {
    const staff = await t.signedInAs('staff');
    const menu = MenuResponse.parse((await t.anonymous().get('/api/menu')).body);
    const id = menu.items[0]!.id;
    const res = await staff.post('/api/admin/menu/items/availability', {
      ids: [id, 999999],
      available: false,
    });
    expect(res.status).toBe(404);
    const [row] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, id));
    expect(row!.available).toBe(true);
    const empty = await staff.post('/api/admin/menu/items/availability', {
      ids: [],
      available: false,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Choose at least one item');
  });
});

describe('categories in the back office', () => {
  it('creates, renames, reorders and deletes an empty one; refuses one holding items', async () => {
    const staff = await t.signedInAs('staff');
    const created = await staff.post('/api/admin/categories', { name: 'Antipasti' });
    expect(created.status).toBe(201);
    const dup = await staff.post('/api/admin/categories', { name: 'Antipasti' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A category with this name already exists');
    const renamed = await staff.put(`/api/admin/categories/${created.body.id}`, {
      name: 'Antipasti misti',
    });
    expect(renamed.body.name).toBe('Antipasti misti');
    const clash = await staff.put(`/api/admin/categories/${created.body.id}`, {
      name: 'Drinks',
    });
    expect(clash.status).toBe(409);

    const list = (await staff.get('/api/admin/categories')).body as { id: number }[];
    const reversed = list.map((c) => c.id).reverse();
    expect((await staff.put('/api/admin/categories/order', { ids: reversed })).status).toBe(200);
    const after = (await staff.get('/api/admin/categories')).body as { id: number }[];
    expect(after.map((c) => c.id)).toEqual(reversed);
    const partial = await staff.put('/api/admin/categories/order', { ids: reversed.slice(1) });
    expect(partial.status).toBe(409);

    const held = await staff.delete(`/api/admin/categories/${await categoryId('Drinks')}`);
    expect(held.status).toBe(409);
    expect(held.body.message).toMatch(/still holds \d+ item/);
    const gone = await staff.delete(`/api/admin/categories/${created.body.id}`);
    expect(gone.body).toEqual({ outcome: 'deleted' });
    expect(await latestAudit('category.deleted')).toMatchObject({ actorName: 'marco' });
  });
});

describe('merchandise in the back office', () => {
  const shirt = {
    name: 'Italieno Tee',
    description: 'Black, logo on the back',
    price: 25,
    image: null,
    category: 'T-Shirt',
    available: true,
  };

  it('is for admins only', async () => {
    const staff = await t.signedInAs('staff');
    expect((await staff.get('/api/admin/merchandise')).status).toBe(403);
    expect((await staff.post('/api/admin/merchandise', shirt)).status).toBe(403);
  });

  it('creates, edits, reorders, switches off and deletes or archives', async () => {
    const admin = await t.signedInAs('admin');
    const created = await admin.post('/api/admin/merchandise', shirt);
    expect(created.status).toBe(201);
    const edited = await admin.put(`/api/admin/merchandise/${created.body.id}`, {
      ...shirt,
      price: 27.5,
    });
    expect(edited.body.price).toBe(27.5);
    const shop = (await t.anonymous().get('/api/merchandise')).body as { id: number }[];
    expect(shop.map((m) => m.id)).toContain(created.body.id);

    const all = (await admin.get('/api/admin/merchandise?pageSize=100')).body.items as {
      id: number;
    }[];
    const order = [created.body.id, ...all.map((m) => m.id).filter((id) => id !== created.body.id)];
    expect((await admin.put('/api/admin/merchandise/order', { ids: order })).status).toBe(200);
    const shopAfter = (await t.anonymous().get('/api/merchandise')).body as { id: number }[];
    expect(shopAfter[0]!.id).toBe(created.body.id);

    const off = await admin.post('/api/admin/merchandise/availability', {
      ids: [created.body.id],
      available: false,
    });
    expect(off.body).toEqual({ updated: 1 });
    const hidden = (await t.anonymous().get('/api/merchandise')).body as { id: number }[];
    expect(hidden.map((m) => m.id)).not.toContain(created.body.id);

    expect((await admin.delete(`/api/admin/merchandise/${created.body.id}`)).body).toEqual({
      outcome: 'deleted',
    });
    const [rows] = await t.database.db
      .select()
      .from(merchandiseItems)
      .where(and(eq(merchandiseItems.id, created.body.id)));
    expect(rows).toBeUndefined();
  });

  it('refuses a category the shop does not sell', async () => {
    const admin = await t.signedInAs('admin');
    const res = await admin.post('/api/admin/merchandise', { ...shirt, category: 'Socks' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.category).toBeDefined();
  });
});

describe('photo upload', () => {
  it('re-encodes and resizes a JPEG, strips its metadata, and serves it for a year', async () => {
    const photo = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#c0392b' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'camera owner' } } })
      .toBuffer();
    // The declared type does not matter: the content decides.
    const res = await upload('staff', '/api/admin/menu/images', photo, 'application/octet-stream');
    expect(res.status).toBe(201);
    const stored = StoredImage.parse(res.body);
    expect(stored.url).toMatch(/^\/media\/menu\/[0-9a-f]{32}\.webp$/);

    const served = await fetch(t.url + stored.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    expect(meta.exif).toBeUndefined();
    const thumbnail = await fetch(t.url + stored.thumbnailUrl);
    const thumb = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect(thumb.width).toBe(320);
  });

  it('accepts PNG and WebP', async () => {
    for (const format of ['png', 'webp'] as const) {
      const image = await sharp({
        create: { width: 64, height: 64, channels: 4, background: '#00000000' },
      })
        .toFormat(format)
        .toBuffer();
      const res = await upload('admin', '/api/admin/merchandise/images', image, `image/${format}`);
      expect(res.status).toBe(201);
      expect(res.body.url).toMatch(/^\/media\/merchandise\//);
    }
  });

  it('refuses a file that is not an image, whatever its declared type', async () => {
    const text = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    const res = await upload('staff', '/api/admin/menu/images', text, 'image/jpeg');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(IMAGE_NOT_AN_IMAGE);
    const gif = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#fff' },
    })
      .gif()
      .toBuffer();
    const gifRes = await upload('staff', '/api/admin/menu/images', gif, 'image/png');
    expect(gifRes.status).toBe(400);
    expect(gifRes.body.message).toBe(IMAGE_NOT_AN_IMAGE);
    // A JPEG cut short after its header is refused too.
    const photo = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#123456' },
    })
      .jpeg()
      .toBuffer();
    const cut = await upload(
      'staff',
      '/api/admin/menu/images',
      photo.subarray(0, 200),
      'image/jpeg',
    );
    expect(cut.status).toBe(400);
  });

  it('refuses a 6 MB image with a clear message', async () => {
    // Noise does not compress, so this PNG is a real image of about 6 MB.
    const noise = randomBytes(1450 * 1450 * 3);
    const big = await sharp(noise, { raw: { width: 1450, height: 1450, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6_000_000);
    const res = await upload('admin', '/api/admin/menu/images', big, 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(IMAGE_TOO_LARGE);
  });

  it('refuses an empty body, and anyone outside the section before reading the photo', async () => {
    const empty = await upload('staff', '/api/admin/menu/images', new Uint8Array(), 'image/png');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Choose a photo to upload');
    const staffMerch = await upload(
      'staff',
      '/api/admin/merchandise/images',
      new Uint8Array(3),
      'image/png',
    );
    expect(staffMerch.status).toBe(403);
    const anonymous = await t
      .anonymous()
      .request('POST', '/api/admin/menu/images', { body: new Uint8Array(3) });
    expect(anonymous.status).toBe(401);
  });
});
