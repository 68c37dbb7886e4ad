import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutAddressForm } from '@shop/contracts';
import { addressesQuery, createAddress } from '@/features/addresses';
import { userQuery } from '@/features/auth';
import {
  isValidLocation,
  type CheckedLocation,
  type ValidatedLocation,
  checkTypedAddress,
  storeValidatedLocation,
} from '@/features/location';

export interface CheckoutAddressOutcome {
  location: CheckedLocation;
  /** The validated address, or null when it lies outside every zone. */
  validated: ValidatedLocation | null;
  /** Whether it was added to the account (signed in and "save" chosen). */
  saved: boolean;
}

/**
 * For the checkout pages: checks a typed address (geocode, then the zone), stores a valid one
 * as the checkout address and the cart's delivery info, and saves it to the account when the
 * customer is signed in and chose to. Errors are AddressCheckError with the spec's text; a
 * failed save does not fail the check (`saved` is false).
 */
export function useCheckoutAddressCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CheckoutAddressForm): Promise<CheckoutAddressOutcome> => {
      const location = await checkTypedAddress(values);
      if (!isValidLocation(location)) return { location, validated: null, saved: false };
      storeValidatedLocation(location);
      let saved = false;
      if (values.saveAddress) {
        const user = await queryClient.fetchQuery(userQuery).catch(() => null);
        if (user) {
          saved = await createAddress({
            label: values.label,
            streetAddress: values.streetAddress,
            city: values.city,
            state: values.state,
            zipCode: values.zipCode,
            country: values.country,
            additionalInfo: values.additionalInfo,
            latitude: location.coordinates.lat,
            longitude: location.coordinates.lng,
            isDefault: values.setAsDefault,
          }).then(
            () => true,
            () => false,
          );
          if (saved) await queryClient.invalidateQueries({ queryKey: addressesQuery.queryKey });
        }
      }
      return { location, validated: location, saved };
    },
  });
}
