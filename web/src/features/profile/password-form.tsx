import { Button, Stack, Text } from '@mantine/core';
import { PasswordInput } from '@/components/form/password-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/react';
import { PasswordChangeForm } from '@shop/contracts';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { serverMessage } from '@/lib/error-text';
import { useChangePassword } from './api';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** A new password; the other devices are signed out, this one stays signed in. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const form = useForm<PasswordChangeForm>({
    resolver: localized(zodResolver(PasswordChangeForm)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const change = useChangePassword();

  const submit = async ({ currentPassword, newPassword }: PasswordChangeForm) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      notify.success(t('password.changed'), t('password.signedOut'));
      form.reset();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      notify.error(t('profile.error'), serverMessage(error, t('password.failed')));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={t('password.form')}>
      <Stack gap="sm">
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          {...form.register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <PasswordInput
          label={t('password.new')}
          autoComplete="new-password"
          {...form.register('newPassword')}
          error={errors.newPassword?.message}
        />
        <PasswordInput
          label={t('password.confirm')}
          autoComplete="new-password"
          {...form.register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <Text size="xs" c="dimmed">
          {t('password.hint')}
        </Text>
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
