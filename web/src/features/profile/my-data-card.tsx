import { useState } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { AccountDeleteInput, type Profile } from '@shop/contracts';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { serverMessage } from '@/features/location/error-text';
import { downloadMyData, useDeleteAccount } from './api';

/** Download my data, and delete my account (customers; staff accounts are closed by an admin). */
export function MyDataCard({ profile }: { profile: Profile }) {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
      notify.success('Your data is downloaded', 'We sent you an e-mail about it.');
    } catch (error) {
      notify.error('Error', serverMessage(error, 'Could not download your data.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md">
      <Stack gap={4} align="flex-start">
        <Text size="sm">
          A JSON file with your account, saved addresses, orders with their lines, and
          notifications.
        </Text>
        <Button variant="light" onClick={() => void download()} loading={downloading}>
          Download my data
        </Button>
      </Stack>
      {profile.role === 'customer' ? (
        <Stack gap={4} align="flex-start">
          <Text size="sm">
            Deleting your account erases your name, contact details, addresses and notifications.
            Your past orders stay in our books without your name.
          </Text>
          <Button color="red" variant="outline" onClick={() => setDeleting(true)}>
            Delete my account
          </Button>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Staff, admin and driver accounts are closed by the restaurant. Ask an admin.
        </Text>
      )}
      <Modal opened={deleting} onClose={() => setDeleting(false)} title="Delete your account">
        <DeleteAccountForm onCancel={() => setDeleting(false)} />
      </Modal>
    </Stack>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const form = useForm<AccountDeleteInput>({
    resolver: localized(zodResolver(AccountDeleteInput)),
    defaultValues: { password: '' },
  });
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  const submit = async ({ password }: AccountDeleteInput) => {
    try {
      await remove.mutateAsync(password);
      notify.success('Your account has been deleted', 'We sent you an e-mail to confirm it.');
      // Signed out everywhere: the sign-in page is where the guard would send them anyway.
      void navigate('/auth', { replace: true });
    } catch (error) {
      applyFieldErrors(error, form.setError, ['password']);
      notify.error('Error', serverMessage(error, 'Could not delete your account.'));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Delete account">
      <Stack gap="sm">
        <Alert color="red" title="This cannot be undone">
          Your account, addresses, profile image and notifications are erased and you are signed out
          everywhere. You cannot sign in with this account again.
        </Alert>
        <PasswordInput
          label="Your password"
          autoComplete="current-password"
          {...form.register('password')}
          error={form.formState.errors.password?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={remove.isPending}>
            Delete my account for good
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
