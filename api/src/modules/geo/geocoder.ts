import type { GeocoderConfig } from '../../config/env';
import type { CircuitState } from './circuit-breaker';

/** One resolved address: a position and its parts, as every geocoder answers. */
export interface GeocodedAddress {
  lat: number;
  lng: number;
  /** Street and house number, e.g. 'Damrak 1'; 'Unknown Street' when there is none. */
  streetAddress: string;
  postalCode: string;
  city: string;
  state: string;
  country: string;
  /** 'Damrak 1, 1012 LG Amsterdam, Netherlands': street, postcode and city, country. */
  formattedAddress: string;
  /** True when the position is a street, postcode or area centroid rather than the door. */
  approximate: boolean;
}

/**
 * Geocoding behind one interface (docs/decisions/0015-delivery-zones-geocoding-and-qr.md): the
 * embedded Amsterdam gazetteer offline, PDOK Locatieserver or Nominatim when configured. null
 * means "no such address"; a geocoder that is down, slow or answers nonsense throws
 * GeocoderUnavailableError.
 */
export interface Geocoder {
  readonly kind: GeocoderConfig['kind'];
  geocode(address: string): Promise<GeocodedAddress | null>;
  reverse(lat: number, lng: number): Promise<GeocodedAddress | null>;
  /** The circuit breaker's state for a geocoder on the web; absent for the embedded one. */
  circuitState?(): CircuitState;
}

export class GeocoderUnavailableError extends Error {
  constructor(
    readonly reason: string,
    /** When the caller may try again, e.g. while the circuit is open. */
    readonly retryAfterSeconds = 5,
  ) {
    super(`geocoder unavailable: ${reason}`);
    this.name = 'GeocoderUnavailableError';
  }
}

/** 'Damrak 1, 1012 LG Amsterdam, Netherlands'; the street is left out when unknown. */
export function formatAddress(parts: {
  streetAddress: string | null;
  postalCode: string;
  city: string;
  country: string;
}): string {
  const locality = [parts.postalCode, parts.city].filter(Boolean).join(' ');
  return [parts.streetAddress, locality, parts.country].filter(Boolean).join(', ');
}
