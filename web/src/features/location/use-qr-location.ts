import { useNavigate } from 'react-router-dom';
import { useScannedCode } from '@/features/qr';
import { m } from '@/i18n/paraglide/messages';
import type { CheckedLocation } from './checked-location';
import { fromQr } from './location-checks';
import { storeCustomLocation } from './location-storage';

/**
 * A scanned code on the Verify Delivery Location screen: a custom location becomes the delivery
 * location; a zone code continues on the QR page (which sets the zone and opens the menu); a
 * partner bar's code opens that bar.
 */
export function useQrLocation(
  accept: (location: CheckedLocation, successTitle: () => string) => void,
) {
  const navigate = useNavigate();
  return useScannedCode((result) => {
    const location = fromQr(result);
    if (location) {
      if (result.customId && result.location) {
        storeCustomLocation({
          id: result.customId,
          name: result.location.description || result.location.address,
          address: result.location.address,
          lat: result.location.latitude,
          lng: result.location.longitude,
        });
      }
      accept(location, m.orders_location_qrCodeValid);
      return true;
    }
    if (result.kind === 'zone' && result.zone) {
      void navigate(`/scan-qr?zoneId=${result.zone.id}`);
      return true;
    }
    return false;
  });
}
