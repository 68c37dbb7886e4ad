import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { apiMessage, type QrVerification } from '@shop/contracts';
import { localizeNote, sayApiMessage } from '@/i18n/notes';
import { m } from '@/i18n/paraglide/messages';
import { serverMessage } from '@/lib/error-text';
import { notify } from '@/lib/notify';
import { verifyQrCode } from './api';
import { QR_NO_LOCATION_MESSAGE, qrRefusalText, qrRefusalTitle } from './qr-messages';

/**
 * A scanned code, checked by the server, the same on the bar's scanner and on the Verify
 * Delivery Location screen: a refusal or a failed check is toasted, a partner bar's code opens
 * that bar, any other valid code goes to `place`, which says whether it could use it (else:
 * Invalid QR Code).
 */
export function useScannedCode(place: (result: QrVerification) => boolean) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: verifyQrCode,
    onSuccess: (result) => {
      if (!result.isValid) {
        notify.error(
          qrRefusalTitle(result.message),
          localizeNote(result.texts?.message, qrRefusalText(result.message)),
        );
        return;
      }
      if (result.kind === 'bar' && result.barSlug) {
        notify.success(sayApiMessage(apiMessage('qr_valid')));
        void navigate(`/bar/${encodeURIComponent(result.barSlug)}`);
        return;
      }
      if (!place(result)) {
        notify.error(m.orders_qr_invalidCode(), QR_NO_LOCATION_MESSAGE());
      }
    },
    onError: (error) =>
      notify.error(m.orders_qr_error(), serverMessage(error, m.orders_qr_verifyFailed())),
  });
}
