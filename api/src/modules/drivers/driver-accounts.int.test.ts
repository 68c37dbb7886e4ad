import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { DRIVER_AGREEMENT_VERSION, driverAgreementText } from '@shop/contracts';
import { createHash } from 'node:crypto';
import { createPostgresDatabase } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createAccount, signInWithBearer } from '../../../test/accounts';
import { ALL_BOXES, DRAWN_SIGNATURE, driverApplication } from '../../../test/driver-applications';
import type { TestClient } from '../../../test/http-client';
import type { Database } from '../../db/client';
import { outbox } from '../../shared/events/outbox.tables';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { drivers } from './drivers.tables';

let database: Database;
let app: TestApp;

beforeAll(async () => {
  database = await createPostgresDatabase();
  app = await startTestApp({
    database,
    rateLimits: {
      registrationsPerIp: { points: 1000, durationSeconds: 3600, blockSeconds: 0 },
      resetRequestsPerIp: { points: 1000, durationSeconds: 3600, blockSeconds: 0 },
      resetsPerIp: { points: 1000, durationSeconds: 3600, blockSeconds: 0 },
    },
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const driverRow = async (userId: number) =>
  (await database.db.select().from(drivers).where(eq(drivers.userId, userId)))[0]!;

/** Registers a driver and returns a client signed in as them (bearer token). */
async function registeredDriver(overrides: Record<string, unknown> = {}) {
  const body = driverApplication(overrides);
  const res = await app.client().post('/api/driver/register', body);
  expect(res.status).toBe(201);
  const client = app.client();
  const login = await client.post('/api/driver/login', {
    username: body.username,
    password: body.password,
  });
  client.bearer = login.body.token;
  return {
    body,
    client,
    userId: res.body.user.id as number,
    driverId: res.body.driver.id as number,
  };
}

describe('registration with the signed agreement', () => {
  it('stores the evidence: server-drawn SVG, version, hash of the exact text, address, browser, server time', async () => {
    const before = Date.now();
    const body = driverApplication();
    const res = await app
      .client()
      .post('/api/driver/register', body, { 'user-agent': 'Mozilla/5.0 (Phone) Test' });
    expect(res.status).toBe(201);
    const row = await driverRow(res.body.user.id);
    expect(row.agreementVersion).toBe(DRIVER_AGREEMENT_VERSION);
    expect(row.agreementHash).toBe(
      createHash('sha256').update(driverAgreementText()).digest('hex'),
    );
    expect(row.agreementIp).toMatch(/127\.0\.0\.1/);
    expect(row.agreementUserAgent).toBe('Mozilla/5.0 (Phone) Test');
    expect(row.agreementDate!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.digitalSignature).toBe('Sofia Rossi');
    expect(row.agreementCheckboxes).toEqual(ALL_BOXES);
    expect(row.signatureSvg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 120" width="300" height="120">' +
        '<g fill="none" stroke="#1a1b1e" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">' +
        '<path d="M10 80 L40 30 70.3 90 100 40"/><path d="M120 60 L180 62 240 58"/></g></svg>',
    );
    expect(row.isActive).toBe(false);
  });

  it.each([
    [
      'an empty signature',
      { signature: { ...DRAWN_SIGNATURE, strokes: [] } },
      /sign the agreement in the signature box/,
    ],
    [
      'a dot',
      { signature: { ...DRAWN_SIGNATURE, strokes: [[{ x: 5, y: 5 }]] } },
      /sign the agreement/,
    ],
    [
      'too many points',
      {
        signature: {
          ...DRAWN_SIGNATURE,
          strokes: [Array.from({ length: 2001 }, (_, i) => ({ x: i % 300, y: 10 }))],
        },
      },
      /at most 2000/,
    ],
    [
      'points outside the pad',
      {
        signature: {
          ...DRAWN_SIGNATURE,
          strokes: [
            [
              { x: 1, y: 1 },
              { x: 500, y: 1 },
              { x: 2, y: 2 },
              { x: 3, y: 3 },
              { x: 4, y: 4 },
            ],
          ],
        },
      },
      /outside/,
    ],
    ['markup instead of points', { signature: '<svg onload="alert(1)"/>' }, /signature/],
    [
      'an unticked box',
      { agreementCheckboxes: { ...ALL_BOXES, hygiene: false } },
      /Please tick: I will carry food/,
    ],
    ['a missing box', { agreementCheckboxes: { terms: true } }, /Please tick/],
    ['no typed name', { digitalSignature: '' }, /full name/],
  ])(
    'when it carries %s, then 400 with a clear message and no account',
    async (_, overrides, message) => {
      const body = driverApplication(overrides);
      const res = await app.client().post('/api/driver/register', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
      const found = await database.db.select().from(users).where(eq(users.username, body.username));
      expect(found).toEqual([]);
    },
  );

  it("when a client sends the specification's payload (no version, no drawing), then it registers under the version in force", async () => {
    const { username } = driverApplication();
    // The registration body older clients send, field for field.
    const body = {
      username,
      password: 'pedal-power-1',
      email: `${username}@example.com`,
      fullName: 'Sofia Rossi',
      phone: '+31 6 5555 0000',
      vehicleType: 'bike',
      licensePlate: 'AB-12-CD',
      licenseNumber: 'NL1234567',
      agreementAccepted: true,
      agreementDate: '2026-11-28T18:00:00.000Z',
      digitalSignature: 'Sofia Rossi',
      agreementCheckboxes: ALL_BOXES,
    };
    const res = await app.client().post('/api/driver/register', body);
    expect(res.status).toBe(201);
    expect(res.body.driver).toMatchObject({ fullName: 'Sofia Rossi', agreementAccepted: true });
    const row = await driverRow(res.body.user.id);
    expect(row.agreementVersion).toBe(DRIVER_AGREEMENT_VERSION);
    expect(row.agreementHash).toBe(
      createHash('sha256').update(driverAgreementText()).digest('hex'),
    );
    expect(row.digitalSignature).toBe('Sofia Rossi');
    expect(row.signatureSvg).toBeNull();

    const client = app.client();
    const login = await client.post('/api/driver/login', { username, password: body.password });
    expect(login.status).toBe(200);
    client.bearer = login.body.token;
    const agreement = await client.get('/api/driver/agreement');
    expect(agreement.body).toMatchObject({
      needsSignature: false,
      signed: { version: DRIVER_AGREEMENT_VERSION, signerName: 'Sofia Rossi', signatureSvg: null },
    });
  });

  it('when the agreement version is not the current one, then 409 and no account', async () => {
    const body = driverApplication({ agreementVersion: '2019-01-1' });
    const res = await app.client().post('/api/driver/register', body);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/agreement has changed/);
    expect(await database.db.select().from(users).where(eq(users.username, body.username))).toEqual(
      [],
    );
  });
});

describe('/api/driver/agreement', () => {
  it('shows the driver what they signed, and that nothing needs signing', async () => {
    const { client } = await registeredDriver();
    const res = await client.get('/api/driver/agreement');
    expect(res.status).toBe(200);
    expect(res.body.needsSignature).toBe(false);
    expect(res.body.current.version).toBe(DRIVER_AGREEMENT_VERSION);
    expect(res.body.signed).toMatchObject({
      version: DRIVER_AGREEMENT_VERSION,
      signerName: 'Sofia Rossi',
      signatureSvg: expect.stringMatching(/^<svg /),
    });
  });

  it('after a new version, asks to sign again and records the new signature', async () => {
    const { client, userId } = await registeredDriver();
    await database.db
      .update(drivers)
      .set({ agreementVersion: '2025-01-1', agreementHash: 'old' })
      .where(eq(drivers.userId, userId));
    expect((await client.get('/api/driver/agreement')).body.needsSignature).toBe(true);

    const unticked = await client.post('/api/driver/agreement', {
      agreementVersion: DRIVER_AGREEMENT_VERSION,
      agreementCheckboxes: {},
      signature: DRAWN_SIGNATURE,
      digitalSignature: 'Sofia Rossi',
    });
    expect(unticked.status).toBe(400);

    const signed = await client.post('/api/driver/agreement', {
      agreementVersion: DRIVER_AGREEMENT_VERSION,
      agreementCheckboxes: ALL_BOXES,
      signature: DRAWN_SIGNATURE,
      digitalSignature: 'Sofia M. Rossi',
    });
    expect(signed.status).toBe(200);
    expect(signed.body.needsSignature).toBe(false);
    expect(signed.body.signed.signerName).toBe('Sofia M. Rossi');
    expect((await driverRow(userId)).agreementVersion).toBe(DRIVER_AGREEMENT_VERSION);
  });
});

describe('admin activation', () => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = app.client();
    await signInWithBearer(admin, await createAccount(database.db, 'admin'));
  });

  it('lists drivers with status, agreement evidence and the signature SVG', async () => {
    const { driverId, body } = await registeredDriver();
    const res = await admin.get('/api/admin/drivers');
    expect(res.status).toBe(200);
    const listed = res.body.drivers.find((d: { id: number }) => d.id === driverId);
    expect(listed).toMatchObject({
      username: body.username,
      email: body.email,
      isActive: false,
      isOnline: false,
      agreement: {
        version: DRIVER_AGREEMENT_VERSION,
        current: true,
        ip: expect.stringMatching(/127\.0\.0\.1/),
        signatureSvg: expect.stringMatching(/^<svg /),
      },
    });
  });

  it('activates a driver, whose /api/driver/me then says so', async () => {
    const { driverId, client } = await registeredDriver();
    const res = await admin.patch(`/api/admin/drivers/${driverId}`, { isActive: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: driverId, isActive: true });
    expect((await client.get('/api/driver/me')).body.driver.isActive).toBe(true);
  });

  it('deactivating an online driver takes them offline and tells dispatch through the outbox', async () => {
    const { driverId, userId } = await registeredDriver();
    await database.db
      .update(drivers)
      .set({ isActive: true, isOnline: true, onlineSince: new Date() })
      .where(eq(drivers.id, driverId));
    const res = await admin.patch(`/api/admin/drivers/${driverId}`, { isActive: false });
    expect(res.status).toBe(200);
    const row = await driverRow(userId);
    expect(row).toMatchObject({ isActive: false, isOnline: false, onlineSince: null });
    const events = await database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.name, 'driver.shift-changed'),
          sql`(${outbox.event}->'data'->>'driverId')::int = ${driverId}`,
        ),
      );
    expect(events.map((e) => (e.event as { data: unknown }).data)).toEqual([
      { driverId, userId, online: false },
    ]);
  });

  it('deactivating an offline driver records no shift event', async () => {
    const { driverId } = await registeredDriver();
    await admin.patch(`/api/admin/drivers/${driverId}`, { isActive: false });
    const [row] = await database.db
      .select({ n: count() })
      .from(outbox)
      .where(sql`(${outbox.event}->'data'->>'driverId')::int = ${driverId}`);
    expect(row!.n).toBe(0);
  });

  it.each(['staff', 'driver', 'customer'] as const)(
    'a %s may neither list nor activate drivers (403), and nothing changes',
    async (role) => {
      const { driverId, userId } = await registeredDriver();
      const someone = app.client();
      await signInWithBearer(someone, await createAccount(database.db, role));
      expect((await someone.get('/api/admin/drivers')).status).toBe(403);
      expect(
        (await someone.patch(`/api/admin/drivers/${driverId}`, { isActive: true })).status,
      ).toBe(403);
      expect((await driverRow(userId)).isActive).toBe(false);
    },
  );

  it('an unknown driver is 404', async () => {
    expect((await admin.patch('/api/admin/drivers/999999', { isActive: true })).status).toBe(404);
  });
});

/** The token of the newest reset e-mail recorded for an address. */
async function resetTokenFor(email: string): Promise<string> {
  const rows = await database.db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.name, 'driver.password-reset-requested'),
        sql`${outbox.event}->'data'->>'email' = ${email}`,
      ),
    )
    .orderBy(sql`${outbox.occurredAt} desc`)
    .limit(1);
  return (rows[0]!.event as { data: { token: string } }).data.token;
}

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown address, and e-mails only the known one', async () => {
    const { body } = await registeredDriver();
    const known = await app.client().post('/api/driver/forgot-password', { email: body.email });
    const unknown = await app
      .client()
      .post('/api/driver/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const events = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.name, 'driver.password-reset-requested'));
    const addresses = events.map((e) => (e.event as { data: { email: string } }).data.email);
    expect(addresses).toContain(body.email);
    expect(addresses).not.toContain('nobody-here@example.com');
  });

  it('stores only the hash of the token', async () => {
    const { body, userId } = await registeredDriver();
    await app.client().post('/api/driver/forgot-password', { email: body.email.toUpperCase() });
    const token = await resetTokenFor(body.email);
    const rows = await database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it('the link sets the password once, ends every session, and the old password stops working', async () => {
    const { body, client, userId } = await registeredDriver();
    await app.client().post('/api/driver/forgot-password', { email: body.email });
    const token = await resetTokenFor(body.email);

    const reset = await app
      .client()
      .post('/api/driver/reset-password', { token, password: 'brand-new-pass' });
    expect(reset.status).toBe(200);
    const [left] = await database.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(left!.n).toBe(0);
    expect((await client.get('/api/driver/me')).status).toBe(401);

    const again = await app
      .client()
      .post('/api/driver/reset-password', { token, password: 'another-pass-2' });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/already been used/);

    const oldLogin = await app
      .client()
      .post('/api/driver/login', { username: body.username, password: body.password });
    expect(oldLogin.status).toBe(401);
    const newLogin = await app
      .client()
      .post('/api/driver/login', { username: body.username, password: 'brand-new-pass' });
    expect(newLogin.status).toBe(200);
  });

  it('a link older than an hour no longer works, and the password stays', async () => {
    const { body } = await registeredDriver();
    await app.client().post('/api/driver/forgot-password', { email: body.email });
    const token = await resetTokenFor(body.email);
    await database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    const res = await app
      .client()
      .post('/api/driver/reset-password', { token, password: 'late-pass-1' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/expired: links work for one hour/);
    const login = await app
      .client()
      .post('/api/driver/login', { username: body.username, password: body.password });
    expect(login.status).toBe(200);
  });

  it('a made-up token is refused with a clear message', async () => {
    const res = await app
      .client()
      .post('/api/driver/reset-password', { token: 'not-a-real-token', password: 'whatever-1' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not valid/);
  });

  it('asking for the same address a fourth time in an hour is refused with 429, known or not', async () => {
    const limited = await startTestApp({ database });
    try {
      const { body } = await registeredDriver();
      for (const email of [body.email, 'ghost@example.com']) {
        for (let i = 0; i < 3; i++) {
          expect(
            (await limited.client().post('/api/driver/forgot-password', { email })).status,
          ).toBe(200);
        }
        const fourth = await limited.client().post('/api/driver/forgot-password', { email });
        expect(fourth.status).toBe(429);
        expect(fourth.headers.get('retry-after')).toBeTruthy();
      }
    } finally {
      await limited.close();
    }
  });

  it('submitting reset links is limited per client address', async () => {
    const limited = await startTestApp({
      database,
      rateLimits: { resetsPerIp: { points: 2, durationSeconds: 900, blockSeconds: 0 } },
    });
    try {
      const tries = [];
      for (let i = 0; i < 3; i++) {
        tries.push(
          (
            await limited
              .client()
              .post('/api/driver/reset-password', { token: `guess-${i}`, password: 'whatever-1' })
          ).status,
        );
      }
      expect(tries).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('profile and password', () => {
  it('changes phone, vehicle and plate', async () => {
    const { client, userId } = await registeredDriver();
    const res = await client.patch('/api/driver/profile', {
      phone: '+31 6 1234 5678',
      vehicleType: 'scooter',
      licensePlate: 'F-123-XY',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      phone: '+31 6 1234 5678',
      vehicleType: 'scooter',
      licensePlate: 'F-123-XY',
    });
    expect(await driverRow(userId)).toMatchObject({
      vehicleType: 'scooter',
      licensePlate: 'F-123-XY',
    });
  });

  it('refuses a phone with letters and an unknown vehicle', async () => {
    const { client } = await registeredDriver();
    expect(
      (
        await client.patch('/api/driver/profile', {
          phone: 'call me',
          vehicleType: 'bike',
          licensePlate: '',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await client.patch('/api/driver/profile', {
          phone: '',
          vehicleType: 'tank',
          licensePlate: '',
        })
      ).status,
    ).toBe(400);
  });

  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const { body, client } = await registeredDriver();
    const other = app.client();
    const login = await other.post('/api/driver/login', {
      username: body.username,
      password: body.password,
    });
    other.bearer = login.body.token;

    const wrong = await client.post('/api/driver/password', {
      currentPassword: 'nope-nope',
      newPassword: 'fresh-pass-1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Your current password is not correct');
    expect((await client.get('/api/driver/me')).status).toBe(200);

    const ok = await client.post('/api/driver/password', {
      currentPassword: body.password,
      newPassword: 'fresh-pass-1',
    });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/driver/me')).status).toBe(200);
    expect((await other.get('/api/driver/me')).status).toBe(401);
    const fresh = await app
      .client()
      .post('/api/driver/login', { username: body.username, password: 'fresh-pass-1' });
    expect(fresh.status).toBe(200);
  });
});
