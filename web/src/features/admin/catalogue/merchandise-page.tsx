import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/i18n/react';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import '@mantine/dropzone/styles.layer.css';
import {
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
  useSaveItem,
  withQuery,
  saveMerchandiseItem,
  saveOrder,
} from './api';
import {
  BulkAvailabilityBar,
  CatalogueSearch,
  catalogueColumns,
  useCatalogueList,
} from './catalogue-table';
import { ItemEditorDialog, useItemEditor } from './item-editor';
import { MerchandiseForm } from './merchandise-form';
import { SortableList } from './sortable-list';
import { UnsavedChangesPrompt } from '../shared/unsaved-changes';

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
  const table = useCatalogueList<AdminMerchandiseItem>({
    columnAccessor: 'sortOrder',
    direction: 'asc',
  });
  const { page, setPage, sort, setSort, setSelected, withFirstPage } = table;
  const [archived, setArchived] = useState<'current' | 'archived'>('current');
  const [reordering, setReordering] = useState(false);

  const list = useAdminPage<AdminMerchandisePage>(
    withQuery(ADMIN_MERCHANDISE_URL, {
      search: table.searchQuery,
      archived: archived === 'archived' ? 'true' : undefined,
      sort: sort.columnAccessor as SortColumn,
      dir: sort.direction,
      page,
      pageSize: 20,
    }),
  );
  const bulk = useBulkAvailability(ADMIN_MERCHANDISE_URL);
  const remove = useDeleteItem(ADMIN_MERCHANDISE_URL);
  const save = useSaveItem(ADMIN_MERCHANDISE_URL, saveMerchandiseItem);
  const editor = useItemEditor<AdminMerchandiseItem, MerchandiseInput>(save.mutateAsync);

  const columns = catalogueColumns<AdminMerchandiseItem>({
    onEdit: editor.edit,
    onDelete: (id) => remove.mutate(id),
    onAvailableChange: (m, available) => bulk.mutate({ ids: [m.id], available }),
  });

  return (
    <Stack>
      <UnsavedChangesPrompt dirty={editor.unsaved} />
      <Group justify="space-between">
        <Title order={2}>{t('merchandise.title')}</Title>
        <Group>
          <Button variant="light" onClick={() => setReordering(true)}>
            {t('merchandise.reorder')}
          </Button>
          <Button onClick={editor.add}>{t('merchandise.addItem')}</Button>
        </Group>
      </Group>
      <Group align="flex-end">
        <CatalogueSearch value={table.search} onChange={table.searchFor} />
        <SegmentedControl
          value={archived}
          onChange={withFirstPage((v: string) => setArchived(v as typeof archived))}
          data={[
            { value: 'current', label: t('merchandise.inShop') },
            { value: 'archived', label: t('catalogue.archived') },
          ]}
        />
      </Group>
      <BulkAvailabilityBar selected={table.selected} bulk={bulk} onDone={() => setSelected([])} />
      <DataTable<AdminMerchandiseItem>
        {...table.tableProps({ list, archivedShown: archived === 'archived' })}
        recordsPerPage={20}
        // A new sort keeps the ticked rows here, unlike the menu's list.
        onSortStatusChange={(s: DataTableSortStatus<AdminMerchandiseItem>) => {
          setSort(s);
          setPage(1);
        }}
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
          columns.price,
          columns.onSale,
          columns.actions,
        ]}
      />
      <ItemEditorDialog
        editor={editor}
        addTitle={t('merchandise.addTitle')}
        editTitle={(item) => t('merchandise.editNamed', { name: item.name })}
        size="lg"
      >
        {(item) => (
          <MerchandiseForm
            item={item}
            onDirtyChange={editor.setDirty}
            onCancel={editor.close}
            onSubmit={editor.submit}
          />
        )}
      </ItemEditorDialog>
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
