import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Image, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { formatEuros } from '@shop/contracts';
import type { useBulkAvailability } from './api';
import { usePaginationTexts } from '../shared/pagination-texts';

/** What the menu items' and the merchandise's tables show alike. */
interface CatalogueRow {
  id: number;
  name: string;
  image: string | null;
  price: number;
  available: boolean;
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
  useLanguage();
  if (selected.length === 0) return null;
  const ids = selected.map((row) => row.id);
  const set = (available: boolean) => bulk.mutate({ ids, available }, { onSuccess: onDone });
  return (
    <Group>
      <Text size="sm">{m.adminCatalogue_selected({ count: selected.length })}</Text>
      <Button color="orange" size="xs" loading={bulk.isPending} onClick={() => set(false)}>
        {m.adminCatalogue_markSoldOut()}
      </Button>
      <Button size="xs" variant="light" loading={bulk.isPending} onClick={() => set(true)}>
        {m.adminCatalogue_putBackOnSale()}
      </Button>
    </Group>
  );
}

/** The table's own texts (selection, pagination) in the back office's language. */
export function useTableTexts() {
  useLanguage();
  const { getPaginationControlProps } = usePaginationTexts();
  return {
    allRecordsSelectionCheckboxProps: { 'aria-label': m.adminCatalogue_selectAll() },
    getRecordSelectionCheckboxProps: (_: unknown, index: number) => ({
      'aria-label': m.adminCatalogue_selectRecord({ number: index + 1 }),
    }),
    getPaginationControlProps,
  };
}

/**
 * The photo's thumbnail, the name (with "Archived"), the price, the "On sale" switch, and Edit
 * and Delete at the row's end. Called while rendering, so the texts are in the language shown.
 */
export function catalogueColumns<T extends CatalogueRow>({
  onEdit,
  onDelete,
  onAvailableChange,
}: {
  onEdit: (row: T) => void;
  onDelete: (id: number) => void;
  /** Each list sends a row's switch its own way: a dish by a change of its own, merchandise in bulk. */
  onAvailableChange: (row: T, available: boolean) => void;
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
    title: m.adminCatalogue_name(),
    sortable: true,
    render: (row) => (
      <Group gap={6}>
        <Text size="sm">{row.name}</Text>
        {row.archived && <Badge color="gray">{m.adminCatalogue_archived()}</Badge>}
      </Group>
    ),
  };
  const price: DataTableColumn<T> = {
    accessor: 'price',
    title: m.adminCatalogue_price(),
    sortable: true,
    textAlign: 'right',
    render: (row) => formatEuros(row.price),
  };
  const onSale: DataTableColumn<T> = {
    accessor: 'available',
    title: m.adminCatalogue_onSale(),
    sortable: true,
    render: (row) => (
      <Switch
        aria-label={m.adminCatalogue_onSaleNamed({ name: row.name })}
        checked={row.available}
        disabled={row.archived}
        onChange={(e) => onAvailableChange(row, e.currentTarget.checked)}
      />
    ),
  };
  const actions: DataTableColumn<T> = {
    accessor: 'actions',
    title: '',
    textAlign: 'right',
    render: (row) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Button size="xs" variant="light" onClick={() => onEdit(row)}>
          {m.adminCatalogue_edit()}
        </Button>
        {!row.archived && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={m.adminCatalogue_deleteNamed({ name: row.name })}
            onClick={() => {
              const text = (
                row.ordered ? m.adminCatalogue_confirmArchive : m.adminCatalogue_confirmDelete
              )({
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
  return { image, name, price, onSale, actions };
}

interface PageOfRows<T> {
  data?: { items: T[]; total: number } | undefined;
  isFetching: boolean;
}

/**
 * What the menu items' and the merchandise's lists keep alike: the search (asked of the server
 * once typing pauses), the page, the sort and the ticked rows.
 */
export function useCatalogueList<T extends CatalogueRow>(firstSort: DataTableSortStatus<T>) {
  const tableTexts = useTableTexts();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState(firstSort);
  const [selected, setSelected] = useState<T[]>([]);

  /** A new search starts again from the first page, where its results begin. */
  const searchFor = (text: string) => {
    setSearch(text);
    setPage(1);
  };

  /** A filter's setter that also starts again from the first page, with no row left ticked. */
  const withFirstPage =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPage(1);
      setSelected([]);
    };

  /** DataTable's props for the page the query answered; archived rows cannot be ticked. */
  const tableProps = ({
    list,
    archivedShown,
  }: {
    list: PageOfRows<T>;
    archivedShown: boolean;
  }) => ({
    ...tableTexts,
    withTableBorder: true,
    striped: true,
    minHeight: 200,
    fetching: list.isFetching,
    records: list.data?.items ?? [],
    totalRecords: list.data?.total ?? 0,
    page,
    onPageChange: setPage,
    sortStatus: sort,
    selectedRecords: archivedShown ? undefined : selected,
    onSelectedRecordsChange: archivedShown ? undefined : setSelected,
  });

  return {
    search,
    searchFor,
    searchQuery: debouncedSearch.trim() || undefined,
    page,
    setPage,
    sort,
    setSort,
    selected,
    setSelected,
    withFirstPage,
    tableProps,
  };
}

/** The search box above a catalogue list. */
export function CatalogueSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  useLanguage();
  return (
    <TextInput
      label={m.adminCatalogue_search()}
      placeholder={m.adminCatalogue_searchPlaceholder()}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={{ base: '100%', sm: 260 }}
    />
  );
}
