import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useEffect, useState } from 'react';
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
import { localizeNote } from '@/i18n/notes';
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
  useLanguage();
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
        notify.success(
          m.adminStaff_created(),
          m.adminStaff_canSignIn({ username: account.username }),
        );
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
        notify.error(m.adminStaff_couldNotCreate(), localizeMessage(error.message));
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={m.adminStaff_fullName()}
          {...form.register('fullName')}
          error={errors.fullName?.message}
        />
        <TextInput
          label={m.adminStaff_username()}
          {...form.register('username')}
          error={errors.username?.message}
        />
        <TextInput
          label={m.adminStaff_email()}
          type="email"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select
              label={m.adminStaff_role()}
              data={[
                { value: 'staff', label: m.adminStaff_roles_staff() },
                { value: 'admin', label: m.adminStaff_roles_admin() },
              ]}
              allowDeselect={false}
              value={field.value}
              onChange={(v) => field.onChange(v ?? 'staff')}
              error={errors.role?.message}
            />
          )}
        />
        <PasswordInput
          label={m.adminStaff_initialPassword()}
          description={m.adminStaff_initialPasswordHelp()}
          {...form.register('password')}
          error={errors.password?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {m.adminStaff_create()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ResetPasswordForm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const reset = useResetStaffPassword();
  useLanguage();
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
          notify.success(
            m.adminStaff_passwordChanged(),
            localizeNote(answer.texts?.message, answer.message),
          );
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, ['password']);
          notify.error(m.adminStaff_couldNotChangePassword(), localizeMessage(error.message));
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          {m.adminStaff_newPasswordFor({ name: account.fullName ?? account.username })}
        </Text>
        <PasswordInput
          label={m.adminStaff_newPassword()}
          {...form.register('password')}
          error={form.formState.errors.password?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={reset.isPending}>
            {m.adminStaff_setPassword()}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function StaffPage() {
  const accounts = useStaffAccounts();
  const update = useUpdateStaff();
  useLanguage();
  const labels = useAdminLabels();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<StaffAccount | null>(null);
  const [createDirty, setCreateDirty] = useState(false);

  const change = (account: StaffAccount, patch: UpdateStaffInput, done: string) =>
    update.mutate(
      { id: account.id, change: patch },
      {
        onSuccess: () => notify.success(done, account.fullName ?? account.username),
        onError: (error) =>
          notify.error(m.adminStaff_couldNotChange(), localizeMessage(error.message)),
      },
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{m.adminStaff_title()}</Title>
        <Button onClick={() => setCreating(true)}>{m.adminStaff_newAccount()}</Button>
      </Group>
      {accounts.isError && <Alert color="red">{localizeMessage(accounts.error.message)}</Alert>}
      <DataTable
        withTableBorder
        striped
        minHeight={150}
        fetching={accounts.isFetching}
        records={accounts.data ?? []}
        noRecordsText={m.adminStaff_none()}
        columns={[
          { accessor: 'fullName', title: m.adminStaff_name(), render: (a) => a.fullName ?? '—' },
          { accessor: 'username', title: m.adminStaff_username() },
          { accessor: 'email', title: m.adminStaff_email(), render: (a) => a.email ?? '—' },
          {
            accessor: 'role',
            title: m.adminStaff_role(),
            render: (a) => (
              <Badge color={a.role === 'admin' ? 'grape' : 'blue'}>{labels.role(a.role)}</Badge>
            ),
          },
          {
            accessor: 'isActive',
            title: m.adminStaff_status(),
            render: (a) =>
              a.isActive ? (
                <Badge color="green">{m.adminStaff_active()}</Badge>
              ) : (
                <Badge color="gray">{m.adminStaff_deactivatedBadge()}</Badge>
              ),
          },
          {
            accessor: 'lastSeenAt',
            title: m.adminStaff_lastSeen(),
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
                      a.role === 'admin' ? m.adminStaff_nowStaff() : m.adminStaff_nowAdmin(),
                    )
                  }
                >
                  {a.role === 'admin' ? m.adminStaff_makeStaff() : m.adminStaff_makeAdmin()}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  color={a.isActive ? 'red' : 'green'}
                  onClick={() =>
                    change(
                      a,
                      { isActive: !a.isActive },
                      a.isActive ? m.adminStaff_deactivated() : m.adminStaff_activated(),
                    )
                  }
                >
                  {a.isActive ? m.adminStaff_deactivate() : m.adminStaff_activate()}
                </Button>
                <Button size="xs" variant="default" onClick={() => setResetting(a)}>
                  {m.adminStaff_resetPassword()}
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
        title={m.adminStaff_createTitle()}
        closeOnClickOutside={false}
      >
        <CreateStaffForm onDone={() => setCreating(false)} onDirty={setCreateDirty} />
      </Modal>
      <Modal
        opened={resetting !== null}
        onClose={() => setResetting(null)}
        title={m.adminStaff_resetPassword()}
      >
        {resetting && <ResetPasswordForm account={resetting} onDone={() => setResetting(null)} />}
      </Modal>
    </Stack>
  );
}
