import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQuery } from '@/features/auth';
import { addressesQuery, createAddress } from '@/features/addresses';
import { isSamePlace } from '@/features/geo';
import type { ValidatedLocation } from './checked-location';

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
      if (saved.some((a) => isSamePlace(a, lat, lng))) return 'already-saved';
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
