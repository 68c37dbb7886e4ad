import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Address } from '@shop/contracts';
import { createPostgresDatabase } from '../../../test/databases';
import {
  StubServer,
  insertTestZones,
  signedInCustomer,
  startGeoTestApp,
  type GeoTestApp,
} from '../../../test/geo-fixtures';
import type { TestClient } from '../../../test/http-client';
import type { Database } from '../../db/client';
import { addresses, guestSessions } from './addresses.tables';

let database: Database;
let app: GeoTestApp;

beforeAll(async () => {
  database = await createPostgresDatabase();
  await insertTestZones(database.db);
  app = await startGeoTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const home = {
  label: 'home',
  streetAddress: 'Kinkerstraat 12',
  city: 'Amsterdam',
  state: 'Noord-Holland',
  zipCode: '1053 DX',
  country: 'Netherlands',
  additionalInfo: 'Second floor',
  latitude: 52.3664,
  longitude: 4.8665,
};
const work = { ...home, label: 'work', streetAddress: 'Damrak 1', zipCode: '1012 LG' };

async function save(client: TestClient, body: object) {
  const res = await client.post('/api/addresses', body);
  expect(res.status, res.text).toBe(201);
  return Address.parse(res.body);
}

async function defaults(userId: number) {
  const rows = await database.db.select().from(addresses).where(eq(addresses.userId, userId));
  return rows.filter((r) => r.isDefault).map((r) => r.id);
}

describe('saved addresses', () => {
  it('need a signed-in user', async () => {
    const anonymous = app.client();
    expect((await anonymous.get('/api/addresses')).status).toBe(401);
    expect((await anonymous.get('/api/addresses/default')).status).toBe(401);
    expect((await anonymous.post('/api/addresses', home)).status).toBe(401);
    expect((await anonymous.patch('/api/addresses/1/default')).status).toBe(401);
    expect((await anonymous.delete('/api/addresses/1')).status).toBe(401);
  });

  it('GET /api/addresses/default is null before anything is saved', async () => {
    const { client } = await signedInCustomer(database.db, app.url);
    const res = await client.get('/api/addresses/default');
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
    expect((await client.get('/api/addresses')).body).toEqual([]);
  });

  it('the first address becomes the default even when not asked', async () => {
    const { client } = await signedInCustomer(database.db, app.url);
    const saved = await save(client, { ...home, isDefault: false });
    expect(saved).toMatchObject({ ...home, isDefault: true });
    expect((await client.get('/api/addresses/default')).body).toMatchObject({ id: saved.id });
  });

  it('a new default replaces the old one: exactly one default', async () => {
    const { user, client } = await signedInCustomer(database.db, app.url);
    const first = await save(client, home);
    const second = await save(client, { ...work, isDefault: true });
    const third = await save(client, { ...work, label: 'other', isDefault: false });
    expect(await defaults(user.id)).toEqual([second.id]);
    const list = (await client.get('/api/addresses')).body as Address[];
    expect(list.map((a) => a.id)).toEqual([second.id, third.id, first.id]);
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);

    const patched = await client.patch(`/api/addresses/${first.id}/default`);
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: first.id, isDefault: true });
    expect(await defaults(user.id)).toEqual([first.id]);
  });

  it('saving several defaults at once still leaves exactly one', async () => {
    const { user, client } = await signedInCustomer(database.db, app.url);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        client.post('/api/addresses', { ...home, label: `home ${i}`, isDefault: true }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(await defaults(user.id)).toHaveLength(1);
  });

  it('deleting the default passes it to the newest remaining address', async () => {
    const { user, client } = await signedInCustomer(database.db, app.url);
    const first = await save(client, home);
    const second = await save(client, { ...work, isDefault: false });
    const res = await client.delete(`/api/addresses/${first.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Address deleted' });
    expect(await defaults(user.id)).toEqual([second.id]);
    await client.delete(`/api/addresses/${second.id}`);
    expect((await client.get('/api/addresses/default')).body).toBeNull();
  });

  it("another customer's address id is a 404 for every call, and stays untouched", async () => {
    const owner = await signedInCustomer(database.db, app.url);
    const other = await signedInCustomer(database.db, app.url);
    const saved = await save(owner.client, home);
    await save(other.client, work);
    for (const res of [
      await other.client.patch(`/api/addresses/${saved.id}/default`),
      await other.client.delete(`/api/addresses/${saved.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('We could not find this address.');
    }
    const otherList = (await other.client.get('/api/addresses')).body as Address[];
    expect(otherList.map((a) => a.id)).not.toContain(saved.id);
    expect((await owner.client.get('/api/addresses')).body).toMatchObject([
      { id: saved.id, isDefault: true },
    ]);
  });

  it('an unknown id is a 404 and a bad id a 400', async () => {
    const { client } = await signedInCustomer(database.db, app.url);
    expect((await client.delete('/api/addresses/999999')).status).toBe(404);
    expect((await client.patch('/api/addresses/abc/default')).status).toBe(400);
  });

  it.each([
    [{ ...home, label: 'x' }, 'Address label is required'],
    [{ ...home, streetAddress: 'Dam' }, 'Street address is required'],
    [{ ...home, city: undefined }, 'City is required'],
    [{ ...home, zipCode: '' }, 'Zip/Postal code is required'],
    [{ ...home, country: 'N' }, 'Country is required'],
    [{ ...home, latitude: 123 }, 'Latitude must be between -90 and 90'],
    [{ streetAddress: 'Damrak 1', latitude: 'north', longitude: 4.9 }, 'Invalid coordinates'],
  ])('refuses %j with the spec message', async (body, message) => {
    const { client } = await signedInCustomer(database.db, app.url);
    const res = await client.post('/api/addresses', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('ignores a userId in the body: the address belongs to the caller', async () => {
    const victim = await signedInCustomer(database.db, app.url);
    const caller = await signedInCustomer(database.db, app.url);
    const saved = await save(caller.client, { ...home, userId: victim.user.id });
    const [row] = await database.db.select().from(addresses).where(eq(addresses.id, saved.id));
    expect(row!.userId).toBe(caller.user.id);
    expect((await victim.client.get('/api/addresses')).body).toEqual([]);
  });

  it('accepts the location flow short form and fills postcode and city by reverse geocoding', async () => {
    const { user, client } = await signedInCustomer(database.db, app.url);
    const saved = await save(client, {
      userId: user.id,
      streetAddress: 'Damrak 1',
      latitude: 52.3755,
      longitude: 4.8958,
      isDefault: true,
    });
    expect(saved).toMatchObject({
      label: 'other',
      streetAddress: 'Damrak 1',
      city: 'Amsterdam',
      country: 'Netherlands',
      latitude: 52.3755,
      longitude: 4.8958,
      isDefault: true,
    });
    expect(saved.zipCode).toMatch(/^10\d\d$/);
  });

  it('reads a full one-line address in the short form', async () => {
    const { client } = await signedInCustomer(database.db, app.url);
    const saved = await save(client, {
      streetAddress: 'Prinsengracht 263, 1016 GV Amsterdam, Netherlands',
      latitude: 52.3752,
      longitude: 4.884,
      isDefault: false,
    });
    expect(saved).toMatchObject({
      streetAddress: 'Prinsengracht 263',
      zipCode: '1016 GV',
      city: 'Amsterdam',
      country: 'Netherlands',
    });
  });

  it('still saves the short form when the geocoder is down, with the fallbacks', async () => {
    const down = new StubServer();
    const base = await down.start();
    const downApp = await startGeoTestApp(database, {
      kind: 'pdok',
      baseUrl: base,
      timeoutMs: 300,
    });
    try {
      const { client } = await signedInCustomer(database.db, downApp.url);
      const saved = await save(client, {
        streetAddress: 'Somewhere 5',
        latitude: 52.37,
        longitude: 4.9,
        isDefault: true,
      });
      expect(saved).toMatchObject({
        streetAddress: 'Somewhere 5',
        city: 'Amsterdam',
        country: 'Netherlands',
        zipCode: '',
      });
    } finally {
      await downApp.close();
      await down.close();
    }
  });

  it('read an id in the path as decimal digits only: 0x10 or " 1" names no address', async () => {
    const { client, user } = await signedInCustomer(database.db, app.url);
    await save(client, { ...home, isDefault: true });
    const second = await save(client, { ...work, isDefault: false });
    const defaultsBefore = await defaults(user.id);
    for (const written of [`0x${second.id.toString(16)}`, `%20${second.id}`, `${second.id}.0`]) {
      const patch = await client.patch(`/api/addresses/${written}/default`);
      expect(patch.status, written).toBe(400);
      expect(patch.body).toMatchObject({ type: 'invalid_data', message: 'id: Invalid id' });
      expect((await client.delete(`/api/addresses/${written}`)).status, written).toBe(400);
    }
    expect(await defaults(user.id)).toEqual(defaultsBefore);
    expect((await client.get('/api/addresses')).body).toHaveLength(2);
  });
});

describe('POST /api/guest-session', () => {
  const guest = {
    name: 'Giulia Rossi',
    email: 'giulia@example.com',
    phone: '+31 6 1234 5678',
    address: {
      streetAddress: 'Javastraat 100',
      city: 'Amsterdam',
      zipCode: '1094 HJ',
      country: 'Netherlands',
      latitude: 52.363,
      longitude: 4.9395,
    },
  };

  it('stores the contact and address under the guest cookie, never answering the token', async () => {
    const client = app.client();
    const res = await client.post('/api/guest-session', guest);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ ok: true, guestSessionId: expect.any(Number) });
    const token = client.cookie('guest');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.text).not.toContain(token!);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const [row] = await database.db
      .select()
      .from(guestSessions)
      .where(eq(guestSessions.id, res.body.guestSessionId));
    expect(row).toMatchObject({
      name: 'Giulia Rossi',
      email: 'giulia@example.com',
      phone: '+31 6 1234 5678',
      address: {
        streetAddress: 'Javastraat 100',
        city: 'Amsterdam',
        zipCode: '1094 HJ',
        state: null,
        additionalInfo: null,
        latitude: 52.363,
        longitude: 4.9395,
      },
    });
    expect(row!.tokenHash).not.toBe(token);
  });

  it('a second post from the same browser updates its one session', async () => {
    const client = app.client();
    const first = await client.post('/api/guest-session', guest);
    const second = await client.post('/api/guest-session', { ...guest, name: 'Giulia R.' });
    expect(second.body.guestSessionId).toBe(first.body.guestSessionId);
    const [row] = await database.db
      .select()
      .from(guestSessions)
      .where(eq(guestSessions.id, first.body.guestSessionId));
    expect(row!.name).toBe('Giulia R.');
  });

  it.each([
    [{ ...guest, name: 'G' }, 'Full name is required'],
    [{ ...guest, email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...guest, phone: '123' }, 'Please enter a valid phone number'],
    [
      { ...guest, address: { ...guest.address, streetAddress: 'Dam' } },
      'Street address is required',
    ],
    [{ ...guest, address: undefined }, 'address'],
  ])('refuses %j', async (body, message) => {
    const client = app.client();
    const res = await client.post('/api/guest-session', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect(client.cookie('guest')).toBeUndefined();
  });
});
