import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import type { Polygon } from 'geojson';

/**
 * Point-in-polygon for delivery zones: the hot path of every address and map check.
 *
 * A zone is a GeoJSON Polygon (rings of [lng, lat], the first the outer boundary, the others
 * holes) or a MultiPolygon (a list of those). Containment is @turf/boolean-point-in-polygon
 * behind a bounding-box prefilter per zone and per part, so most points never reach it.
 *
 * Boundary rule: a point on an edge or a vertex of any ring counts as inside (turf's default,
 * `ignoreBoundary: false`). Turf decides "on the edge" with exact arithmetic, without a tolerance.
 */

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
  /** The part as turf reads it, every ring closed. */
  geometry: Polygon;
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
  lng >= box.minLng && lng <= box.maxLng && lat >= box.minLat && lat <= box.maxLat;

/** Turf wants the last position of a ring to repeat the first; stored rings may leave it out. */
function closed(ring: Position[]): Position[] {
  const [first, last] = [ring[0]!, ring.at(-1)!];
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
}

/** Prepares stored coordinates for fast lookups; null when they are not a usable polygon. */
export function compileShape(value: unknown): CompiledShape | null {
  const multi = toMultiPolygon(value);
  if (!multi) return null;
  const parts = multi.map((polygon): CompiledPolygon => ({
    // The outer ring bounds the polygon; holes lie inside it.
    box: boxOf(polygon[0]!),
    geometry: { type: 'Polygon', coordinates: polygon.map(closed) },
  }));
  const box = parts.map((p) => p.box).reduce(union);
  return { box, parts };
}

/** Whether the shape contains the point; edges and vertices count as inside. */
export function shapeContains(shape: CompiledShape, lng: number, lat: number): boolean {
  if (!inBox(shape.box, lng, lat)) return false;
  const point = [lng, lat];
  return shape.parts.some(
    (part) => inBox(part.box, lng, lat) && booleanPointInPolygon(point, part.geometry),
  );
}
