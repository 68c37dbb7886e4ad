import type { LatLng } from '@shop/contracts';
import { m } from '@/i18n/paraglide/messages';

/** At most this many automatic attempts before the pages switch to manual entry. */
export const MAX_GPS_ATTEMPTS = 3;

/** The smart validator: a fresh, precise fix within 5 s. */
export const SMART_VALIDATOR_GPS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 5000,
  maximumAge: 0,
};

/** The location detector the checkout uses. */
export const DETECTOR_GPS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10000,
  maximumAge: 0,
};

/** The simple location page accepts a fix up to five minutes old. */
export const SIMPLE_PAGE_GPS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10000,
  maximumAge: 300000,
};

/** A detection's texts, each said in the shop's language when it is shown. */
export const GPS_MESSAGES = {
  denied: m.orders_gps_denied,
  unavailable: m.orders_gps_unavailable,
  timeout: m.orders_gps_timeout,
  failed: m.orders_gps_failed,
  maxAttempts: m.orders_gps_maxAttempts,
  outsideZone: m.orders_gps_outsideZone,
} satisfies Record<string, () => string>;

/** Codes of GeolocationPositionError, plus 0 for a browser without geolocation. */
export const GPS_UNSUPPORTED = 0;
export const GPS_DENIED = 1;
export const GPS_UNAVAILABLE = 2;
export const GPS_TIMEOUT = 3;

/** The text for a failed detection, by the browser's error code: said when it is called. */
export function gpsErrorText(code: number): () => string {
  if (code === GPS_DENIED) return GPS_MESSAGES.denied;
  if (code === GPS_UNAVAILABLE) return GPS_MESSAGES.unavailable;
  if (code === GPS_TIMEOUT) return GPS_MESSAGES.timeout;
  return GPS_MESSAGES.failed;
}

/** The same text, said now in the shop's language. */
export const gpsErrorMessage = (code: number): string => gpsErrorText(code)();

export class GpsError extends Error {
  constructor(readonly code: number) {
    super(gpsErrorMessage(code));
    this.name = 'GpsError';
  }
}

export const hasGeolocation = () =>
  typeof navigator !== 'undefined' && !!navigator.geolocation?.getCurrentPosition;

/** One position fix; rejects with a GpsError (code 0 when the browser has no geolocation). */
export function currentPosition(options: PositionOptions): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!hasGeolocation()) {
      reject(new GpsError(GPS_UNSUPPORTED));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new GpsError(error.code)),
      options,
    );
  });
}
