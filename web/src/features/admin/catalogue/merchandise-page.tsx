import { useCallback, useState } from 'react';
import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from '@/i18n/react';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import '@mantine/dropzone/styles.layer.css';
import {
  formatEuros,
  type ADMIN_MERCHANDISE_SORTS,
  type AdminMerchandiseItem,
  type AdminMerchandisePage,
  type MerchandiseInput,
} from '@shop/contracts';
import {
  ADMIN_MERCHANDISE_URL,
  useAdminPage,
  useBulkAvailability,
  useCatalogueMutation,
  useDeleteItem,
  withQuery,
  saveMerchandiseItem,
  saveOrder,
} from './api';
import { BulkAvailabilityBar, catalogueColumns, useTableTexts } from './catalogue-table';
import { MerchandiseForm } from './merchandise-form';
import { SortableList } from './sortable-list';
import { UnsavedChangesPrompt, mayDiscard } from '../shared/unsaved-changes';

type SortColumn = (typeof ADMIN_MERCHANDISE_SORTS)[number];

/** Drag to order: every item not archived, in the shop's order. */
function ReorderMerchandise({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin');
  const all = useAdminPage<AdminMerchandisePage>(
    withQuery(ADMIN_MERCHANDISE_URL, { sort: 'sortOrder', pageSize: 100 }),
  );
  const [order, setOrder] = useState<AdminMerchandiseItem[] | null>(null);
  const reorder = useCatalogueMutation(
    ADMIN_MERCHANDISE_URL,
    (ids: number[]) => saveOrder(ADMIN_MERCHANDISE_URL, ids),
    { success: () => t('merchandise.orderSaved') },
  );
  const shown = order ?? all.data?.items ?? [];
  return (
    <Stack>
      <SortableList
        items={shown}
        label={(m) => m.name}
        onReorder={(ids) => {
          const byId = new Map(shown.map((m) => [m.id, m]));
          setOrder(ids.map((id) => byId.get(id)!));
          reorder.mutate(ids, { onError: () => setOrder(null) });
        }}
        render={(m) => (
          <Group justify="space-between">
            <Text size="sm">{m.name}</Text>
            <Text size="sm" c="dimmed">
              {t(`merchandise.categories.${m.category}`)}
            </Text>
          </Group>
        )}
      />
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('merchandise.done')}</Button>
      </Group>
    </Stack>
  );
}

export default function MerchandisePage() {
  const { t } = useTranslation('admin');
  const tableTexts = useTableTexts();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [archived, setArchived] = useState<'current' | 'archived'>('current');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSortStatus<AdminMerchandiseItem>>({
    columnAccessor: 'sortOrder',
    direction: 'asc',
  });
  const [selected, setSelected] = useState<AdminMerchandiseItem[]>([]);
  const [editing, setEditing] = useState<{ item: AdminMerchandiseItem | null } | null>(null);
  const [reordering, setReordering] = useState(false);
  const [dirty, setDirty] = useState(false);

  const list = useAdminPage<AdminMerchandisePage>(
    withQuery(ADMIN_MERCHANDISE_URL, {
      search: debounced.trim() || undefined,
      archived: archived === 'archived' ? 'true' : undefined,
      sort: sort.columnAccessor as SortColumn,
      dir: sort.direction,
      page,
      pageSize: 20,
    }),
  );
  const bulk = useBulkAvailability(ADMIN_MERCHANDISE_URL);
  const remove = useDeleteItem(ADMIN_MERCHANDISE_URL);
  const save = useCatalogueMutation(
    ADMIN_MERCHANDISE_URL,
    ({ id, values }: { id: number | null; values: MerchandiseInput }) =>
      saveMerchandiseItem(id, values),
    {
      quietErrors: true,
      success: (item, { id }) =>
        t(id === null ? 'catalogue.added' : 'catalogue.saved', { name: item.name }),
    },
  );

  const close = useCallback(() => {
    if (!mayDiscard(dirty)) return;
    setEditing(null);
    setDirty(false);
  }, [dirty]);

  const columns = catalogueColumns<AdminMerchandiseItem>({
    onEdit: (item) => setEditing({ item }),
    onDelete: (id) => remove.mutate(id),
  });

  return (
    <Stack>
      <UnsavedChangesPrompt dirty={editing !== null && dirty} />
      <Group justify="space-between">
        <Title order={2}>{t('merchandise.title')}</Title>
        <Group>
          <Button variant="light" onClick={() => setReordering(true)}>
            {t('merchandise.reorder')}
          </Button>
          <Button onClick={() => setEditing({ item: null })}>{t('merchandise.addItem')}</Button>
        </Group>
      </Group>
      <Group align="flex-end">
        <TextInput
          label={t('catalogue.search')}
          placeholder={t('catalogue.searchPlaceholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 260 }}
        />
        <SegmentedControl
          value={archived}
          onChange={(v) => {
            setArchived(v as typeof archived);
            setPage(1);
            setSelected([]);
          }}
          data={[
            { value: 'current', label: t('merchandise.inShop') },
            { value: 'archived', label: t('catalogue.archived') },
          ]}
        />
      </Group>
      <BulkAvailabilityBar selected={selected} bulk={bulk} onDone={() => setSelected([])} />
      <DataTable<AdminMerchandiseItem>
        {...tableTexts}
        withTableBorder
        striped
        minHeight={200}
        fetching={list.isFetching}
        records={list.data?.items ?? []}
        totalRecords={list.data?.total ?? 0}
        recordsPerPage={20}
        page={page}
        onPageChange={setPage}
        sortStatus={sort}
        onSortStatusChange={(s) => {
          setSort(s);
          setPage(1);
        }}
        selectedRecords={archived === 'archived' ? undefined : selected}
        onSelectedRecordsChange={archived === 'archived' ? undefined : setSelected}
        noRecordsText={t('merchandise.noMatch')}
        columns={[
          columns.image,
          { accessor: 'sortOrder', title: '#', sortable: true, width: 60 },
          columns.name,
          {
            accessor: 'category',
            title: t('catalogue.category'),
            sortable: true,
            render: (m) => t(`merchandise.categories.${m.category}`),
          },
          {
            accessor: 'price',
            title: t('catalogue.price'),
            sortable: true,
            textAlign: 'right',
            render: (m) => formatEuros(m.price),
          },
          {
            accessor: 'available',
            title: t('catalogue.onSale'),
            sortable: true,
            render: (m) => (
              <Switch
                aria-label={t('catalogue.onSaleNamed', { name: m.name })}
                checked={m.available}
                disabled={m.archived}
                onChange={(e) => bulk.mutate({ ids: [m.id], available: e.currentTarget.checked })}
              />
            ),
          },
          columns.actions,
        ]}
      />
      <Modal
        opened={editing !== null}
        onClose={close}
        title={
          editing?.item
            ? t('merchandise.editNamed', { name: editing.item.name })
            : t('merchandise.addTitle')
        }
        size="lg"
      >
        {editing && (
          <MerchandiseForm
            item={editing.item}
            onDirtyChange={setDirty}
            onCancel={close}
            onSubmit={async (values) => {
              await save.mutateAsync({ id: editing.item?.id ?? null, values });
              setDirty(false);
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <Modal
        opened={reordering}
        onClose={() => setReordering(false)}
        title={t('merchandise.reorder')}
        size="lg"
      >
        {reordering && <ReorderMerchandise onDone={() => setReordering(false)} />}
      </Modal>
    </Stack>
  );
}
