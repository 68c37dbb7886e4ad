/**
 * /api/health in embedded mode (PGlite, in-process events): `events` reports whether domain
 * events still flow, i.e. the outbox relay runs and no event waits longer than 30 s.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '@shop/contracts/events';
import { wholeShopConfig } from './shop-harness';
import { OUTBOX_STALE_AFTER_MS } from '../src/shared/events/relay';
import { outbox } from '../src/shared/events/outbox.tables';
import { startShop, type Shop } from '../src/shop';
import { createPgliteDatabase } from './databases';
import { TestClient } from './http-client';

const log = pino({ level: 'silent' });

/** An event whose publish keeps failing: the relay set it aside to retry in a minute. */
async function insertWaitingEvent(shop: Shop, ageMs: number): Promise<string> {
  const occurredAt = new Date(Date.now() - ageMs);
  const event: DomainEvent = {
    id: randomUUID(),
    occurredAt: occurredAt.toISOString(),
    name: 'contact.message-received',
    version: 1,
    data: {
      contactMessageId: 1,
      firstName: 'Anna',
      lastName: 'de Vries',
      email: 'anna@example.nl',
      phone: null,
      message: 'Do you deliver to Amstelveen?',
    },
  };
  await shop.database.db.insert(outbox).values({
    id: event.id,
    name: event.name,
    version: event.version,
    event,
    occurredAt,
    availableAt: new Date(Date.now() + 60_000),
    attempts: 4,
    lastError: 'mail queue unavailable',
  });
  return event.id;
}

describe('GET /api/health in embedded mode', () => {
  let shop: Shop;
  let client: TestClient;

  beforeAll(async () => {
    const config = wholeShopConfig();
    shop = await startShop(config, { log, database: await createPgliteDatabase(), seed: false });
    client = new TestClient(shop.url);
  });

  afterAll(async () => {
    await shop?.stop();
    await shop?.database.close();
  });

  it('answers 200 with the database and the events ok while events flow', async () => {
    const res = await client.get('/api/health');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      checks: { database: { ok: true }, events: { ok: true } },
    });
  });

  it('answers 503 once an unpublished event has waited longer than 30 s, and 200 when it is out', async () => {
    expect(OUTBOX_STALE_AFTER_MS).toBe(30_000);
    const id = await insertWaitingEvent(shop, 20_000);
    expect((await client.get('/api/health')).status).toBe(200);

    await shop.database.db
      .update(outbox)
      .set({ occurredAt: new Date(Date.now() - 31_000) })
      .where(eq(outbox.id, id));
    const stuck = await client.get('/api/health');
    expect(stuck.status).toBe(503);
    expect(stuck.body).toEqual({
      status: 'degraded',
      checks: { database: { ok: true }, events: { ok: false } },
    });

    await shop.database.db.update(outbox).set({ availableAt: new Date() }).where(eq(outbox.id, id));
    await shop.relay.kick();
    const [row] = await shop.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row!.publishedAt).not.toBeNull();
    expect((await client.get('/api/health')).status).toBe(200);
  });

  it('answers 503 when the outbox relay is stopped', async () => {
    await shop.relay.stop();

    const res = await client.get('/api/health');

    expect(res.status).toBe(503);
    expect(res.body.checks).toEqual({ database: { ok: true }, events: { ok: false } });
  });
});
