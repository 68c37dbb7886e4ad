import { Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LoginInput, type User } from '@shop/contracts';
import { notify } from '@/lib/notify';
import { useLoginMutation } from '../api';
import { loginErrorMessage } from '../auth-messages';
import { CredentialFormActions, PasswordField, UsernameField } from './credential-fields';
import { useTranslation } from '@/i18n/react';

export function LoginForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation('shop');
  const form = useForm<z.input<typeof LoginInput>, unknown, LoginInput>({
    resolver: localized(zodResolver(LoginInput)),
    defaultValues: { username: '', password: '' },
  });
  const login = useLoginMutation();

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (user) => {
        notify.success(t('auth.loginSuccess'), t('auth.welcomeBack', { name: user.username }));
        onSignedIn(user);
      },
      onError: (error) => notify.error(t('auth.loginFailed'), loginErrorMessage(error)),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <UsernameField form={form} />
        <PasswordField form={form} autoComplete="current-password" />
        <CredentialFormActions
          submitLabel={t('auth.login')}
          submitting={login.isPending}
          switchQuestion={t('auth.noAccount')}
          switchLabel={t('auth.register')}
          switchTo="/auth/register"
        />
      </Stack>
    </form>
  );
}
