import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import {
  CreateStaffInput,
  ResetStaffPasswordInput,
  type StaffAccount,
  type UpdateStaffInput,
} from '@shop/contracts';
import { applyFieldErrors } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { mayDiscard, useLeaveWarning } from '../shared/unsaved-changes';
import {
  useCreateStaff,
  useResetStaffPassword,
  useStaffAccounts,
  useUpdateStaff,
} from './staff-api';
import 'mantine-datatable/styles.css';

const ROLE_OPTIONS = [
  { value: 'staff', label: 'Staff' },
  { value: 'admin', label: 'Admin' },
];

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
  const form = useForm<CreateStaffInput>({
    resolver: zodResolver(CreateStaffInput),
    defaultValues: empty,
  });
  const { errors, isDirty } = form.formState;
  useLeaveWarning(isDirty);
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (account) => {
        notify.success('Account created', `${account.username} can sign in now.`);
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
        notify.error('Could not create the account', error.message);
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Full name"
          {...form.register('fullName')}
          error={errors.fullName?.message}
        />
        <TextInput
          label="Username"
          {...form.register('username')}
          error={errors.username?.message}
        />
        <TextInput
          label="Email"
          type="email"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select
              label="Role"
              data={ROLE_OPTIONS}
              allowDeselect={false}
              value={field.value}
              onChange={(v) => field.onChange(v ?? 'staff')}
              error={errors.role?.message}
            />
          )}
        />
        <PasswordInput
          label="Initial password"
          description="Hand it over in person; they can be given a new one here at any time."
          {...form.register('password')}
          error={errors.password?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Create account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ResetPasswordForm({ account, onDone }: { account: StaffAccount; onDone: () => void }) {
  const reset = useResetStaffPassword();
  const form = useForm<ResetStaffPasswordInput>({
    resolver: zodResolver(ResetStaffPasswordInput),
    defaultValues: { password: '' },
  });
  useLeaveWarning(form.formState.isDirty);
  const submit = form.handleSubmit((input) =>
    reset.mutate(
      { id: account.id, input },
      {
        onSuccess: (answer) => {
          notify.success('Password changed', answer.message);
          onDone();
        },
        onError: (error) => {
          applyFieldErrors(error, form.setError, ['password']);
          notify.error('Could not change the password', error.message);
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          A new password for {account.fullName ?? account.username}. Every device they are signed in
          on is signed out.
        </Text>
        <PasswordInput
          label="New password"
          {...form.register('password')}
          error={form.formState.errors.password?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={reset.isPending}>
            Set password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function StaffPage() {
  const accounts = useStaffAccounts();
  const update = useUpdateStaff();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<StaffAccount | null>(null);
  const [createDirty, setCreateDirty] = useState(false);

  const change = (account: StaffAccount, patch: UpdateStaffInput, done: string) =>
    update.mutate(
      { id: account.id, change: patch },
      {
        onSuccess: () => notify.success(done, account.fullName ?? account.username),
        onError: (error) => notify.error('Could not change the account', error.message),
      },
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Staff</Title>
        <Button onClick={() => setCreating(true)}>New account</Button>
      </Group>
      {accounts.isError && <Alert color="red">{accounts.error.message}</Alert>}
      <DataTable
        withTableBorder
        striped
        minHeight={150}
        fetching={accounts.isFetching}
        records={accounts.data ?? []}
        noRecordsText="No staff accounts yet"
        columns={[
          { accessor: 'fullName', title: 'Name', render: (a) => a.fullName ?? '—' },
          { accessor: 'username', title: 'Username' },
          { accessor: 'email', title: 'Email', render: (a) => a.email ?? '—' },
          {
            accessor: 'role',
            title: 'Role',
            render: (a) => <Badge color={a.role === 'admin' ? 'grape' : 'blue'}>{a.role}</Badge>,
          },
          {
            accessor: 'isActive',
            title: 'Status',
            render: (a) =>
              a.isActive ? (
                <Badge color="green">Active</Badge>
              ) : (
                <Badge color="gray">Deactivated</Badge>
              ),
          },
          {
            accessor: 'lastSeenAt',
            title: 'Last seen',
            render: (a) => (a.lastSeenAt ? new Date(a.lastSeenAt).toLocaleString('de-DE') : '—'),
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
                      a.role === 'admin' ? 'Now staff' : 'Now admin',
                    )
                  }
                >
                  {a.role === 'admin' ? 'Make staff' : 'Make admin'}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  color={a.isActive ? 'red' : 'green'}
                  onClick={() =>
                    change(a, { isActive: !a.isActive }, a.isActive ? 'Deactivated' : 'Activated')
                  }
                >
                  {a.isActive ? 'Deactivate' : 'Activate'}
                </Button>
                <Button size="xs" variant="default" onClick={() => setResetting(a)}>
                  Reset password
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
        title="New back-office account"
        closeOnClickOutside={false}
      >
        <CreateStaffForm onDone={() => setCreating(false)} onDirty={setCreateDirty} />
      </Modal>
      <Modal opened={resetting !== null} onClose={() => setResetting(null)} title="Reset password">
        {resetting && <ResetPasswordForm account={resetting} onDone={() => setResetting(null)} />}
      </Modal>
    </Stack>
  );
}
