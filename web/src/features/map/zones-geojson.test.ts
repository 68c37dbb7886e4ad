import { describe, expect, it } from 'vitest';
import { labelPoint, zoneRings, zonesToGeoJson } from './zones-geojson';

const ring = [
  [4.88, 52.36],
  [4.89, 52.36],
  [4.89, 52.37],
  [4.88, 52.36],
];

describe('zonesToGeoJson', () => {
  it('turns each active zone into a polygon carrying its name', () => {
    const data = zonesToGeoJson([
      { id: 1, name: 'Amsterdam City Center', isActive: true, coordinates: [ring] },
      { id: 2, name: 'West & Zuid', isActive: false, coordinates: [ring] },
    ]);
    expect(data.features).toEqual([
      {
        type: 'Feature',
        id: 1,
        properties: { id: 1, name: 'Amsterdam City Center' },
        geometry: { type: 'Polygon', coordinates: [ring] },
      },
    ]);
  });

  it('reads coordinates given as JSON text or as an object holding the list', () => {
    expect(zoneRings(JSON.stringify([ring]))).toEqual([ring]);
    expect(zoneRings({ coordinates: [ring] })).toEqual([ring]);
    expect(zoneRings(ring)).toEqual([ring]);
  });

  it('leaves out zones whose coordinates cannot be read', () => {
    const data = zonesToGeoJson([
      { id: 1, name: 'Broken', coordinates: '{not json' },
      { id: 2, name: 'Too short', coordinates: [[[4.8, 52.3]]] },
      { id: 3, name: 'Not numbers', coordinates: [[['a', 'b'], ...ring]] },
    ]);
    expect(data.features).toHaveLength(0);
  });
});

describe('labelPoint', () => {
  it('lies inside an L-shaped zone, where its centroid would not', () => {
    // An L: the bounding box centre (0.6, 0.6) lies in the missing corner.
    const l = [
      [
        [0, 0],
        [1.2, 0],
        [1.2, 0.4],
        [0.4, 0.4],
        [0.4, 1.2],
        [0, 1.2],
        [0, 0],
      ],
    ];
    const [x, y] = labelPoint(l);
    expect(x < 0.4 || y < 0.4).toBe(true);
    expect(x).toBeGreaterThan(0);
    expect(y).toBeGreaterThan(0);
  });
});
