import { describe, expect, it } from 'vitest';
import pc4 from '../../../data/geocoder/pc4-amsterdam.json';
import streets from '../../../data/geocoder/streets.json';
import fixture from '../../../test/fixtures/delivery-zones.json';
import {
  Gazetteer,
  distanceMetres,
  geocodeWithGazetteer,
  isPoBoxPostcode,
  pointMatchesAddress,
  reverseWithGazetteer,
} from './embedded-geocoder';
import { compileShape, shapeContains } from './polygon';

const gazetteer = new Gazetteer();
const geocode = (address: string) => geocodeWithGazetteer(gazetteer, address);
const zone = (name: string) =>
  compileShape(fixture.zones.find((z) => z.name === name)!.coordinates)!;
const cityCenter = zone('Zone 1 Amsterdam City Center');
const westZuid = zone('Zone 2 West & Zuid');
const noordOost = zone('Zone 3 Noord & Oost');

describe('the embedded Amsterdam geocoder', () => {
  it('places Damrak 1 in the city-center zone, approximately', () => {
    const found = geocode('Damrak 1');
    expect(found).toMatchObject({
      streetAddress: 'Damrak 1',
      postalCode: '1012',
      city: 'Amsterdam',
      country: 'Netherlands',
      approximate: true,
    });
    expect(shapeContains(cityCenter, found!.lng, found!.lat)).toBe(true);
    expect(found!.formattedAddress).toBe('Damrak 1, 1012 Amsterdam, Netherlands');
  });

  it("answers '1017 CT' with the centroid of postcode area 1017", () => {
    const found = geocode('1017 CT');
    expect(found).toMatchObject({
      lat: pc4['1017'].lat,
      lng: pc4['1017'].lng,
      postalCode: '1017 CT',
      streetAddress: 'Unknown Street',
      formattedAddress: '1017 CT Amsterdam, Netherlands',
      approximate: true,
    });
  });

  it('keeps a street it does not know when the postcode places it', () => {
    const found = geocode('Vijzelgracht 20, 1017 HR Amsterdam');
    expect(found).toMatchObject({ streetAddress: 'Vijzelgracht 20', postalCode: '1017 HR' });
    expect([found!.lat, found!.lng]).toEqual([pc4['1017'].lat, pc4['1017'].lng]);
  });

  it.each(['1001 AB Amsterdam', 'Damrak 1, 1000 AA Amsterdam', '1100 DA', '1090 GA Amsterdam'])(
    'finds no address at the PO-box postcode in %s',
    (address) => {
      expect(geocode(address)).toBeNull();
    },
  );

  it.each(['asdfghjkl qwerty', 'xx', 'Damrak 1, Haarlem', 'Damrak 1, Amsterdam, Belgium'])(
    'answers null for %s',
    (address) => {
      expect(geocode(address)).toBeNull();
    },
  );

  it('matches without regard to accents, case, spaces or one typo', () => {
    const reference = geocode('Czaar Peterstraat 10')!;
    for (const variant of [
      'czaar peterstraat 10',
      'CZAAR PÉTERSTRAAT 10',
      'Czaar-Peterstraat 10',
    ]) {
      expect(geocode(variant)).toMatchObject({ lat: reference.lat, lng: reference.lng });
    }
    expect(geocode('Kalverstaat 5')).toMatchObject({ streetAddress: 'Kalverstraat 5' });
  });

  it('ignores the house number for the position', () => {
    const one = geocode('Overtoom 1')!;
    const far = geocode('Overtoom 500')!;
    expect([one.lat, one.lng]).toEqual([far.lat, far.lng]);
  });

  it('knows landmarks by their aliases', () => {
    expect(geocode('Centraal Station')).toMatchObject({ streetAddress: 'Amsterdam Centraal' });
    expect(geocode('Johan Cruyff Arena, Amsterdam')).toMatchObject({
      streetAddress: 'Johan Cruijff ArenA',
    });
  });

  it.each([
    ['Museumplein', westZuid],
    ['De Clercqstraat 40', westZuid],
    ['NDSM-plein', noordOost],
    ['Javastraat 100', noordOost],
    ['Leidseplein', cityCenter],
  ])('puts %s in its delivery zone', (address, expected) => {
    const found = geocode(address)!;
    expect(shapeContains(expected, found.lng, found.lat)).toBe(true);
  });

  it('places outer districts outside every zone', () => {
    for (const address of ['Osdorpplein', 'Bijlmerplein', 'Johan Cruijff ArenA']) {
      const found = geocode(address)!;
      const inAny = [cityCenter, westZuid, noordOost].some((z) =>
        shapeContains(z, found.lng, found.lat),
      );
      expect(inAny).toBe(false);
    }
  });

  it('reverse-geocodes a point near Damrak to the curated street and its postcode area', () => {
    const found = reverseWithGazetteer(gazetteer, 52.3752, 4.8961);
    expect(found).toMatchObject({
      streetAddress: 'Damrak',
      city: 'Amsterdam',
      country: 'Netherlands',
      approximate: true,
      lat: 52.3752,
      lng: 4.8961,
    });
    expect(found!.postalCode).toMatch(/^10\d\d$/);
  });

  it('reverse-geocodes a point far from any curated street to Unknown Street', () => {
    const found = reverseWithGazetteer(gazetteer, 52.3505, 4.7905);
    expect(found?.streetAddress).toBe('Unknown Street');
    expect(found?.formattedAddress).not.toContain('Unknown Street');
  });

  it('finds no address for a point far from Amsterdam', () => {
    expect(reverseWithGazetteer(gazetteer, 51.9225, 4.4792)).toBeNull();
    expect(reverseWithGazetteer(gazetteer, 0, 0)).toBeNull();
  });
});

describe('whether a map point can be the typed address', () => {
  const matches = (address: string, lat: number, lng: number) =>
    pointMatchesAddress(gazetteer, address, lat, lng);

  it('accepts a point a few hundred metres from the postcode centre, refuses one across the city', () => {
    const westerdok = 'Westerdoksdijk 40, 1013 AE Amsterdam, Netherlands';
    expect(distanceMetres(52.3853, 4.8855, pc4['1013'].lat, pc4['1013'].lng)).toBeGreaterThan(300);
    expect(matches(westerdok, 52.3853, 4.8855)).toBe(true);
    // The Damrak, 8.7 km from IJburg.
    expect(matches('IJburglaan 100, 1087 CA Amsterdam, Netherlands', 52.3755, 4.8958)).toBe(false);
    expect(matches('Damrak 1, 1012 LG Amsterdam, Netherlands', 52.3548, 5.0)).toBe(false);
  });

  it('places the address by its street when it has no postcode the gazetteer knows', () => {
    expect(matches('IJburglaan 100, Amsterdam', 52.3755, 4.8958)).toBe(false);
    expect(matches('IJburglaan 100, Amsterdam', 52.3551, 5.003)).toBe(true);
  });

  it('has no answer for an address it cannot place', () => {
    expect(matches('Onbekendepad 3, Amsterdam', 52.3755, 4.8958)).toBeNull();
    expect(matches('Damrak 1, 1001 AB Amsterdam', 52.3755, 4.8958)).toBeNull();
    expect(matches('Rue de Rivoli 1, 75001 Paris, France', 52.3755, 4.8958)).toBeNull();
  });

  it('accepts every address the map names for a point in a zone, however far out', () => {
    const refused: string[] = [];
    let beyondTolerance = 0;
    for (let lat = 52.3; lat < 52.43; lat += 0.004) {
      for (let lng = 4.8; lng < 5.07; lng += 0.006) {
        if (![cityCenter, westZuid, noordOost].some((z) => shapeContains(z, lng, lat))) continue;
        const named = reverseWithGazetteer(gazetteer, lat, lng);
        if (!named) continue;
        const address = `${named.streetAddress}, ${named.postalCode} ${named.city}, ${named.country}`;
        const centre = pc4[named.postalCode as keyof typeof pc4];
        if (distanceMetres(lat, lng, centre.lat, centre.lng) > 2000) beyondTolerance++;
        if (!matches(address, lat, lng)) refused.push(`${lat},${lng} ${address}`);
      }
    }
    expect(refused).toEqual([]);
    // Outlying postcode areas of Noord and Oost reach beyond 2 km from their centre.
    expect(beyondTolerance).toBeGreaterThan(0);
  });
});

describe('the gazetteer data', () => {
  it('holds at least 80 curated entries and no PO-box postcode', () => {
    expect(streets.source).toBe('curated for this shop, approximate');
    expect(streets.streets.length).toBeGreaterThanOrEqual(80);
    expect(Object.keys(pc4).some(isPoBoxPostcode)).toBe(false);
  });

  it('places every curated entry within 2.5 km of its postcode centroid', () => {
    for (const street of streets.streets) {
      const centroid = gazetteer.centroids.get(street.postcode);
      expect(centroid, street.name).toBeDefined();
      expect(
        distanceMetres(street.lat, street.lng, centroid!.lat, centroid!.lng),
        street.name,
      ).toBeLessThan(2500);
    }
  });
});
