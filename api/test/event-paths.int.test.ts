/**
 * The two event paths of the shop, end to end, on both adapters:
 *  - embedded: PGlite, in-process event feed, in-process jobs, gateway in the api's process;
 *  - split: PostgreSQL, outbox → Redis pub/sub → a separate gateway, outbox → BullMQ → workers.
 * (a) a contact message is stored with its event in one transaction and arrives as one e-mail;
 * (b) staff flipping an ordering switch reaches an open /ws connection within a second.
 */
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RedisEventFeed, startGateway, type Gateway } from '@shop/realtime';
import { createProcessors, startBullWorkers, type BullWorkers, type Mailer } from '@shop/workers';
import { mailerTo, wholeShopConfig } from './shop-harness';
import { startShop, type Shop } from '../src/shop';
import { outbox } from '../src/shared/events/outbox.tables';
import { createPgliteDatabase, createPostgresDatabase } from './databases';
import { TestClient } from './http-client';
import { openPage } from './live-page';
import { eventually } from '../../infra/testing/eventually';
import { startSmtpSink, type SmtpSink } from './smtp';

const log = pino({ level: 'silent' });
const SECRET = 'a-test-realtime-secret-of-32-characters-at-least';

interface Harness {
  shop: Shop;
  smtp: SmtpSink;
  stop(): Promise<void>;
}

async function embeddedShop(): Promise<Harness> {
  const smtp = await startSmtpSink();
  const mailer = mailerTo(smtp);
  const config = wholeShopConfig();
  const shop = await startShop(config, {
    log,
    database: await createPgliteDatabase(),
    mailer,
    seed: true,
  });
  return {
    shop,
    smtp,
    async stop() {
      await shop.stop();
      await shop.database.close();
      await mailer.close();
      await smtp.close();
    },
  };
}

async function splitShop(): Promise<Harness> {
  const smtp = await startSmtpSink();
  const redisUrl = inject('redisUrl');
  const database = await createPostgresDatabase();
  // The gateway and the workers run as they would in their own processes: through Redis.
  const feed = new RedisEventFeed(redisUrl, log);
  await feed.ready();
  const gateway: Gateway = await startGateway({
    host: '127.0.0.1',
    port: 0,
    feed,
    secret: SECRET,
    allowedOrigins: [],
    log,
  });
  const mailer: Mailer = mailerTo(smtp);
  const workers: BullWorkers = await startBullWorkers({
    redisUrl,
    processors: createProcessors({ db: database.db, mailer, log, shopInbox: null }),
    log,
  });
  const config = wholeShopConfig({
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REALTIME_SECRET: SECRET,
    REALTIME_URL: `http://127.0.0.1:${gateway.port}`,
  });
  const shop = await startShop(config, { log, database, seed: true });
  return {
    shop,
    smtp,
    async stop() {
      await shop.stop();
      await workers.close();
      await gateway.stop();
      await feed.close();
      await database.close();
      await mailer.close();
      await smtp.close();
    },
  };
}

async function signedInStaff(shop: Shop) {
  const staff = new TestClient(shop.url);
  const res = await staff.post('/api/login', { username: 'marco', password: 'kitchen1234' });
  expect(res.status).toBe(200);
  return staff;
}

const CONTACT = {
  firstName: 'Sofia',
  lastName: 'Romano',
  email: 'sofia@example.com',
  message: 'Do you cater birthday parties of about twenty people?',
};

describe.each([
  ['embedded (PGlite, in-process events and jobs)', embeddedShop],
  ['split (PostgreSQL, Redis pub/sub and BullMQ)', splitShop],
])('event paths, %s', (_name, start) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await start();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('a contact message becomes exactly one e-mail, even when its event is relayed again', async () => {
    const { shop, smtp } = harness;
    const res = await new TestClient(shop.url).post('/api/contact', CONTACT);
    expect(res.status).toBe(200);

    await eventually(() => expect(smtp.messages).toHaveLength(1));
    const mail = smtp.messages[0]!;
    expect(mail.subject).toBe('New contact message from Sofia Romano');
    expect(mail.text).toContain(CONTACT.message);

    // A relay that crashed after publishing, before stamping the row, publishes it again.
    await shop.database.db
      .update(outbox)
      .set({ publishedAt: null })
      .where(sql`${outbox.name} = 'contact.message-received'`);
    await shop.relay.kick();
    await eventually(async () => {
      const [row] = await shop.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(sql`${outbox.publishedAt} is null`);
      expect(row?.n).toBe(0);
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages).toHaveLength(1);
  });

  it('staff switching merchandise off reaches an open page over /ws within a second', async () => {
    const { shop } = harness;
    const page = await openPage(shop);
    const staff = await signedInStaff(shop);
    try {
      const sentAt = Date.now();
      const res = await staff.put('/api/admin/ordering-status', {
        merchandiseOrderingEnabled: false,
      });
      expect(res.status).toBe(200);

      const arrival = await eventually(() => {
        const hit = page.messages.find(
          (m) => m.message.type === 'ordering-status' && !m.message.data.merchandiseOrderingEnabled,
        );
        expect(hit).toBeDefined();
        return hit!;
      }, 3000);
      expect(arrival.at - sentAt).toBeLessThan(1000);

      // And back on, so the state a page sees always follows the last change.
      await staff.put('/api/admin/ordering-status', { merchandiseOrderingEnabled: true });
      await eventually(() =>
        expect(
          page.messages.some(
            (m) =>
              m.message.type === 'ordering-status' && m.message.data.merchandiseOrderingEnabled,
          ),
        ).toBe(true),
      );
    } finally {
      page.close();
    }
  });
});
