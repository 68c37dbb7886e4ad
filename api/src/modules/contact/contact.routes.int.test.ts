import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { InProcessEventFeed } from '@shop/realtime';
import { createApp } from '../../app';
import { loadConfig } from '../../config/env';
import { outbox } from '../../shared/events/outbox.tables';
import { rateLimitRedis } from '../auth';
import { contactMessages } from '../../db/schema';
import { createPostgresDatabase } from '../../../test/databases';
import { TestClient } from '../../../test/http-client';
import { startTestApp, type TestApp, type TestAppOptions } from '../../../test/test-app';

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let server: Server;
let client: TestClient;
const kickRelay = vi.fn();

beforeAll(async () => {
  database = await createPostgresDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url });
  const app = createApp({
    config,
    database,
    log: pino({ level: 'silent' }),
    healthChecks: {},
    kickRelay,
    feed: new InProcessEventFeed(),
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

beforeEach(async () => {
  await database.db.execute(sql`truncate contact_messages, outbox restart identity`);
  kickRelay.mockClear();
});

const MESSAGE_TOO_SHORT = 'Please enter a detailed message of at least 10 characters';

const valid = {
  firstName: '  Marco ',
  lastName: 'Bruno',
  email: 'marco@example.com',
  phone: '+31 20 555 0101',
  message: 'Do you cater for office lunches on Fridays?',
};

async function rowCounts() {
  const [messages] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages);
  const [events] = await database.db.select({ n: sql<number>`count(*)::int` }).from(outbox);
  return { messages: messages!.n, events: events!.n };
}

describe('POST /api/contact', () => {
  it('when the form is valid, then the message and its e-mail event are stored in one commit', async () => {
    const res = await client.post('/api/contact', valid);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Message sent' });
    const rows = await database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Marco',
      lastName: 'Bruno',
      email: 'marco@example.com',
      phone: '+31 20 555 0101',
      message: 'Do you cater for office lunches on Fridays?',
    });
    const events = await database.db.select().from(outbox);
    expect(events).toHaveLength(1);
    expect(events[0]!.name).toBe('contact.message-received');
    expect(events[0]!.event).toMatchObject({
      data: { contactMessageId: rows[0]!.id, firstName: 'Marco', email: 'marco@example.com' },
    });
    // Rows written by one transaction carry the same xmin.
    const { rows: xmins } = (await database.db.execute(
      sql`select (select xmin::text from contact_messages) as message, (select xmin::text from outbox) as event`,
    )) as unknown as { rows: { message: string; event: string }[] };
    expect(xmins[0]!.message).toBe(xmins[0]!.event);
    expect(kickRelay).toHaveBeenCalledTimes(1);
  });

  it('when no phone number is given, then the message is stored without one', async () => {
    const { phone: _phone, ...withoutPhone } = valid;

    const res = await client.post('/api/contact', withoutPhone);

    expect(res.status).toBe(200);
    const [row] = await database.db.select().from(contactMessages);
    expect(row!.phone).toBeNull();
  });

  it.each([
    ['firstName', 'missing', { firstName: undefined }, 'First name is required'],
    ['firstName', 'blank', { firstName: '   ' }, 'First name is required'],
    ['lastName', 'missing', { lastName: undefined }, 'Last name is required'],
    ['lastName', 'empty', { lastName: '' }, 'Last name is required'],
    ['email', 'not an address', { email: 'marco@' }, 'Please enter a valid email address'],
    ['email', 'missing', { email: undefined }, 'Please enter a valid email address'],
    ['message', 'too short', { message: 'Hi there' }, MESSAGE_TOO_SHORT],
    ['message', 'missing', { message: undefined }, MESSAGE_TOO_SHORT],
  ])('when %s is %s, then 400 says so and nothing is stored', async (field, _how, change, text) => {
    const res = await client.post('/api/contact', { ...valid, ...change });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(text);
    expect(res.body.fieldErrors[field]).toEqual([text]);
    expect(await rowCounts()).toEqual({ messages: 0, events: 0 });
    expect(kickRelay).not.toHaveBeenCalled();
  });

  it('when the body is not valid JSON, then 400 and nothing is stored', async () => {
    const res = await client.request('POST', '/api/contact', {
      body: '{"firstName": "Marco",',
      headers: { 'content-type': 'application/json' },
    });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      type: 'invalid_data',
      message: 'Malformed JSON in request body',
    });
    expect(await rowCounts()).toEqual({ messages: 0, events: 0 });
  });
});

describe('POST /api/contact rate limit (5 messages an hour per client address)', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  /** An api replica behind one proxy, so X-Forwarded-For names the client address. */
  async function replica(options: Omit<TestAppOptions, 'database' | 'config'> = {}) {
    const app = await startTestApp({ database, config: { trustProxyHops: 1 }, ...options });
    apps.push(app);
    return app;
  }
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('when an address sends a sixth message within the hour, then 429 with Retry-After and nothing is stored', async () => {
    const client = (await replica()).client();
    // Forms refused for their content are not counted.
    for (let i = 0; i < 3; i++) {
      expect(
        (await client.post('/api/contact', { ...valid, message: 'Hi' }, from('203.0.113.7')))
          .status,
      ).toBe(400);
    }
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/contact', valid, from('203.0.113.7'))).status).toBe(200);
    }

    const refused = await client.post('/api/contact', valid, from('203.0.113.7'));

    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      type: 'rate_limited',
      message: 'Too many messages. Please try again in 60 minutes.',
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await rowCounts()).toEqual({ messages: 5, events: 5 });

    // Another address is still served.
    expect((await client.post('/api/contact', valid, from('198.51.100.4'))).status).toBe(200);
  });

  it('when the api runs as two replicas on one Redis, then they count the messages together', async () => {
    const settings = { keyPrefix: `test-${randomBytes(4).toString('hex')}` };
    const redisA = rateLimitRedis(inject('redisUrl'));
    const redisB = rateLimitRedis(inject('redisUrl'));
    try {
      await Promise.all([once(redisA, 'ready'), once(redisB, 'ready')]);
      const a = (await replica({ rateLimitRedis: redisA, rateLimits: settings })).client();
      const b = (await replica({ rateLimitRedis: redisB, rateLimits: settings })).client();
      for (const client of [a, b, a, b, a]) {
        expect((await client.post('/api/contact', valid, from('203.0.113.9'))).status).toBe(200);
      }

      expect((await b.post('/api/contact', valid, from('203.0.113.9'))).status).toBe(429);
    } finally {
      redisA.disconnect();
      redisB.disconnect();
    }
  });
});
