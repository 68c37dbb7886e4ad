import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { DomainEvent } from '@shop/contracts/events';
import { jobsFor } from '@shop/contracts/jobs';
import { createPostgresDatabase } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createAccount, signInWithBearer } from '../../../test/accounts';
import { outboxCount, outboxRows } from '../../../test/catalog-helpers';
import { type TestClient } from '../../../test/http-client';
import { loadConfig } from '../../config/env';
import { auditLog } from '../../shared/audit/audit.tables';
import { emailDeliveries } from '../../db/schema';

const SECRET = 'sk_live_51TopSecretValueNeverShown';
const PUBLISHABLE = 'pk_live_51PublishableValueNeverShown';
const WEBHOOK = 'whsec_WebhookSecretValueNeverShown';

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let app: TestApp;
let stripeApp: TestApp;
let admin: TestClient;
let staff: TestClient;

beforeAll(async () => {
  database = await createPostgresDatabase();
  app = await startTestApp({ database });
  const stripeConfig = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STRIPE_SECRET_KEY: SECRET,
    STRIPE_PUBLISHABLE_KEY: PUBLISHABLE,
    STRIPE_WEBHOOK_SECRET: WEBHOOK,
  });
  stripeApp = await startTestApp({ database, config: { payments: stripeConfig.payments } });
  admin = app.client();
  await signInWithBearer(admin, await createAccount(database.db, 'admin'));
  staff = app.client();
  await signInWithBearer(staff, await createAccount(database.db, 'staff'));
});

afterAll(async () => {
  await app?.close();
  await stripeApp?.close();
  await database?.close();
});

describe('payment settings', () => {
  it('in test mode: the built-in provider, no keys set, no webhook yet', async () => {
    const res = await admin.get('/api/admin/payment-settings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      provider: 'test',
      mode: 'test',
      lastWebhook: null,
      unsettledPayments: 0,
    });
    expect(res.body.keys.every((k: { set: boolean }) => !k.set)).toBe(true);
  });

  it('with live Stripe keys: says live and which keys are set, never a key’s value', async () => {
    const client = stripeApp.client();
    await signInWithBearer(client, await createAccount(database.db, 'admin'));
    const res = await client.get('/api/admin/payment-settings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: 'stripe', mode: 'live' });
    expect(res.body.keys).toEqual([
      { name: 'STRIPE_SECRET_KEY', set: true },
      { name: 'STRIPE_PUBLISHABLE_KEY', set: true },
      { name: 'STRIPE_WEBHOOK_SECRET', set: true },
    ]);
    for (const value of [SECRET, PUBLISHABLE, WEBHOOK]) {
      expect(res.text).not.toContain(value);
      // Not even a recognisable part of it.
      expect(res.text).not.toContain(value.slice(8, 20));
    }
  });

  it('"check unsettled payments now" runs the reconciler once and is written to the audit log', async () => {
    const res = await admin.post('/api/admin/payment-settings/reconcile', {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ checked: 0, paid: 0, eventsApplied: 0, refundsChecked: 0 });
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payments.reconciled'))
      .orderBy(desc(auditLog.id));
    expect(row).toMatchObject({ section: 'payment-settings', after: res.body });
  });

  it('is for admins only', async () => {
    expect((await staff.get('/api/admin/payment-settings')).status).toBe(403);
    expect((await staff.post('/api/admin/payment-settings/reconcile', {})).status).toBe(403);
  });
});

describe('e-mail test', () => {
  it('queues one test e-mail through the outbox, for the e-mail worker, with an audit row', async () => {
    const before = (await outboxRows(database.db, 'email.test-requested')).length;
    const res = await admin.post('/api/admin/email-test', { to: 'manager@example.com' });
    expect(res.status).toBe(202);
    expect(res.body.to).toBe('manager@example.com');

    const rows = await outboxRows(database.db, 'email.test-requested');
    expect(rows.length).toBe(before + 1);
    const event = DomainEvent.parse(rows.at(-1)!.event);
    const jobs = jobsFor(event);
    expect(jobs).toEqual([
      {
        queue: 'email',
        name: 'test-email',
        data: { to: 'manager@example.com', requestedBy: expect.any(String) },
        jobId: res.body.key,
      },
    ]);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'test-email.requested'))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ section: 'email-test', after: { to: 'manager@example.com' } });
  });

  it.each([
    [{}, /e-mail address|to/i],
    [{ to: 'not an address' }, /valid e-mail address/],
    [{ to: `${'a'.repeat(250)}@example.com` }, /valid e-mail address/],
  ])('refuses %j with a 400 and queues nothing', async (body, message) => {
    const before = await outboxCount(database.db);
    const res = await admin.post('/api/admin/email-test', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await outboxCount(database.db)).toBe(before);
  });

  it('lists the last 20 deliveries, newest first, with their state', async () => {
    const base = Date.parse('2026-11-01T10:00:00Z');
    await database.db.insert(emailDeliveries).values(
      Array.from({ length: 25 }, (_, i) => ({
        key: `test-list__${i}`,
        status: i % 2 === 0 ? ('sent' as const) : ('sending' as const),
        recipient: `r${i}@example.com`,
        subject: `Subject ${i}`,
        messageId: `<m${i}@italieno.nl>`,
        createdAt: new Date(base + i * 60_000),
        sentAt: i % 2 === 0 ? new Date(base + i * 60_000 + 1000) : null,
      })),
    );
    const res = await admin.get('/api/admin/email-deliveries');
    expect(res.status).toBe(200);
    expect(res.body.deliveries).toHaveLength(20);
    expect(res.body.deliveries[0]).toMatchObject({
      key: 'test-list__24',
      status: 'sent',
      recipient: 'r24@example.com',
    });
    expect(res.body.deliveries[1]).toMatchObject({
      key: 'test-list__23',
      status: 'sending',
      sentAt: null,
    });
  });
});

describe('geolocation', () => {
  it('shows the embedded geocoder, which has no circuit', async () => {
    const res = await admin.get('/api/admin/geolocation');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ geocoder: 'embedded', baseUrl: null, circuit: 'none' });
  });

  it('looks an address up with the geocoder in use', async () => {
    const res = await admin.post('/api/admin/geolocation/lookup', {
      address: 'Damrak 1, Amsterdam',
    });
    expect(res.status).toBe(200);
    expect(res.body.found).toBe(true);
    expect(res.body.address.formattedAddress).toContain('Damrak');
    expect(res.body.address.lat).toBeGreaterThan(52.3);
    expect(res.body.error).toBeNull();
  });

  it('answers found: false for an address nobody knows, and 400 for a too short one', async () => {
    const none = await admin.post('/api/admin/geolocation/lookup', {
      address: 'Nowhere street 99999, Atlantis',
    });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ found: false, address: null });
    const short = await admin.post('/api/admin/geolocation/lookup', { address: 'ab' });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/at least 3 characters/);
  });
});
