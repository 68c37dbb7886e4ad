import { type DeliveryAddress, type FoodDeliveryAddressInput } from '@shop/contracts';
import { AppError, unprocessable } from '../../shared/errors/app-error';
import type { GeoService, Zone } from '../geo';

export interface DeliveryLocation {
  /** The address as given, with the coordinates delivery uses. */
  address: DeliveryAddress;
  zone: Zone;
}

/** 'Damrak 1, 1012 LG Amsterdam, Netherlands': how the geocoders read a typed address best. */
export function addressQuery(address: FoodDeliveryAddressInput): string {
  const locality = [address.zipCode, address.city].filter(Boolean).join(' ');
  return [address.streetAddress, locality, address.country].filter(Boolean).join(', ');
}

/**
 * Where a delivery goes and which zone serves it. The point decides the zone: coordinates the
 * checkout sends (from its own address check, the map or GPS) are used as they are, once the
 * address agrees with them; otherwise the address is geocoded here. Outside every active zone
 * the order cannot be delivered.
 */
export async function locateDelivery(
  geo: GeoService,
  input: FoodDeliveryAddressInput,
): Promise<DeliveryLocation> {
  let lat = input.latitude;
  let lng = input.longitude;
  const pointGiven = lat !== undefined && lng !== undefined;
  if (lat === undefined || lng === undefined) {
    try {
      const found = await geo.geocode(addressQuery(input));
      lat = found.coordinates.lat;
      lng = found.coordinates.lng;
    } catch (err) {
      // For an order an address nobody can find is a problem with the order, not a missing page.
      if (err instanceof AppError && err.type === 'not_found') {
        throw unprocessable('address_not_found');
      }
      throw err;
    }
  }
  const zone = await geo.zones.locate(lat, lng);
  if (!zone) throw unprocessable('out_of_zone');
  // A point sent with the address must be near it: a point in a cheaper zone than the address
  // would change the fee and the minimum. An address the gazetteer cannot place leaves the point.
  if (pointGiven && geo.pointMatchesAddress(addressQuery(input), lat, lng) === false) {
    throw unprocessable('address_point_mismatch');
  }
  const address: DeliveryAddress = {
    streetAddress: input.streetAddress,
    city: input.city,
    zipCode: input.zipCode,
    ...(input.state ? { state: input.state } : {}),
    ...(input.country ? { country: input.country } : {}),
    ...(input.additionalInfo ? { additionalInfo: input.additionalInfo } : {}),
    latitude: lat,
    longitude: lng,
  };
  return { address, zone };
}
