import { useMutation, useQueryClient } from '@tanstack/react-query';
import { m } from '@/i18n/paraglide/messages';
import { useNavigate } from 'react-router-dom';
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
      notify.success(m.shop_auth_logoutSuccess(), m.shop_auth_loggedOut());
      // Leave first: a guarded page that saw the user vanish would send them to a login page.
      await navigate(to, { replace: true, flushSync: true });
      forgetSignedInUser(queryClient);
    },
    onError: (error) => notify.error(m.shop_auth_logoutFailed(), logoutErrorMessage(error)),
  });
  return { logout: (to = '/') => mutation.mutate(to), isPending: mutation.isPending };
}
