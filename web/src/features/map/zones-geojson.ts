import type { Feature, FeatureCollection, Point, Polygon } from 'geojson';

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

type Position = [number, number];

/** Distance from a point to the rings' edges, negative outside (even-odd rule for holes). */
function signedDistance(x: number, y: number, rings: Rings, xScale: number): number {
  let inside = false;
  let best = Infinity;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ax, ay] = ring[i] as Position;
      const [bx, by] = ring[j] as Position;
      if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
      const dx = (bx - ax) * xScale;
      const dy = by - ay;
      const lengthSq = dx * dx + dy * dy;
      const t =
        lengthSq === 0
          ? 0
          : Math.max(0, Math.min(1, ((x - ax) * xScale * dx + (y - ay) * dy) / lengthSq));
      best = Math.min(best, Math.hypot((x - ax) * xScale - t * dx, y - ay - t * dy));
    }
  }
  return inside ? best : -best;
}

/**
 * A point well inside a polygon, for its label: the grid point furthest from every edge,
 * refined a few times. Labels drawn from the polygon itself would repeat on every map tile
 * the zone crosses, and a centroid can fall outside an L-shaped zone.
 */
export function labelPoint(rings: Rings): Position {
  const outer = rings[0] ?? [];
  const xs = outer.map((p) => p[0]!);
  const ys = outer.map((p) => p[1]!);
  let [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const xScale = Math.cos((((minY + maxY) / 2) * Math.PI) / 180);
  const steps = 16;
  let best: Position = (outer[0] as Position | undefined) ?? [0, 0];
  let bestDistance = -Infinity;
  for (let round = 0; round < 4; round++) {
    const stepX = (maxX - minX) / steps;
    const stepY = (maxY - minY) / steps;
    for (let i = 0; i < steps; i++) {
      for (let j = 0; j < steps; j++) {
        const x = minX + (i + 0.5) * stepX;
        const y = minY + (j + 0.5) * stepY;
        const distance = signedDistance(x, y, rings, xScale);
        if (distance > bestDistance) [best, bestDistance] = [[x, y], distance];
      }
    }
    [minX, maxX, minY, maxY] = [best[0] - stepX, best[0] + stepX, best[1] - stepY, best[1] + stepY];
  }
  return best;
}

/** One label point per active zone, carrying its name. */
export function zoneLabelPoints(zones: FeatureCollection<Polygon>): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: zones.features.map((zone) => ({
      type: 'Feature',
      id: zone.id,
      properties: zone.properties,
      geometry: { type: 'Point', coordinates: labelPoint(zone.geometry.coordinates) },
    })),
  };
}
