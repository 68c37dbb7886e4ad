import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createPostgresDatabase } from '../../../test/databases';
import { seededRandom } from '../../../../infra/testing/seeded-random';
import { rayCastContains } from '../../../test/ray-cast';
import type { Database } from '../../db/client';
import { seedGeo } from '../../seed/geo';
import { toMultiPolygon } from './polygon';
import { ZoneDirectory } from './zone-directory';

let database: Database;
let directory: ZoneDirectory;

beforeAll(async () => {
  database = await createPostgresDatabase();
  await database.db.transaction((tx) => seedGeo(tx));
  directory = new ZoneDirectory(database.db, pino({ level: 'silent' }));
});
afterAll(async () => {
  await database?.close();
});

describe('ZoneDirectory.locate on the seeded zones', () => {
  it('agrees with an independent ray cast on 1,000 seeded random points (0 mismatches)', async () => {
    const zones = await directory.all();
    expect(zones.map((z) => z.name)).toEqual([
      'Amsterdam City Center',
      'West & Zuid',
      'Noord & Oost',
    ]);
    const reference = (lng: number, lat: number) =>
      zones.find((z) => rayCastContains(toMultiPolygon(z.view.coordinates)!, lng, lat))?.name ??
      null;

    const random = seededRandom(20240601);
    const mismatches: string[] = [];
    const hits = new Map<string | null, number>();
    for (let i = 0; i < 1000; i++) {
      const lng = 4.75 + random() * 0.3;
      const lat = 52.3 + random() * 0.13;
      const located = (await directory.locate(lat, lng))?.name ?? null;
      const expected = reference(lng, lat);
      hits.set(located, (hits.get(located) ?? 0) + 1);
      if (located !== expected) mismatches.push(`${lng},${lat}: ${located} vs ${expected}`);
    }
    expect(mismatches).toEqual([]);
    // The sample really reaches every zone and the land outside them.
    for (const name of [...zones.map((z) => z.name), null]) {
      expect(hits.get(name) ?? 0, String(name)).toBeGreaterThan(20);
    }
  });
});
