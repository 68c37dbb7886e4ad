import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { forgetSignedInUser } from '@/features/auth';
import { api } from '@/lib/api-client';
import { m } from '@/i18n/paraglide/messages';
import { localizeMessage } from '@/i18n/messages';
import { notify } from '@/lib/notify';

/** Driver logout: when the server fails, the browser still forgets the driver. */
export function useDriverLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leave = async (serverDone: boolean) => {
    await navigate('/driver/login', { replace: true, flushSync: true });
    forgetSignedInUser(queryClient, { confirm: serverDone });
    // The job and positions the portal kept for a tunnel stay on no shared phone.
    void import('./offline/portal-store').then((store) => store.forgetPortal());
  };
  const mutation = useMutation({
    mutationFn: () => api.post<unknown>('/api/driver/logout'),
    // Only these texts of the portal's come with the shop's header, which offers Logout to a
    // driver too.
    onSuccess: async () => {
      notify.success(m.portal_logout_success(), m.portal_logout_successMessage());
      await leave(true);
    },
    onError: async (error) => {
      notify.warning(m.portal_logout_partial(), localizeMessage(error.message));
      await leave(false);
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
