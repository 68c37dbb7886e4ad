import { useEffect } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button, Container, Paper, Stack, TextInput, Title } from '@mantine/core';
import { PasswordInput } from '@/components/form/password-input';
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
    <Container size={420} py="xl">
      <Paper withBorder shadow="sm" p="lg">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={2}>{t('login.title')}</Title>
            <TextInput
              label={t('login.username')}
              autoComplete="username"
              error={errors.username?.message}
              {...form.register('username')}
            />
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
            <Button type="submit" loading={login.isPending || redirect.pending}>
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
