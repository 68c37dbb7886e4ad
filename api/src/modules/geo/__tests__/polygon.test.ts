import { describe, expect, it } from 'vitest';
import { booleanPointInPolygon, multiPolygon, point, polygon } from '@turf/turf';
import fixture from '../../../../test/fixtures/delivery-zones.json';
import {
  compileShape,
  shapeContains,
  toMultiPolygon,
  type MultiPolygonCoordinates,
  type PolygonCoordinates,
  type Position,
} from '../polygon';

/** A small seeded generator (mulberry32), so every run draws the same points. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const zones = fixture.zones.map((z) => ({
  name: z.name,
  coordinates: z.coordinates as PolygonCoordinates,
}));

/** A square with a square hole: [0,0]–[4,4] minus [1,1]–[2,2]. */
const holed: PolygonCoordinates = [
  [
    [0, 0],
    [4, 0],
    [4, 4],
    [0, 4],
    [0, 0],
  ],
  [
    [1, 1],
    [2, 1],
    [2, 2],
    [1, 2],
    [1, 1],
  ],
];
const twoParts: MultiPolygonCoordinates = [
  holed,
  [
    [
      [10, 10],
      [12, 10],
      [11, 12],
      [10, 10],
    ],
  ],
];

function contains(coordinates: unknown, lng: number, lat: number): boolean {
  const shape = compileShape(coordinates);
  if (!shape) throw new Error('not a polygon');
  return shapeContains(shape, lng, lat);
}

describe('zone containment agrees with @turf/turf booleanPointInPolygon', () => {
  it('on 1,000 seeded random points around Amsterdam, for every zone (0 mismatches)', () => {
    const random = seededRandom(20240601);
    const mismatches: string[] = [];
    let inside = 0;
    for (let i = 0; i < 1000; i++) {
      const lng = 4.75 + random() * 0.3;
      const lat = 52.3 + random() * 0.13;
      for (const zone of zones) {
        const ours = contains(zone.coordinates, lng, lat);
        const turf = booleanPointInPolygon(point([lng, lat]), polygon(zone.coordinates));
        if (ours) inside++;
        if (ours !== turf)
          mismatches.push(`${zone.name} ${lng},${lat}: ours ${ours}, turf ${turf}`);
      }
    }
    expect(mismatches).toEqual([]);
    // The sample really exercises both answers.
    expect(inside).toBeGreaterThan(200);
    expect(inside).toBeLessThan(800);
  });

  it('on 1,000 seeded random points around a polygon with a hole and a second part', () => {
    const random = seededRandom(7);
    const mismatches: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const lng = -1 + random() * 14;
      const lat = -1 + random() * 14;
      const ours = contains(twoParts, lng, lat);
      const turf = booleanPointInPolygon(point([lng, lat]), multiPolygon(twoParts));
      if (ours !== turf) mismatches.push(`${lng},${lat}: ours ${ours}, turf ${turf}`);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('boundary rule: a point on an edge or a vertex counts as inside', () => {
  it('every vertex of every zone is inside, as turf says too', () => {
    for (const zone of zones) {
      for (const [lng, lat] of zone.coordinates[0]!) {
        expect(contains(zone.coordinates, lng, lat)).toBe(true);
        expect(booleanPointInPolygon(point([lng, lat]), polygon(zone.coordinates))).toBe(true);
      }
    }
  });

  it('the midpoint of every edge of every zone is inside', () => {
    for (const zone of zones) {
      const ring = zone.coordinates[0]!;
      for (let i = 1; i < ring.length; i++) {
        const [aLng, aLat] = ring[i - 1] as Position;
        const [bLng, bLat] = ring[i] as Position;
        expect(contains(zone.coordinates, (aLng + bLng) / 2, (aLat + bLat) / 2)).toBe(true);
      }
    }
  });

  it.each([
    ['a corner', 0, 0],
    ['the bottom edge', 2, 0],
    ['the right edge', 4, 3],
    ['the top edge', 0.5, 4],
    ['a corner of the hole', 1, 1],
    ['an edge of the hole', 1.5, 2],
  ])('on %s of the holed square: inside', (_where, lng, lat) => {
    expect(contains(holed, lng, lat)).toBe(true);
    expect(booleanPointInPolygon(point([lng, lat]), polygon(holed))).toBe(true);
  });

  it.each([
    ['inside the hole', 1.5, 1.5, false],
    ['just outside the right edge', 4.000001, 2, false],
    ['just inside the right edge', 3.999999, 2, true],
    ['level with a vertex, outside', 5, 4, false],
    ['level with a vertex, inside', 3, 1, true],
  ])('%s: %s', (_where, lng, lat, expected) => {
    expect(contains(holed, lng, lat)).toBe(expected);
    expect(booleanPointInPolygon(point([lng, lat]), polygon(holed))).toBe(expected);
  });

  it('finds points in the second part of a multi-part zone', () => {
    expect(contains(twoParts, 11, 11)).toBe(true);
    expect(contains(twoParts, 11, 12)).toBe(true);
    expect(contains(twoParts, 7, 7)).toBe(false);
  });
});

describe('stored zone coordinates', () => {
  it('are read as Polygon or MultiPolygon coordinates, GeoJSON geometries or JSON strings', () => {
    expect(toMultiPolygon(holed)).toEqual([holed]);
    expect(toMultiPolygon(twoParts)).toEqual(twoParts);
    expect(toMultiPolygon({ type: 'Polygon', coordinates: holed })).toEqual([holed]);
    expect(toMultiPolygon({ type: 'MultiPolygon', coordinates: twoParts })).toEqual(twoParts);
    expect(
      toMultiPolygon({ type: 'Feature', geometry: { type: 'Polygon', coordinates: holed } }),
    ).toEqual([holed]);
    expect(toMultiPolygon(JSON.stringify(holed))).toEqual([holed]);
  });

  it.each([
    ['not JSON', '[[[0,0],'],
    [
      'too few positions',
      [
        [
          [0, 0],
          [1, 1],
        ],
      ],
    ],
    [
      'a latitude out of range',
      [
        [
          [0, 0],
          [1, 95],
          [2, 0],
          [0, 0],
        ],
      ],
    ],
    [
      'text positions',
      [
        [
          ['0', '0'],
          ['1', '1'],
          ['2', '0'],
          ['0', '0'],
        ],
      ],
    ],
    ['nothing', null],
  ])('refuse %s (such a zone contains nothing)', (_what, value) => {
    expect(compileShape(value)).toBeNull();
  });
});
