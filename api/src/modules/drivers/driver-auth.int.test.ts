import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createPostgresDatabase } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createAccount } from '../../../test/accounts';
import { TestClient } from '../../../test/http-client';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { drivers } from './drivers.tables';
import { driverApplication } from '../../../test/driver-applications';

let database: Database;
let app: TestApp;

beforeAll(async () => {
  database = await createPostgresDatabase();
  app = await startTestApp({
    database,
    rateLimits: { registrationsPerIp: { points: 1000, durationSeconds: 3600, blockSeconds: 0 } },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const application = driverApplication;

describe('POST /api/driver/register', () => {
  it('creates a driver account and an inactive driver profile, answering 201 { user, driver }', async () => {
    const body = application();
    const res = await app.client().post('/api/driver/register', body);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ username: body.username, role: 'driver' });
    expect(res.body.driver).toMatchObject({
      userId: res.body.user.id,
      fullName: 'Sofia Rossi',
      vehicleType: 'bike',
      isActive: false,
      agreementAccepted: true,
    });
    // The shop records when it received the agreement, not the date the browser claims.
    expect(new Date(res.body.driver.agreementDate).getFullYear()).toBeGreaterThan(2020);
  });

  it('when the username is taken, then 409 with the friendly text and nothing is created', async () => {
    const first = application();
    await app.client().post('/api/driver/register', first);
    const res = await app
      .client()
      .post('/api/driver/register', application({ username: first.username.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This username is already taken. Please choose a different username.',
    );
    const [row] = await database.db.select({ n: count() }).from(drivers);
    const [userRows] = await database.db.select({ n: count() }).from(users);
    expect(row!.n).toBe(userRows!.n);
  });

  it('when the e-mail address is registered, then 409 with the friendly text', async () => {
    const first = application();
    await app.client().post('/api/driver/register', first);
    const res = await app
      .client()
      .post('/api/driver/register', application({ email: first.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This email address is already registered. Please use a different email or try logging in.',
    );
  });

  it('when the agreement is not accepted, then 400 and no account', async () => {
    const body = application({ agreementAccepted: false });
    const res = await app.client().post('/api/driver/register', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You must accept the driver agreement');
    const found = await database.db.select().from(users).where(eq(users.username, body.username));
    expect(found).toEqual([]);
  });
});

describe('driver sign-in', () => {
  it('registers, signs in by e-mail, reads /api/driver/me with the bearer token and signs out', async () => {
    const body = application();
    await app.client().post('/api/driver/register', body);

    const browser = app.client();
    const login = await browser.post('/api/driver/login', {
      username: body.email,
      password: body.password,
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      token: expect.any(String),
      user: { username: body.username, role: 'driver' },
      driver: { isActive: false, vehicleType: 'bike' },
    });
    expect(browser.cookie('sid')).toBeTruthy();

    const portal = new TestClient(app.url);
    portal.bearer = login.body.token;
    const me = await portal.get('/api/driver/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      user: { id: login.body.user.id },
      driver: { id: login.body.driver.id, isActive: false },
    });
    expect(me.body.token).toBeUndefined();

    const out = await portal.post('/api/driver/logout');
    expect(out.status).toBe(200);
    expect((await portal.get('/api/driver/me')).status).toBe(401);
    expect((await browser.get('/api/driver/me')).status).toBe(401);
  });

  it('when a customer signs in on the driver login, then 403 and no session', async () => {
    const customer = await createAccount(database.db, 'customer');
    const client = app.client();
    const res = await client.post('/api/driver/login', {
      username: customer.username,
      password: customer.password,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This account is not a driver account');
    expect(client.cookie('sid')).toBeUndefined();
    const [row] = await database.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, customer.id));
    expect(row!.n).toBe(0);
  });

  it('when the password is wrong, then 401', async () => {
    const driver = await createAccount(database.db, 'driver');
    const res = await app
      .client()
      .post('/api/driver/login', { username: driver.username, password: 'not-the-password' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid username or password');
  });

  it('when a signed-in customer asks for /api/driver/me, then 403', async () => {
    const customer = await createAccount(database.db, 'customer');
    const client = app.client();
    await client.post('/api/login', { username: customer.username, password: customer.password });
    const res = await client.get('/api/driver/me');
    expect(res.status).toBe(403);
  });

  it('when nobody is signed in, then /api/driver/me answers 401', async () => {
    expect((await app.client().get('/api/driver/me')).status).toBe(401);
  });
});
