import type { Feature, FeatureCollection, Polygon } from 'geojson';

/** A zone as the map reads it: coordinates may arrive as a ring list, an object or JSON text. */
export interface MapZone {
  id: number;
  name: string;
  isActive?: boolean;
  coordinates: unknown;
}

type Rings = Polygon['coordinates'];

const isPosition = (value: unknown): value is [number, number] =>
  Array.isArray(value) &&
  value.length >= 2 &&
  typeof value[0] === 'number' &&
  typeof value[1] === 'number' &&
  Number.isFinite(value[0]) &&
  Number.isFinite(value[1]);

const isRings = (value: unknown): value is Rings =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((ring) => Array.isArray(ring) && ring.length >= 4 && ring.every(isPosition));

/** The polygon rings of a zone, or null when its coordinates cannot be read. */
export function zoneRings(coordinates: unknown): Rings | null {
  let value = coordinates;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value) && 'coordinates' in value) {
    value = (value as { coordinates: unknown }).coordinates;
  }
  if (isRings(value)) return value;
  // A single ring without the outer list.
  if (Array.isArray(value) && value.length >= 4 && value.every(isPosition)) return [value];
  return null;
}

/** Active zones as GeoJSON polygons with their name; unreadable or inactive ones are left out. */
export function zonesToGeoJson(zones: readonly MapZone[]): FeatureCollection<Polygon> {
  const features: Feature<Polygon>[] = [];
  for (const zone of zones) {
    if (zone.isActive === false) continue;
    const rings = zoneRings(zone.coordinates);
    if (!rings) continue;
    features.push({
      type: 'Feature',
      id: zone.id,
      properties: { id: zone.id, name: zone.name },
      geometry: { type: 'Polygon', coordinates: rings },
    });
  }
  return { type: 'FeatureCollection', features };
}
