import { cleanCoords, featureCollection, truncate, union } from '@turf/turf';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import type { PolygonCoordinates } from '@shop/contracts';

/**
 * The delivery zones as unions of Amsterdam's districts (stadsdelen), by their
 * `Stadsdeelcode`. Westpoort (B), Nieuw-West (F), Zuidoost (T) and Weesp (S) are outside.
 */
export const ZONE_DISTRICTS = [
  { name: 'Amsterdam City Center', districts: ['A'] },
  { name: 'West & Zuid', districts: ['E', 'K'] },
  { name: 'Noord & Oost', districts: ['N', 'M'] },
] as const;

export interface ZoneGeometry {
  name: string;
  districts: string[];
  coordinates: PolygonCoordinates;
}

type District = Feature<Polygon, { Stadsdeelcode: string; Stadsdeel: string }>;

/**
 * Merges each zone's districts into one polygon, coordinates rounded to 6 decimals (about
 * 10 cm). A zone whose districts do not touch would be several polygons; the zone contract
 * holds one, so that is refused rather than silently cut.
 */
export function buildZoneGeometry(districts: FeatureCollection): ZoneGeometry[] {
  const byCode = new Map(
    (districts.features as District[]).map((f) => [f.properties.Stadsdeelcode, f]),
  );
  return ZONE_DISTRICTS.map(({ name, districts: codes }) => {
    const parts = codes.map((code) => {
      const feature = byCode.get(code);
      if (!feature) throw new Error(`District ${code} is missing from the district file`);
      return feature;
    });
    const merged: Feature<Polygon | MultiPolygon> | null =
      parts.length === 1 ? parts[0]! : union(featureCollection(parts));
    if (!merged) throw new Error(`Zone ${name}: the union is empty`);
    const cleaned = cleanCoords(truncate(merged, { precision: 6, coordinates: 2 }));
    if (cleaned.geometry.type !== 'Polygon') {
      throw new Error(
        `Zone ${name} is ${cleaned.geometry.coordinates.length} separate areas; a zone is one polygon`,
      );
    }
    return {
      name,
      districts: [...codes],
      coordinates: cleaned.geometry.coordinates as PolygonCoordinates,
    };
  });
}

/** JSON text laid out as Prettier would, one [lng, lat] pair per line, so the file diffs well. */
export function zonesToJson(zones: readonly ZoneGeometry[]): string {
  const innermostArray = /\[([^[\]{}]*)\]/g;
  const text = JSON.stringify(zones, null, 2).replace(
    innermostArray,
    (_match, items: string) => `[${items.trim().split(/,\s*/).join(', ')}]`,
  );
  return `${text}\n`;
}
