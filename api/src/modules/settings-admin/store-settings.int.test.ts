import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import {
  API_MESSAGES,
  KITCHEN_FULL_MESSAGE,
  shopDate,
  shopInstant,
  type StoreSettingsInput,
} from '@shop/contracts';
import { startSeededApp, type SeededApp } from '../../../test/seeded-app';
import { outboxCount, outboxRows } from '../../../test/catalog-helpers';
import { ADDRESSES, DAMRAK_POINT, guestContact, seededMenu } from '../../../test/food-orders';
import { auditLog } from '../../shared/audit/audit.tables';
import { orderingSwitches } from '../../db/schema';
import { afterSwitchesWritten, readOrderingStatus } from '../ordering';
import { StoreClock } from './store-clock';
import { recentFoodOrders } from '../orders';
import { orderingSwitchPauses, storeRules } from './store-settings.tables';

let t: SeededApp;
let clock: StoreClock;

const ELEVEN_TO_TEN = { open: '11:00', close: '22:00' };
const WEEK = {
  Monday: ELEVEN_TO_TEN,
  Tuesday: ELEVEN_TO_TEN,
  Wednesday: ELEVEN_TO_TEN,
  Thursday: ELEVEN_TO_TEN,
  Friday: ELEVEN_TO_TEN,
  Saturday: ELEVEN_TO_TEN,
  Sunday: ELEVEN_TO_TEN,
};
/** Open around the clock: a closing time at the opening time falls on the next day. */
const ALWAYS = Object.fromEntries(
  Object.keys(WEEK).map((d) => [d, { open: '00:00', close: '00:00' }]),
) as typeof WEEK;

const settingsBody = (over: Partial<StoreSettingsInput> = {}): StoreSettingsInput => ({
  openingHours: WEEK,
  exceptions: [],
  closeOutsideHours: false,
  capacity: { ordersPer15Minutes: null, whenFull: 'delay', delayMinutes: 15 },
  ...over,
});

beforeAll(async () => {
  t = await startSeededApp();
  clock = new StoreClock({
    db: t.database.db,
    log: pino({ level: 'silent' }),
    // As in the shop: the clock drops the app's cached switches itself; no relay runs here.
    switchesWritten: afterSwitchesWritten(t.catalog, () => {}),
  });
});

afterAll(async () => {
  await t?.stop();
});

beforeEach(async () => {
  const db = t.database.db;
  await db
    .update(orderingSwitches)
    .set({
      masterEnabled: true,
      foodOrderingEnabled: true,
      barOrderingEnabled: true,
      merchandiseOrderingEnabled: true,
    })
    .where(eq(orderingSwitches.id, 1));
  await db.delete(orderingSwitchPauses);
  await db.delete(storeRules);
});

async function save(body: StoreSettingsInput) {
  const admin = await t.signedInAs('admin');
  const res = await admin.put('/api/admin/store-settings', body);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

async function switches() {
  const admin = await t.signedInAs('admin');
  const res = await admin.get('/api/admin/ordering-switches');
  expect(res.status).toBe(200);
  return res.body.switches as {
    name: string;
    enabled: boolean;
    until: string | null;
    reason: string | null;
    setBy: string | null;
  }[];
}

describe('store settings', () => {
  it('saves the weekly hours and exceptions, shows them publicly and writes the audit log', async () => {
    const body = settingsBody({
      openingHours: { ...WEEK, Monday: null, Friday: { open: '12:00', close: '01:00' } },
      exceptions: [
        { date: '2026-12-25', hours: null, note: 'Christmas' },
        { date: '2026-12-31', hours: { open: '11:00', close: '18:00' }, note: 'New Year’s Eve' },
      ],
    });
    const saved = await save(body);
    expect(saved.openingHours.Monday).toBeNull();
    expect(saved.exceptions).toEqual(body.exceptions);
    expect(saved.updatedBy).toBe('admin');

    const publicSettings = await t.anonymous().get('/api/settings');
    expect(JSON.parse(publicSettings.body.openingHours)).toMatchObject({
      Monday: null,
      Friday: { open: '12:00', close: '01:00' },
    });

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'store-settings.updated'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ actorName: 'admin', section: 'store-settings' });
    expect(audit!.after).toMatchObject({ exceptions: body.exceptions });
  });

  it.each([
    [
      'a time that is no time',
      { openingHours: { ...WEEK, Tuesday: { open: '25:00', close: '22:00' } } },
      /HH:MM/,
    ],
    [
      'two exceptions on one date',
      {
        exceptions: [
          { date: '2026-12-25', hours: null, note: '' },
          { date: '2026-12-25', hours: ELEVEN_TO_TEN, note: '' },
        ],
      },
      /one exception/,
    ],
    [
      'a capacity of zero',
      { capacity: { ordersPer15Minutes: 0, whenFull: 'delay', delayMinutes: 15 } },
      /At least 1/,
    ],
  ] as const)('refuses %s with a 400 and changes nothing', async (_what, over, message) => {
    const before = await (await t.signedInAs('admin')).get('/api/admin/store-settings');
    const admin = await t.signedInAs('admin');
    const res = await admin.put('/api/admin/store-settings', { ...settingsBody(), ...over });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    const after = await admin.get('/api/admin/store-settings');
    expect(after.body.openingHours).toEqual(before.body.openingHours);
    expect(after.body.exceptions).toEqual(before.body.exceptions);
  });

  it('is for admins only: staff get a 403', async () => {
    const staff = await t.signedInAs('staff');
    expect((await staff.get('/api/admin/store-settings')).status).toBe(403);
    expect((await staff.put('/api/admin/store-settings', settingsBody())).status).toBe(403);
  });
});

describe('pauses end by themselves', () => {
  it('a pause set by staff shows who and when, lasts until closing by default, and ends itself', async () => {
    await save(settingsBody({ openingHours: ALWAYS }));
    const staff = await t.signedInAs('staff');
    const before = Date.now();
    const res = await staff.put('/api/admin/ordering-status', { foodOrderingEnabled: false });
    expect(res.status).toBe(200);

    const food = (await switches()).find((s) => s.name === 'foodOrderingEnabled')!;
    expect(food).toMatchObject({ enabled: false, reason: 'manual', setBy: 'marco' });
    // Open around the clock: today's closing is the next midnight in Amsterdam.
    expect(food.until).toBe(shopInstant(shopDate(new Date(before), 1), '00:00').toISOString());

    // Not yet due: nothing changes.
    expect((await clock.runOnce(new Date(Date.parse(food.until!) - 60_000)))?.resumed).toEqual([]);
    expect((await readOrderingStatus(t.database.db)).foodOrderingEnabled).toBe(false);

    const eventsBefore = (await outboxRows(t.database.db, 'ordering-status.changed')).length;
    const pass = await clock.runOnce(new Date(Date.parse(food.until!) + 1000));
    expect(pass?.resumed).toEqual(['foodOrderingEnabled']);
    expect((await readOrderingStatus(t.database.db)).foodOrderingEnabled).toBe(true);
    const events = await outboxRows(t.database.db, 'ordering-status.changed');
    expect(events.length).toBe(eventsBefore + 1);
    expect(events.at(-1)!.event).toMatchObject({ data: { status: { foodOrderingEnabled: true } } });

    // A second pass changes nothing more.
    expect((await clock.runOnce(new Date(Date.parse(food.until!) + 2000)))?.resumed).toEqual([]);
  });

  it('an admin can move a pause’s end, but not into the past, and not for a switch that is on', async () => {
    const admin = await t.signedInAs('admin');
    await admin.put('/api/admin/ordering-status', { barOrderingEnabled: false });
    const until = new Date(Date.now() + 2 * 3600_000).toISOString();
    const moved = await admin.put('/api/admin/ordering-switches/barOrderingEnabled/expiry', {
      until,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ name: 'barOrderingEnabled', until, enabled: false });

    const past = await admin.put('/api/admin/ordering-switches/barOrderingEnabled/expiry', {
      until: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('Choose a time in the future');

    const on = await admin.put('/api/admin/ordering-switches/foodOrderingEnabled/expiry', {
      until,
    });
    expect(on.status).toBe(400);
    const unknown = await admin.put('/api/admin/ordering-switches/kitchen/expiry', { until });
    expect(unknown.status).toBe(400);
  });
});

describe('ordering follows the opening hours', () => {
  it('turns ordering off at closing time, refuses orders, and turns it on at opening', async () => {
    await save(settingsBody({ closeOutsideHours: true }));
    const day = shopDate(new Date(), 1);
    const open = await clock.runOnce(shopInstant(day, '12:00'));
    expect(open).toEqual({ resumed: [], closed: false });
    expect((await readOrderingStatus(t.database.db)).masterEnabled).toBe(true);

    const menu = await seededMenu(t.database.db);
    const placeOrder = () =>
      t.anonymous().post('/api/orders', {
        items: [{ menuItemId: menu.item('Margherita slice').id, quantity: 10 }],
        deliveryAddress: { ...ADDRESSES.damrak, ...DAMRAK_POINT },
        deliveryOption: 'standard',
        ...guestContact,
      });
    // Taken while open: the app now holds the switches in its cache.
    expect((await placeOrder()).status).toBe(201);

    const late = await clock.runOnce(shopInstant(day, '22:30'));
    expect(late?.closed).toBe(true);
    expect((await readOrderingStatus(t.database.db)).masterEnabled).toBe(false);
    const master = (await switches()).find((s) => s.name === 'masterEnabled')!;
    expect(master).toMatchObject({ reason: 'closed-hours' });
    expect(master.until).toBe(
      shopInstant(shopDate(shopInstant(day, '12:00'), 1), '11:00').toISOString(),
    );

    // Refused at once, before any event about the closing could arrive.
    const order = await placeOrder();
    expect(order.status).toBe(409);
    expect(order.body.message).toBe(API_MESSAGES.ordering_disabled);

    // Still closed an hour later: the pause stays and is not set twice.
    const outboxBefore = await outboxCount(t.database.db);
    expect(await clock.runOnce(shopInstant(day, '23:30'))).toEqual({ resumed: [], closed: false });
    expect(await outboxCount(t.database.db)).toBe(outboxBefore);

    const next = await clock.runOnce(new Date(Date.parse(master.until!) + 5 * 60_000));
    expect(next).toEqual({ resumed: ['masterEnabled'], closed: false });
    expect((await readOrderingStatus(t.database.db)).masterEnabled).toBe(true);
  });

  it('a holiday exception closes the whole day', async () => {
    const day = shopDate(new Date(), 2);
    await save(
      settingsBody({
        closeOutsideHours: true,
        exceptions: [{ date: day, hours: null, note: 'Holiday' }],
      }),
    );
    expect((await clock.runOnce(shopInstant(day, '13:00')))?.closed).toBe(true);
  });

  it('without the rule, closed hours leave the switches alone', async () => {
    await save(settingsBody({ closeOutsideHours: false }));
    expect(await clock.runOnce(shopInstant(shopDate(new Date(), 1), '03:00'))).toEqual({
      resumed: [],
      closed: false,
    });
  });
});

describe('kitchen capacity', () => {
  async function placeOrder() {
    const menu = await seededMenu(t.database.db);
    return t.anonymous().post('/api/orders', {
      items: [{ menuItemId: menu.item('Margherita slice').id, quantity: 10 }],
      deliveryAddress: { ...ADDRESSES.damrak, ...DAMRAK_POINT },
      deliveryOption: 'standard',
      ...guestContact,
    });
  }

  const minutesAfterCreation = (body: { createdAt: string; estimatedDelivery: string }) =>
    Math.round((Date.parse(body.estimatedDelivery) - Date.parse(body.createdAt)) / 60_000);

  it('moves the estimate later once the last 15 minutes’ orders fill the capacity', async () => {
    await save(settingsBody({ openingHours: ALWAYS }));
    const recent = await recentFoodOrders(t.database.db, new Date());
    await save(
      settingsBody({
        openingHours: ALWAYS,
        capacity: { ordersPer15Minutes: recent + 1, whenFull: 'delay', delayMinutes: 20 },
      }),
    );
    const first = await placeOrder();
    expect(first.status, first.text).toBe(201);
    expect(minutesAfterCreation(first.body)).toBe(45);
    const second = await placeOrder();
    expect(second.status).toBe(201);
    expect(minutesAfterCreation(second.body)).toBe(45 + 20);
  });

  it('or pauses food and bar ordering for 15 minutes, refusing the order', async () => {
    const recent = await recentFoodOrders(t.database.db, new Date());
    await save(
      settingsBody({
        openingHours: ALWAYS,
        capacity: { ordersPer15Minutes: Math.max(1, recent), whenFull: 'pause', delayMinutes: 15 },
      }),
    );
    if (recent === 0) expect((await placeOrder()).status).toBe(201);
    const refused = await placeOrder();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(KITCHEN_FULL_MESSAGE);
    const status = await readOrderingStatus(t.database.db);
    expect(status).toMatchObject({
      foodOrderingEnabled: false,
      barOrderingEnabled: false,
      masterEnabled: true,
    });
    const food = (await switches()).find((s) => s.name === 'foodOrderingEnabled')!;
    expect(food.reason).toBe('capacity');
    const minutes = (Date.parse(food.until!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    // The next customer hears the pause, as the shop's banner says it, not the kitchen's load.
    const next = await placeOrder();
    expect(next.status).toBe(409);
    expect(next.body.message).toBe('Food ordering and delivery is currently unavailable');
  });
});
