import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ADDRESS_NOT_FOUND_MESSAGE,
  Bar,
  CustomLocation,
  GeocodeResult,
  OUT_OF_ZONE_MESSAGE,
  PointValidation,
  QrVerification,
  ReverseGeocodeResult,
  ZoneSummary,
  ZoneValidation,
  ZonesResponse,
} from '@shop/contracts';
import { createPostgresDatabase } from '../../../test/databases';
import {
  insertTestPlaces,
  insertTestZones,
  startGeoTestApp,
  zonesChanged,
  type GeoTestApp,
} from '../../../test/geo-fixtures';
import type { TestClient, TestResponse } from '../../../test/http-client';
import type { Database } from '../../db/client';
import { deliveryZones } from './geo.tables';

const DAMRAK = { lat: 52.3755, lng: 4.8958 };
const MUSEUMPLEIN = { lat: 52.3573, lng: 4.8812 };
const OSDORP = { lat: 52.3592, lng: 4.7985 };

let database: Database;
let app: GeoTestApp;
let client: TestClient;
let zones: Awaited<ReturnType<typeof insertTestZones>>;
let places: Awaited<ReturnType<typeof insertTestPlaces>>;

beforeAll(async () => {
  database = await createPostgresDatabase();
  zones = await insertTestZones(database.db);
  places = await insertTestPlaces(database.db);
  app = await startGeoTestApp(database);
  client = app.client();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('delivery zones', () => {
  it('GET /api/geo/zones lists the active zones with polygons and both active spellings', async () => {
    const res = await client.get('/api/geo/zones');
    expect(res.status).toBe(200);
    const body = ZonesResponse.parse(res.body);
    expect(body.zones.map((z) => z.name)).toEqual([
      'Zone 1 Amsterdam City Center',
      'Zone 2 West & Zuid',
      'Zone 3 Noord & Oost',
    ]);
    expect(body.zones[0]).toMatchObject({
      id: zones.cityCenter.id,
      deliveryFee: 2.5,
      minimumOrderAmount: 15,
      estimatedTime: '20-30 min',
      isActive: true,
      active: true,
    });
    expect(body.zones[0]!.coordinates[0]!.length).toBeGreaterThan(10);
  });

  it('GET /api/geo/zones/:id answers a zone, also an inactive one', async () => {
    const res = await client.get(`/api/geo/zones/${zones.westZuid.id}`);
    expect(res.status).toBe(200);
    expect(ZoneSummary.parse(res.body)).toMatchObject({
      name: 'Zone 2 West & Zuid',
      active: true,
      isActive: true,
      deliveryFee: 3.5,
      minimumOrderAmount: 20,
    });
    const inactive = await client.get(`/api/geo/zones/${zones.zuidoost.id}`);
    expect(inactive.body).toMatchObject({
      name: 'Zone 4 Zuidoost',
      active: false,
      isActive: false,
    });
  });

  it('GET /api/geo/zones/:id is a 404 for an unknown zone', async () => {
    const res = await client.get('/api/geo/zones/999999');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('We could not find the delivery location from this QR code.');
  });

  it('a zone change published on the event feed reaches the cached zones', async () => {
    await database.db
      .update(deliveryZones)
      .set({ deliveryFeeCents: 299 })
      .where(eq(deliveryZones.id, zones.cityCenter.id));
    const before = await client.get(`/api/geo/zones/${zones.cityCenter.id}`);
    expect(before.body.deliveryFee).toBe(2.5);
    await zonesChanged(app.feed);
    const after = await client.get(`/api/geo/zones/${zones.cityCenter.id}`);
    expect(after.body.deliveryFee).toBe(2.99);
    await database.db
      .update(deliveryZones)
      .set({ deliveryFeeCents: 250 })
      .where(eq(deliveryZones.id, zones.cityCenter.id));
    await zonesChanged(app.feed);
  });
});

describe('geocoding with the embedded Amsterdam geocoder', () => {
  it('POST /api/geo/geocode finds Damrak 1 in the city-center zone', async () => {
    const res = await client.post('/api/geo/geocode', { address: 'Damrak 1' });
    expect(res.status).toBe(200);
    const body = GeocodeResult.parse(res.body);
    expect(body).toMatchObject({
      inDeliveryZone: true,
      approximate: true,
      message: 'Great! Your address is within our delivery zone: Zone 1 Amsterdam City Center',
      texts: {
        message: { code: 'in_zone', params: { zone: 'Zone 1 Amsterdam City Center' } },
      },
      placeName: 'Damrak 1, 1012 Amsterdam, Netherlands',
      formattedAddress: 'Damrak 1, 1012 Amsterdam, Netherlands',
      address: {
        streetAddress: 'Damrak 1',
        city: 'Amsterdam',
        postalCode: '1012',
        zipCode: '1012',
        country: 'Netherlands',
      },
      zone: { id: zones.cityCenter.id, name: 'Zone 1 Amsterdam City Center', deliveryFee: 2.5 },
    });
    expect(body.coordinates).toEqual({ lat: body.lat, lng: body.lng });
  });

  it('an address outside every zone is out of range with the exact message', async () => {
    const res = await client.post('/api/geo/geocode', { address: 'Osdorpplein 10, Amsterdam' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      inDeliveryZone: false,
      zone: null,
      message: OUT_OF_ZONE_MESSAGE,
    });
    expect(res.body.message).toBe(
      "Out of Delivery Range: Sorry, we don't currently deliver to this address. Try another address or visit one of our locations.",
    );
  });

  it('an unknown address is a 404 with the spec message', async () => {
    const res = await client.post('/api/geo/geocode', { address: 'Nowhere lane 12345, Atlantis' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(ADDRESS_NOT_FOUND_MESSAGE);
  });

  it('a PO-box postcode is a 404', async () => {
    const res = await client.post('/api/geo/geocode', { address: '1001 AB Amsterdam' });
    expect(res.status).toBe(404);
  });

  it('POST /api/geo/reverse-geocode {lat, lng} answers the address and its zone', async () => {
    const res = await client.post('/api/geo/reverse-geocode', DAMRAK);
    expect(res.status).toBe(200);
    const body = ReverseGeocodeResult.parse(res.body);
    expect(body).toMatchObject({
      inDeliveryZone: true,
      approximate: true,
      zone: { name: 'Zone 1 Amsterdam City Center' },
      address: { streetAddress: 'Damrak', city: 'Amsterdam', country: 'Netherlands' },
    });
    expect(body.address.zipCode).toBe(body.address.postalCode);
  });

  it('POST /api/geo/reverse {latitude, longitude} answers the address', async () => {
    const res = await client.post('/api/geo/reverse', {
      latitude: MUSEUMPLEIN.lat,
      longitude: MUSEUMPLEIN.lng,
    });
    expect(res.status).toBe(200);
    expect(ReverseGeocodeResult.parse(res.body)).toMatchObject({
      address: { streetAddress: 'Museumplein' },
      zone: { name: 'Zone 2 West & Zuid' },
    });
  });

  it('reverse geocoding a point far from Amsterdam is a 404', async () => {
    const res = await client.post('/api/geo/reverse-geocode', { lat: 40.7128, lng: -74.006 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Failed to get address details');
  });
});

describe('point validation, every spelling', () => {
  it('POST /api/geo/validate-point {lat, lng}', async () => {
    const res = await client.post('/api/geo/validate-point', DAMRAK);
    expect(PointValidation.parse(res.body)).toMatchObject({
      isValid: true,
      valid: true,
      zone: { name: 'Zone 1 Amsterdam City Center' },
      coordinates: DAMRAK,
    });
  });

  it('GET /api/geo/validate?lat=&lng= answers JSON', async () => {
    const res = await client.get(`/api/geo/validate?lat=${MUSEUMPLEIN.lat}&lng=${MUSEUMPLEIN.lng}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(PointValidation.parse(res.body)).toMatchObject({
      isValid: true,
      message: 'Great! Your address is within our delivery zone: Zone 2 West & Zuid',
    });
  });

  it('POST /api/geo/validate {latitude, longitude} answers valid and isValid', async () => {
    const res = await client.post('/api/geo/validate', { latitude: '52.401', longitude: '4.892' });
    expect(res.body).toMatchObject({
      valid: true,
      isValid: true,
      zone: { name: 'Zone 3 Noord & Oost' },
    });
  });

  it('POST /api/geo/zones/validate {lat, lng} answers name, isValid and message', async () => {
    const inside = await client.post('/api/geo/zones/validate', DAMRAK);
    expect(ZoneValidation.parse(inside.body)).toMatchObject({
      isValid: true,
      name: 'Zone 1 Amsterdam City Center',
    });
    const outside = await client.post('/api/geo/zones/validate', OSDORP);
    expect(outside.body).toMatchObject({
      isValid: false,
      valid: false,
      name: null,
      zone: null,
      message: OUT_OF_ZONE_MESSAGE,
    });
  });

  it('a point in an inactive zone is not deliverable', async () => {
    const res = await client.post('/api/geo/validate-point', { lat: 52.3143, lng: 4.9419 });
    expect(res.body).toMatchObject({ isValid: false, zone: null });
  });
});

describe('QR codes, custom locations and bars', () => {
  const verify = (code: string) => client.post('/api/geo/verify-qr-code', { code });

  it('a zone code of an active zone is valid', async () => {
    const res = await verify(`italieno:zone:${zones.noordOost.id}`);
    expect(QrVerification.parse(res.body)).toMatchObject({
      isValid: true,
      kind: 'zone',
      zone: { name: 'Zone 3 Noord & Oost', active: true },
      message: 'QR Code Valid',
      texts: { message: { code: 'qr_valid' } },
    });
  });

  it('a shop link with zoneId works like the zone code', async () => {
    const res = await verify(`https://italieno.nl/scan-qr?zoneId=${zones.westZuid.id}`);
    expect(res.body).toMatchObject({ isValid: true, zone: { name: 'Zone 2 West & Zuid' } });
  });

  it('an inactive zone is not available; a missing zone is not found', async () => {
    const inactive = await verify(`italieno:zone:${zones.zuidoost.id}`);
    expect(inactive.body).toMatchObject({
      isValid: false,
      message: 'This delivery location is currently not available.',
      zone: { active: false },
    });
    const missing = await verify('italieno:zone:987654');
    expect(missing.body).toMatchObject({
      isValid: false,
      message: 'We could not find the delivery location from this QR code.',
    });
  });

  it('a custom location code answers the location and its zone', async () => {
    const res = await verify('https://italieno.nl/scan-qr?customId=ndsm-terrace');
    expect(QrVerification.parse(res.body)).toMatchObject({
      isValid: true,
      kind: 'location',
      customId: 'ndsm-terrace',
      location: {
        latitude: 52.401,
        longitude: 4.892,
        address: 'NDSM-plein 1, 1033 WB Amsterdam',
        city: 'Amsterdam',
        postalCode: '1033 WB',
        country: 'Netherlands',
        description: 'At the crane',
      },
      zone: { name: 'Zone 3 Noord & Oost' },
    });
  });

  it('custom locations that are switched off, unknown or outside every zone are refused', async () => {
    expect((await verify('italieno:location:old-event')).body).toMatchObject({
      isValid: false,
      message: 'This delivery location is currently not available.',
    });
    expect((await verify('italieno:location:nope')).body).toMatchObject({
      isValid: false,
      message: 'We could not find this custom location.',
    });
    expect((await verify('italieno:location:osdorp-market')).body).toMatchObject({
      isValid: false,
      message: "Sorry, we don't deliver to this location yet.",
      texts: { message: { code: 'location_outside_zone' } },
    });
  });

  it('a bar link answers the bar slug for /bar/{slug}', async () => {
    const res = await verify('https://italieno.nl/bar/cafe-de-jaren');
    expect(res.body).toMatchObject({
      isValid: true,
      kind: 'bar',
      barSlug: 'cafe-de-jaren',
      location: { description: 'Café de Jaren', postalCode: '1012 CP' },
    });
    expect((await verify('italieno:bar:closed-bar')).body).toMatchObject({ isValid: false });
  });

  it('an unknown code is not valid for delivery', async () => {
    const res = await verify('https://evil.example/phish');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      isValid: false,
      kind: null,
      location: null,
      zone: null,
      message: 'This QR code is not valid for delivery',
    });
  });

  it('GET /api/geo/custom-locations/:customId answers an active location or 404', async () => {
    const res = await client.get('/api/geo/custom-locations/ndsm-terrace');
    expect(res.status).toBe(200);
    expect(CustomLocation.parse(res.body)).toMatchObject({
      id: places.terrace.id,
      name: 'NDSM terrace',
    });
    for (const id of ['old-event', 'unknown']) {
      const missing = await client.get(`/api/geo/custom-locations/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('We could not find this custom location.');
    }
  });

  it('GET /api/bars/:slug answers an active partner bar or 404', async () => {
    const res = await client.get('/api/bars/cafe-de-jaren');
    expect(res.status).toBe(200);
    expect(Bar.parse(res.body)).toMatchObject({ id: places.bar.id, name: 'Café de Jaren' });
    expect((await client.get('/api/bars/closed-bar')).status).toBe(404);
    expect((await client.get('/api/bars/no-such-bar')).status).toBe(404);
  });
});

describe('bad input is a 400 with a clear JSON message, never a 5xx', () => {
  const expectBadRequest = (res: TestResponse, message: RegExp | string) => {
    expect(res.status, res.text).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body.type).toBe('invalid_data');
    if (typeof message === 'string') expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
  };

  it.each([
    [{}, 'Please enter an address'],
    [{ address: '' }, 'Please enter an address'],
    [{ address: '    ' }, 'Please enter an address'],
    [{ address: 'x'.repeat(10 * 1024) }, 'That address is too long'],
    [{ address: 42 }, 'Please enter an address'],
    [{ address: ['Damrak 1'] }, 'Please enter an address'],
    [{ address: { street: 'Damrak' } }, 'Please enter an address'],
  ])('POST /api/geo/geocode %j', async (body, message) => {
    expectBadRequest(await client.post('/api/geo/geocode', body), message);
  });

  it('POST /api/geo/geocode with malformed JSON', async () => {
    const res = await client.request('POST', '/api/geo/geocode', {
      body: '{"address": "Damrak',
      headers: { 'content-type': 'application/json' },
    });
    expectBadRequest(res, 'Malformed JSON in request body');
  });

  const latLngCases: [string, unknown, RegExp][] = [
    ['missing coordinates', {}, /^lat: Invalid coordinates$/],
    ['a missing lng', { lat: 52.37 }, /^lng: Invalid coordinates$/],
    ['non-numeric text', { lat: 'abc', lng: 4.9 }, /Invalid coordinates/],
    ['an empty string', { lat: '', lng: 4.9 }, /Invalid coordinates/],
    ['null', { lat: null, lng: 4.9 }, /Invalid coordinates/],
    ['a boolean', { lat: true, lng: 4.9 }, /Invalid coordinates/],
    ['an array', { lat: [52.37], lng: 4.9 }, /Invalid coordinates/],
    ['an object', { lat: { v: 52 }, lng: 4.9 }, /Invalid coordinates/],
    ['latitude 91', { lat: 91, lng: 4.9 }, /^Latitude must be between -90 and 90$/],
    ['longitude -181', { lat: 52, lng: -181 }, /^Longitude must be between -180 and 180$/],
    ['Infinity as text', { lat: 'Infinity', lng: 4.9 }, /Invalid coordinates/],
  ];

  for (const path of [
    '/api/geo/validate-point',
    '/api/geo/reverse-geocode',
    '/api/geo/zones/validate',
  ]) {
    it.each(latLngCases)(`POST ${path} with %s`, async (_what, body, message) => {
      expectBadRequest(await client.post(path, body), message);
    });
  }

  for (const path of ['/api/geo/validate', '/api/geo/reverse']) {
    it.each(latLngCases)(`POST ${path} with %s`, async (_what, body, message) => {
      const renamed = Object.fromEntries(
        Object.entries(body as object).map(([k, v]) => [k === 'lat' ? 'latitude' : 'longitude', v]),
      );
      const expected = new RegExp(
        message.source.replace('lat:', 'latitude:').replace('lng:', 'longitude:'),
      );
      expectBadRequest(await client.post(path, renamed), expected);
    });
  }

  it.each([
    ['', /lat: Invalid coordinates/],
    ['?lat=&lng=', /lat: Invalid coordinates/],
    ['?lat=abc&lng=4.9', /lat: Invalid coordinates/],
    ['?lat=52.37', /lng: Invalid coordinates/],
    ['?lat=95&lng=4.9', /Latitude must be between -90 and 90/],
    ['?lat=52&lat=53&lng=4.9', /lat: Invalid coordinates/],
  ])('GET /api/geo/validate%s', async (query, message) => {
    expectBadRequest(await client.get(`/api/geo/validate${query}`), message);
  });

  it.each([
    [{}, 'This QR code is not valid for delivery'],
    [{ code: '' }, 'This QR code is not valid for delivery'],
    [{ code: 7 }, 'This QR code is not valid for delivery'],
    [{ code: 'x'.repeat(600) }, 'This QR code is not valid for delivery'],
  ])('POST /api/geo/verify-qr-code %j', async (body, message) => {
    expectBadRequest(await client.post('/api/geo/verify-qr-code', body), message);
  });

  it('bad ids and slugs in paths', async () => {
    expectBadRequest(await client.get('/api/geo/zones/abc'), 'id: Invalid id');
    expectBadRequest(await client.get('/api/geo/zones/-1'), 'id: Invalid id');
    expectBadRequest(
      await client.get('/api/geo/custom-locations/..%2F..%2Fetc'),
      'We could not find this custom location.',
    );
    expectBadRequest(
      await client.get('/api/bars/Not%20A%20Slug'),
      'We could not find the delivery location from this QR code.',
    );
  });

  it('a body over the size limit is refused with a 4xx', async () => {
    const res = await client.post('/api/geo/geocode', { address: 'x'.repeat(200 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Request body is too large');
  });
});

describe('rate limit on address look-ups', () => {
  it('the 31st geocode or reverse call in a minute from one client is a 429 with Retry-After', async () => {
    const limited = await startGeoTestApp(database, { perMinute: 30 });
    try {
      const caller = limited.client();
      for (let i = 0; i < 15; i++) {
        expect((await caller.post('/api/geo/geocode', { address: 'Damrak 1' })).status).toBe(200);
        expect((await caller.post('/api/geo/reverse-geocode', DAMRAK)).status).toBe(200);
      }
      const refused = await caller.post('/api/geo/reverse', {
        latitude: DAMRAK.lat,
        longitude: DAMRAK.lng,
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body.message).toBe(
        'Too many address look-ups. Please wait a minute and try again.',
      );
      // Zone checks do not call the geocoder and stay open.
      expect((await caller.post('/api/geo/validate-point', DAMRAK)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
