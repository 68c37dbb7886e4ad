import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_MESSAGES,
  ErrorBody,
  FIELD_MESSAGE_CODES,
  apiMessage,
  isApiMessageCode,
  type ApiMessageCode,
  type ParamApiMessageCode,
} from '@shop/contracts';
import { createPostgresDatabase } from './databases';
import { startTestApp, type TestApp } from './test-app';
import type { TestResponse } from './http-client';
import type { Database } from '../src/db/client';
import { createAccount, signInWithBearer } from './accounts';

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

/**
 * An error answer as the web reads it: a code of the catalogue, and the English that code
 * writes from the body's params (a field-message code carries the schema's own words).
 */
function expectCoded(res: TestResponse, status: number, code: ApiMessageCode): void {
  expect(res.status).toBe(status);
  expect(ErrorBody.safeParse(res.body).success).toBe(true);
  expect(isApiMessageCode(res.body.code)).toBe(true);
  expect(res.body.code).toBe(code);
  if ((FIELD_MESSAGE_CODES as readonly string[]).includes(code)) return;
  const written =
    typeof API_MESSAGES[code] === 'string'
      ? API_MESSAGES[code]
      : apiMessage(code as ParamApiMessageCode, res.body.params as never).text;
  expect(res.body.message).toBe(written);
}

describe('every error body names its message by a code of the catalogue', () => {
  it('a 400 from a shared schema: invalid_data, with the field’s own message', async () => {
    const res = await app.client().post('/api/login', { username: 42 });
    expectCoded(res, 400, 'invalid_data');
    expect(res.body.fieldErrors).toBeDefined();
  });

  it('a 400 from a shared schema names each field’s message by its code beside the English', async () => {
    const res = await app.client().post('/api/register', {
      username: 'ab',
      password: '123',
      role: 42,
    });
    expectCoded(res, 400, 'invalid_data');
    expect(res.body.fieldErrors).toEqual({
      username: ['Username must be at least 3 characters'],
      password: ['Password must be at least 6 characters'],
      role: [expect.stringMatching(/^role: Invalid input/)],
    });
    expect(res.body.fieldIssues).toEqual({
      username: [{ code: 'username_too_short', message: 'Username must be at least 3 characters' }],
      password: [{ code: 'password_too_short', message: 'Password must be at least 6 characters' }],
      // zod's own wording is not one of the catalogue's messages.
      role: [{ code: 'invalid_value', message: res.body.fieldErrors.role[0] }],
    });
    expect(res.body.message).toBe('Username must be at least 3 characters');
  });

  it('a field the api itself refuses names the api’s code under the field', async () => {
    const account = await createAccount(database.db, 'customer');
    const client = app.client();
    await signInWithBearer(client, account);
    const res = await client.post('/api/account/email', {
      email: 'someone-new@example.com',
      password: 'not-the-password-1',
    });
    expectCoded(res, 400, 'wrong_password');
    expect(res.body.fieldIssues).toEqual({
      password: [
        {
          code: 'wrong_password',
          message: res.body.fieldErrors.password[0],
          params: { wording: 'password' },
        },
      ],
    });
  });

  it('a 400 before any route: malformed JSON', async () => {
    const res = await app.client().request('POST', '/api/login', {
      body: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expectCoded(res, 400, 'malformed_json');
  });

  it('a 401: not authenticated, and a wrong password', async () => {
    expectCoded(await app.client().get('/api/admin/staff'), 401, 'not_authenticated');
    const res = await app.client().post('/api/login', { username: 'nobody', password: 'wrong-1' });
    expectCoded(res, 401, 'bad_credentials');
  });

  it('a 403: a customer on a back-office route, with the roles as params', async () => {
    const client = app.client();
    await signInWithBearer(client, await createAccount(database.db, 'customer'));
    const res = await client.get('/api/admin/staff');
    expectCoded(res, 403, 'role_required');
    expect(res.body.params).toEqual({ roles: 'admin', role: 'customer' });
  });

  it('a 404: an unknown endpoint and an order that does not exist', async () => {
    const unknown = await app.client().get('/api/no-such-thing');
    expectCoded(unknown, 404, 'no_such_endpoint');
    expect(unknown.body.params).toEqual({ method: 'GET', path: '/api/no-such-thing' });
    expectCoded(await app.client().get('/api/orders/999999'), 404, 'order_not_found');
  });

  it('a 409: a username that is taken', async () => {
    const account = await createAccount(database.db, 'customer');
    const res = await app.client().post('/api/register', {
      username: account.username,
      password: 'secret-pass-1',
      email: `other-${account.username}@example.com`,
    });
    expectCoded(res, 409, 'username_taken');
  });

  it('a 429: too many failed sign-ins, with the minutes as params', async () => {
    const client = app.client();
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    let res = await client.post('/api/login', { username: 'x-1', password: 'wrong-1' }, headers);
    for (let i = 0; i < 12 && res.status !== 429; i++) {
      res = await client.post('/api/login', { username: `x-${i}`, password: 'wrong-1' }, headers);
    }
    expectCoded(res, 429, 'too_many_attempts');
    expect(res.body.params).toEqual({ minutes: 15 });
  });
});
