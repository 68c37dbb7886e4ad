import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { i18n } from '@/i18n';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { forgetSignedInUser } from './api';
import { logoutErrorMessage } from './auth-messages';

/** Customer (and back-office) logout; `logout(to)` leaves for `to` once signed out. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (_to: string) => api.post<unknown>('/api/logout'),
    onSuccess: async (_data, to) => {
      notify.success(i18n.t('shop:auth.logoutSuccess'), i18n.t('shop:auth.loggedOut'));
      // Leave first: a guarded page that saw the user vanish would send them to a login page.
      await navigate(to, { replace: true, flushSync: true });
      forgetSignedInUser(queryClient);
    },
    onError: (error) => notify.error(i18n.t('shop:auth.logoutFailed'), logoutErrorMessage(error)),
  });
  return { logout: (to = '/') => mutation.mutate(to), isPending: mutation.isPending };
}
