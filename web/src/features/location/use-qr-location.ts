import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { QR_VALID_MESSAGE } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { notify } from '@/lib/notify';
import { QR_NO_LOCATION_MESSAGE, qrRefusalText, qrRefusalTitle } from '@/features/qr';
import { verifyQrCode } from './api';
import type { CheckedLocation } from './checked-location';
import { serverMessage } from '@/lib/error-text';
import { fromQr } from './location-checks';
import { storeCustomLocation } from './location-storage';

/**
 * A scanned code on the Verify Delivery Location screen: a custom location becomes the delivery
 * location; a zone code continues on the QR page (which sets the zone and opens the menu); a
 * partner bar's code opens that bar.
 */
export function useQrLocation(accept: (location: CheckedLocation, title: 'QR Code Valid') => void) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: verifyQrCode,
    onSuccess: (result) => {
      if (!result.isValid) {
        notify.error(
          localizeMessage(qrRefusalTitle(result.message)),
          localizeMessage(qrRefusalText(result.message)),
        );
        return;
      }
      if (result.kind === 'bar' && result.barSlug) {
        notify.success(localizeMessage(QR_VALID_MESSAGE));
        void navigate(`/bar/${encodeURIComponent(result.barSlug)}`);
        return;
      }
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
        accept(location, 'QR Code Valid');
        return;
      }
      if (result.kind === 'zone' && result.zone) {
        void navigate(`/scan-qr?zoneId=${result.zone.id}`);
        return;
      }
      notify.error(localizeMessage('Invalid QR Code'), localizeMessage(QR_NO_LOCATION_MESSAGE));
    },
    onError: (error) =>
      notify.error(
        localizeMessage('Error'),
        serverMessage(error, localizeMessage('Failed to verify QR code')),
      ),
  });
}
