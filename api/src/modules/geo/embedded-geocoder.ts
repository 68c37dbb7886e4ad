import { z } from 'zod';
import pc4Data from '../../../data/geocoder/pc4-amsterdam.json';
import streetData from '../../../data/geocoder/streets.json';
import {
  FALLBACK_STREET,
  NETHERLANDS,
  isAmsterdam,
  isNetherlands,
  matchKey,
  parseAddress,
} from './address-parser';
import { formatAddress, type GeocodedAddress, type Geocoder } from './geocoder';

/**
 * The offline geocoder: an Amsterdam gazetteer of postcode (PC4) centroids and a curated
 * table of well-known streets, squares and landmarks (api/data/geocoder). Every answer is
 * approximate: a postcode or street centroid, never the door. House numbers are kept in the
 * address but do not move the position.
 */

const Pc4Table = z.record(
  z.string().regex(/^\d{4}$/),
  z.object({ city: z.string(), lat: z.number(), lng: z.number() }),
);
const StreetTable = z.object({
  source: z.string(),
  streets: z.array(
    z.object({
      name: z.string(),
      aliases: z.array(z.string()),
      kind: z.enum(['street', 'square', 'canal', 'landmark', 'station', 'park']),
      lat: z.number(),
      lng: z.number(),
      postcode: z.string().regex(/^\d{4}$/),
      city: z.string(),
      district: z.string().nullable(),
    }),
  ),
});
type Street = z.infer<typeof StreetTable>['streets'][number];
interface Centroid {
  postcode: string;
  city: string;
  lat: number;
  lng: number;
}

/**
 * Post-office-box postcodes: they hold no street addresses and their centroids sit at a post
 * office (some near Rotterdam). 1000-1009 and 1100 per the data's README; 1020-1090 in steps of
 * ten are the district PO-box ranges, absent from the CBS list of residential postcodes.
 */
const PO_BOX_PC4 = new Set([
  ...Array.from({ length: 10 }, (_, i) => String(1000 + i)),
  '1020',
  '1030',
  '1040',
  '1070',
  '1080',
  '1090',
  '1100',
]);

export const isPoBoxPostcode = (pc4: string) => PO_BOX_PC4.has(pc4);

/** Street entries further than this from a reverse-geocoded point are not named. */
const STREET_RADIUS_M = 400;
/** A point further than this from every postcode centroid is outside the gazetteer. */
const POSTCODE_RADIUS_M = 3000;
const STATE = 'Noord-Holland';

/** Metres between two nearby points (equirectangular; exact enough within a city). */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const x = (lng2 - lng1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return 6_371_000 * Math.hypot(x, y);
}

/** Optimal-string-alignment distance, stopping early once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

export class Gazetteer {
  readonly centroids: Map<string, Centroid>;
  readonly streets: Street[];
  private readonly byKey = new Map<string, Street>();

  constructor(pc4: unknown = pc4Data, streets: unknown = streetData) {
    this.centroids = new Map(
      Object.entries(Pc4Table.parse(pc4))
        .filter(([postcode]) => !isPoBoxPostcode(postcode))
        .map(([postcode, c]) => [postcode, { postcode, ...c }]),
    );
    this.streets = StreetTable.parse(streets).streets;
    for (const street of this.streets) {
      for (const name of [street.name, ...street.aliases]) this.byKey.set(matchKey(name), street);
    }
  }

  /** A curated street by name: accents, case, spaces and hyphens ignored; one typo forgiven. */
  findStreet(name: string): Street | null {
    const key = matchKey(name);
    if (!key) return null;
    const exact = this.byKey.get(key);
    if (exact) return exact;
    if (key.length < 7) return null;
    let found: Street | null = null;
    for (const [candidate, street] of this.byKey) {
      if (editDistance(key, candidate, 1) <= 1) {
        if (found && found !== street) return null;
        found = street;
      }
    }
    return found;
  }

  nearestCentroid(lat: number, lng: number): { centroid: Centroid; metres: number } | null {
    let best: { centroid: Centroid; metres: number } | null = null;
    for (const centroid of this.centroids.values()) {
      const metres = distanceMetres(lat, lng, centroid.lat, centroid.lng);
      if (!best || metres < best.metres) best = { centroid, metres };
    }
    return best;
  }

  nearestStreet(lat: number, lng: number): { street: Street; metres: number } | null {
    let best: { street: Street; metres: number } | null = null;
    for (const street of this.streets) {
      const metres = distanceMetres(lat, lng, street.lat, street.lng);
      if (!best || metres < best.metres) best = { street, metres };
    }
    return best;
  }
}

export function geocodeWithGazetteer(gazetteer: Gazetteer, input: string): GeocodedAddress | null {
  const parsed = parseAddress(input);
  if (parsed.countryGiven && !isNetherlands(parsed.country)) return null;
  const street = parsed.streetGiven ? gazetteer.findStreet(parsed.street) : null;
  const streetLine = (name: string) =>
    [name, parsed.houseNumber].filter(Boolean).join(' ') || FALLBACK_STREET;

  const pc4 = parsed.postalCode?.slice(0, 4) ?? null;
  if (pc4) {
    if (isPoBoxPostcode(pc4)) return null;
    const centroid = gazetteer.centroids.get(pc4);
    if (!centroid) return null;
    // The curated point is closer to the door than the postcode centroid when both agree.
    const point = street && street.postcode === pc4 ? street : centroid;
    const name = street ? street.name : parsed.streetGiven ? parsed.street : null;
    return answer(point.lat, point.lng, {
      streetAddress: name ? streetLine(name) : FALLBACK_STREET,
      postalCode: parsed.postalCode!,
      city: centroid.city,
      showStreet: name !== null,
    });
  }

  if (!street || !isAmsterdam(parsed.city)) return null;
  return answer(street.lat, street.lng, {
    streetAddress: streetLine(street.name),
    postalCode: street.postcode,
    city: street.city,
    showStreet: true,
  });
}

export function reverseWithGazetteer(
  gazetteer: Gazetteer,
  lat: number,
  lng: number,
): GeocodedAddress | null {
  const nearest = gazetteer.nearestCentroid(lat, lng);
  if (!nearest || nearest.metres > POSTCODE_RADIUS_M) return null;
  const street = gazetteer.nearestStreet(lat, lng);
  const name = street && street.metres <= STREET_RADIUS_M ? street.street.name : null;
  return answer(lat, lng, {
    streetAddress: name ?? FALLBACK_STREET,
    postalCode: nearest.centroid.postcode,
    city: nearest.centroid.city,
    showStreet: name !== null,
  });
}

function answer(
  lat: number,
  lng: number,
  parts: { streetAddress: string; postalCode: string; city: string; showStreet: boolean },
): GeocodedAddress {
  return {
    lat,
    lng,
    streetAddress: parts.streetAddress,
    postalCode: parts.postalCode,
    city: parts.city,
    state: STATE,
    country: NETHERLANDS,
    formattedAddress: formatAddress({
      streetAddress: parts.showStreet ? parts.streetAddress : null,
      postalCode: parts.postalCode,
      city: parts.city,
      country: NETHERLANDS,
    }),
    approximate: true,
  };
}

/**
 * How far a delivery point may lie from where the gazetteer places its address. A postcode area
 * in the city spans roughly 300–800 m and the largest are about 1.5 km across, so a door lies
 * within 1.5 km of its area's centroid; 2 km adds room for GPS error and a pin moved on the map,
 * and still tells a point in one part of the city from an address in another.
 */
export const ADDRESS_POINT_TOLERANCE_M = 2000;

/**
 * Whether a point can be the place of a typed address, by the gazetteer alone: null when the
 * gazetteer cannot place the address (no postcode or street it knows), otherwise true when the
 * point lies within ADDRESS_POINT_TOLERANCE_M of that place, or in the address's own postcode
 * area as the gazetteer reads it (the nearest centroid, as reverse geocoding names it: the
 * outlying areas of Noord and Oost reach further than 2 km from their centroid).
 */
export function pointMatchesAddress(
  gazetteer: Gazetteer,
  address: string,
  lat: number,
  lng: number,
): boolean | null {
  const place = geocodeWithGazetteer(gazetteer, address);
  if (!place) return null;
  if (distanceMetres(lat, lng, place.lat, place.lng) <= ADDRESS_POINT_TOLERANCE_M) return true;
  const nearest = gazetteer.nearestCentroid(lat, lng);
  return (
    nearest !== null &&
    nearest.metres <= POSTCODE_RADIUS_M &&
    nearest.centroid.postcode === place.postalCode.slice(0, 4)
  );
}

let shared: Gazetteer | null = null;

/** The gazetteer, read once per process: offline, whichever geocoder is configured. */
export const sharedGazetteer = (): Gazetteer => (shared ??= new Gazetteer());

export function embeddedGeocoder(gazetteer: Gazetteer = sharedGazetteer()): Geocoder {
  return {
    kind: 'embedded',
    geocode: async (address) => geocodeWithGazetteer(gazetteer, address),
    reverse: async (lat, lng) => reverseWithGazetteer(gazetteer, lat, lng),
  };
}
