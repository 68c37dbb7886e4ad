import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useEffect } from 'react';
import { SignInCard, type SignInText } from '@/components/form/sign-in-card';
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
  isAdminPath,
  takeRedirectAfterLogin,
} from '@/features/auth';
import { adminLoginError } from '@/features/auth/lazy';

/** Back-office sign-in: admins and staff only; the api refuses every other role. */
const LOGIN_TEXTS: Record<SignInText, () => string> = {
  title: m.adminShared_login_title,
  username: m.adminShared_login_username,
  password: m.adminShared_login_password,
  submit: m.adminShared_login_submit,
};

export default function AdminLoginPage() {
  const queryClient = useQueryClient();
  const redirect = useDelayedNavigate(1000);
  // The back office's texts; the page fetches them with the back office's bundle anyway.
  useLanguage();
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
        notify.success(
          m.adminShared_login_success(),
          m.adminShared_login_welcomeBack({ name: user.username }),
        );
        setSignedInUser(queryClient, user);
        redirect.go(takeRedirectAfterLogin(isAdminPath) ?? '/admin');
      },
      onError: (error) => {
        const { denied, message } = adminLoginError(error);
        notify.error(
          denied ? m.adminShared_login_accessDenied() : m.adminShared_login_failed(),
          message,
        );
      },
    }),
  );

  return (
    <SignInCard
      text={(part) => LOGIN_TEXTS[part]()}
      register={form.register}
      errors={errors}
      onSubmit={submit}
      pending={login.isPending || redirect.pending}
    />
  );
}
