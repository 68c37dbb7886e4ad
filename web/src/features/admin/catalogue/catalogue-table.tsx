import { ActionIcon, Badge, Button, Group, Image, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { useBulkAvailability } from './catalogue-api';

/** What the menu items' and the merchandise's tables show alike. */
interface CatalogueRow {
  id: number;
  name: string;
  image: string | null;
  archived: boolean;
  /** Named by old orders: deleting archives it instead. */
  ordered: boolean;
}

/** "Mark sold out" and "Back on sale" for the ticked rows. */
export function BulkAvailabilityBar<T extends CatalogueRow>({
  selected,
  bulk,
  onDone,
}: {
  selected: T[];
  bulk: ReturnType<typeof useBulkAvailability>;
  onDone: () => void;
}) {
  if (selected.length === 0) return null;
  const ids = selected.map((row) => row.id);
  const set = (available: boolean) => bulk.mutate({ ids, available }, { onSuccess: onDone });
  return (
    <Group>
      <Text size="sm">{selected.length} selected</Text>
      <Button color="orange" size="xs" loading={bulk.isPending} onClick={() => set(false)}>
        Mark sold out
      </Button>
      <Button size="xs" variant="light" loading={bulk.isPending} onClick={() => set(true)}>
        Back on sale
      </Button>
    </Group>
  );
}

/** The photo's thumbnail, the name (with "Archived"), and Edit and Delete at the row's end. */
export function catalogueColumns<T extends CatalogueRow>({
  onEdit,
  onDelete,
}: {
  onEdit: (row: T) => void;
  onDelete: (id: number) => void;
}) {
  const image: DataTableColumn<T> = {
    accessor: 'image',
    title: '',
    width: 64,
    render: (row) =>
      row.image ? <Image src={row.image} alt="" w={48} h={36} fit="cover" radius="xs" /> : null,
  };
  const name: DataTableColumn<T> = {
    accessor: 'name',
    sortable: true,
    render: (row) => (
      <Group gap={6}>
        <Text size="sm">{row.name}</Text>
        {row.archived && <Badge color="gray">Archived</Badge>}
      </Group>
    ),
  };
  const actions: DataTableColumn<T> = {
    accessor: 'actions',
    title: '',
    textAlign: 'right',
    render: (row) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Button size="xs" variant="light" onClick={() => onEdit(row)}>
          Edit
        </Button>
        {!row.archived && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${row.name}`}
            onClick={() => {
              const text = row.ordered
                ? `${row.name} appears in old orders, so it will be archived: it leaves the shop but stays in those orders. Continue?`
                : `Delete ${row.name}?`;
              if (window.confirm(text)) onDelete(row.id);
            }}
          >
            🗑
          </ActionIcon>
        )}
      </Group>
    ),
  };
  return { image, name, actions };
}
