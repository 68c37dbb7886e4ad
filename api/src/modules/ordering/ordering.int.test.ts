import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderingStatus } from '@shop/contracts';
import { startSeededApp, type SeededApp } from '../../../test/seeded-app';
import { outboxCount, outboxRows } from '../../../test/catalog-helpers';
import { users } from '../../db/schema';
import { orderingSwitches } from './ordering.tables';

let t: SeededApp;

beforeAll(async () => {
  t = await startSeededApp();
});
afterAll(async () => {
  await t?.stop();
});

const ALL_ON: OrderingStatus = {
  masterEnabled: true,
  foodOrderingEnabled: true,
  barOrderingEnabled: true,
  merchandiseOrderingEnabled: true,
};

async function status() {
  const res = await t.anonymous().get('/api/ordering-status');
  expect(res.status).toBe(200);
  return { etag: res.headers.get('etag')!, status: OrderingStatus.parse(res.body), body: res.body };
}

async function resetSwitches() {
  await t.database.db.update(orderingSwitches).set(ALL_ON).where(eq(orderingSwitches.id, 1));
  await t.feed.publish({
    id: randomUUID(),
    occurredAt: new Date().toISOString(),
    name: 'ordering-status.changed',
    version: 1,
    data: { status: ALL_ON, changedBy: 1 },
  });
}

describe('GET /api/ordering-status', () => {
  it('answers the four switches, all on in a new shop', async () => {
    const { body } = await status();
    expect(body).toEqual(ALL_ON);
  });

  it('answers 304 to a browser that holds the current version', async () => {
    const { etag } = await status();
    const again = await t.anonymous().get('/api/ordering-status', { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });
});

describe('PUT /api/admin/ordering-status', () => {
  it('when staff switch food ordering off, then the status says so and one event is recorded', async () => {
    const before = await status();
    const outboxBefore = await outboxCount(t.database.db);
    const eventsBefore = (await outboxRows(t.database.db, 'ordering-status.changed')).length;
    const kicksBefore = t.relayKicks();
    const staff = await t.signedInAs('staff');

    const res = await staff.put('/api/admin/ordering-status', { foodOrderingEnabled: false });
    expect(res.status).toBe(200);
    const expected = { ...ALL_ON, foodOrderingEnabled: false };
    expect(OrderingStatus.parse(res.body)).toEqual(expected);

    const after = await t.anonymous().get('/api/ordering-status', { 'if-none-match': before.etag });
    expect(after.status).toBe(200);
    expect(after.body).toEqual(expected);
    expect(after.headers.get('etag')).not.toBe(before.etag);

    expect(await outboxCount(t.database.db)).toBe(outboxBefore + 1);
    const events = await outboxRows(t.database.db, 'ordering-status.changed');
    expect(events.length).toBe(eventsBefore + 1);
    const [marco] = await t.database.db.select().from(users).where(eq(users.username, 'marco'));
    expect(events.at(-1)!.event).toMatchObject({
      name: 'ordering-status.changed',
      version: 1,
      data: { status: expected, changedBy: marco!.id },
    });
    expect(t.relayKicks()).toBe(kicksBefore + 1);
    await resetSwitches();
  });

  it('changes only the switches named, keeping the others', async () => {
    const staff = await t.signedInAs('staff');
    await staff.put('/api/admin/ordering-status', { barOrderingEnabled: false });
    const admin = await t.signedInAs('admin');
    const res = await admin.put('/api/admin/ordering-status', {
      masterEnabled: false,
      merchandiseOrderingEnabled: false,
    });
    expect(res.body).toEqual({
      masterEnabled: false,
      foodOrderingEnabled: true,
      barOrderingEnabled: false,
      merchandiseOrderingEnabled: false,
    });
    expect((await status()).body).toEqual(res.body);
    await resetSwitches();
  });

  it.each([
    ['anonymous', null, 401],
    ['a customer', 'customer', 403],
    ['a driver', 'driver', 403],
  ] as const)('refuses %s and changes nothing', async (_who, role, code) => {
    const client = role ? await t.signedInAs(role) : t.anonymous();
    const outboxBefore = await outboxCount(t.database.db);
    const res = await client.put('/api/admin/ordering-status', { masterEnabled: false });
    expect(res.status).toBe(code);
    expect(res.body.message).toBeTruthy();
    expect((await status()).body).toEqual(ALL_ON);
    expect(await outboxCount(t.database.db)).toBe(outboxBefore);
  });

  it.each([
    [{}, /Nothing to change/],
    [{ unknown: true }, /Nothing to change/],
    [{ masterEnabled: 'off' }, /masterEnabled/],
    [{ foodOrderingEnabled: null }, /foodOrderingEnabled/],
  ])('answers 400 for %j with a clear message and changes nothing', async (body, message) => {
    const staff = await t.signedInAs('staff');
    const outboxBefore = await outboxCount(t.database.db);
    const res = await staff.put('/api/admin/ordering-status', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect((await status()).body).toEqual(ALL_ON);
    expect(await outboxCount(t.database.db)).toBe(outboxBefore);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const staff = await t.signedInAs('staff');
    const res = await staff.request('PUT', '/api/admin/ordering-status', {
      body: '{"masterEnabled": fal',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Malformed JSON in request body');
  });
});

describe('changes made on another replica', () => {
  it("when an 'ordering-status.changed' event arrives on the feed, then the status is re-read", async () => {
    const before = await status();
    await t.database.db
      .update(orderingSwitches)
      .set({ barOrderingEnabled: false })
      .where(eq(orderingSwitches.id, 1));
    expect((await status()).etag).toBe(before.etag);

    const changed = { ...ALL_ON, barOrderingEnabled: false };
    await t.feed.publish({
      id: randomUUID(),
      occurredAt: new Date().toISOString(),
      name: 'ordering-status.changed',
      version: 1,
      data: { status: changed, changedBy: 1 },
    });
    const after = await status();
    expect(after.body).toEqual(changed);
    expect(after.etag).not.toBe(before.etag);
    await resetSwitches();
  });
});
