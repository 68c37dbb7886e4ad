import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  AdminZoneSaved,
  SLUG_TAKEN_MESSAGE,
  ZONE_SELF_CROSSING_MESSAGE,
  ZONE_TOO_FEW_POINTS_MESSAGE,
  type AdminZoneInput,
} from '@shop/contracts';
import { startSeededApp, type SeededApp } from '../../../test/seeded-app';
import { outboxRows } from '../../../test/catalog-helpers';
import type { TestClient } from '../../../test/http-client';
import { auditLog } from '../../shared/audit/audit.tables';
import { bars, deliveryZones } from '../../db/schema';
import { parseQrCode } from '../geo';
import { DEMO_BAR } from '../../seed/geo';
import { seedDemoOrders } from '../../seed/orders';

let t: SeededApp;
let admin: TestClient;

beforeAll(async () => {
  t = await startSeededApp();
  // Orders in the demo zones and at the demo bar, as `make start` seeds them.
  await t.database.db.transaction((tx) => seedDemoOrders(tx));
  admin = await t.signedInAs('admin');
});
afterAll(async () => {
  await t?.stop();
});

/** A square around a point in Utrecht, far from the demo zones in Amsterdam. */
function square(west: number, south: number, size: number): [number, number][][] {
  return [
    [
      [west, south],
      [west + size, south],
      [west + size, south + size],
      [west, south + size],
    ],
  ];
}

const zoneInput = (over: Partial<AdminZoneInput> = {}): AdminZoneInput => ({
  name: 'Utrecht Centrum',
  deliveryFeeCents: 395,
  minimumOrderCents: 1750,
  estimatedTime: '30-40 min',
  isActive: true,
  coordinates: square(5.1, 52.08, 0.02),
  ...over,
});

async function pointCheck(lat: number, lng: number) {
  const res = await t.anonymous().post('/api/geo/validate-point', { lat, lng });
  expect(res.status).toBe(200);
  return res.body as { isValid: boolean; zone: { name: string } | null };
}

async function zoneCount() {
  return (await t.database.db.select().from(deliveryZones)).length;
}

describe('delivery zones in the back office', () => {
  it('when an admin adds a zone, then customers inside it are served at once, with an audit row and an event', async () => {
    const before = await pointCheck(52.09, 5.11);
    expect(before.isValid).toBe(false);
    const events = (await outboxRows(t.database.db, 'catalog.changed')).length;

    const res = await admin.post('/api/admin/zones', zoneInput());
    expect(res.status).toBe(201);
    const saved = AdminZoneSaved.parse(res.body);
    expect(saved.warnings).toEqual([]);
    expect(saved.zone).toMatchObject({ name: 'Utrecht Centrum', deliveryFeeCents: 395 });
    // Stored closed, as GeoJSON wants it.
    expect(saved.zone.coordinates[0]).toHaveLength(5);

    const after = await pointCheck(52.09, 5.11);
    expect(after).toMatchObject({ isValid: true, zone: { name: 'Utrecht Centrum' } });

    const rows = await outboxRows(t.database.db, 'catalog.changed');
    expect(rows).toHaveLength(events + 1);
    expect(rows.at(-1)!.event).toMatchObject({ data: { resources: ['zones'] } });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'zone.created'), eq(auditLog.entityId, String(saved.zone.id))),
      );
    expect(audit).toMatchObject({ section: 'zones', actorName: 'admin', before: null });
  });

  it('when an admin moves a border, then an address just inside is outside at once', async () => {
    const list = await admin.get('/api/admin/zones');
    const zone = list.body.zones.find((z: { name: string }) => z.name === 'Utrecht Centrum');
    // Just inside the east border (5.12).
    expect((await pointCheck(52.09, 5.119)).isValid).toBe(true);

    const res = await admin.put(
      `/api/admin/zones/${zone.id}`,
      zoneInput({ coordinates: square(5.1, 52.08, 0.015) }),
    );
    expect(res.status).toBe(200);
    expect((await pointCheck(52.09, 5.119)).isValid).toBe(false);
    expect((await pointCheck(52.09, 5.11)).isValid).toBe(true);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'zone.updated'), eq(auditLog.entityId, String(zone.id))));
    const [lng, lat] = (audit!.before as { coordinates: number[][][] }).coordinates[0]![1]!;
    expect(lng).toBeCloseTo(5.12, 9);
    expect(lat).toBe(52.08);
  });

  it('refuses a border that crosses itself with a 422 and its reason under the polygon field', async () => {
    const count = await zoneCount();
    const bowtie: [number, number][][] = [
      [
        [5.2, 52.0],
        [5.22, 52.02],
        [5.22, 52.0],
        [5.2, 52.02],
      ],
    ];
    const res = await admin.post(
      '/api/admin/zones',
      zoneInput({ name: 'Bowtie', coordinates: bowtie }),
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(ZONE_SELF_CROSSING_MESSAGE);
    expect(res.body.fieldErrors).toEqual({ coordinates: [ZONE_SELF_CROSSING_MESSAGE] });
    expect(await zoneCount()).toBe(count);
  });

  it('refuses a border with fewer than 3 different corners', async () => {
    const res = await admin.post(
      '/api/admin/zones',
      zoneInput({
        name: 'Line',
        coordinates: [
          [
            [5.2, 52.0],
            [5.21, 52.0],
            [5.21, 52.0],
            [5.2, 52.0],
          ],
        ],
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(ZONE_TOO_FEW_POINTS_MESSAGE);
  });

  it('answers bad input with 400 and a message per field, writing nothing', async () => {
    const count = await zoneCount();
    const res = await admin.post('/api/admin/zones', {
      ...zoneInput(),
      name: '  ',
      deliveryFeeCents: -1,
      minimumOrderCents: 12.5,
      coordinates: [[[200, 52]]],
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(
      expect.arrayContaining(['name', 'deliveryFeeCents', 'minimumOrderCents']),
    );
    expect(await zoneCount()).toBe(count);
    expect((await admin.put('/api/admin/zones/0x1', zoneInput())).status).toBe(400);
    expect((await admin.put('/api/admin/zones/999999', zoneInput())).status).toBe(404);
  });

  it('saves a zone that overlaps an active zone and warns about it; not for an inactive one', async () => {
    const res = await admin.post(
      '/api/admin/zones',
      zoneInput({ name: 'Utrecht Oost', coordinates: square(5.11, 52.08, 0.02) }),
    );
    expect(res.status).toBe(201);
    const saved = AdminZoneSaved.parse(res.body);
    expect(saved.warnings).toHaveLength(1);
    expect(saved.warnings[0]!.name).toBe('Utrecht Centrum');
    expect(saved.warnings[0]!.message).toContain('Overlaps the active zone "Utrecht Centrum"');
    expect(saved.warnings[0]!.texts?.message).toMatchObject({
      code: 'zone_overlap',
      params: { zone: 'Utrecht Centrum' },
    });

    const off = await admin.put(
      `/api/admin/zones/${saved.zone.id}`,
      zoneInput({ name: 'Utrecht Oost', isActive: false, coordinates: square(5.11, 52.08, 0.02) }),
    );
    expect(off.status).toBe(200);
    expect(off.body.warnings).toEqual([]);
  });

  it('refuses a second zone with the same name with 409', async () => {
    const res = await admin.post('/api/admin/zones', zoneInput());
    expect(res.status).toBe(409);
    expect(res.body.fieldErrors.name).toHaveLength(1);
  });

  it('deletes a zone without orders, and customers there are no longer served', async () => {
    const list = await admin.get('/api/admin/zones');
    const zone = list.body.zones.find((z: { name: string }) => z.name === 'Utrecht Centrum');
    const res = await admin.delete(`/api/admin/zones/${zone.id}`);
    expect(res.status).toBe(204);
    expect((await pointCheck(52.09, 5.11)).isValid).toBe(false);
    expect((await admin.delete(`/api/admin/zones/${zone.id}`)).status).toBe(404);
  });

  it('refuses to delete a zone that orders name, and says to deactivate it', async () => {
    const [centre] = await t.database.db
      .select()
      .from(deliveryZones)
      .where(eq(deliveryZones.name, 'Amsterdam City Center'));
    const res = await admin.delete(`/api/admin/zones/${centre!.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('Switch it off');
  });

  it('is for admins only', async () => {
    const staff = await t.signedInAs('staff');
    expect((await staff.get('/api/admin/zones')).status).toBe(403);
    expect((await t.anonymous().post('/api/admin/zones', zoneInput())).status).toBe(401);
  });
});

describe('custom QR locations', () => {
  const spot = {
    customId: 'ndsm-terrace',
    name: 'NDSM Terrace',
    description: 'By the crane',
    address: 'NDSM-Plein 28, 1033 WB Amsterdam',
    latitude: 52.4009,
    longitude: 4.8939,
    active: true,
  };

  it('creates, refuses a taken or malformed slug, edits, deactivates and deletes', async () => {
    const created = await admin.post('/api/admin/custom-locations', spot);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(spot);

    const again = await admin.post('/api/admin/custom-locations', { ...spot, name: 'Other' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SLUG_TAKEN_MESSAGE);
    expect(again.body.fieldErrors).toEqual({ customId: [SLUG_TAKEN_MESSAGE] });

    const bad = await admin.post('/api/admin/custom-locations', {
      ...spot,
      customId: 'NDSM Terrace',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.customId).toHaveLength(1);

    const id = created.body.id as number;
    const edited = await admin.put(`/api/admin/custom-locations/${id}`, {
      ...spot,
      description: 'Next to the crane hotel',
    });
    expect(edited.status).toBe(200);
    expect((await t.anonymous().get('/api/geo/custom-locations/ndsm-terrace')).body).toMatchObject({
      description: 'Next to the crane hotel',
    });

    expect(
      (await admin.put(`/api/admin/custom-locations/${id}`, { ...spot, active: false })).status,
    ).toBe(200);
    expect((await t.anonymous().get('/api/geo/custom-locations/ndsm-terrace')).status).toBe(404);

    expect((await admin.delete(`/api/admin/custom-locations/${id}`)).status).toBe(204);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.section, 'qr-locations'), eq(auditLog.entityId, String(id))));
    expect(actions.map((a) => a.action)).toEqual([
      'custom-location.created',
      'custom-location.updated',
      'custom-location.updated',
      'custom-location.deleted',
    ]);
  });
});

describe('partner bars', () => {
  const bar = {
    slug: 'cafe-de-jaren',
    name: 'Café de Jaren',
    address: 'Nieuwe Doelenstraat 20, 1012 CP Amsterdam',
    latitude: 52.3678,
    longitude: 4.8953,
    active: true,
    commissionPercent: 12.5,
  };

  it('creates a bar with its commission, which its page then shows; refuses a taken slug', async () => {
    const res = await admin.post('/api/admin/bars', bar);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject(bar);
    const [row] = await t.database.db.select().from(bars).where(eq(bars.slug, bar.slug));
    expect(row!.commissionBps).toBe(1250);
    expect((await t.anonymous().get('/api/bars/cafe-de-jaren')).body.name).toBe('Café de Jaren');

    const dup = await admin.post('/api/admin/bars', { ...bar, slug: DEMO_BAR.slug });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(SLUG_TAKEN_MESSAGE);
  });

  it('refuses a commission out of range or with more than two decimals', async () => {
    for (const commissionPercent of [-1, 101, 10.125]) {
      const res = await admin.post('/api/admin/bars', { ...bar, slug: 'x-bar', commissionPercent });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.commissionPercent).toHaveLength(1);
    }
  });

  it('deactivates a bar with orders instead of deleting it; deletes one without', async () => {
    const [demo] = await t.database.db.select().from(bars).where(eq(bars.slug, DEMO_BAR.slug));
    const refused = await admin.delete(`/api/admin/bars/${demo!.id}`);
    expect(refused.status).toBe(409);

    const list = await admin.get('/api/admin/bars');
    const jaren = list.body.bars.find((b: { slug: string }) => b.slug === bar.slug);
    const off = await admin.put(`/api/admin/bars/${jaren.id}`, { ...bar, active: false });
    expect(off.status).toBe(200);
    expect((await t.anonymous().get('/api/bars/cafe-de-jaren')).status).toBe(404);
    expect((await admin.delete(`/api/admin/bars/${jaren.id}`)).status).toBe(204);
  });
});

describe('QR codes', () => {
  it('gives every zone, custom location and bar a shop link the scanner accepts', async () => {
    await admin.post('/api/admin/custom-locations', {
      customId: 'vondelpark-gate',
      name: 'Vondelpark gate',
      description: '',
      address: 'Stadhouderskade 2, 1054 ES Amsterdam',
      latitude: 52.3641,
      longitude: 4.8785,
      active: true,
    });
    const res = await admin.get('/api/admin/qr-codes');
    expect(res.status).toBe(200);
    const codes = res.body.codes as {
      kind: string;
      id: number;
      name: string;
      active: boolean;
      payload: string;
    }[];
    expect(new Set(codes.map((c) => c.kind))).toEqual(new Set(['zone', 'location', 'bar']));
    for (const code of codes) {
      const target = parseQrCode(code.payload);
      expect(target, code.payload).not.toBeNull();
      expect(target!.kind).toBe(code.kind);
      if (target!.kind === 'zone') expect(target!.zoneId).toBe(code.id);
    }
    // And the shop's own check accepts the active ones.
    for (const code of codes.filter((c) => c.active && c.kind !== 'location')) {
      const verified = await t.anonymous().post('/api/geo/verify-qr-code', { code: code.payload });
      expect(verified.body.isValid, code.payload).toBe(true);
    }
    const gate = codes.find((c) => c.name === 'Vondelpark gate')!;
    expect(parseQrCode(gate.payload)).toEqual({ kind: 'location', customId: 'vondelpark-gate' });
    // The sheet's line, with its code for a client that says it in its own language.
    expect(
      res.body.codes.find((c: { name: string }) => c.name === 'Vondelpark gate'),
    ).toMatchObject({
      instruction: "Scan with your phone's camera to have your order delivered to Vondelpark gate.",
      texts: { instruction: { code: 'qr_scan_location', params: { place: 'Vondelpark gate' } } },
    });
    expect(
      (await t.anonymous().post('/api/geo/verify-qr-code', { code: gate.payload })).body.isValid,
    ).toBe(true);

    const onlyBars = await admin.get('/api/admin/qr-codes?kind=bar');
    expect(onlyBars.body.codes.every((c: { kind: string }) => c.kind === 'bar')).toBe(true);
    expect((await admin.get('/api/admin/qr-codes?kind=planet')).status).toBe(400);
  });
});
