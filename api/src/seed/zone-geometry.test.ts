import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildZoneGeometry, zonesToJson } from './zone-geometry';

const api = join(import.meta.dirname, '../..');
const districts = JSON.parse(
  readFileSync(join(api, 'data/amsterdam/amsterdam_stadsdelen_INDELING_STADSDEEL.geojson'), 'utf8'),
);

describe('the delivery-zone geometry', () => {
  it('matches what api/scripts/build-zones.ts builds from the district file', () => {
    const committed = readFileSync(join(api, 'src/seed/data/zones.json'), 'utf8');
    expect(committed).toBe(zonesToJson(buildZoneGeometry(districts)));
  });

  it('makes each zone one closed polygon', () => {
    for (const zone of buildZoneGeometry(districts)) {
      expect(zone.coordinates.length).toBeGreaterThanOrEqual(1);
      for (const ring of zone.coordinates) expect(ring.at(-1)).toEqual(ring[0]);
    }
  });

  it('refuses a zone whose districts do not touch', () => {
    type District = { properties: { Stadsdeelcode: string } };
    const weesp = districts.features.find((f: District) => f.properties.Stadsdeelcode === 'S');
    // Zuid's outline swapped for Weesp's, which shares no border with West.
    const apart = {
      ...districts,
      features: districts.features.map((f: District) =>
        f.properties.Stadsdeelcode === 'K'
          ? { ...weesp, properties: { ...weesp.properties, Stadsdeelcode: 'K' } }
          : f,
      ),
    };
    expect(() => buildZoneGeometry(apart)).toThrow(/West & Zuid is 2 separate areas/);
  });
});
