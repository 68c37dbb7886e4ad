import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import { EmailChangeInput, type Profile } from '@shop/contracts';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { serverMessage } from '@/features/location/error-text';
import { useRequestEmailChange } from './api';

const FIELDS = ['email', 'password'] as const;

/** A new e-mail address: the password proves it is you, a link to the new address confirms it. */
export function EmailChangeForm({ profile }: { profile: Profile }) {
  const form = useForm<EmailChangeInput>({
    resolver: localized(zodResolver(EmailChangeInput)),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const request = useRequestEmailChange();

  const submit = async (values: EmailChangeInput) => {
    try {
      await request.mutateAsync(values);
      notify.success('Check your inbox', `We sent a confirmation link to ${values.email}.`);
      form.reset();
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
      notify.error('Error', serverMessage(error, 'Could not change your e-mail address.'));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Change e-mail address">
      <Stack gap="sm">
        <Text size="sm">
          Current address: <strong>{profile.email ?? 'none'}</strong>
        </Text>
        {profile.pendingEmail && (
          <Text size="sm" c="dimmed">
            Waiting for confirmation: {profile.pendingEmail}. Open the link we sent there.
          </Text>
        )}
        <TextInput
          label="New e-mail address"
          type="email"
          autoComplete="email"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <PasswordInput
          label="Your password"
          autoComplete="current-password"
          {...form.register('password')}
          error={errors.password?.message}
        />
        <Button type="submit" loading={request.isPending} style={{ alignSelf: 'flex-start' }}>
          Send confirmation link
        </Button>
      </Stack>
    </form>
  );
}
