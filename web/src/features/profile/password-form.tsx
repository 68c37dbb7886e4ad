import { Button, Stack, Text } from '@mantine/core';
import { PasswordInput } from '@/components/form/password-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { PasswordChangeForm } from '@shop/contracts';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { serverMessage } from '@/lib/error-text';
import { useChangePassword } from './api';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** A new password; the other devices are signed out, this one stays signed in. */
export function PasswordForm() {
  useLanguage();
  const form = useForm<PasswordChangeForm>({
    resolver: localized(zodResolver(PasswordChangeForm)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const change = useChangePassword();

  const submit = async ({ currentPassword, newPassword }: PasswordChangeForm) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      notify.success(m.account_password_changed(), m.account_password_signedOut());
      form.reset();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      notify.error(m.account_profile_error(), serverMessage(error, m.account_password_failed()));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={m.account_password_form()}>
      <Stack gap="sm">
        <PasswordInput
          label={m.account_password_current()}
          autoComplete="current-password"
          {...form.register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <PasswordInput
          label={m.account_password_new()}
          autoComplete="new-password"
          {...form.register('newPassword')}
          error={errors.newPassword?.message}
        />
        <PasswordInput
          label={m.account_password_confirm()}
          autoComplete="new-password"
          {...form.register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <Text size="xs" c="dimmed">
          {m.account_password_hint()}
        </Text>
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {m.account_password_submit()}
        </Button>
      </Stack>
    </form>
  );
}
