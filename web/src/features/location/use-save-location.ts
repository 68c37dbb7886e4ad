import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQuery } from '@/features/auth';
import { addressesQuery, createAddress } from '@/features/addresses';
import type { ValidatedLocation } from './checked-location';

/** About 20 m: a saved address this close is the same place. */
const SAME_PLACE_DEGREES = 0.0002;

export type SaveOutcome = 'saved' | 'already-saved' | 'guest';

/**
 * Saves a verified location to the account, which is attempted only if the current user can be
 * fetched; otherwise the customer simply continues as a guest. A place already in the address
 * book is not saved twice.
 */
export function useSaveLocationToAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (location: ValidatedLocation): Promise<SaveOutcome> => {
      const user = await queryClient.fetchQuery(userQuery).catch(() => null);
      if (!user) return 'guest';
      const saved = await queryClient.fetchQuery(addressesQuery).catch(() => []);
      const { lat, lng } = location.coordinates;
      const known = saved.some(
        (a) =>
          a.latitude !== null &&
          a.longitude !== null &&
          Math.abs(a.latitude - lat) < SAME_PLACE_DEGREES &&
          Math.abs(a.longitude - lng) < SAME_PLACE_DEGREES,
      );
      if (known) return 'already-saved';
      await createAddress({
        userId: user.id,
        streetAddress: location.address,
        latitude: lat,
        longitude: lng,
        isDefault: true,
      });
      await queryClient.invalidateQueries({ queryKey: addressesQuery.queryKey });
      return 'saved';
    },
  });
}
