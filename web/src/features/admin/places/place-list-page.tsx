import { useCallback, useState, type ReactNode } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import type { QrCodeEntry } from '@shop/contracts';
import { notify } from '@/lib/notify';
import { QrCodesPanel } from './qr-codes';
import { DiscardChangesDialog, UnsavedChangesPrompt } from '../shared/unsaved-changes';

interface Place {
  id: number;
  name: string;
}

export interface FormSlotProps<T> {
  item: T | null;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  onCancel: () => void;
}

interface Props<T extends Place> {
  title: string;
  /** "location" or "bar": used in buttons and messages. */
  noun: string;
  intro: ReactNode;
  items: T[] | undefined;
  loading: boolean;
  error: Error | null;
  columns: DataTableColumn<T>[];
  renderForm: (props: FormSlotProps<T>) => ReactNode;
  remove: UseMutationResult<null, Error, number>;
  qr: { kind?: QrCodeEntry['kind']; title: string };
}

/**
 * A back-office list of places (custom QR locations, bars): a table, a form in a dialog for
 * adding and editing, delete with a confirmation, and the printable QR codes below.
 */
export function PlaceListPage<T extends Place>(props: Props<T>) {
  const { title, noun, items, columns, remove } = props;
  const [editing, setEditing] = useState<T | null | 'new'>(null);
  const [dirty, setDirty] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  const close = () => {
    setEditing(null);
    setDirty(false);
    setConfirmClose(false);
  };
  const askClose = () => (dirty ? setConfirmClose(true) : close());

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(`${capital(noun)} deleted`, `${deleting.name} is deleted.`),
      onError: (error) => notify.error(`Could not delete the ${noun}`, error.message),
      onSettled: () => setDeleting(null),
    });
  };

  const actions: DataTableColumn<T> = {
    accessor: 'actions',
    title: '',
    textAlign: 'right',
    render: (item) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={`Edit ${item.name}`}
          onClick={() => setEditing(item)}
        >
          <IconPencil size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${item.name}`}
          onClick={() => setDeleting(item)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    ),
  };

  return (
    <Stack>
      <UnsavedChangesPrompt dirty={editing !== null && dirty} />
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          New {noun}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {props.intro}
      </Text>
      {props.error && (
        <Alert color="red" title={`Could not load the ${noun}s`}>
          {props.error.message}
        </Alert>
      )}
      <DataTable<T>
        withTableBorder
        striped
        highlightOnHover
        minHeight={120}
        fetching={props.loading}
        records={items ?? []}
        columns={[...columns, actions]}
        noRecordsText={`No ${noun}s yet`}
      />
      <Modal
        opened={editing !== null}
        onClose={askClose}
        title={editing === 'new' ? `New ${noun}` : `Edit ${noun}`}
        size="lg"
      >
        {editing !== null &&
          props.renderForm({
            item: editing === 'new' ? null : editing,
            onDirtyChange,
            onSaved: close,
            onCancel: askClose,
          })}
      </Modal>
      <DiscardChangesDialog
        opened={confirmClose}
        onStay={() => setConfirmClose(false)}
        onLeave={close}
      />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={`Delete ${noun}?`}>
        <Text size="sm">
          {deleting?.name} and its QR code stop working. To stop it for a while, switch it off
          instead.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            Keep
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirmDelete}>
            Delete
          </Button>
        </Group>
      </Modal>
      <QrCodesPanel kind={props.qr.kind} title={props.qr.title} />
    </Stack>
  );
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
