/**
 * Builds the offline base map layers in web/public/map from the district boundaries the api
 * ships (api/data/amsterdam) and the CBS municipality outline (shared data folder):
 *   node web/scripts/build-map-data.mjs [path to the shared data folder]
 * Districts are simplified (Douglas-Peucker, about 5 m) and rounded to 5 decimals: the map
 * only draws them as a light background, the zone checks use the full polygons on the server.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '..', '..');
const shared = process.argv[2] ?? join(repo, '..', 'shared', 'data');
const out = join(repo, 'web', 'public', 'map');
const TOLERANCE = 0.00005;

const round = ([lng, lat]) => [Number(lng.toFixed(5)), Number(lat.toFixed(5))];

function perpendicular(p, a, b) {
  const [x, y] = p;
  const [x1, y1] = a;
  const [x2, y2] = b;
  const dx = x2 - x1;
  const dy = y2 - y1;
  if (dx === 0 && dy === 0) return Math.hypot(x - x1, y - y1);
  const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

function simplify(points) {
  if (points.length < 3) return points;
  let index = 0;
  let max = 0;
  for (let i = 1; i < points.length - 1; i++) {
    const d = perpendicular(points[i], points[0], points.at(-1));
    if (d > max) [index, max] = [i, d];
  }
  if (max <= TOLERANCE) return [points[0], points.at(-1)];
  return [...simplify(points.slice(0, index + 1)).slice(0, -1), ...simplify(points.slice(index))];
}

/** A closed ring stays closed and keeps at least four positions. */
function simplifyRing(ring) {
  const simple = simplify(ring).map(round);
  return simple.length >= 4 ? simple : ring.map(round);
}

const districts = JSON.parse(
  readFileSync(
    join(repo, 'api/data/amsterdam/amsterdam_stadsdelen_INDELING_STADSDEEL.geojson'),
    'utf8',
  ),
);
let before = 0;
let after = 0;
const features = districts.features.map((f) => {
  const rings = f.geometry.coordinates.map((ring) => {
    const simple = simplifyRing(ring);
    before += ring.length;
    after += simple.length;
    return simple;
  });
  return {
    type: 'Feature',
    properties: { code: f.properties.Stadsdeelcode, name: f.properties.Stadsdeel },
    geometry: { type: 'Polygon', coordinates: rings },
  };
});
writeFileSync(
  join(out, 'amsterdam-districts.geojson'),
  JSON.stringify({ type: 'FeatureCollection', features }) + '\n',
);

// One label point per district, at the centroid the municipality publishes with it.
const labels = districts.features.map((f) => ({
  type: 'Feature',
  properties: { code: f.properties.Stadsdeelcode, name: f.properties.Stadsdeel },
  geometry: { type: 'Point', coordinates: round(f.properties.Centroid) },
}));
writeFileSync(
  join(out, 'amsterdam-district-labels.geojson'),
  JSON.stringify({ type: 'FeatureCollection', features: labels }) + '\n',
);

const city = JSON.parse(
  readFileSync(join(shared, 'cbs_gemeente_2024_amsterdam_GM0363.geojson'), 'utf8'),
);
writeFileSync(join(out, 'amsterdam-municipality.geojson'), JSON.stringify(city) + '\n');

process.stdout.write(`districts: ${features.length} polygons, ${before} → ${after} vertices\n`);
