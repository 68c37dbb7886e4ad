import { z } from 'zod';
import { LatLng } from '@shop/contracts';
import { local, session } from '@/lib/session-storage';
import type { ValidatedLocation } from './checked-location';
import { cartStore } from '@/features/cart';

/** The browser storage keys the delivery-location screens read and write. */
export const LOCATION_KEYS = {
  /** session: the validated checkout address. */
  checkoutAddress: 'checkoutAddress',
  /** session: {latitude, longitude, address, zone}. */
  deliveryLocation: 'delivery_location',
  /** session: the address as one line. */
  deliveryLocationText: 'deliveryLocation',
  /** session: the last point picked on the map. */
  mapPoint: 'selectedMapPoint',
  /** local: the chosen delivery zone. */
  zoneId: 'deliveryZoneId',
  zoneName: 'deliveryZoneName',
  /** local: a custom QR location. */
  customLocationId: 'customLocationId',
  customLocationName: 'customLocationName',
  customLocationAddress: 'customLocationAddress',
  customLocationLat: 'customLocationLat',
  customLocationLng: 'customLocationLng',
} as const;

const StoredZone = z.object({
  id: z.number(),
  name: z.string(),
  deliveryFee: z.number(),
  minimumOrderAmount: z.number(),
  estimatedTime: z.string().optional(),
});

/** session checkoutAddress: what the checkout reads back. */
export const CheckoutAddress = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  coordinates: LatLng,
  zone: StoredZone,
  validatedAt: z.string(),
  /** The delivery note the checkout forms take (floor, doorbell name). */
  additionalInfo: z.string().optional(),
});
export type CheckoutAddress = z.infer<typeof CheckoutAddress>;

export function readCheckoutAddress(): CheckoutAddress | null {
  try {
    const parsed = CheckoutAddress.safeParse(
      JSON.parse(session.get(LOCATION_KEYS.checkoutAddress) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the delivery note with the stored checkout address (or drops an old one). */
export function storeCheckoutAddressNote(additionalInfo: string | null | undefined): void {
  const stored = readCheckoutAddress();
  if (!stored) return;
  const note = additionalInfo?.trim();
  const { additionalInfo: _old, ...rest } = stored;
  session.set(
    LOCATION_KEYS.checkoutAddress,
    JSON.stringify(note ? { ...rest, additionalInfo: note } : rest),
  );
}

export function storeDeliveryZone(zone: { id: number; name: string }): void {
  local.set(LOCATION_KEYS.zoneId, String(zone.id));
  local.set(LOCATION_KEYS.zoneName, zone.name);
}

export function readDeliveryZone(): { id: number; name: string } | null {
  const id = Number(local.get(LOCATION_KEYS.zoneId));
  const name = local.get(LOCATION_KEYS.zoneName);
  return Number.isInteger(id) && id > 0 && name ? { id, name } : null;
}

export function recordMapPoint(point: LatLng): void {
  session.set(LOCATION_KEYS.mapPoint, JSON.stringify(point));
}

/**
 * Everything a valid location is kept as: the checkout address, the delivery location (as an
 * object and as text), the zone, and the cart's delivery info.
 */
export function storeValidatedLocation(location: ValidatedLocation, now = new Date()): void {
  const { parts, coordinates, zone } = location;
  const storedZone = {
    id: zone.id,
    name: zone.name,
    deliveryFee: zone.deliveryFee,
    minimumOrderAmount: zone.minimumOrderAmount,
    estimatedTime: zone.estimatedTime,
  };
  const checkoutAddress: CheckoutAddress = {
    street: parts.street,
    city: parts.city,
    state: parts.state,
    zip: parts.postalCode,
    country: parts.country,
    coordinates,
    zone: storedZone,
    validatedAt: now.toISOString(),
  };
  session.set(LOCATION_KEYS.checkoutAddress, JSON.stringify(checkoutAddress));
  session.set(
    LOCATION_KEYS.deliveryLocation,
    JSON.stringify({
      latitude: coordinates.lat,
      longitude: coordinates.lng,
      address: location.address,
      zone: storedZone,
    }),
  );
  session.set(LOCATION_KEYS.deliveryLocationText, location.address);
  storeDeliveryZone(zone);
  cartStore.addDeliveryInfo({
    address: {
      street: parts.street,
      postalCode: parts.postalCode,
      city: parts.city,
      state: parts.state,
      country: parts.country,
      lat: coordinates.lat,
      lng: coordinates.lng,
    },
    zone: {
      id: zone.id,
      name: zone.name,
      deliveryFee: zone.deliveryFee,
      minimumOrderAmount: zone.minimumOrderAmount,
    },
  });
}

export interface StoredCustomLocation {
  id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
}

/** local: the custom QR location (id, name, address, lat, lng). */
export function storeCustomLocation(spot: StoredCustomLocation): void {
  local.set(LOCATION_KEYS.customLocationId, spot.id);
  local.set(LOCATION_KEYS.customLocationName, spot.name);
  local.set(LOCATION_KEYS.customLocationAddress, spot.address);
  local.set(LOCATION_KEYS.customLocationLat, String(spot.lat));
  local.set(LOCATION_KEYS.customLocationLng, String(spot.lng));
}
