import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
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

describe('a map point whose address lookup fails', () => {
  const point = { lat: 52.3676, lng: 4.9041 };
  const inZone = { body: { isValid: true, valid: true, zone: zone1, message: 'ok' } };

  it.each([
    [503, "We couldn't validate your address. Please try again or select a different address."],
    [429, 'Too many requests. Please try again in a minute.'],
    [404, 'Failed to get address details'],
  ])('keeps the zone answer when the lookup answers %i', async (status, message) => {
    mockApi({
      'POST /api/geo/validate-point': inZone,
      'POST /api/geo/reverse-geocode': { status, body: { message } },
    });
    const location = await locatePoint(point);

    expect(location).toEqual({
      source: 'map',
      address: 'Unknown Street, Amsterdam',
      parts: {
        street: 'Unknown Street',
        postalCode: '',
        city: 'Amsterdam',
        state: '',
        country: 'Netherlands',
      },
      coordinates: point,
      zone: zone1,
      approximate: true,
      message: 'ok',
      addressUnknown: true,
    });
    expect(JSON.parse(sessionStorage.getItem('selectedMapPoint')!)).toEqual(point);
  });

  it('keeps an out-of-zone answer as well', async () => {
    mockApi({
      'POST /api/geo/validate-point': {
        body: { isValid: false, valid: false, zone: null, message: 'out' },
      },
      'POST /api/geo/reverse-geocode': { status: 503, body: { message: 'down' } },
    });
    expect(await locatePoint(point)).toMatchObject({ zone: null, addressUnknown: true });
  });

  it('fails when the zone check itself fails', async () => {
    mockApi({
      'POST /api/geo/validate-point': { status: 503, body: { message: 'Zones unavailable' } },
      'POST /api/geo/reverse-geocode': { body: reversed('Waterlooplein, 1011 Amsterdam', zone1) },
    });
    const failure = await locatePoint(point).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 503 });
  });
});
