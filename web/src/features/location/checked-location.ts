import type { LatLng, ZoneSummary } from '@shop/contracts';
import { FALLBACK_STREET, type AddressParts } from './address-parsing';

export type LocationSource = 'address' | 'map' | 'qr' | 'gps';

/** The answer of an address, map, QR or GPS check: where it is and which zone, if any. */
export interface CheckedLocation {
  source: LocationSource;
  /** One line, as the geocoder formats it. */
  address: string;
  parts: AddressParts;
  coordinates: LatLng;
  /** null: outside every delivery zone. */
  zone: ZoneSummary | null;
  /** A postcode or street centroid rather than the door. */
  approximate: boolean;
  /** The server's zone message, when it sent one. */
  message?: string;
  /**
   * A map point whose address lookup failed: the zone answer stands, the address is the
   * fallback until the customer types the street.
   */
  addressUnknown?: boolean;
}

/** A location inside a delivery zone: the only kind that lets a customer continue. */
export type ValidatedLocation = CheckedLocation & { zone: ZoneSummary };

export const isValidLocation = (
  location: CheckedLocation | null | undefined,
): location is ValidatedLocation => !!location && location.zone !== null;

/** A point whose address lookup failed and whose street the customer has not typed yet. */
export const needsStreet = (location: CheckedLocation | null | undefined): boolean =>
  !!location?.addressUnknown && location.parts.street === FALLBACK_STREET;
