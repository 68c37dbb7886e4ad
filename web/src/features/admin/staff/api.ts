import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateStaffInput,
  MessageResponse,
  ResetStaffPasswordInput,
  StaffAccount,
  UpdateStaffInput,
} from '@shop/contracts';
import { api } from '@/lib/api-client';

export const STAFF_URL = '/api/admin/staff';

export const useStaffAccounts = () =>
  useQuery({ queryKey: [STAFF_URL], queryFn: () => api.get<StaffAccount[]>(STAFF_URL) });

function useRefreshAfter<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STAFF_URL] }),
  });
}

export const useCreateStaff = () =>
  useRefreshAfter((input: CreateStaffInput) => api.post<StaffAccount>(STAFF_URL, input));

export const useUpdateStaff = () =>
  useRefreshAfter(({ id, change }: { id: number; change: UpdateStaffInput }) =>
    api.patch<StaffAccount>(`${STAFF_URL}/${id}`, change),
  );

export const useResetStaffPassword = () =>
  useRefreshAfter(({ id, input }: { id: number; input: ResetStaffPasswordInput }) =>
    api.post<MessageResponse>(`${STAFF_URL}/${id}/password`, input),
  );
