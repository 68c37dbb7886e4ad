import { useEffect } from 'react';
import { useTranslation } from '@/i18n/react';
import { SignInCard } from '@/components/form/sign-in-card';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AdminLoginInput } from '@shop/contracts';
import { preloadAdminArea } from './load-admin-area';
import { notify } from '@/lib/notify';
import { useDelayedNavigate } from '@/lib/use-delayed-navigate';
import {
  setSignedInUser,
  useAdminLoginMutation,
  adminLoginError,
  isAdminPath,
  takeRedirectAfterLogin,
} from '@/features/auth';

/** Back-office sign-in: admins and staff only; the api refuses every other role. */
export default function AdminLoginPage() {
  const queryClient = useQueryClient();
  const redirect = useDelayedNavigate(1000);
  // The back office's texts; the page fetches them with the back office's bundle anyway.
  const { t } = useTranslation('admin');
  const form = useForm<z.input<typeof AdminLoginInput>, unknown, AdminLoginInput>({
    resolver: localized(zodResolver(AdminLoginInput)),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  const login = useAdminLoginMutation();
  // Whoever signs in here goes to the back office next: fetch it while they type.
  useEffect(preloadAdminArea, []);

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (user) => {
        notify.success(t('login.success'), t('login.welcomeBack', { name: user.username }));
        setSignedInUser(queryClient, user);
        redirect.go(takeRedirectAfterLogin(isAdminPath) ?? '/admin');
      },
      onError: (error) => {
        const { denied, message } = adminLoginError(error);
        notify.error(denied ? t('login.accessDenied') : t('login.failed'), message);
      },
    }),
  );

  return (
    <SignInCard
      text={(part) => t(`login.${part}`)}
      register={form.register}
      errors={errors}
      onSubmit={submit}
      pending={login.isPending || redirect.pending}
    />
  );
}
