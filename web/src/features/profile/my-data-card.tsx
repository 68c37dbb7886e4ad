import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PasswordInput } from '@/components/form/password-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { useNavigate } from 'react-router-dom';
import { AccountDeleteInput, type Profile } from '@shop/contracts';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { serverMessage } from '@/lib/error-text';
import { downloadMyData, useDeleteAccount } from './api';

/** Download my data, and delete my account (customers; staff accounts are closed by an admin). */
export function MyDataCard({ profile }: { profile: Profile }) {
  useLanguage();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
      notify.success(m.account_myData_downloaded(), m.account_myData_emailSent());
    } catch (error) {
      notify.error(
        m.account_profile_error(),
        serverMessage(error, m.account_myData_downloadFailed()),
      );
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md">
      <Stack gap={4} align="flex-start">
        <Text size="sm">{m.account_myData_exportText()}</Text>
        <Button variant="light" onClick={() => void download()} loading={downloading}>
          {m.account_myData_download()}
        </Button>
      </Stack>
      {profile.role === 'customer' ? (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{m.account_myData_deleteText()}</Text>
          <Button color="red" variant="outline" onClick={() => setDeleting(true)}>
            {m.account_myData_delete()}
          </Button>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {m.account_myData_staffText()}
        </Text>
      )}
      <Modal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={m.account_myData_deleteTitle()}
      >
        <DeleteAccountForm onCancel={() => setDeleting(false)} />
      </Modal>
    </Stack>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  useLanguage();
  const form = useForm<AccountDeleteInput>({
    resolver: localized(zodResolver(AccountDeleteInput)),
    defaultValues: { password: '' },
  });
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  const submit = async ({ password }: AccountDeleteInput) => {
    try {
      await remove.mutateAsync(password);
      notify.success(m.account_myData_deleted(), m.account_myData_deletedEmail());
      // Signed out everywhere: the sign-in page is where the guard would send them anyway.
      void navigate('/auth', { replace: true });
    } catch (error) {
      applyFieldErrors(error, form.setError, ['password']);
      notify.error(
        m.account_profile_error(),
        serverMessage(error, m.account_myData_deleteFailed()),
      );
    }
  };

  return (
    <form
      onSubmit={form.handleSubmit(submit)}
      noValidate
      aria-label={m.account_myData_deleteForm()}
    >
      <Stack gap="sm">
        <Alert color="red" title={m.account_myData_cannotUndo()}>
          {m.account_myData_cannotUndoText()}
        </Alert>
        <PasswordInput
          label={m.account_myData_yourPassword()}
          autoComplete="current-password"
          {...form.register('password')}
          error={form.formState.errors.password?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {m.account_profile_cancel()}
          </Button>
          <Button type="submit" color="red" loading={remove.isPending}>
            {m.account_myData_deleteForGood()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
