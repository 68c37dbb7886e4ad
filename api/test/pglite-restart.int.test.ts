/**
 * The embedded default keeps its data in DATA_DIR: what customers and staff did is still there
 * after a restart, and the demo data is seeded only into the empty database of the first start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { wholeShopConfig } from './shop-harness';
import { users } from '../src/modules/auth/auth.tables';
import { contactMessages } from '../src/modules/content/content.tables';
import { menuItems } from '../src/modules/menu/menu.tables';
import { startShop, type Shop } from '../src/shop';
import { TestClient } from './http-client';

const log = pino({ level: 'silent' });
const dir = mkdtempSync(join(tmpdir(), 'shop-pglite-'));

function startEmbedded(): Promise<Shop> {
  const config = wholeShopConfig({
    DATA_DIR: dir,
    SEED_DEMO: 'true',
  });
  expect(config.database).toEqual({ kind: 'pglite', dataDir: join(dir, 'pglite') });
  return startShop(config, { log });
}

async function counts(shop: Shop) {
  const db = shop.database.db;
  const [menu] = await db.select({ n: count() }).from(menuItems);
  const [accounts] = await db.select({ n: count() }).from(users);
  const [messages] = await db.select({ n: count() }).from(contactMessages);
  return { menuItems: menu!.n, users: accounts!.n, contactMessages: messages!.n };
}

describe('embedded shop data across a restart', () => {
  let shop: Shop | null = null;
  afterAll(async () => {
    await shop?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps accounts, messages and staff changes, and does not seed the demo data again', async () => {
    shop = await startEmbedded();
    const first = await counts(shop);
    expect(first.menuItems).toBeGreaterThan(0);
    const menuBefore = (await new TestClient(shop.url).get('/api/menu')).body;

    const customer = new TestClient(shop.url);
    const registered = await customer.post('/api/register', {
      username: 'restart-tester',
      password: 'survives1234',
      email: 'restart@example.com',
    });
    expect(registered.status).toBe(201);
    const contact = await customer.post('/api/contact', {
      firstName: 'Elena',
      lastName: 'Visser',
      email: 'elena@example.com',
      message: 'Is the terrace open on Sunday evenings?',
    });
    expect(contact.status).toBe(200);
    const staff = new TestClient(shop.url);
    expect(
      (await staff.post('/api/login', { username: 'marco', password: 'kitchen1234' })).status,
    ).toBe(200);
    expect(
      (await staff.put('/api/admin/ordering-status', { merchandiseOrderingEnabled: false })).status,
    ).toBe(200);

    await shop.stop();
    shop = await startEmbedded();

    expect(await counts(shop)).toEqual({
      menuItems: first.menuItems,
      users: first.users + 1,
      contactMessages: first.contactMessages + 1,
    });
    const again = new TestClient(shop.url);
    const login = await again.post('/api/login', {
      username: 'restart-tester',
      password: 'survives1234',
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ username: 'restart-tester', email: 'restart@example.com' });
    const [message] = await shop.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'elena@example.com'));
    expect(message).toMatchObject({ message: 'Is the terrace open on Sunday evenings?' });
    // The seed would have switched merchandise ordering back on.
    expect((await again.get('/api/ordering-status')).body).toMatchObject({
      merchandiseOrderingEnabled: false,
    });
    expect((await again.get('/api/menu')).body).toEqual(menuBefore);
  }, 120_000); // two cold starts of PGlite, migrations and the seed
});
