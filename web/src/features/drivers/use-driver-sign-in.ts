import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { useNavigate } from 'react-router-dom';
import type { LoginInput } from '@shop/contracts';
import { isDriverPath, takeRedirectAfterLogin } from '@/features/auth';
import { driverLoginErrorMessage } from '@/features/auth/lazy';
import { notify } from '@/lib/notify';
import { useDriverLoginMutation } from './api';

/**
 * Signs a driver in and opens the portal: /driver/dashboard (which forwards to
 * /driverdashboardnow), or the driver page they were sent away from.
 */
export function useDriverSignIn() {
  const navigate = useNavigate();
  const login = useDriverLoginMutation();
  useLanguage();
  const signIn = (input: LoginInput) =>
    login.mutate(input, {
      onSuccess: () => {
        void navigate(takeRedirectAfterLogin(isDriverPath) ?? '/driver/dashboard', {
          replace: true,
        });
      },
      onError: (error) => notify.error(m.portal_login_failed(), driverLoginErrorMessage(error)),
    });
  return { signIn, isPending: login.isPending };
}
