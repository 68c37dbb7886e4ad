import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { forgetSignedInUser } from '@/features/auth';
import { api } from '@/lib/api-client';
import { i18n } from '@/i18n/namespaces';
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
    // The portal's texts are read when needed: the shop's header, which offers Logout to a
    // driver too, does not load them for every visitor.
    onSuccess: async () => {
      await i18n.loadNamespaces('portal');
      notify.success(i18n.t('portal:logout.success'), i18n.t('portal:logout.successMessage'));
      await leave(true);
    },
    onError: async (error) => {
      await i18n.loadNamespaces('portal');
      notify.warning(i18n.t('portal:logout.partial'), localizeMessage(error.message));
      await leave(false);
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
