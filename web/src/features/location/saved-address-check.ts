import type { Address } from '@shop/contracts';
import { oneLine, validatePoint } from '@/features/geo';
import type { CheckedLocation } from './checked-location';
import { checkTypedAddress } from './checkout-address-check';

/**
 * A saved address chosen at checkout, checked against the zones: by its stored point when it
 * has one, else geocoded like a typed address. Zones change, so a saved address is checked
 * again every time it is chosen.
 */
export async function checkSavedAddress(address: Address): Promise<CheckedLocation> {
  const fields = {
    streetAddress: address.streetAddress,
    city: address.city,
    state: address.state ?? '',
    zipCode: address.zipCode,
    country: address.country,
  };
  if (address.latitude === null || address.longitude === null) return checkTypedAddress(fields);
  const point = { lat: address.latitude, lng: address.longitude };
  const { zone } = await validatePoint(point);
  return {
    source: 'address',
    address: oneLine(fields),
    parts: {
      street: fields.streetAddress,
      postalCode: fields.zipCode,
      city: fields.city,
      state: fields.state,
      country: fields.country,
    },
    coordinates: point,
    zone,
    approximate: false,
  };
}
