import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Address,
  CreateAddressInput,
  MessageResponse,
  SavedLocationInput,
} from '@shop/contracts';
import { api } from '@/lib/api-client';

/** The signed-in customer's saved addresses, the default first. */
export const addressesQuery = queryOptions({
  queryKey: ['/api/addresses'],
  queryFn: () => api.get<Address[]>('/api/addresses'),
});

export const defaultAddressQuery = queryOptions({
  queryKey: ['/api/addresses/default'],
  queryFn: () => api.get<Address | null>('/api/addresses/default'),
});

/** The location flow's short form: {userId, streetAddress, latitude, longitude, isDefault}. */
export type SaveLocationBody = Omit<SavedLocationInput, 'label'> & { userId: number };

export const createAddress = (input: CreateAddressInput | SaveLocationBody) =>
  api.post<Address>('/api/addresses', input);

function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: addressesQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: defaultAddressQuery.queryKey }),
    ]);
}

export function useCreateAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({ mutationFn: createAddress, onSuccess: invalidate });
}

export function useSetDefaultAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (id: number) => api.patch<Address>(`/api/addresses/${id}/default`),
    onSuccess: invalidate,
  });
}

export function useDeleteAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/api/addresses/${id}`),
    onSuccess: invalidate,
  });
}
