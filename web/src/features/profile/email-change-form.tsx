import { Button, Stack, Text, TextInput } from '@mantine/core';
import { PasswordInput } from '@/components/form/password-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from '@/i18n/react';
import { EmailChangeInput, type Profile } from '@shop/contracts';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { serverMessage } from '@/lib/error-text';
import { useRequestEmailChange } from './api';

const FIELDS = ['email', 'password'] as const;

/** A new e-mail address: the password proves it is you, a link to the new address confirms it. */
export function EmailChangeForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const form = useForm<EmailChangeInput>({
    resolver: localized(zodResolver(EmailChangeInput)),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const request = useRequestEmailChange();

  const submit = async (values: EmailChangeInput) => {
    try {
      await request.mutateAsync(values);
      notify.success(t('email.checkInbox'), t('email.linkSent', { email: values.email }));
      form.reset();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      notify.error(t('profile.error'), serverMessage(error, t('email.failed')));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={t('email.form')}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans
            text={t('email.current', { email: profile.email ?? t('email.none') })}
            components={{ strong: <strong /> }}
          />
        </Text>
        {profile.pendingEmail && (
          <Text size="sm" c="dimmed">
            {t('email.waiting', { email: profile.pendingEmail })}
          </Text>
        )}
        <TextInput
          label={t('email.newAddress')}
          type="email"
          autoComplete="email"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <PasswordInput
          label={t('email.yourPassword')}
          autoComplete="current-password"
          {...form.register('password')}
          error={errors.password?.message}
        />
        <Button type="submit" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('email.send')}
        </Button>
      </Stack>
    </form>
  );
}
