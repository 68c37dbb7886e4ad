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
import { registrationErrorMessage } from '../sign-in-messages';
import { CredentialFormActions, PasswordField, UsernameField } from './credential-fields';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

export function RegisterForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  useLanguage();
  const form = useForm<z.input<typeof RegisterFormSchema>, unknown, RegisterFormSchema>({
    resolver: localized(zodResolver(RegisterFormSchema)),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const register = useRegisterMutation();

  const submit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: (user) => {
        notify.success(
          m.shop_auth_registrationSuccess(),
          m.shop_auth_welcome({ name: user.username }),
        );
        onSignedIn(user);
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, ['username', 'email', 'password']);
        notify.error(m.shop_auth_registrationFailed(), registrationErrorMessage(error));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <UsernameField form={form} />
        <TextInput
          label={m.shop_auth_email()}
          description={m.shop_auth_optional()}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField form={form} autoComplete="new-password" />
        <PasswordInput
          label={m.shop_auth_confirmPassword()}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <CredentialFormActions
          submitLabel={m.shop_auth_register()}
          submitting={register.isPending}
          switchQuestion={m.shop_auth_haveAccount()}
          switchLabel={m.shop_auth_login()}
          switchTo="/auth/login"
        />
      </Stack>
    </form>
  );
}
