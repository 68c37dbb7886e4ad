import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { toCents, type StoreSettingsInput } from '@shop/contracts';
import { outboxRows } from '../../../test/catalog-helpers';
import { ADDRESSES, DAMRAK_POINT, guestContact, seededMenu } from '../../../test/food-orders';
import { startSeededApp, type SeededApp } from '../../../test/seeded-app';
import { auditLog } from '../../shared/audit/audit.tables';

let t: SeededApp;

beforeAll(async () => {
  t = await startSeededApp();
});

afterAll(async () => {
  await t?.stop();
});

async function currentBody(): Promise<StoreSettingsInput> {
  const admin = await t.signedInAs('admin');
  const { body } = await admin.get('/api/admin/store-settings');
  const { openingHours, exceptions, closeOutsideHours, capacity } = body;
  return { openingHours, exceptions, closeOutsideHours, capacity };
}

async function expressOrder(junk: Record<string, unknown>) {
  const caprese = (await seededMenu(t.database.db)).item('Panino Caprese');
  const client = t.anonymous();
  const res = await client.post('/api/orders', {
    items: [{ menuItemId: caprese.id, quantity: 3 }],
    deliveryAddress: { ...ADDRESSES.damrak, ...DAMRAK_POINT },
    deliveryOption: 'express',
    ...guestContact,
    ...junk,
  });
  expect(res.status, res.text).toBe(201);
  return { res, client, subtotalCents: caprese.priceCents * 3 };
}

describe('service fee and express surcharge', () => {
  it('when an admin changes the fees, the next order is charged them and client totals are ignored', async () => {
    const before = await expressOrder({});
    // Damrak: 2.50 delivery; 5 % and 3.00 until the change.
    const base = before.subtotalCents + 250;
    expect(toCents(before.res.body.serviceFee)).toBe(Math.round(((base + 300) * 500) / 10_000));

    const admin = await t.signedInAs('admin');
    const events = (await outboxRows(t.database.db, 'catalog.changed')).length;
    const saved = await admin.put('/api/admin/store-settings', {
      ...(await currentBody()),
      fees: { serviceFeeBasisPoints: 750, expressFeeCents: 450 },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.fees).toEqual({ serviceFeeBasisPoints: 750, expressFeeCents: 450 });

    // Open pages hear a settings change and read the public settings, which carry the fees.
    const changed = await outboxRows(t.database.db, 'catalog.changed');
    expect(changed.length).toBe(events + 1);
    expect(changed.at(-1)!.event).toMatchObject({ data: { resources: ['settings'] } });
    const publicSettings = await t.anonymous().get('/api/settings');
    expect(publicSettings.body.fees).toEqual({ serviceFeeBasisPoints: 750, expressFeeCents: 450 });

    const after = await expressOrder({ subtotal: 0.01, serviceFee: 0, deliveryFee: 0, total: 1 });
    const serviceFeeCents = Math.round(((base + 450) * 750) / 10_000);
    expect(toCents(after.res.body.serviceFee)).toBe(serviceFeeCents);
    expect(toCents(after.res.body.deliveryFee)).toBe(250 + 450);
    expect(toCents(after.res.body.total)).toBe(base + 450 + serviceFeeCents);
    // The payment asks for the server's total, whatever amount the browser sends.
    const intent = await after.client.post('/api/payment/create-payment-intent', {
      orderId: after.res.body.id,
      amount: 1,
    });
    expect(toCents(intent.body.amount)).toBe(base + 450 + serviceFeeCents);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'store-settings.updated'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.before).toMatchObject({
      fees: { serviceFeeBasisPoints: 500, expressFeeCents: 300 },
    });
    expect(audit!.after).toMatchObject({
      fees: { serviceFeeBasisPoints: 750, expressFeeCents: 450 },
    });
  });

  it.each([
    [{ serviceFeeBasisPoints: 2500, expressFeeCents: 300 }, 'The service fee can be at most 20 %'],
    [{ serviceFeeBasisPoints: 500, expressFeeCents: 299.5 }, 'Use whole cents'],
    [{ serviceFeeBasisPoints: 500, expressFeeCents: -100 }, 'cannot be negative'],
  ])('refuses fees %j with a 400 under the field', async (fees, message) => {
    const admin = await t.signedInAs('admin');
    const res = await admin.put('/api/admin/store-settings', { ...(await currentBody()), fees });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.fieldErrors)).toContain(message);
  });

  it('keeps the kitchen board’s alert times and sends them with the board', async () => {
    const admin = await t.signedInAs('admin');
    const kitchenAlerts = { new: 3, preparing: 18, ready: 8, out: 40 };
    const res = await admin.put('/api/admin/store-settings', {
      ...(await currentBody()),
      kitchenAlerts,
    });
    expect(res.status, res.text).toBe(200);
    const staff = await t.signedInAs('staff');
    expect((await staff.get('/api/kitchen/orders')).body.alertMinutes).toEqual(kitchenAlerts);
    // Saving without them leaves them as they were.
    await admin.put('/api/admin/store-settings', await currentBody());
    expect((await staff.get('/api/kitchen/orders')).body.alertMinutes).toEqual(kitchenAlerts);
  });
});
