/**
 * Builds the delivery-zone polygons the demo data seeds, from the Amsterdam district file in
 * api/data/amsterdam, and writes api/src/seed/data/zones.json. Run after changing either:
 *   npm run zones -w @shop/api
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildZoneGeometry, zonesToJson } from '../src/seed/zone-geometry';

const api = join(import.meta.dirname, '..');
const source = join(api, 'data/amsterdam/amsterdam_stadsdelen_INDELING_STADSDEEL.geojson');
const target = join(api, 'src/seed/data/zones.json');

const zones = buildZoneGeometry(JSON.parse(readFileSync(source, 'utf8')));
writeFileSync(target, zonesToJson(zones));
for (const zone of zones) {
  const vertices = zone.coordinates.reduce((n, ring) => n + ring.length, 0);
  process.stdout.write(`${zone.name}: ${zone.districts.join(' + ')}, ${vertices} vertices\n`);
}
