import { PLACE_TEXTS } from './place-texts';
import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useCallback, useState, type ReactNode } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import type { QrCodeEntry } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
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

/** The kind of place listed: its texts are PLACE_TEXTS[kind]. */
export type PlaceKind = 'location' | 'bar';

interface Props<T extends Place> {
  kind: PlaceKind;
  items: T[] | undefined;
  loading: boolean;
  error: Error | null;
  columns: DataTableColumn<T>[];
  renderForm: (props: FormSlotProps<T>) => ReactNode;
  remove: UseMutationResult<null, Error, number>;
  /** The QR codes shown below the list: one kind, or every code when absent. */
  qrKind?: QrCodeEntry['kind'];
}

/**
 * A back-office list of places (custom QR locations, bars): a table, a form in a dialog for
 * adding and editing, delete with a confirmation, and the printable QR codes below.
 */
export function PlaceListPage<T extends Place>(props: Props<T>) {
  const { kind, items, columns, remove } = props;
  useLanguage();
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
      onSuccess: () =>
        notify.success(
          PLACE_TEXTS[kind].deleted(),
          m.adminPlaces_isDeleted({ name: deleting.name }),
        ),
      onError: (error) =>
        notify.error(PLACE_TEXTS[kind].couldNotDelete(), localizeMessage(error.message)),
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
          aria-label={m.adminPlaces_editNamed({ name: item.name })}
          onClick={() => setEditing(item)}
        >
          <IconPencil size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={m.adminPlaces_deleteNamed({ name: item.name })}
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
        <Title order={2}>{PLACE_TEXTS[kind].title()}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          {PLACE_TEXTS[kind].new()}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {PLACE_TEXTS[kind].intro()}
      </Text>
      {props.error && (
        <Alert color="red" title={PLACE_TEXTS[kind].couldNotLoad()}>
          {localizeMessage(props.error.message)}
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
        noRecordsText={PLACE_TEXTS[kind].none()}
      />
      <Modal
        opened={editing !== null}
        onClose={askClose}
        title={editing === 'new' ? PLACE_TEXTS[kind].new() : PLACE_TEXTS[kind].edit()}
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
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={PLACE_TEXTS[kind].deleteTitle()}
      >
        <Text size="sm">{m.adminPlaces_deleteText({ name: deleting?.name ?? '' })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {m.adminPlaces_keep()}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirmDelete}>
            {m.adminPlaces_delete()}
          </Button>
        </Group>
      </Modal>
      <QrCodesPanel kind={props.qrKind} title={PLACE_TEXTS[kind].qrTitle()} />
    </Stack>
  );
}
