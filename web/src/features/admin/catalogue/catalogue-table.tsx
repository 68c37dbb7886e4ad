import { ActionIcon, Badge, Button, Group, Image, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '@/i18n/react';
import { i18n } from '@/i18n';
import type { useBulkAvailability } from './api';
import { usePaginationTexts } from '../shared/pagination-texts';

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
  const { t } = useTranslation('admin');
  if (selected.length === 0) return null;
  const ids = selected.map((row) => row.id);
  const set = (available: boolean) => bulk.mutate({ ids, available }, { onSuccess: onDone });
  return (
    <Group>
      <Text size="sm">{t('catalogue.selected', { count: selected.length })}</Text>
      <Button color="orange" size="xs" loading={bulk.isPending} onClick={() => set(false)}>
        {t('catalogue.markSoldOut')}
      </Button>
      <Button size="xs" variant="light" loading={bulk.isPending} onClick={() => set(true)}>
        {t('catalogue.putBackOnSale')}
      </Button>
    </Group>
  );
}

/** The table's own texts (selection, pagination) in the back office's language. */
export function useTableTexts() {
  const { t } = useTranslation('admin');
  const { getPaginationControlProps } = usePaginationTexts();
  return {
    allRecordsSelectionCheckboxProps: { 'aria-label': t('catalogue.selectAll') },
    getRecordSelectionCheckboxProps: (_: unknown, index: number) => ({
      'aria-label': t('catalogue.selectRecord', { number: index + 1 }),
    }),
    getPaginationControlProps,
  };
}

/**
 * The photo's thumbnail, the name (with "Archived"), and Edit and Delete at the row's end.
 * Called while rendering, so the texts are in the language shown.
 */
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
  const t = i18n.getFixedT('admin');
  const name: DataTableColumn<T> = {
    accessor: 'name',
    title: t('catalogue.name'),
    sortable: true,
    render: (row) => (
      <Group gap={6}>
        <Text size="sm">{row.name}</Text>
        {row.archived && <Badge color="gray">{t('catalogue.archived')}</Badge>}
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
          {t('catalogue.edit')}
        </Button>
        {!row.archived && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('catalogue.deleteNamed', { name: row.name })}
            onClick={() => {
              const text = t(row.ordered ? 'catalogue.confirmArchive' : 'catalogue.confirmDelete', {
                name: row.name,
              });
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
