import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { createPostgresDatabase } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createAccount } from '../../../test/accounts';
import { TestClient } from '../../../test/http-client';
import type { Database } from '../../db/client';
import { sessions, users } from './auth.tables';

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

async function sessionCount(userId: number): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row!.n;
}

describe('POST /api/login', () => {
  it('signs in with a cookie session and answers the user, a token and a message', async () => {
    const account = await createAccount(database.db, 'customer');
    const client = app.client();
    const res = await client.post('/api/login', {
      username: account.username,
      password: account.password,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: account.id,
      username: account.username,
      role: 'customer',
      message: 'Login successful',
    });
    expect(client.cookie('sid')).toBeTruthy();
    expect((await client.get('/api/user')).body.id).toBe(account.id);
  });

  it('accepts the e-mail address in place of the username, in any case', async () => {
    const account = await createAccount(database.db, 'customer');
    const res = await app
      .client()
      .post('/api/login', { username: account.email!.toUpperCase(), password: account.password });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(account.id);
  });

  it('when the token from the body is sent as a bearer, then GET /api/user answers the user', async () => {
    const account = await createAccount(database.db, 'customer');
    const login = await app
      .client()
      .post('/api/login', { username: account.username, password: account.password });
    const bearer = new TestClient(app.url);
    bearer.bearer = login.body.token;
    const me = await bearer.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(account.username);
  });

  it('when the password is wrong or the user unknown, then the same 401 body', async () => {
    const account = await createAccount(database.db, 'customer');
    const wrong = await app
      .client()
      .post('/api/login', { username: account.username, password: 'wrong-password' });
    const unknown = await app
      .client()
      .post('/api/login', { username: 'nobody-here', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid username or password');
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('when a browser signs in again, then its previous session ends', async () => {
    const account = await createAccount(database.db, 'customer');
    const client = app.client();
    const credentials = { username: account.username, password: account.password };
    const first = await client.post('/api/login', credentials);
    await client.post('/api/login', credentials);
    expect(await sessionCount(account.id)).toBe(1);
    const old = new TestClient(app.url);
    old.bearer = first.body.token;
    expect((await old.get('/api/user')).status).toBe(401);
  });

  it('when a stored hash has older parameters, then a login rehashes it with the current ones', async () => {
    const account = await createAccount(database.db, 'customer');
    const weak = await hash(account.password, {
      algorithm: 2,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    await database.db.update(users).set({ passwordHash: weak }).where(eq(users.id, account.id));

    const res = await app
      .client()
      .post('/api/login', { username: account.username, password: account.password });
    expect(res.status).toBe(200);
    const [row] = await database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, account.id));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const again = await app
      .client()
      .post('/api/login', { username: account.username, password: account.password });
    expect(again.status).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('ends the session: the old cookie and the old token then get 401', async () => {
    const account = await createAccount(database.db, 'customer');
    const client = app.client();
    const login = await client.post('/api/login', {
      username: account.username,
      password: account.password,
    });
    const oldCookie = client.cookie('sid')!;

    const out = await client.post('/api/logout');
    expect(out.status).toBe(200);
    expect(client.cookie('sid')).toBeUndefined();

    const withCookie = await app.client().get('/api/user', { cookie: `sid=${oldCookie}` });
    expect(withCookie.status).toBe(401);
    const withToken = new TestClient(app.url);
    withToken.bearer = login.body.token;
    expect((await withToken.get('/api/user')).status).toBe(401);
    expect(await sessionCount(account.id)).toBe(0);
  });
});

describe('POST /api/admin/login', () => {
  it('when a customer signs in there, then 403 naming the role and no session', async () => {
    const account = await createAccount(database.db, 'customer');
    const client = app.client();
    const res = await client.post('/api/admin/login', {
      username: account.username,
      password: account.password,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have admin privileges. Your role: customer');
    expect(client.cookie('sid')).toBeUndefined();
    expect(await sessionCount(account.id)).toBe(0);
  });

  it('when a driver signs in there, then 403 naming the role', async () => {
    const account = await createAccount(database.db, 'driver');
    const res = await app
      .client()
      .post('/api/admin/login', { username: account.username, password: account.password });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have admin privileges. Your role: driver');
  });

  it.each(['staff', 'admin'] as const)('signs a %s in', async (role) => {
    const account = await createAccount(database.db, role);
    const client = app.client();
    const res = await client.post('/api/admin/login', {
      username: account.username,
      password: account.password,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role, message: 'Login successful' });
    expect((await client.get('/api/user')).body.role).toBe(role);
  });

  it('when the username is empty, then 400 Username is required', async () => {
    const res = await app
      .client()
      .post('/api/admin/login', { username: '', password: 'secret-pass' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Username is required');
  });
});
