import { describe, expect, it } from 'vitest';
import { haversineMeters } from './geo';

const DAM = { lat: 52.373095, lng: 4.893055 };
const CENTRAAL = { lat: 52.378901, lng: 4.900581 };

describe('haversineMeters', () => {
  it('is zero for the same point', () => {
    expect(haversineMeters(DAM, DAM)).toBe(0);
  });

  it('measures a degree of latitude as about 111.2 km', () => {
    const d = haversineMeters({ lat: 52, lng: 4.9 }, { lat: 53, lng: 4.9 });
    expect(d).toBeGreaterThan(111_100);
    expect(d).toBeLessThan(111_300);
  });

  it('shrinks a degree of longitude with the latitude (about 67.9 km in Amsterdam)', () => {
    const d = haversineMeters({ lat: 52.37, lng: 4 }, { lat: 52.37, lng: 5 });
    expect(d).toBeGreaterThan(67_800);
    expect(d).toBeLessThan(68_000);
  });

  it('gives the Dam to Centraal Station as about 810 m, the same both ways', () => {
    const there = haversineMeters(DAM, CENTRAAL);
    expect(there).toBeGreaterThan(780);
    expect(there).toBeLessThan(840);
    expect(haversineMeters(CENTRAAL, DAM)).toBeCloseTo(there, 6);
  });

  it('stays finite for antipodal points', () => {
    const d = haversineMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 180 });
    expect(d).toBeCloseTo(Math.PI * 6_371_008.8, 0);
  });
});
