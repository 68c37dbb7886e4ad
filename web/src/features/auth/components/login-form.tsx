import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { PasswordInput } from '@/components/form/password-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { LoginInput, type User } from '@shop/contracts';
import { notify } from '@/lib/notify';
import { useLoginMutation } from '../api';
import { loginErrorMessage } from '../auth-messages';
import { useTranslation } from '@/i18n/react';

export function LoginForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation('shop');
  const form = useForm<z.input<typeof LoginInput>, unknown, LoginInput>({
    resolver: localized(zodResolver(LoginInput)),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
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
        <TextInput
          label={t('auth.username')}
          autoComplete="username"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" loading={login.isPending}>
          {t('auth.login')}
        </Button>
        <Text size="sm" ta="center">
          {t('auth.noAccount')}{' '}
          <Anchor component={Link} to="/auth/register" replace>
            {t('auth.register')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
