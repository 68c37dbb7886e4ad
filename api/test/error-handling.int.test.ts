import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './databases';
import { startTestApp, type TestApp } from './test-app';
import type { TestResponse } from './http-client';
import type { Database } from '../src/db/client';
import { createAccount } from './accounts';

let database: Database;
let app: TestApp;
const answers: TestResponse[] = [];

beforeAll(async () => {
  database = await createPostgresDatabase();
  app = await startTestApp({ database });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function seen(res: TestResponse): TestResponse {
  answers.push(res);
  return res;
}

function expectJsonError(res: TestResponse, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body).toMatchObject({ type: expect.any(String), message: expect.any(String) });
  expect(res.body.message).not.toBe('');
}

describe('api-wide error answers', () => {
  it('when the JSON body is malformed, then 400 Malformed JSON in request body', async () => {
    const res = seen(
      await app.client().request('POST', '/api/login', {
        body: '{"username": "anna", ',
        headers: { 'content-type': 'application/json' },
      }),
    );
    expectJsonError(res, 400);
    expect(res.body.message).toBe('Malformed JSON in request body');
  });

  it('when the body is over 100 kB, then 413 as JSON', async () => {
    const res = seen(
      await app.client().post('/api/register', {
        username: 'big-body',
        password: 'secret-pass',
        padding: 'x'.repeat(101 * 1024),
      }),
    );
    expectJsonError(res, 413);
    expect(res.body.message).toBe('Request body is too large');
  });

  it('when a text holds a NUL character, then 400 naming the field, before the database sees it', async () => {
    const res = seen(
      await app.client().post('/api/login', { username: 'an\u0000na', password: 'secret-pass' }),
    );
    expectJsonError(res, 400);
    expect(res.body.message).toBe('username: Text must not contain NUL characters');
    const query = seen(await app.client().get('/api/geo/validate?lat=52.37&lng=4.89%00'));
    expectJsonError(query, 400);
  });

  it('when a field is named like a property of every object, then a plain 400', async () => {
    const admin = app.client();
    const account = await createAccount(database.db, 'admin');
    await admin.post('/api/login', { username: account.username, password: account.password });
    const res = seen(
      await admin.request('PUT', '/api/admin/page-texts/home', {
        body: '{"constructor":{"prototype":{"role":"admin"}}}',
        headers: { 'content-type': 'application/json' },
      }),
    );
    expectJsonError(res, 400);
    expect(res.body.fieldErrors).toHaveProperty('constructor');
  });

  it('when a field has the wrong type, then 400 naming the field', async () => {
    const res = seen(
      await app.client().post('/api/login', { username: 'anna', password: 12345678 }),
    );
    expectJsonError(res, 400);
    expect(res.body.fieldErrors).toHaveProperty('password');
  });

  it('when the /api path is unknown, then 404 as JSON with a message', async () => {
    const res = seen(await app.client().get('/api/no-such-thing'));
    expectJsonError(res, 404);
    expect(res.body.message).toBe('No such endpoint: GET /api/no-such-thing');
    const wrongMethod = seen(await app.client().delete('/api/login'));
    expectJsonError(wrongMethod, 404);
  });

  it('answers JSON with Cache-Control: no-store', async () => {
    const res = seen(await app.client().get('/api/user'));
    expectJsonError(res, 401);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('when something unexpected breaks, then 500 with a plain sentence and nothing internal', async () => {
    const broken = await createPostgresDatabase();
    const brokenApp = await startTestApp({ database: broken });
    await broken.close();
    try {
      const res = seen(
        await brokenApp.client().post('/api/login', { username: 'anna', password: 'secret-pass' }),
      );
      expectJsonError(res, 500);
      expect(res.body).toEqual({
        type: 'unknown_error',
        code: 'server_error',
        message: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      await brokenApp.close();
    }
  });

  it('no answer above carries a stack trace, a source path or an internal error text', () => {
    expect(answers.length).toBeGreaterThanOrEqual(6);
    for (const res of answers) {
      expect(res.text).not.toMatch(/\bat .+:\d+:\d+|node_modules|\/src\/|\.ts\b|stack/i);
    }
  });
});

describe('GET /api/health', () => {
  it('answers 200 ok with the database check', async () => {
    const res = await app.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', checks: { database: { ok: true } } });
  });

  it('when a check throws, then 503 and that check is reported as failed', async () => {
    const degraded = await startTestApp({
      database,
      healthChecks: {
        database: () => database.ping(),
        events: async () => {
          throw new Error('Redis is down');
        },
      },
    });
    try {
      const res = await degraded.client().get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        status: 'degraded',
        checks: { database: { ok: true }, events: { ok: false } },
      });
    } finally {
      await degraded.close();
    }
  });
});
