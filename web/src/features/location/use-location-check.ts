import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import type { LatLng } from '@shop/contracts';
import { notify } from '@/lib/notify';
import { FALLBACK_STREET } from './address-parsing';
import { isValidLocation, type CheckedLocation } from './checked-location';
import { serverMessage } from '@/lib/error-text';
import { locateAddress, locatePoint, locatePosition } from './location-checks';
import { storeValidatedLocation } from './location-storage';

/**
 * The delivery check shared by the location screens: an address, a map point or a position
 * becomes a checked location; a valid one is stored at once (checkout address, delivery
 * location, zone, cart delivery info) and announced with `successTitle`.
 */
export function useLocationCheck() {
  useLanguage();
  const [location, setLocation] = useState<CheckedLocation | null>(null);
  const [pickedPoint, setPickedPoint] = useState<LatLng | null>(null);

  const accept = useCallback((next: CheckedLocation, successTitle: () => string) => {
    setLocation(next);
    setPickedPoint(next.coordinates);
    if (isValidLocation(next)) {
      storeValidatedLocation(next);
      notify.success(successTitle(), m.orders_location_weDeliverTo({ zone: next.zone.name }));
    }
  }, []);
  const failed = (error: unknown, fallback: () => string) =>
    notify.error(m.orders_location_error(), serverMessage(error, fallback()));

  /**
   * The street the customer typed for a map point whose address lookup failed: it becomes the
   * address's street (the point stays what delivery uses) and is stored like any valid location.
   */
  const typeStreet = useCallback(
    (street: string) => {
      if (!location?.addressUnknown) return;
      const typed = street.trim();
      const parts = { ...location.parts, street: typed || FALLBACK_STREET };
      const next: CheckedLocation = {
        ...location,
        parts,
        address: `${parts.street}, ${parts.city}`,
      };
      setLocation(next);
      if (isValidLocation(next)) storeValidatedLocation(next);
    },
    [location],
  );

  const byAddress = useMutation({
    mutationFn: locateAddress,
    onSuccess: (next) => accept(next, m.orders_location_addressValidated),
    onError: (error) => {
      setLocation(null);
      failed(error, m.orders_location_geocodeFailed);
    },
  });

  const byPoint = useMutation({
    mutationFn: locatePoint,
    onMutate: (point) => setPickedPoint(point),
    onSuccess: (next) => accept(next, m.orders_location_locationConfirmed),
    onError: (error) => {
      setLocation(null);
      failed(error, m.orders_location_validateFailed);
    },
  });

  const byPosition = useMutation({
    mutationFn: locatePosition,
    onSuccess: (next) => accept(next, m.orders_location_locationConfirmed),
    onError: (error) => {
      setLocation(null);
      failed(error, m.orders_location_getAddressFailed);
    },
  });

  return {
    location,
    /** The marker: the point picked on the map or the place found. */
    pickedPoint,
    valid: isValidLocation(location),
    pending: byAddress.isPending || byPoint.isPending || byPosition.isPending,
    checkAddress: byAddress.mutate,
    checkPoint: byPoint.mutate,
    checkPosition: byPosition.mutateAsync,
    accept,
    typeStreet,
  };
}
