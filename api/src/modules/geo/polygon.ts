/**
 * Point-in-polygon for delivery zones: the hot path of every address and map check.
 *
 * A zone is a GeoJSON Polygon (rings of [lng, lat], the first the outer boundary, the others
 * holes) or a MultiPolygon (a list of those). Containment is ray casting (even-odd over all
 * rings of a polygon, so holes cut out) behind a bounding-box prefilter per zone and per part.
 *
 * Boundary rule: a point on an edge or a vertex of any ring counts as inside, the same answer
 * as @turf/boolean-point-in-polygon with its default `ignoreBoundary: false`. "On" means
 * within EDGE_TOLERANCE degrees (about 0.1 mm) of the edge, so a point computed as the
 * midpoint of an edge is on it despite floating-point rounding.
 */

export const EDGE_TOLERANCE = 1e-9;

export type Position = [number, number];
export type PolygonCoordinates = Position[][];
export type MultiPolygonCoordinates = Position[][][];

export interface BoundingBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

interface CompiledPolygon {
  box: BoundingBox;
  /** Each ring as interleaved lng, lat pairs. */
  rings: Float64Array[];
}

export interface CompiledShape {
  box: BoundingBox;
  parts: CompiledPolygon[];
}

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  value.length >= 2 &&
  typeof value[0] === 'number' &&
  typeof value[1] === 'number' &&
  Number.isFinite(value[0]) &&
  Number.isFinite(value[1]) &&
  Math.abs(value[0]) <= 180 &&
  Math.abs(value[1]) <= 90;

const isRing = (value: unknown): value is Position[] =>
  Array.isArray(value) && value.length >= 3 && value.every(isPosition);

const isPolygon = (value: unknown): value is PolygonCoordinates =>
  Array.isArray(value) && value.length >= 1 && value.every(isRing);

/**
 * Reads a zone's stored coordinates in any shape the shop has used: Polygon coordinates,
 * MultiPolygon coordinates, a GeoJSON geometry or feature, or a JSON string of one of those.
 * Returns the parts as a MultiPolygon, or null when the value is not a usable polygon.
 */
export function toMultiPolygon(value: unknown): MultiPolygonCoordinates | null {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const object = raw as { type?: unknown; geometry?: unknown; coordinates?: unknown };
    if (object.type === 'Feature') return toMultiPolygon(object.geometry);
    raw = object.coordinates;
  }
  if (isPolygon(raw)) return [raw];
  if (Array.isArray(raw) && raw.length >= 1 && raw.every(isPolygon)) {
    return raw as MultiPolygonCoordinates;
  }
  return null;
}

function boxOf(ring: Position[]): BoundingBox {
  const box = { minLng: Infinity, minLat: Infinity, maxLng: -Infinity, maxLat: -Infinity };
  for (const [lng, lat] of ring) {
    if (lng < box.minLng) box.minLng = lng;
    if (lng > box.maxLng) box.maxLng = lng;
    if (lat < box.minLat) box.minLat = lat;
    if (lat > box.maxLat) box.maxLat = lat;
  }
  return box;
}

function union(a: BoundingBox, b: BoundingBox): BoundingBox {
  return {
    minLng: Math.min(a.minLng, b.minLng),
    minLat: Math.min(a.minLat, b.minLat),
    maxLng: Math.max(a.maxLng, b.maxLng),
    maxLat: Math.max(a.maxLat, b.maxLat),
  };
}

const inBox = (box: BoundingBox, lng: number, lat: number) =>
  lng >= box.minLng - EDGE_TOLERANCE &&
  lng <= box.maxLng + EDGE_TOLERANCE &&
  lat >= box.minLat - EDGE_TOLERANCE &&
  lat <= box.maxLat + EDGE_TOLERANCE;

/** Prepares stored coordinates for fast lookups; null when they are not a usable polygon. */
export function compileShape(value: unknown): CompiledShape | null {
  const multi = toMultiPolygon(value);
  if (!multi) return null;
  const parts = multi.map((polygon): CompiledPolygon => {
    const rings = polygon.map((ring) => {
      const flat = new Float64Array(ring.length * 2);
      ring.forEach(([lng, lat], i) => {
        flat[i * 2] = lng;
        flat[i * 2 + 1] = lat;
      });
      return flat;
    });
    // The outer ring bounds the polygon; holes lie inside it.
    return { box: boxOf(polygon[0]!), rings };
  });
  const box = parts.map((p) => p.box).reduce(union);
  return { box, parts };
}

/** True when (lng, lat) lies on the segment a–b, within EDGE_TOLERANCE. */
function onSegment(
  lng: number,
  lat: number,
  aLng: number,
  aLat: number,
  bLng: number,
  bLat: number,
): boolean {
  if (
    lng < Math.min(aLng, bLng) - EDGE_TOLERANCE ||
    lng > Math.max(aLng, bLng) + EDGE_TOLERANCE ||
    lat < Math.min(aLat, bLat) - EDGE_TOLERANCE ||
    lat > Math.max(aLat, bLat) + EDGE_TOLERANCE
  ) {
    return false;
  }
  const dLng = bLng - aLng;
  const dLat = bLat - aLat;
  const length = Math.hypot(dLng, dLat);
  if (length === 0) return Math.hypot(lng - aLng, lat - aLat) <= EDGE_TOLERANCE;
  // Distance from the line through a and b: |cross product| / |b - a|.
  const cross = dLng * (lat - aLat) - dLat * (lng - aLng);
  return Math.abs(cross) <= EDGE_TOLERANCE * length;
}

/** 'boundary' when on an edge, otherwise whether the ray to the east crosses the ring oddly. */
function ringTest(ring: Float64Array, lng: number, lat: number): 'boundary' | boolean {
  let crossings = false;
  const n = ring.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const iLng = ring[i * 2]!;
    const iLat = ring[i * 2 + 1]!;
    const jLng = ring[j * 2]!;
    const jLat = ring[j * 2 + 1]!;
    if (onSegment(lng, lat, jLng, jLat, iLng, iLat)) return 'boundary';
    // Half-open rule on latitude: a vertex exactly at the ray's latitude is counted once.
    if (iLat > lat !== jLat > lat) {
      const crossLng = iLng + ((lat - iLat) * (jLng - iLng)) / (jLat - iLat);
      if (lng < crossLng) crossings = !crossings;
    }
  }
  return crossings;
}

function polygonContains(polygon: CompiledPolygon, lng: number, lat: number): boolean {
  if (!inBox(polygon.box, lng, lat)) return false;
  let inside = false;
  for (const ring of polygon.rings) {
    const result = ringTest(ring, lng, lat);
    if (result === 'boundary') return true;
    if (result) inside = !inside;
  }
  return inside;
}

/** Whether the shape contains the point; edges and vertices count as inside. */
export function shapeContains(shape: CompiledShape, lng: number, lat: number): boolean {
  if (!inBox(shape.box, lng, lat)) return false;
  return shape.parts.some((part) => polygonContains(part, lng, lat));
}
