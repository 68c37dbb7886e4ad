import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PasswordInput } from '@/components/form/password-input';
import { zodResolver } from '@hookform/resolvers/zod';
import { localized } from '@/lib/localized-resolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router-dom';
import { AccountDeleteInput, type Profile } from '@shop/contracts';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { serverMessage } from '@/lib/error-text';
import { downloadMyData, useDeleteAccount } from './api';

/** Download my data, and delete my account (customers; staff accounts are closed by an admin). */
export function MyDataCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
      notify.success(t('myData.downloaded'), t('myData.emailSent'));
    } catch (error) {
      notify.error(t('profile.error'), serverMessage(error, t('myData.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md">
      <Stack gap={4} align="flex-start">
        <Text size="sm">{t('myData.exportText')}</Text>
        <Button variant="light" onClick={() => void download()} loading={downloading}>
          {t('myData.download')}
        </Button>
      </Stack>
      {profile.role === 'customer' ? (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{t('myData.deleteText')}</Text>
          <Button color="red" variant="outline" onClick={() => setDeleting(true)}>
            {t('myData.delete')}
          </Button>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('myData.staffText')}
        </Text>
      )}
      <Modal opened={deleting} onClose={() => setDeleting(false)} title={t('myData.deleteTitle')}>
        <DeleteAccountForm onCancel={() => setDeleting(false)} />
      </Modal>
    </Stack>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('account');
  const form = useForm<AccountDeleteInput>({
    resolver: localized(zodResolver(AccountDeleteInput)),
    defaultValues: { password: '' },
  });
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  const submit = async ({ password }: AccountDeleteInput) => {
    try {
      await remove.mutateAsync(password);
      notify.success(t('myData.deleted'), t('myData.deletedEmail'));
      // Signed out everywhere: the sign-in page is where the guard would send them anyway.
      void navigate('/auth', { replace: true });
    } catch (error) {
      applyFieldErrors(error, form.setError, ['password']);
      notify.error(t('profile.error'), serverMessage(error, t('myData.deleteFailed')));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={t('myData.deleteForm')}>
      <Stack gap="sm">
        <Alert color="red" title={t('myData.cannotUndo')}>
          {t('myData.cannotUndoText')}
        </Alert>
        <PasswordInput
          label={t('myData.yourPassword')}
          autoComplete="current-password"
          {...form.register('password')}
          error={form.formState.errors.password?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" color="red" loading={remove.isPending}>
            {t('myData.deleteForGood')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
