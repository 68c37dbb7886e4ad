import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MerchandiseCategory, MerchandiseItem } from '@shop/contracts';
import { startSeededApp, type SeededApp } from '../../../test/seeded-app';
import { catalogChanged } from '../../../test/catalog-helpers';
import { merchandiseItems } from './merchandise.tables';

let t: SeededApp;

beforeAll(async () => {
  t = await startSeededApp();
});
afterAll(async () => {
  await t?.stop();
});

describe('GET /api/merchandise', () => {
  it('answers the items on sale, each with its category and a price in euros', async () => {
    const res = await t.anonymous().get('/api/merchandise');
    expect(res.status).toBe(200);
    const items = z.array(MerchandiseItem).parse(res.body);
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.every((i) => i.available)).toBe(true);
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(MerchandiseCategory.options));
    const hoodie = items.find((i) => i.name === 'Italieno Classic Hoodie');
    expect(hoodie).toMatchObject({ price: 54.95, category: 'Hoodie' });
    expect(items.every((i) => i.image?.startsWith('/images/merchandise/'))).toBe(true);
  });

  it('answers 304 to a browser that holds the current version', async () => {
    const first = await t.anonymous().get('/api/merchandise');
    const again = await t
      .anonymous()
      .get('/api/merchandise', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('never shows an item that is not on sale', async () => {
    const before = await t.anonymous().get('/api/merchandise');
    await t.database.db.insert(merchandiseItems).values([
      { name: 'Sold-out scarf', priceCents: 2500, category: 'Accessory', available: false },
      { name: 'New mug', priceCents: 1200, category: 'Accessory' },
    ]);
    await t.feed.publish(catalogChanged(['merchandise']));
    const after = await t
      .anonymous()
      .get('/api/merchandise', { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    const names = after.body.map((i: MerchandiseItem) => i.name);
    expect(names).toContain('New mug');
    expect(names).not.toContain('Sold-out scarf');
  });
});
