import type { GeocodeResult } from '@shop/contracts';
import { ApiError } from '@/lib/api-client';
import {
  CHECKOUT_ADDRESS_MESSAGES,
  geocodeAddress,
  oneLine,
  validatePoint,
  type AddressInput,
} from '@/features/geo';
import type { CheckedLocation } from './checked-location';

export class AddressCheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressCheckError';
  }
}

async function geocode(query: string): Promise<GeocodeResult> {
  try {
    return await geocodeAddress(query);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw new AddressCheckError(CHECKOUT_ADDRESS_MESSAGES.notFound());
    }
    if (error instanceof ApiError && error.status === 400)
      throw new AddressCheckError(error.message);
    if (error instanceof ApiError && error.status === 429)
      throw new AddressCheckError(error.message);
    // Unreachable, or the geocoder is down or slow: worth trying again later.
    if (error instanceof ApiError && [0, 502, 503, 504].includes(error.status)) {
      throw new AddressCheckError(CHECKOUT_ADDRESS_MESSAGES.unavailable());
    }
    throw new AddressCheckError(CHECKOUT_ADDRESS_MESSAGES.failed());
  }
}

/**
 * The checkout address check: geocode the typed address, then check its
 * coordinates against the zones. The answer keeps the parts the customer typed and adds the
 * coordinates and the zone; `zone` is null when we do not deliver there.
 */
export async function checkTypedAddress(input: AddressInput): Promise<CheckedLocation> {
  const found = await geocode(oneLine(input));
  const coordinates = found.coordinates as { lat?: unknown; lng?: unknown } | undefined;
  if (!coordinates || coordinates.lat == null || coordinates.lng == null) {
    throw new AddressCheckError(CHECKOUT_ADDRESS_MESSAGES.noCoordinates());
  }
  const { lat, lng } = coordinates;
  if (
    typeof lat !== 'number' ||
    typeof lng !== 'number' ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng)
  ) {
    throw new AddressCheckError(CHECKOUT_ADDRESS_MESSAGES.invalidCoordinates());
  }
  let zone;
  try {
    zone = (await validatePoint({ lat, lng })).zone;
  } catch {
    throw new AddressCheckError(CHECKOUT_ADDRESS_MESSAGES.unavailable());
  }
  return {
    source: 'address',
    address: found.formattedAddress || oneLine(input),
    parts: {
      street: input.streetAddress.trim(),
      postalCode: input.zipCode.trim(),
      city: input.city.trim(),
      state: input.state?.trim() ?? '',
      country: input.country.trim(),
    },
    coordinates: { lat, lng },
    zone,
    approximate: found.approximate === true,
  };
}
