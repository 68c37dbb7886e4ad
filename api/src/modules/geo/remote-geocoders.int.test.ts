import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADDRESS_NOT_FOUND_MESSAGE,
  GEOCODER_UNAVAILABLE_MESSAGE,
  GeocodeResult,
  ReverseGeocodeResult,
} from '@shop/contracts';
import { createPostgresDatabase } from '../../../test/databases';
import {
  StubServer,
  closedPortUrl,
  insertTestZones,
  startGeoTestApp,
  type GeoTestApp,
} from '../../../test/geo-fixtures';
import type { TestClient, TestResponse } from '../../../test/http-client';
import type { Database } from '../../db/client';

const USER_AGENT = 'ItalienoShop-test/1.0 (tests@italieno.nl)';
const TIMEOUT_MS = 400;
const DAMRAK_POINT = { lat: 52.3755, lng: 4.8958 };

const pdokDoc = {
  weergavenaam: 'Damrak 1, 1012LG Amsterdam',
  centroide_ll: 'POINT(4.89559 52.37562)',
  straatnaam: 'Damrak',
  huisnummer: 1,
  postcode: '1012LG',
  woonplaatsnaam: 'Amsterdam',
  provincienaam: 'Noord-Holland',
};
const pdokAnswer = (docs: unknown[]) => ({
  response: { numFound: docs.length, start: 0, numFoundExact: true, docs },
});

let database: Database;
const stub = new StubServer();
let stubBase: string;

beforeAll(async () => {
  database = await createPostgresDatabase();
  await insertTestZones(database.db);
  stubBase = await stub.start();
});

afterAll(async () => {
  await stub.close();
  await database?.close();
});

const expectUnavailable = (res: TestResponse, what = '') => {
  expect(res.status, `${what} ${res.text}`).toBe(503);
  expect(res.body.message).toBe(GEOCODER_UNAVAILABLE_MESSAGE);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
};

describe('the PDOK Locatieserver adapter', () => {
  let app: GeoTestApp;
  let client: TestClient;

  beforeEach(async () => {
    stub.requests.length = 0;
    app = await startGeoTestApp(database, {
      kind: 'pdok',
      baseUrl: stubBase,
      timeoutMs: TIMEOUT_MS,
      userAgent: USER_AGENT,
    });
    client = app.client();
  });

  afterEach(async () => {
    await app.close();
  });

  it('asks the free endpoint for one address and reads the answer', async () => {
    stub.json(pdokAnswer([pdokDoc]));
    const res = await client.post('/api/geo/geocode', { address: 'Damrak 1' });
    expect(res.status, res.text).toBe(200);
    expect(GeocodeResult.parse(res.body)).toMatchObject({
      coordinates: { lat: 52.37562, lng: 4.89559 },
      approximate: false,
      inDeliveryZone: true,
      zone: { name: 'Zone 1 Amsterdam City Center' },
      formattedAddress: 'Damrak 1, 1012 LG Amsterdam, Netherlands',
      address: {
        streetAddress: 'Damrak 1',
        postalCode: '1012 LG',
        zipCode: '1012 LG',
        city: 'Amsterdam',
        state: 'Noord-Holland',
        country: 'Netherlands',
      },
    });
    expect(stub.requests).toHaveLength(1);
    const sent = new URL(stub.requests[0]!.url, stubBase);
    expect(sent.pathname).toBe('/bzk/locatieserver/search/v3_1/free');
    expect(sent.searchParams.get('q')).toBe('Damrak 1 Amsterdam');
    expect(sent.searchParams.get('fq')).toBe('type:adres');
    expect(sent.searchParams.get('rows')).toBe('1');
    expect(sent.searchParams.get('fl')).toContain('centroide_ll');
    expect(stub.requests[0]!.headers['user-agent']).toBe(USER_AGENT);
  });

  it('answers 404 when PDOK finds nothing', async () => {
    stub.json(pdokAnswer([]));
    const res = await client.post('/api/geo/geocode', { address: 'Nergensstraat 99' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(ADDRESS_NOT_FOUND_MESSAGE);
  });

  it('reverse-geocodes through the reverse endpoint', async () => {
    stub.json(pdokAnswer([pdokDoc]));
    const res = await client.post('/api/geo/reverse', { latitude: 52.3756, longitude: 4.8956 });
    expect(res.status, res.text).toBe(200);
    expect(ReverseGeocodeResult.parse(res.body)).toMatchObject({
      address: { streetAddress: 'Damrak 1', postalCode: '1012 LG', city: 'Amsterdam' },
      inDeliveryZone: true,
    });
    const sent = new URL(stub.requests[0]!.url, stubBase);
    expect(sent.pathname).toBe('/bzk/locatieserver/search/v3_1/reverse');
    expect(sent.searchParams.get('lat')).toBe('52.3756');
    expect(sent.searchParams.get('lon')).toBe('4.8956');
    expect(sent.searchParams.get('type')).toBe('adres');
  });

  it('a geocoder that hangs is answered with 503 within the timeout', async () => {
    stub.hang();
    expectUnavailable(await client.post('/api/geo/geocode', { address: 'Damrak 1' }));
  });

  it('a geocoder answering 500 gives 503', async () => {
    stub.json({ error: 'boom' }, 500);
    expectUnavailable(await client.post('/api/geo/geocode', { address: 'Damrak 1' }));
  });

  it.each([
    ['text that is not JSON', () => (stub.handler = (_q, r) => void r.end('<html>oops</html>'))],
    ['JSON of another shape', () => stub.json({ hello: 'world' })],
    [
      'a latitude out of range',
      () => stub.json(pdokAnswer([{ ...pdokDoc, centroide_ll: 'POINT(4.9 123.4)' }])),
    ],
    [
      'a centroid that is not a point',
      () => stub.json(pdokAnswer([{ ...pdokDoc, centroide_ll: 'POLYGON((1 2, 3 4))' }])),
    ],
    [
      'a body over 256 KB',
      () => stub.json(pdokAnswer([{ ...pdokDoc, extra: 'x'.repeat(300 * 1024) }])),
    ],
  ])('an answer with %s gives 503', async (_what, arrange) => {
    arrange();
    expectUnavailable(await client.post('/api/geo/geocode', { address: 'Damrak 1' }));
  });

  it('a redirect is not followed', async () => {
    const elsewhere = new StubServer();
    const target = await elsewhere.start();
    try {
      elsewhere.json(pdokAnswer([pdokDoc]));
      stub.handler = (_req, res) => {
        res.writeHead(302, { location: `${target}latest/meta-data` }).end();
      };
      expectUnavailable(await client.post('/api/geo/geocode', { address: 'Damrak 1' }));
      expect(elsewhere.requests).toHaveLength(0);
    } finally {
      await elsewhere.close();
    }
  });

  it.each([
    'http://169.254.169.254/latest/meta-data',
    'Damrak 1 @evil.com',
    'Damrak 1%0d%0aHost: evil.com',
    'Damrak 1 #fragment',
    '../../admin?x=1&fq=type:*',
    'Damrak 1\r\nX-Injected: yes',
  ])('the address %j reaches only the configured host, URL-encoded', async (evil) => {
    stub.json(pdokAnswer([pdokDoc]));
    const res = await client.post('/api/geo/geocode', { address: evil });
    expect(res.status).toBe(200);
    expect(stub.requests).toHaveLength(1);
    const request = stub.requests[0]!;
    expect(request.host).toBe(stub.host);
    expect(request.headers['x-injected']).toBeUndefined();
    const sent = new URL(request.url, stubBase);
    expect(sent.pathname).toBe('/bzk/locatieserver/search/v3_1/free');
    expect(sent.searchParams.getAll('fq')).toEqual(['type:adres']);
    const q = sent.searchParams.get('q')!;
    // The input arrives as data: every piece of it inside q, decoded back exactly.
    for (const piece of evil.split(/[\s,]+/).filter(Boolean)) expect(q).toContain(piece);
    expect(request.url.split('?')[1]).not.toMatch(/[#@/ ]/);
  });

  it('opens the circuit after 5 consecutive failures and stops calling', async () => {
    stub.json({ error: 'down' }, 500);
    for (let i = 0; i < 5; i++) {
      expectUnavailable(await client.post('/api/geo/geocode', { address: 'Damrak 1' }));
    }
    expect(stub.requests).toHaveLength(5);
    stub.json(pdokAnswer([pdokDoc]));
    const res = await client.post('/api/geo/geocode', { address: 'Damrak 1' });
    expectUnavailable(res);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(20);
    expect(stub.requests).toHaveLength(5);
    // Zone checks need no geocoder and keep working.
    const point = await client.post('/api/geo/validate-point', { lat: 52.3755, lng: 4.8958 });
    expect(point.body.isValid).toBe(true);
  });

  it('a query PDOK refuses (400) is no match and does not count towards the circuit', async () => {
    stub.json({ message: 'bad request' }, 400);
    for (let i = 0; i < 6; i++) {
      expect((await client.post('/api/geo/geocode', { address: 'Damrak 1' })).status).toBe(404);
    }
    expect(stub.requests).toHaveLength(6);
  });
});

describe('the Nominatim adapter', () => {
  let app: GeoTestApp;
  let client: TestClient;
  const place = {
    lat: '52.3731',
    lon: '4.8926',
    display_name: 'Dam, Amsterdam, Noord-Holland, Nederland',
    address: {
      road: 'Dam',
      house_number: '1',
      postcode: '1012 JS',
      city: 'Amsterdam',
      state: 'Noord-Holland',
      country_code: 'nl',
    },
  };

  beforeEach(async () => {
    stub.requests.length = 0;
    app = await startGeoTestApp(database, {
      kind: 'nominatim',
      baseUrl: stubBase,
      timeoutMs: TIMEOUT_MS,
      userAgent: USER_AGENT,
    });
    client = app.client();
  });

  afterEach(async () => {
    await app.close();
  });

  it('searches with jsonv2, Dutch results only and an identifying User-Agent', async () => {
    stub.json([place]);
    const res = await client.post('/api/geo/geocode', { address: 'Dam 1' });
    expect(res.status, res.text).toBe(200);
    expect(GeocodeResult.parse(res.body)).toMatchObject({
      coordinates: { lat: 52.3731, lng: 4.8926 },
      approximate: false,
      zone: { name: 'Zone 1 Amsterdam City Center' },
      address: { streetAddress: 'Dam 1', postalCode: '1012 JS', city: 'Amsterdam' },
      formattedAddress: 'Dam 1, 1012 JS Amsterdam, Netherlands',
    });
    const sent = new URL(stub.requests[0]!.url, stubBase);
    expect(sent.pathname).toBe('/search');
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({
      format: 'jsonv2',
      q: 'Dam 1, Amsterdam, Netherlands',
      countrycodes: 'nl',
      limit: '1',
    });
    expect(stub.requests[0]!.headers['user-agent']).toBe(USER_AGENT);
  });

  it('an empty result is a 404', async () => {
    stub.json([]);
    expect((await client.post('/api/geo/geocode', { address: 'Dam 1' })).status).toBe(404);
  });

  it('reverse-geocodes, and "Unable to geocode" is a 404', async () => {
    stub.json(place);
    const res = await client.post('/api/geo/reverse-geocode', { lat: 52.3731, lng: 4.8926 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.address).toMatchObject({ streetAddress: 'Dam 1', city: 'Amsterdam' });
    const sent = new URL(stub.requests[0]!.url, stubBase);
    expect(sent.pathname).toBe('/reverse');
    expect(sent.searchParams.get('format')).toBe('jsonv2');
    stub.json({ error: 'Unable to geocode' });
    expect((await client.post('/api/geo/reverse-geocode', { lat: 52.1, lng: 4.1 })).status).toBe(
      404,
    );
  });

  it('coordinates that are not numbers, or out of range, give 503', async () => {
    stub.json([{ ...place, lat: 'north' }]);
    expectUnavailable(await client.post('/api/geo/geocode', { address: 'Dam 1' }));
    stub.json([{ ...place, lon: '200.5' }]);
    expectUnavailable(await client.post('/api/geo/geocode', { address: 'Dam 1' }));
  });

  it('a 500 gives 503 and a redirect is not followed', async () => {
    stub.json({}, 502);
    expectUnavailable(await client.post('/api/geo/geocode', { address: 'Dam 1' }));
    // The redirect target would answer; it must not be asked.
    stub.handler = (req, res) => {
      if (req.url?.startsWith('/moved')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([place]));
      } else res.writeHead(301, { location: `${stubBase}moved` }).end();
    };
    expectUnavailable(await client.post('/api/geo/geocode', { address: 'Dam 1' }));
    expect(stub.requests.map((r) => r.url.split('?')[0])).toEqual(['/search', '/search']);
  });
});

describe('a geocoder that cannot be reached', () => {
  const lookups = [
    ['geocode', (c: TestClient) => c.post('/api/geo/geocode', { address: 'Damrak 1' })],
    ['reverse geocode', (c: TestClient) => c.post('/api/geo/reverse-geocode', DAMRAK_POINT)],
    [
      'reverse',
      (c: TestClient) =>
        c.post('/api/geo/reverse', { latitude: DAMRAK_POINT.lat, longitude: DAMRAK_POINT.lng }),
    ],
  ] as const;

  describe.each(['pdok', 'nominatim'] as const)('%s', (kind) => {
    const startWith = (baseUrl: string) =>
      startGeoTestApp(database, { kind, baseUrl, timeoutMs: TIMEOUT_MS, userAgent: USER_AGENT });

    it('refusing the connection (nothing listens on its port): 503 with Retry-After', async () => {
      const app = await startWith(await closedPortUrl());
      try {
        for (const [what, lookup] of lookups) expectUnavailable(await lookup(app.client()), what);
      } finally {
        await app.close();
      }
    });

    it('dropping the connection without an answer: 503 with Retry-After', async () => {
      stub.reset();
      const app = await startWith(stubBase);
      try {
        for (const [what, lookup] of lookups) expectUnavailable(await lookup(app.client()), what);
      } finally {
        await app.close();
      }
    });
  });
});
