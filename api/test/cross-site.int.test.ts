import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './databases';
import { startTestApp, type TestApp } from './test-app';
import { createAccount } from './accounts';
import { TestClient } from './http-client';
import type { Database } from '../src/db/client';

let database: Database;
let app: TestApp;

beforeAll(async () => {
  database = await createPostgresDatabase();
  app = await startTestApp({ database, config: { allowedOrigins: ['https://shop.example'] } });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function cookieSession(): Promise<{ client: TestClient; token: string }> {
  const account = await createAccount(database.db, 'customer');
  const client = app.client();
  const res = await client.post('/api/login', {
    username: account.username,
    password: account.password,
  });
  return { client, token: res.body.token };
}

/** A saved address with its point, so no geocoder is asked. */
const address = {
  label: 'home',
  streetAddress: 'Kinkerstraat 12',
  city: 'Amsterdam',
  zipCode: '1053 DX',
  country: 'Netherlands',
  latitude: 52.3664,
  longitude: 4.8665,
};

describe('cross-site requests on a cookie session', () => {
  it('when the browser marks a POST cross-site, then 403 and nothing changes', async () => {
    const { client } = await cookieSession();
    const res = await client.post('/api/logout', {}, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ type: 'forbidden', message: 'Cross-site request refused' });
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('when a POST names a foreign Origin, then 403 and nothing changes', async () => {
    const { client } = await cookieSession();
    const res = await client.post('/api/logout', {}, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('when a POST with the session cookie says Origin: null, then 403 and nothing is saved', async () => {
    const { client } = await cookieSession();
    const res = await client.post('/api/addresses', address, { origin: 'null' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      type: 'forbidden',
      code: 'cross_site',
      message: 'Cross-site request refused',
    });
    for (const site of ['same-site', 'none']) {
      const marked = await client.post('/api/addresses', address, {
        origin: 'null',
        'sec-fetch-site': site,
      });
      expect(marked.status, site).toBe(403);
    }
    expect((await client.get('/api/addresses')).body).toEqual([]);
    expect((await client.post('/api/logout', {}, { origin: 'null' })).status).toBe(403);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it("when the browser vouches for an Origin: null POST as same-origin (the shop's own form under no-referrer), then it goes through", async () => {
    const { client } = await cookieSession();
    const res = await client.post('/api/addresses', address, {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    });
    expect(res.status, res.text).toBe(201);
  });

  it('when a POST carries neither Origin nor Sec-Fetch-Site (curl, a server), then it goes through', async () => {
    const { client } = await cookieSession();
    expect((await client.post('/api/addresses', address)).status).toBe(201);
  });

  it('when a login form is posted from another site, then 403', async () => {
    const account = await createAccount(database.db, 'customer');
    const res = await app
      .client()
      .post(
        '/api/login',
        { username: account.username, password: account.password },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      );
    expect(res.status).toBe(403);
  });

  it('when the Origin is the shop itself or a configured origin, then the POST goes through', async () => {
    const first = await cookieSession();
    const same = await first.client.post(
      '/api/logout',
      {},
      {
        origin: app.url,
        'sec-fetch-site': 'same-origin',
      },
    );
    expect(same.status).toBe(200);
    const second = await cookieSession();
    const configured = await second.client.post(
      '/api/logout',
      {},
      { origin: 'https://shop.example' },
    );
    expect(configured.status).toBe(200);
  });

  it('reads are never refused for being cross-site', async () => {
    const { client } = await cookieSession();
    const res = await client.get('/api/user', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.status).toBe(200);
  });
});

describe('cross-site requests with a bearer token', () => {
  it('when the same POST carries a bearer token and no cookie, then it is allowed', async () => {
    const { token } = await cookieSession();
    const client = new TestClient(app.url);
    client.bearer = token;
    const res = await client.post(
      '/api/logout',
      {},
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    );
    expect(res.status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
  });
});
