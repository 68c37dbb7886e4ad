import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PasswordInput } from '@/components/form/password-input';
import { DataTable } from 'mantine-datatable';
import {
  CreateStaffInput,
  ResetStaffPasswordInput,
  type StaffAccount,
  type UpdateStaffInput,
} from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { applyFieldErrors } from '@/lib/form-errors';
import { localized } from '@/lib/localized-resolver';
import { notify } from '@/lib/notify';
import { useAdminLabels } from '../admin-labels';
import { when } from '../back-office-format';
import { mayDiscard, useLeaveWarning } from '../shared/unsaved-changes';
import { useCreateStaff, useResetStaffPassword, useStaffAccounts, useUpdateStaff } from './api';
import 'mantine-datatable/styles.layer.css';

const empty: CreateStaffInput = {
  username: '',
  email: '',
  fullName: '',
  role: 'staff',
  password: '',
};

function CreateStaffForm({
  onDone,
  onDirty,
}: {
  onDone: () => void;
  onDirty: (dirty: boolean) => void;
}) {
  const create = useCreateStaff();
  const { t } = useTranslation('admin');
  const form = useForm<CreateStaffInput>({
    resolver: localized(zodResolver(CreateStaffInput)),
    defaultValues: empty,
  });
  const { errors, isDirty } = form.formState;
  useLeaveWarning(isDirty);
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (account) => {
        notify.success(t('staff.created'), t('staff.canSignIn', { username: account.username }));
        form.reset(empty);
        onDone();
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, [
          'username',
          'email',
          'fullName',
          'role',
          'password',
        ]);
        notify.error(t('staff.couldNotCreate'), localizeMessage(error.message));
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('staff.fullName')}
          {...form.register('fullName')}
          error={errors.fullName?.message}
        />
        <TextInput
          label={t('staff.username')}
          {...form.register('username')}
          error={errors.username?.message}
        />
        <TextInput
          label={t('staff.email')}
          type="email"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select
              label={t('staff.role')}
              data={[
                { value: 'staff', label: t('staff.roles.staff') },
                { value: 'admin', label: t('staff.roles.admin') },
              ]}
              allowDeselect={false}
              value={field.value}
              onChange={(v) => field.onChange(v ?? 'staff')}
              error={errors.role?.message}
            />
          )}
        />
        <PasswordInput
          label={t('staff.initialPassword')}
          description={t('staff.initialPasswordHelp')}
          {...form.register('password')}
          error={errors.password?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('staff.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ResetPasswordForm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const reset = useResetStaffPassword();
  const { t } = useTranslation('admin');
  const form = useForm<ResetStaffPasswordInput>({
    resolver: localized(zodResolver(ResetStaffPasswordInput)),
    defaultValues: { password: '' },
  });
  useLeaveWarning(form.formState.isDirty);
  const submit = form.handleSubmit((input) =>
    reset.mutate(
      { id: account.id, input },
      {
        onSuccess: (answer) => {
          notify.success(t('staff.passwordChanged'), localizeMessage(answer.message));
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, ['password']);
          notify.error(t('staff.couldNotChangePassword'), localizeMessage(error.message));
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          {t('staff.newPasswordFor', { name: account.fullName ?? account.username })}
        </Text>
        <PasswordInput
          label={t('staff.newPassword')}
          {...form.register('password')}
          error={form.formState.errors.password?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={reset.isPending}>
            {t('staff.setPassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function StaffPage() {
  const accounts = useStaffAccounts();
  const update = useUpdateStaff();
  const { t } = useTranslation('admin');
  const labels = useAdminLabels();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<StaffAccount | null>(null);
  const [createDirty, setCreateDirty] = useState(false);

  const change = (account: StaffAccount, patch: UpdateStaffInput, done: string) =>
    update.mutate(
      { id: account.id, change: patch },
      {
        onSuccess: () => notify.success(done, account.fullName ?? account.username),
        onError: (error) => notify.error(t('staff.couldNotChange'), localizeMessage(error.message)),
      },
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('staff.title')}</Title>
        <Button onClick={() => setCreating(true)}>{t('staff.newAccount')}</Button>
      </Group>
      {accounts.isError && <Alert color="red">{localizeMessage(accounts.error.message)}</Alert>}
      <DataTable
        withTableBorder
        striped
        minHeight={150}
        fetching={accounts.isFetching}
        records={accounts.data ?? []}
        noRecordsText={t('staff.none')}
        columns={[
          { accessor: 'fullName', title: t('staff.name'), render: (a) => a.fullName ?? '—' },
          { accessor: 'username', title: t('staff.username') },
          { accessor: 'email', title: t('staff.email'), render: (a) => a.email ?? '—' },
          {
            accessor: 'role',
            title: t('staff.role'),
            render: (a) => (
              <Badge color={a.role === 'admin' ? 'grape' : 'blue'}>{labels.role(a.role)}</Badge>
            ),
          },
          {
            accessor: 'isActive',
            title: t('staff.status'),
            render: (a) =>
              a.isActive ? (
                <Badge color="green">{t('staff.active')}</Badge>
              ) : (
                <Badge color="gray">{t('staff.deactivatedBadge')}</Badge>
              ),
          },
          {
            accessor: 'lastSeenAt',
            title: t('staff.lastSeen'),
            render: (a) => when(a.lastSeenAt),
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (a) => (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Button
                  size="xs"
                  variant="default"
                  onClick={() =>
                    change(
                      a,
                      { role: a.role === 'admin' ? 'staff' : 'admin' },
                      a.role === 'admin' ? t('staff.nowStaff') : t('staff.nowAdmin'),
                    )
                  }
                >
                  {a.role === 'admin' ? t('staff.makeStaff') : t('staff.makeAdmin')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  color={a.isActive ? 'red' : 'green'}
                  onClick={() =>
                    change(
                      a,
                      { isActive: !a.isActive },
                      a.isActive ? t('staff.deactivated') : t('staff.activated'),
                    )
                  }
                >
                  {a.isActive ? t('staff.deactivate') : t('staff.activate')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setResetting(a)}>
                  {t('staff.resetPassword')}
                </Button>
              </Group>
            ),
          },
        ]}
      />
      <Modal
        opened={creating}
        onClose={() => {
          if (mayDiscard(createDirty)) setCreating(false);
        }}
        title={t('staff.createTitle')}
        closeOnClickOutside={false}
      >
        <CreateStaffForm onDone={() => setCreating(false)} onDirty={setCreateDirty} />
      </Modal>
      <Modal
        opened={resetting !== null}
        onClose={() => setResetting(null)}
        title={t('staff.resetPassword')}
      >
        {resetting && <ResetPasswordForm account={resetting} onDone={() => setResetting(null)} />}
      </Modal>
    </Stack>
  );
}
