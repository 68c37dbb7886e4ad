import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { forgetSignedInUser } from '@/features/auth/api';
import { api } from '@/lib/api-client';
import { localizeMessage } from '@/i18n/messages';
import { notify } from '@/lib/notify';

/** Driver logout: when the server fails, the browser still forgets the driver. */
export function useDriverLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('portal');
  const leave = async (serverDone: boolean) => {
    await navigate('/driver/login', { replace: true, flushSync: true });
    forgetSignedInUser(queryClient, { confirm: serverDone });
  };
  const mutation = useMutation({
    mutationFn: () => api.post<unknown>('/api/driver/logout'),
    onSuccess: async () => {
      notify.success(t('logout.success'), t('logout.successMessage'));
      await leave(true);
    },
    onError: async (error) => {
      notify.warning(t('logout.partial'), localizeMessage(error.message));
      await leave(false);
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
