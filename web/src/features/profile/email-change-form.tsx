import { Button, Stack, Text, TextInput } from '@mantine/core';
import { PasswordInput } from '@/components/form/password-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import { Trans } from '@/i18n/react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { EmailChangeInput, type Profile } from '@shop/contracts';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { serverMessage } from '@/lib/error-text';
import { useRequestEmailChange } from './api';

const FIELDS = ['email', 'password'] as const;

/** A new e-mail address: the password proves it is you, a link to the new address confirms it. */
export function EmailChangeForm({ profile }: { profile: Profile }) {
  useLanguage();
  const form = useForm<EmailChangeInput>({
    resolver: localized(zodResolver(EmailChangeInput)),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const request = useRequestEmailChange();

  const submit = async (values: EmailChangeInput) => {
    try {
      await request.mutateAsync(values);
      notify.success(
        m.account_email_checkInbox(),
        m.account_email_linkSent({ email: values.email }),
      );
      form.reset();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      notify.error(m.account_profile_error(), serverMessage(error, m.account_email_failed()));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={m.account_email_form()}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans
            text={m.account_email_current({ email: profile.email ?? m.account_email_none() })}
            components={{ strong: <strong /> }}
          />
        </Text>
        {profile.pendingEmail && (
          <Text size="sm" c="dimmed">
            {m.account_email_waiting({ email: profile.pendingEmail })}
          </Text>
        )}
        <TextInput
          label={m.account_email_newAddress()}
          type="email"
          autoComplete="email"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <PasswordInput
          label={m.account_email_yourPassword()}
          autoComplete="current-password"
          {...form.register('password')}
          error={errors.password?.message}
        />
        <Button type="submit" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
          {m.account_email_send()}
        </Button>
      </Stack>
    </form>
  );
}
