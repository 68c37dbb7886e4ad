import type { Logger } from 'pino';
import { z } from 'zod';
import type { GeocoderConfig } from '../../config/env';
import { NETHERLANDS, isNetherlands, parseAddress } from './address-parser';
import { formatAddress, type GeocodedAddress, type Geocoder } from './geocoder';
import { geocoderUrl, remoteGeocoder } from './remote-geocoder';

const text = z.string().max(500);
/** Nominatim sends coordinates as decimal strings. */
const decimal = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d+(\.\d+)?$/)
        .transform(Number),
    ])
    .pipe(z.number().min(min).max(max));

const Place = z.object({
  lat: decimal(-90, 90),
  lon: decimal(-180, 180),
  display_name: text,
  address: z
    .object({
      road: text,
      pedestrian: text,
      footway: text,
      square: text,
      house_number: text,
      postcode: text,
      city: text,
      town: text,
      village: text,
      municipality: text,
      state: text,
      country_code: text,
    })
    .partial()
    .optional(),
});
type Place = z.infer<typeof Place>;
const SearchAnswer = z.array(Place).max(50);
type SearchAnswer = z.infer<typeof SearchAnswer>;
/** Reverse answers a place, or {error: 'Unable to geocode'} when nothing is near. */
const ReverseAnswer = z.union([Place, z.object({ error: text })]);
type ReverseAnswer = z.infer<typeof ReverseAnswer>;

function toAddress(place: Place): GeocodedAddress {
  const a = place.address ?? {};
  const street = a.road ?? a.pedestrian ?? a.footway ?? a.square ?? '';
  const streetAddress =
    [street, a.house_number].filter(Boolean).join(' ') || place.display_name.split(',')[0]!.trim();
  const postalCode = a.postcode ?? '';
  const city = a.city ?? a.town ?? a.village ?? a.municipality ?? '';
  const country =
    !a.country_code || a.country_code.toLowerCase() === 'nl'
      ? NETHERLANDS
      : place.display_name.split(',').at(-1)!.trim();
  return {
    lat: place.lat,
    lng: place.lon,
    streetAddress,
    postalCode,
    city,
    state: a.state ?? '',
    country,
    formattedAddress: formatAddress({ streetAddress, postalCode, city, country }),
    approximate: !a.house_number,
  };
}

/** OpenStreetMap's Nominatim (the public instance or the shop's own). */
export function nominatimGeocoder(config: GeocoderConfig, log: Logger): Geocoder {
  return remoteGeocoder<SearchAnswer, ReverseAnswer>(
    {
      kind: 'nominatim',
      geocodeUrl(base, address) {
        const parsed = parseAddress(address);
        if (parsed.countryGiven && !isNetherlands(parsed.country)) return null;
        return geocoderUrl(base, 'search', {
          format: 'jsonv2',
          q: parsed.query,
          countrycodes: 'nl',
          limit: '1',
          addressdetails: '1',
        });
      },
      reverseUrl: (base, lat, lng) =>
        geocoderUrl(base, 'reverse', {
          format: 'jsonv2',
          lat: String(lat),
          lon: String(lng),
          addressdetails: '1',
          zoom: '18',
        }),
      geocodeAnswer: SearchAnswer,
      reverseAnswer: ReverseAnswer,
      readGeocode: (answer) => (answer[0] ? toAddress(answer[0]) : null),
      readReverse: (answer) => ('error' in answer ? null : toAddress(answer)),
    },
    config,
    log,
  );
}
