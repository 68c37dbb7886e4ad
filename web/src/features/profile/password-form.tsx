import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import { PasswordChangeForm } from '@shop/contracts';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { serverMessage } from '@/features/location/error-text';
import { useChangePassword } from './api';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** A new password; the other devices are signed out, this one stays signed in. */
export function PasswordForm() {
  const form = useForm<PasswordChangeForm>({
    resolver: localized(zodResolver(PasswordChangeForm)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const change = useChangePassword();

  const submit = async ({ currentPassword, newPassword }: PasswordChangeForm) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      notify.success('Password changed', 'You were signed out on your other devices.');
      form.reset();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      notify.error('Error', serverMessage(error, 'Could not change your password.'));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Change password">
      <Stack gap="sm">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...form.register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          {...form.register('newPassword')}
          error={errors.newPassword?.message}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <Text size="xs" c="dimmed">
          Changing it signs you out on every other device.
        </Text>
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
