import { area, featureCollection, intersect, kinks, multiPolygon, polygon } from '@turf/turf';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { type PolygonCoordinates, apiMessage, type ApiMessage } from '@shop/contracts';
import { toMultiPolygon } from './polygon';

type Position = [number, number];

/** Overlaps smaller than this (in m²) are rounding along a shared border, not an overlap. */
const OVERLAP_MIN_SQUARE_METRES = 50;

export type ZoneShapeCheck =
  { ok: true; coordinates: PolygonCoordinates } | { ok: false; message: ApiMessage<'zone_shape'> };

const refuse = (problem: 'too_few_points' | 'no_area' | 'self_crossing'): ZoneShapeCheck => ({
  ok: false,
  message: apiMessage('zone_shape', { problem }),
});

const same = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

/** Drops repeated consecutive corners (a double click) and closes the ring. */
function tidyRing(ring: readonly Position[]): Position[] {
  const out: Position[] = [];
  for (const p of ring) if (!out.length || !same(out.at(-1)!, p)) out.push([p[0], p[1]]);
  while (out.length > 1 && same(out[0]!, out.at(-1)!)) out.pop();
  if (out.length) out.push([out[0]![0], out[0]![1]]);
  return out;
}

/**
 * Checks a drawn zone before it is stored: every ring has at least 3 different corners, the
 * border encloses an area, and no edge crosses another (turf `kinks`; a crossing border has
 * no clear inside, so point-in-polygon answers would surprise the restaurant). Answers the
 * rings closed and tidied, as they are stored.
 */
export function checkZoneShape(rings: readonly (readonly Position[])[]): ZoneShapeCheck {
  const tidy = rings.map(tidyRing);
  for (const ring of tidy) {
    const distinct = new Set(ring.map(([lng, lat]) => `${lng},${lat}`));
    if (distinct.size < 3) return refuse('too_few_points');
  }
  const shape = polygon(tidy);
  if (kinks(shape).features.length > 0) return refuse('self_crossing');
  if (tidy.some((ring) => area(polygon([ring])) < 1)) {
    return refuse('no_area');
  }
  return { ok: true, coordinates: tidy };
}

function asFeature(value: unknown): Feature<Polygon | MultiPolygon> | null {
  const multi = toMultiPolygon(value);
  if (!multi) return null;
  try {
    return multi.length === 1
      ? polygon(multi[0]!.map(tidyRing))
      : multiPolygon(multi.map((p) => p.map(tidyRing)));
  } catch {
    return null;
  }
}

/** The share of `shape` (0–1) that `other` covers; 0 when they only touch or cannot be read. */
export function overlapShare(shape: PolygonCoordinates, other: unknown): number {
  const a = asFeature(shape);
  const b = asFeature(other);
  if (!a || !b) return 0;
  let common: Feature<Polygon | MultiPolygon> | null;
  try {
    common = intersect(featureCollection([a, b]));
  } catch {
    // A stored zone the geometry library cannot read is no reason to refuse a save.
    return 0;
  }
  if (!common) return 0;
  const shared = area(common);
  if (shared < OVERLAP_MIN_SQUARE_METRES) return 0;
  return shared / area(a);
}
