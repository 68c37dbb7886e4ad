import {
  CUSTOM_LOCATION_NOT_FOUND_MESSAGE,
  LOCATION_OUTSIDE_ZONE_MESSAGE,
  LOCATION_UNAVAILABLE_MESSAGE,
  QR_INVALID_MESSAGE,
  QR_LOCATION_NOT_FOUND_MESSAGE,
} from '@shop/contracts';
import { m } from '@/i18n/paraglide/messages';

/** A code that names no place the shop can deliver to; said in the shop's language. */
export const QR_NO_LOCATION_MESSAGE = m.orders_qr_noLocation;

/** The toast title that goes with a QR refusal (the server's English), in the shop's language. */
export function qrRefusalTitle(message: string): string {
  switch (message) {
    case LOCATION_UNAVAILABLE_MESSAGE:
      return m.orders_qr_locationUnavailable();
    case CUSTOM_LOCATION_NOT_FOUND_MESSAGE:
    case QR_LOCATION_NOT_FOUND_MESSAGE:
      return m.orders_qr_locationNotFound();
    case LOCATION_OUTSIDE_ZONE_MESSAGE:
      return m.orders_qr_outsideZone();
    default:
      return m.orders_qr_invalidCode();
  }
}

export const qrRefusalText = (message: string | undefined) => message || QR_INVALID_MESSAGE;
