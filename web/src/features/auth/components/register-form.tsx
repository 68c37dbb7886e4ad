import { Stack, TextInput } from '@mantine/core';
import { PasswordInput } from '@/components/form/password-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RegisterForm as RegisterFormSchema, type User } from '@shop/contracts';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useRegisterMutation } from '../api';
import { registrationErrorMessage } from '../auth-messages';
import { CredentialFormActions, PasswordField, UsernameField } from './credential-fields';
import { useTranslation } from '@/i18n/react';

export function RegisterForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const { t } = useTranslation('shop');
  const form = useForm<z.input<typeof RegisterFormSchema>, unknown, RegisterFormSchema>({
    resolver: localized(zodResolver(RegisterFormSchema)),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const register = useRegisterMutation();

  const submit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: (user) => {
        notify.success(t('auth.registrationSuccess'), t('auth.welcome', { name: user.username }));
        onSignedIn(user);
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, ['username', 'email', 'password']);
        notify.error(t('auth.registrationFailed'), registrationErrorMessage(error));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <UsernameField form={form} />
        <TextInput
          label={t('auth.email')}
          description={t('auth.optional')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField form={form} autoComplete="new-password" />
        <PasswordInput
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <CredentialFormActions
          submitLabel={t('auth.register')}
          submitting={register.isPending}
          switchQuestion={t('auth.haveAccount')}
          switchLabel={t('auth.login')}
          switchTo="/auth/login"
        />
      </Stack>
    </form>
  );
}
