import { afterEach, describe, expect, it, vi } from 'vitest';
import { reversed, zone1 } from '@/testing/geo-fixtures';
import { mockApi } from '@/testing/mock-endpoints';
import { locatePoint } from './location-checks';

afterEach(() => vi.unstubAllGlobals());

describe('a point picked on the map', () => {
  it('is checked against the zones, looked up and recorded, all at once', async () => {
    let answer: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { calls } = mockApi({
      // The zone check holds its answer until the address lookup has been asked too.
      'POST /api/geo/validate-point': async () => {
        await held;
        return { body: { isValid: true, valid: true, zone: zone1, message: 'ok' } };
      },
      'POST /api/geo/reverse-geocode': () => {
        answer!();
        return { body: reversed('Waterlooplein, 1011 Amsterdam, Netherlands', zone1) };
      },
    });
    const point = { lat: 52.3676, lng: 4.9041 };
    const location = await locatePoint(point);

    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/api/geo/validate-point', point],
      ['/api/geo/reverse-geocode', point],
    ]);
    expect(JSON.parse(sessionStorage.getItem('selectedMapPoint')!)).toEqual(point);
    expect(location).toMatchObject({
      source: 'map',
      address: 'Waterlooplein, 1011 Amsterdam, Netherlands',
      coordinates: point,
      zone: { name: 'Amsterdam City Center' },
    });
  });
});
