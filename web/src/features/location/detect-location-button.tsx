import { Button } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { notify } from '@/lib/notify';
import type { CheckedLocation } from './checked-location';
import { DETECTOR_GPS, GPS_MESSAGES, gpsErrorMessage, MAX_GPS_ATTEMPTS } from './geolocation';
import { locatePosition } from './location-checks';
import { serverMessage } from '@/lib/error-text';
import { useGpsDetection } from './use-gps-detection';

interface Props {
  /** The address at the browser's position, with its zone (null outside every zone). */
  onLocated: (location: CheckedLocation) => void;
  /** Detection failed: the page should offer manual entry. */
  onManual?: () => void;
  label?: string;
}

/**
 * The checkout's "detect current location" (10 s timeout, a fresh fix, up to three attempts: a
 * timeout or an unavailable position is tried again, a denied permission is not). It only
 * reports what it found; the page decides whether to store it (see storeValidatedLocation).
 */
export function DetectLocationButton({ onLocated, onManual, label }: Props) {
  useLanguage();
  const gps = useGpsDetection({
    options: DETECTOR_GPS,
    maxAttempts: MAX_GPS_ATTEMPTS,
    onPosition: (point) => {
      locatePosition(point).then(onLocated, (error: unknown) => {
        notify.error(
          m.orders_location_error(),
          serverMessage(error, m.orders_location_getAddressFailed()),
        );
        onManual?.();
      });
    },
    onGiveUp: (code, maxAttemptsReached) => {
      notify.error(
        maxAttemptsReached ? GPS_MESSAGES.maxAttempts() : m.orders_location_gpsUnavailable(),
        gpsErrorMessage(code),
      );
      onManual?.();
    },
  });
  return (
    <Button
      variant="light"
      leftSection={<IconCurrentLocation size={16} />}
      loading={gps.status === 'locating'}
      onClick={gps.detect}
    >
      {label ?? m.orders_location_detect()}
    </Button>
  );
}
