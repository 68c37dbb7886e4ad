import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AccountExport, Profile } from '@shop/contracts';
import type { DomainEvent } from '@shop/contracts/events';
import { createPostgresDatabase } from '../../../test/databases';
import { createAccount, signInWithBearer } from '../../../test/accounts';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { outboxEvents } from '../../../test/food-orders';
import type { TestClient } from '../../../test/http-client';
import type { Database } from '../../db/client';
import { users, sessions, addresses, merchandiseOrders, orderItems, orders } from '../../db/schema';
import { auditLog } from '../../shared/audit/audit.tables';
import { emailPreferences, notifications } from '@shop/workers/tables';
import { EMAIL_TAKEN } from '../auth';

let database: Database;
let app: TestApp;

beforeAll(async () => {
  database = await createPostgresDatabase();
  app = await startTestApp({ database });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function signedIn(role: 'customer' | 'staff' | 'admin' | 'driver' = 'customer') {
  const account = await createAccount(database.db, role);
  const client = app.client();
  await signInWithBearer(client, account);
  return { account, client };
}

/** A paid delivery order of the user's, with one line, straight in the database. */
async function insertOrder(userId: number, name: string, email: string) {
  const [order] = await database.db
    .insert(orders)
    .values({
      orderType: 'normal',
      userId,
      customerName: name,
      customerEmail: email,
      customerPhone: '+31 6 1234 5678',
      deliveryType: 'delivery',
      deliveryAddress: {
        streetAddress: 'Kinkerstraat 12',
        city: 'Amsterdam',
        zipCode: '1053 DX',
        country: 'Netherlands',
      },
      subtotalCents: 1250,
      foodTaxCents: 103,
      deliveryFeeCents: 250,
      serviceFeeCents: 75,
      totalCents: 1575,
      orderNotes: 'Ring twice, ask for ' + name,
      status: 'delivered',
      paymentStatus: 'paid',
    })
    .returning();
  await database.db.insert(orderItems).values({
    orderId: order!.id,
    menuItemId: 1,
    name: 'Panino Classico',
    quantity: 2,
    unitPriceCents: 625,
    taxRate: '0.090',
    lineTotalCents: 1250,
  });
  return order!;
}

async function accountEvents(userId: number) {
  const rows = await outboxEvents(database.db, 'account.email-requested');
  return rows
    .map((r) => r.event as DomainEvent)
    .filter(
      (e): e is Extract<DomainEvent, { name: 'account.email-requested' }> =>
        e.name === 'account.email-requested' && e.data.userId === userId,
    );
}

const details = {
  fullName: 'Giulia Rossi',
  phone: '+31 6 1234 5678',
  language: 'nl',
  statusEmails: { readyForPickup: true, outForDelivery: false, delivered: false },
};

describe('the profile', () => {
  it('needs a signed-in user for every own-account call', async () => {
    const anonymous = app.client();
    expect((await anonymous.get('/api/account/profile')).status).toBe(401);
    expect((await anonymous.patch('/api/account/profile', details)).status).toBe(401);
    expect((await anonymous.post('/api/account/email', {})).status).toBe(401);
    expect((await anonymous.post('/api/account/password', {})).status).toBe(401);
    expect((await anonymous.get('/api/account/export')).status).toBe(401);
    expect((await anonymous.post('/api/account/delete', { password: 'x' })).status).toBe(401);
    const upload = await anonymous.request('PUT', '/api/account/profile-image', {
      body: 'x',
      headers: { 'content-type': 'image/png' },
    });
    expect(upload.status).toBe(401);
  });

  it('starts empty with every status e-mail on, and saves name, phone, language and preferences', async () => {
    const { account, client } = await signedIn();
    const first = Profile.parse((await client.get('/api/account/profile')).body);
    expect(first).toMatchObject({
      username: account.username,
      email: account.email,
      fullName: '',
      phone: '',
      language: 'en',
      statusEmails: { readyForPickup: true, outForDelivery: true, delivered: true },
      pendingEmail: null,
    });
    const saved = await client.patch('/api/account/profile', details);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject(details);
    expect((await client.get('/api/account/profile')).body).toMatchObject(details);
    const [prefs] = await database.db
      .select()
      .from(emailPreferences)
      .where(eq(emailPreferences.userId, account.id));
    expect(prefs).toMatchObject({ outForDelivery: false, delivered: false, readyForPickup: true });
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const { client } = await signedIn();
    const bad = await client.patch('/api/account/profile', {
      ...details,
      phone: 'call me maybe',
      language: 'fr',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.phone).toEqual(['Please enter a valid phone number']);
    expect(bad.body.fieldErrors.language).toBeDefined();
    const markup = await client.patch('/api/account/profile', { ...details, fullName: '<b>x</b>' });
    expect(markup.status).toBe(400);
    expect((await client.get('/api/account/profile')).body.fullName).toBe('');
  });
});

describe('the language chosen at sign-up', () => {
  it("is the new account's profile language, which its e-mails follow", async () => {
    const client = app.client();
    const registered = await client.post('/api/register', {
      username: 'annelies_nl',
      password: 'geheim123',
      language: 'nl',
    });
    expect(registered.status).toBe(201);
    const profile = await client.get('/api/account/profile');
    expect(Profile.parse(profile.body).language).toBe('nl');

    const other = app.client();
    await other.post('/api/register', { username: 'john_en', password: 'secret123' });
    expect(Profile.parse((await other.get('/api/account/profile')).body).language).toBe('en');
  });
});

describe('changing the e-mail address', () => {
  it('asks for the password, sends a link to the new address, and changes it once opened', async () => {
    const { account, client } = await signedIn();
    const newEmail = `new-${account.username}@example.com`;
    const wrong = await client.post('/api/account/email', {
      email: newEmail,
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors.password).toEqual(['Your password is not correct']);

    const asked = await client.post('/api/account/email', {
      email: newEmail,
      password: account.password,
    });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body).toMatchObject({ email: account.email, pendingEmail: newEmail });

    const [event] = await accountEvents(account.id);
    expect(event!.data).toMatchObject({ kind: 'email-change', to: newEmail });
    const token = event!.data.token!;

    // The link works without signing in (another device), once.
    const opened = await app.client().post('/api/account/email/confirm', { token });
    expect(opened.status, opened.text).toBe(200);
    expect((await client.get('/api/account/profile')).body).toMatchObject({
      email: newEmail,
      pendingEmail: null,
    });
    const again = await app.client().post('/api/account/email/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/not valid any more/);
    expect(
      (await app.client().post('/api/account/email/confirm', { token: 'made-up' })).status,
    ).toBe(400);
  });

  it('answers a taken address in the spec’s words for duplicates', async () => {
    const other = await createAccount(database.db, 'customer');
    const { account, client } = await signedIn();
    const res = await client.post('/api/account/email', {
      email: other.email!.toUpperCase(),
      password: account.password,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(EMAIL_TAKEN);
    expect(res.body.fieldErrors.email).toEqual([EMAIL_TAKEN]);
    expect(await accountEvents(account.id)).toHaveLength(0);
  });

  it('refuses an address that is not one', async () => {
    const { account, client } = await signedIn();
    const res = await client.post('/api/account/email', {
      email: 'not-an-address',
      password: account.password,
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.email).toEqual(['Please enter a valid email address']);
  });
});

describe('changing the password', () => {
  it('needs the current one, and ends every other session', async () => {
    const { account, client } = await signedIn();
    const otherDevice = app.client();
    await signInWithBearer(otherDevice, account);

    const wrong = await client.post('/api/account/password', {
      currentPassword: 'wrong-one',
      newPassword: 'brand-new-1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors.currentPassword).toEqual(['Your password is not correct']);
    const short = await client.post('/api/account/password', {
      currentPassword: account.password,
      newPassword: '123',
    });
    expect(short.status).toBe(400);
    expect(short.body.fieldErrors.newPassword).toEqual(['Password must be at least 6 characters']);

    const ok = await client.post('/api/account/password', {
      currentPassword: account.password,
      newPassword: 'brand-new-1',
    });
    expect(ok.status, ok.text).toBe(200);
    expect((await client.get('/api/account/profile')).status).toBe(200);
    expect((await otherDevice.get('/api/account/profile')).status).toBe(401);
    const oldLogin = await app
      .client()
      .post('/api/login', { username: account.username, password: account.password });
    expect(oldLogin.status).toBe(401);
    const newLogin = await app
      .client()
      .post('/api/login', { username: account.username, password: 'brand-new-1' });
    expect(newLogin.status).toBe(200);
  });
});

describe('the profile image', () => {
  const upload = (client: TestClient, body: Buffer, type = 'image/png') =>
    fetch(`${app.url}/api/account/profile-image`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${client.bearer}`, 'content-type': type },
      body,
    });

  it('is re-encoded as a square, served at its own address, and shown as the user’s image', async () => {
    const { client } = await signedIn();
    const wide = await sharp({
      create: { width: 800, height: 400, channels: 3, background: '#c0392b' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    const res = await upload(client, wide, 'image/jpeg');
    expect(res.status).toBe(200);
    const profile = Profile.parse(await res.json());
    expect(profile.profileImage).toMatch(/^\/media\/avatar\/[0-9a-f]{32}\.webp$/);
    expect((await client.get('/api/user')).body.profileImage).toBe(profile.profileImage);

    const served = await fetch(app.url + profile.profileImage);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    expect(meta.exif).toBeUndefined();

    const removed = await client.delete('/api/account/profile-image');
    expect(removed.body.profileImage).toBeNull();
    expect((await fetch(app.url + profile.profileImage)).status).toBe(404);
  });

  it('refuses a file that is not an image, whatever it claims, and one over 5 MB', async () => {
    const { client } = await signedIn();
    const text = await upload(client, Buffer.from('<svg onload="alert(1)">'), 'image/png');
    expect(text.status).toBe(422);
    expect(((await text.json()) as { message: string }).message).toBe(
      'This file is not an image we can read. Choose a JPEG, PNG, WebP or GIF picture.',
    );
    const big = await upload(client, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toBe(
      'The image is larger than 5 MB. Choose a smaller one.',
    );
    expect((await client.get('/api/account/profile')).body.profileImage).toBeNull();
  });
});

describe('downloading my data', () => {
  it('holds exactly the user’s account, addresses, orders with lines and notifications', async () => {
    const { account, client } = await signedIn();
    const other = await signedIn();
    await client.patch('/api/account/profile', details);
    for (const who of [account, other.account]) {
      await database.db.insert(addresses).values({
        userId: who.id,
        label: 'home',
        streetAddress: `Street of ${who.username}`,
        city: 'Amsterdam',
        zipCode: '1053 DX',
        country: 'Netherlands',
        isDefault: true,
      });
      await insertOrder(who.id, who.username, who.email!);
      await database.db
        .insert(notifications)
        .values({ userId: who.id, type: 'notification', title: 'Hi', message: who.username });
    }

    const res = await client.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.json"$/);
    const data = AccountExport.parse(res.body);
    expect(data.account).toMatchObject({
      id: account.id,
      username: account.username,
      fullName: 'Giulia Rossi',
    });
    expect(data.addresses.map((a) => a.streetAddress)).toEqual([`Street of ${account.username}`]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]!.items).toEqual([
      expect.objectContaining({ name: 'Panino Classico', quantity: 2, lineTotalCents: 1250 }),
    ]);
    expect(data.notifications.map((n) => n.message)).toEqual([account.username]);
    expect(JSON.stringify(data)).not.toContain(other.account.username);

    const [event] = await accountEvents(account.id);
    expect(event!.data).toMatchObject({ kind: 'data-export', to: account.email, token: null });
  });
});

describe('deleting my account', () => {
  it('is refused without the right password, and for staff', async () => {
    const { account, client } = await signedIn();
    const wrong = await client.post('/api/account/delete', { password: 'not-mine-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors.password).toEqual(['Your password is not correct']);
    expect((await client.post('/api/account/delete', {})).status).toBe(400);
    expect((await client.get('/api/account/profile')).status).toBe(200);

    const staff = await signedIn('staff');
    const refused = await staff.client.post('/api/account/delete', {
      password: staff.account.password,
    });
    expect(refused.status).toBe(403);
    expect(account.id).toBeGreaterThan(0);
  });

  it('erases the person, keeps their orders without them, ends sessions and sign-in', async () => {
    const { account, client } = await signedIn();
    await client.patch('/api/account/profile', details);
    const order = await insertOrder(account.id, 'Giulia Rossi', account.email!);
    const [merch] = await database.db
      .insert(merchandiseOrders)
      .values({
        userId: account.id,
        customerName: 'Giulia Rossi',
        customerEmail: account.email!,
        addressLine1: 'Kinkerstraat 12',
        city: 'Amsterdam',
        postalCode: '1053 DX',
        country: 'Netherlands',
        subtotalCents: 3000,
        vatCents: 521,
        shippingCents: 599,
        totalCents: 3599,
      })
      .returning();

    const res = await client.post('/api/account/delete', { password: account.password });
    expect(res.status, res.text).toBe(200);

    expect((await client.get('/api/account/profile')).status).toBe(401);
    const login = await app
      .client()
      .post('/api/login', { username: account.username, password: account.password });
    expect(login.status).toBe(401);
    expect(await database.db.select().from(users).where(eq(users.id, account.id))).toEqual([]);
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, account.id)),
    ).toEqual([]);

    const [kept] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      userId: null,
      customerName: 'Deleted customer',
      customerEmail: '',
      customerPhone: '',
      orderNotes: null,
      totalCents: 1575,
    });
    expect(kept!.deliveryAddress).toMatchObject({ streetAddress: '', city: 'Amsterdam' });
    expect(JSON.stringify(kept)).not.toContain('Rossi');
    expect(
      await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    ).toHaveLength(1);
    const [keptMerch] = await database.db
      .select()
      .from(merchandiseOrders)
      .where(eq(merchandiseOrders.id, merch!.id));
    expect(keptMerch).toMatchObject({
      userId: null,
      customerName: 'Deleted customer',
      addressLine1: '',
      country: 'Netherlands',
      totalCents: 3599,
    });

    const events = await accountEvents(account.id);
    expect(events.map((e) => [e.data.kind, e.data.to])).toEqual([
      ['account-deleted', account.email],
    ]);
  });
});

describe('the back office’s export and erasure of a customer', () => {
  it('are for admins and staff only, audited, and about customers only', async () => {
    const customer = await createAccount(database.db, 'customer');
    const driver = await signedIn('driver');
    const other = await signedIn();
    for (const client of [driver.client, other.client]) {
      expect((await client.get(`/api/admin/customers/${customer.id}/export`)).status).toBe(403);
      expect(
        (await client.post(`/api/admin/customers/${customer.id}/erase`, { confirm: true })).status,
      ).toBe(403);
    }

    const { client, account: staff } = await signedIn('staff');
    const exported = await client.get(`/api/admin/customers/${customer.id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(AccountExport.parse(exported.body).account.username).toBe(customer.username);

    expect((await client.get('/api/admin/customers/0x1/export')).status).toBe(400);
    expect((await client.get(`/api/admin/customers/${staff.id}/export`)).status).toBe(404);
    expect((await client.post(`/api/admin/customers/${customer.id}/erase`, {})).status).toBe(400);
    expect(
      (await client.post(`/api/admin/customers/${customer.id}/erase`, { confirm: 'yes' })).status,
    ).toBe(400);

    const erased = await client.post(`/api/admin/customers/${customer.id}/erase`, {
      confirm: true,
    });
    expect(erased.status, erased.text).toBe(200);
    expect(await database.db.select().from(users).where(eq(users.id, customer.id))).toEqual([]);
    expect(
      (await client.post(`/api/admin/customers/${customer.id}/erase`, { confirm: true })).status,
    ).toBe(404);

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(customer.id)));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual(
      expect.arrayContaining([
        ['customer.exported', staff.id],
        ['customer.erased', staff.id],
      ]),
    );
  });
});
