import { Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LoginInput, type User } from '@shop/contracts';
import { notify } from '@/lib/notify';
import { useLoginMutation } from '../api';
import { loginErrorMessage } from '../sign-in-messages';
import { CredentialFormActions, PasswordField, UsernameField } from './credential-fields';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

export function LoginForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  useLanguage();
  const form = useForm<z.input<typeof LoginInput>, unknown, LoginInput>({
    resolver: localized(zodResolver(LoginInput)),
    defaultValues: { username: '', password: '' },
  });
  const login = useLoginMutation();

  const submit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (user) => {
        notify.success(
          m.shop_auth_loginSuccess(),
          m.shop_auth_welcomeBack({ name: user.username }),
        );
        onSignedIn(user);
      },
      onError: (error) => notify.error(m.shop_auth_loginFailed(), loginErrorMessage(error)),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <UsernameField form={form} />
        <PasswordField form={form} autoComplete="current-password" />
        <CredentialFormActions
          submitLabel={m.shop_auth_login()}
          submitting={login.isPending}
          switchQuestion={m.shop_auth_noAccount()}
          switchLabel={m.shop_auth_register()}
          switchTo="/auth/register"
        />
      </Stack>
    </form>
  );
}
