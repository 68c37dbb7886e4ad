import type { GeocodeResult, LatLng, QrVerification, ReverseGeocodeResult } from '@shop/contracts';
import { addressParts, DEFAULT_CITY, FALLBACK_STREET } from './address-parsing';
import { geocodeAddress, reverseGeocode, validatePoint } from '@/features/geo';
import type { CheckedLocation, LocationSource } from './checked-location';
import { recordMapPoint } from './location-storage';

export function fromGeocode(
  result: GeocodeResult,
  source: LocationSource = 'address',
): CheckedLocation {
  const address = result.formattedAddress || result.placeName;
  return {
    source,
    address,
    parts: addressParts(address, result.address),
    coordinates: result.coordinates ?? { lat: result.lat, lng: result.lng },
    zone: result.zone,
    approximate: result.approximate,
    message: result.message,
  };
}

export function fromReverse(
  result: ReverseGeocodeResult,
  point: LatLng,
  source: LocationSource,
): CheckedLocation {
  return {
    source,
    address: result.formattedAddress,
    parts: addressParts(result.formattedAddress, result.address),
    coordinates: point,
    zone: result.zone,
    approximate: result.approximate,
  };
}

/** An address typed by the customer. */
export async function locateAddress(address: string): Promise<CheckedLocation> {
  return fromGeocode(await geocodeAddress(address));
}

/** The address of a map point whose lookup failed (the address parser's fallbacks). */
export const UNKNOWN_POINT_ADDRESS = `${FALLBACK_STREET}, ${DEFAULT_CITY}`;

/**
 * A point picked on the map: the zone check, the address lookup and recording the point
 * happen at once. The zone comes from the zone check. When only the address lookup fails (the
 * geocoder is down, busy or knows nothing there), the zone answer still stands: the point is
 * kept with the fallback address, marked approximate, for the customer to type the street.
 */
export async function locatePoint(point: LatLng): Promise<CheckedLocation> {
  const [validation, reverse] = await Promise.allSettled([
    validatePoint(point),
    reverseGeocode(point),
    Promise.resolve().then(() => recordMapPoint(point)),
  ]);
  if (validation.status === 'rejected') throw validation.reason;
  const { zone, message } = validation.value;
  if (reverse.status === 'fulfilled') {
    return { ...fromReverse(reverse.value, point, 'map'), zone, message };
  }
  return {
    source: 'map',
    address: UNKNOWN_POINT_ADDRESS,
    parts: addressParts(UNKNOWN_POINT_ADDRESS),
    coordinates: point,
    zone,
    approximate: true,
    message,
    addressUnknown: true,
  };
}

/** The browser's position: the address there and its zone. */
export async function locatePosition(point: LatLng): Promise<CheckedLocation> {
  return fromReverse(await reverseGeocode(point), point, 'gps');
}

/** A verified QR code that names a place; null when it carries no location. */
export function fromQr(result: QrVerification): CheckedLocation | null {
  const spot = result.location;
  if (!spot) return null;
  const address = spot.address;
  return {
    source: 'qr',
    address,
    parts: addressParts(address, {
      city: spot.city,
      state: spot.state,
      postalCode: spot.postalCode,
      country: spot.country,
    }),
    coordinates: { lat: spot.latitude, lng: spot.longitude },
    zone: result.zone,
    approximate: false,
    message: result.message,
  };
}
