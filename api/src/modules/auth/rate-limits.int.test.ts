import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createPostgresDatabase } from '../../../test/databases';
import { startTestApp, type TestApp, type TestAppOptions } from '../../../test/test-app';
import { createAccount } from '../../../test/accounts';
import type { Database } from '../../db/client';
import { rateLimitRedis } from './rate-limits';
import { driverApplication } from '../../../test/driver-applications';

let database: Database;
const opened: TestApp[] = [];
const redisClients: Redis[] = [];

beforeAll(async () => {
  database = await createPostgresDatabase();
});

afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
  for (const client of redisClients) client.disconnect();
  await database?.close();
});

async function start(options: Omit<TestAppOptions, 'database'> = {}): Promise<TestApp> {
  const app = await startTestApp({ database, ...options });
  opened.push(app);
  return app;
}

function login(app: TestApp, username: string, password: string, forwardedFor?: string) {
  return app
    .client()
    .post(
      '/api/login',
      { username, password },
      forwardedFor ? { 'x-forwarded-for': forwardedFor } : undefined,
    );
}

let nameCounter = 0;
const unknownName = () => `nobody-${++nameCounter}`;

describe('failed sign-ins per client address (defaults: 10 per 5 minutes, then 15 minutes)', () => {
  it('when one address fails 10 times, then the 11th attempt is refused with 429 and Retry-After', async () => {
    const app = await start();
    for (let i = 0; i < 10; i++) {
      expect((await login(app, unknownName(), 'wrong-password')).status).toBe(401);
    }
    const blocked = await login(app, unknownName(), 'wrong-password');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      type: 'rate_limited',
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBe(900);

    // The block holds for the right password, and on the admin and driver logins too.
    const account = await createAccount(database.db, 'admin');
    expect((await login(app, account.username, account.password)).status).toBe(429);
    const admin = await app
      .client()
      .post('/api/admin/login', { username: account.username, password: account.password });
    expect(admin.status).toBe(429);
    const driver = await app
      .client()
      .post('/api/driver/login', { username: account.username, password: account.password });
    expect(driver.status).toBe(429);
  });

  it('when a direct client sends a different X-Forwarded-For each time, then it stays in one bucket', async () => {
    const app = await start();
    for (let i = 0; i < 10; i++) {
      const res = await login(app, unknownName(), 'wrong-password', `203.0.113.${i + 1}`);
      expect(res.status).toBe(401);
    }
    const res = await login(app, unknownName(), 'wrong-password', '198.51.100.77');
    expect(res.status).toBe(429);
  });

  it('when one proxy hop is trusted, then the address it forwards is the bucket', async () => {
    const app = await start({ config: { trustProxyHops: 1 } });
    for (let i = 0; i < 10; i++) {
      await login(app, unknownName(), 'wrong-password', '203.0.113.10');
    }
    expect((await login(app, unknownName(), 'wrong-password', '203.0.113.10')).status).toBe(429);
    expect((await login(app, unknownName(), 'wrong-password', '203.0.113.11')).status).toBe(401);
  });

  it('successful sign-ins do not count as failures', async () => {
    const app = await start();
    const account = await createAccount(database.db, 'customer');
    for (let i = 0; i < 15; i++) {
      expect((await login(app, account.username, account.password)).status).toBe(200);
    }
    expect((await login(app, unknownName(), 'wrong-password')).status).toBe(401);
  });
});

// A hundred password checks each: deliberately slow hashing, slower still on a busy machine.
describe(
  'failed sign-ins per account (defaults: 100 an hour, from any address)',
  { timeout: 90_000 },
  () => {
    it('when one account fails 100 times from rotating addresses, by username and e-mail, then the 101st attempt is refused, even with the right password', async () => {
      const app = await start({ config: { trustProxyHops: 1 } });
      const account = await createAccount(database.db, 'customer');
      for (let i = 0; i < 100; i++) {
        const ip = `10.${Math.floor(i / 250)}.${i % 250}.1`;
        const name = i % 2 === 0 ? account.username : account.email!;
        const res = await login(app, name, `wrong-${i}`, ip);
        expect(res.status).toBe(401);
      }
      const blocked = await login(app, account.username, 'wrong-again', '192.0.2.1');
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      const right = await login(app, account.username, account.password, '192.0.2.2');
      expect(right.status).toBe(429);
      // The e-mail address names the same account; it is not a way around the count.
      const byEmail = await login(app, account.email!.toUpperCase(), account.password, '192.0.2.3');
      expect(byEmail.status).toBe(429);
    });

    it('when the account signs in successfully, then its count starts again', async () => {
      const app = await start({
        config: { trustProxyHops: 1 },
        rateLimits: {
          loginFailuresPerAccount: { points: 3, durationSeconds: 3600, blockSeconds: 3600 },
        },
      });
      const account = await createAccount(database.db, 'customer');
      let ip = 0;
      const next = () => `192.0.2.${++ip}`;
      for (let i = 0; i < 2; i++) {
        expect((await login(app, account.username, 'wrong-password', next())).status).toBe(401);
      }
      expect((await login(app, account.username, account.password, next())).status).toBe(200);
      // Without the reset, the second of these would already be the fourth failure.
      for (let i = 0; i < 3; i++) {
        expect((await login(app, account.username, 'wrong-password', next())).status).toBe(401);
      }
      expect((await login(app, account.username, 'wrong-password', next())).status).toBe(429);
    });
  },
);

describe('registrations per client address (defaults: 5 an hour)', () => {
  it('when one address registers 5 times, then the 6th registration, customer or driver, gets 429', async () => {
    const app = await start();
    const tag = randomBytes(3).toString('hex');
    for (let i = 0; i < 5; i++) {
      const res = await app
        .client()
        .post('/api/register', { username: `reg-${tag}-${i}`, password: 'secret-pass' });
      expect(res.status).toBe(201);
    }
    const sixth = await app
      .client()
      .post('/api/register', { username: `reg-${tag}-6`, password: 'secret-pass' });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
    expect(sixth.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);

    const driver = await app
      .client()
      .post('/api/driver/register', driverApplication({ fullName: 'Paolo Verdi' }));
    expect(driver.status).toBe(429);
  });
});

describe('counters in Redis (split mode)', () => {
  async function readyRedis(): Promise<Redis> {
    const client = rateLimitRedis(inject('redisUrl'));
    redisClients.push(client);
    client.on('error', () => {});
    if (client.status !== 'ready') await once(client, 'ready');
    return client;
  }

  it('when two api replicas share Redis, then failures on both count against one address', async () => {
    const keyPrefix = `test-${randomBytes(4).toString('hex')}`;
    const [redisA, redisB] = await Promise.all([readyRedis(), readyRedis()]);
    const a = await start({ rateLimitRedis: redisA, rateLimits: { keyPrefix } });
    const b = await start({ rateLimitRedis: redisB, rateLimits: { keyPrefix } });
    for (let i = 0; i < 5; i++) {
      expect((await login(a, unknownName(), 'wrong-password')).status).toBe(401);
      expect((await login(b, unknownName(), 'wrong-password')).status).toBe(401);
    }
    const blocked = await login(a, unknownName(), 'wrong-password');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(900);
    expect((await login(b, unknownName(), 'wrong-password')).status).toBe(429);
  });

  it('when Redis is unreachable, then each replica keeps limiting in memory instead of failing', async () => {
    const down = rateLimitRedis('redis://127.0.0.1:1');
    redisClients.push(down);
    down.on('error', () => {});
    const app = await start({ rateLimitRedis: down });
    const account = await createAccount(database.db, 'customer');
    expect((await login(app, account.username, account.password)).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await login(app, unknownName(), 'wrong-password')).status).toBe(401);
    }
    expect((await login(app, unknownName(), 'wrong-password')).status).toBe(429);
  });
});
