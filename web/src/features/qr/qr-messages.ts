import {
  CUSTOM_LOCATION_NOT_FOUND_MESSAGE,
  LOCATION_OUTSIDE_ZONE_MESSAGE,
  LOCATION_UNAVAILABLE_MESSAGE,
  QR_INVALID_MESSAGE,
  QR_LOCATION_NOT_FOUND_MESSAGE,
} from '@shop/contracts';

export const QR_NO_LOCATION_MESSAGE = 'This QR code does not contain valid location information.';

/** The toast title that goes with a QR refusal. */
export function qrRefusalTitle(message: string): string {
  switch (message) {
    case LOCATION_UNAVAILABLE_MESSAGE:
      return 'Location Unavailable';
    case CUSTOM_LOCATION_NOT_FOUND_MESSAGE:
    case QR_LOCATION_NOT_FOUND_MESSAGE:
      return 'Location Not Found';
    case LOCATION_OUTSIDE_ZONE_MESSAGE:
      return 'Outside Delivery Zone';
    default:
      return 'Invalid QR Code';
  }
}

export const qrRefusalText = (message: string | undefined) => message || QR_INVALID_MESSAGE;
