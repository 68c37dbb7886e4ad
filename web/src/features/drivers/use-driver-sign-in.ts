import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router-dom';
import type { LoginInput } from '@shop/contracts';
import { driverLoginErrorMessage, isDriverPath, takeRedirectAfterLogin } from '@/features/auth';
import { localizeMessage } from '@/i18n/messages';
import { notify } from '@/lib/notify';
import { useDriverLoginMutation } from './api';

/**
 * Signs a driver in and opens the portal: /driver/dashboard (which forwards to
 * /driverdashboardnow), or the driver page they were sent away from.
 */
export function useDriverSignIn() {
  const navigate = useNavigate();
  const login = useDriverLoginMutation();
  const { t } = useTranslation('portal');
  const signIn = (input: LoginInput) =>
    login.mutate(input, {
      onSuccess: () => {
        void navigate(takeRedirectAfterLogin(isDriverPath) ?? '/driver/dashboard', {
          replace: true,
        });
      },
      onError: (error) =>
        notify.error(t('login.failed'), localizeMessage(driverLoginErrorMessage(error))),
    });
  return { signIn, isPending: login.isPending };
}
