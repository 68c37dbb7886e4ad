import { describe, expect, it } from 'vitest';
import { booleanPointInPolygon, point, polygon } from '@turf/turf';
import fixture from '../../../test/fixtures/delivery-zones.json';
import { seededRandom } from '../../../../infra/testing/seeded-random';
import { rayCastContains } from '../../../test/ray-cast';
import {
  compileShape,
  shapeContains,
  toMultiPolygon,
  type MultiPolygonCoordinates,
  type PolygonCoordinates,
} from './polygon';

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

describe('shapes with a hole and a second part', () => {
  it('agree with the ray cast on 1,000 seeded random points', () => {
    const random = seededRandom(7);
    const mismatches: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const lng = -1 + random() * 14;
      const lat = -1 + random() * 14;
      const ours = contains(twoParts, lng, lat);
      const reference = rayCastContains(twoParts, lng, lat);
      if (ours !== reference) mismatches.push(`${lng},${lat}: ours ${ours}, ray cast ${reference}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('accept rings whose last position does not repeat the first', () => {
    const open = holed.map((ring) => ring.slice(0, -1));
    expect(contains(open, 3, 3)).toBe(true);
    expect(contains(open, 1.5, 1.5)).toBe(false);
    expect(contains(open, 4, 2)).toBe(true);
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
