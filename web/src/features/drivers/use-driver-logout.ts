import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { forgetSignedInUser } from '@/features/auth/api';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** Driver logout: when the server fails, the browser still forgets the driver. */
export function useDriverLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leave = async (serverDone: boolean) => {
    await navigate('/driver/login', { replace: true, flushSync: true });
    forgetSignedInUser(queryClient, { confirm: serverDone });
  };
  const mutation = useMutation({
    mutationFn: () => api.post<unknown>('/api/driver/logout'),
    onSuccess: async () => {
      notify.success('Logout successful', "You've been logged out of your account");
      await leave(true);
    },
    onError: async (error) => {
      notify.warning('Logout partially successful', error.message);
      await leave(false);
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
