import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { createPostgresDatabase } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { Database } from '../../db/client';
import { users } from './auth.tables';

const USERNAME_TAKEN = 'This username is already taken. Please choose a different username.';
const EMAIL_TAKEN =
  'This email address is already registered. Please use a different email or try logging in.';

let database: Database;
let app: TestApp;

beforeAll(async () => {
  database = await createPostgresDatabase();
  // Many registrations come from one address here; the limit has its own tests.
  app = await startTestApp({
    database,
    rateLimits: { registrationsPerIp: { points: 1000, durationSeconds: 3600, blockSeconds: 0 } },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function userCount(username: string): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row!.n;
}

describe('POST /api/register', () => {
  it('creates a customer, answers 201 with a token and signs the browser in with a cookie', async () => {
    const client = app.client();
    const res = await client.post('/api/register', {
      username: 'anna',
      password: 'secret-pass',
      email: 'anna@example.com',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: 'anna',
      email: 'anna@example.com',
      role: 'customer',
      message: 'Registration successful',
    });
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.headers.getSetCookie().join('\n')).toMatch(/^sid=.+HttpOnly/im);

    const me = await client.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: res.body.id, username: 'anna', role: 'customer' });
  });

  it('when the body asks for the admin role, then a customer is created all the same', async () => {
    const res = await app.client().post('/api/register', {
      username: 'would-be-admin',
      password: 'secret-pass',
      role: 'admin',
    });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('customer');
    const [row] = await database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.username, 'would-be-admin'));
    expect(row?.role).toBe('customer');
  });

  it('when the username is taken (in any case), then 409 with the friendly text', async () => {
    await app.client().post('/api/register', { username: 'bruno', password: 'secret-pass' });
    const res = await app.client().post('/api/register', {
      username: 'BRUNO',
      password: 'other-pass',
      email: 'bruno2@example.com',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(USERNAME_TAKEN);
    expect(await userCount('bruno')).toBe(1);
  });

  it('when the e-mail address is registered in another case, then 409 with the friendly text', async () => {
    await app.client().post('/api/register', {
      username: 'carla',
      password: 'secret-pass',
      email: 'carla@example.com',
    });
    const res = await app.client().post('/api/register', {
      username: 'carla-two',
      password: 'secret-pass',
      email: 'Carla@Example.COM',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(EMAIL_TAKEN);
    expect(await userCount('carla-two')).toBe(0);
  });

  it.each([
    [{ username: 'ab', password: 'secret-pass' }, 'Username must be at least 3 characters'],
    [{ username: 'dario', password: '12345' }, 'Password must be at least 6 characters'],
    [
      { username: 'dario', password: 'secret-pass', email: 'not-an-address' },
      'Please enter a valid email address',
    ],
  ])(
    'when a field is invalid (%j), then 400 with its message and no user',
    async (body, message) => {
      const res = await app.client().post('/api/register', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ type: 'invalid_data', message });
      expect(await userCount(body.username)).toBe(0);
    },
  );

  it('accepts a 64-character password and signs in with it', async () => {
    const password = 'p'.repeat(40) + 'Q'.repeat(24);
    expect(password).toHaveLength(64);
    const created = await app.client().post('/api/register', { username: 'elena', password });
    expect(created.status).toBe(201);
    const login = await app.client().post('/api/login', { username: 'elena', password });
    expect(login.status).toBe(200);
  });

  it('stores the password as an argon2id hash with m=19456, t=2, p=1', async () => {
    await app.client().post('/api/register', { username: 'fabio', password: 'secret-pass' });
    const [row] = await database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.username, 'fabio'));
    expect(row?.hash).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/,
    );
    expect(row?.hash).not.toContain('secret-pass');
  });
});
