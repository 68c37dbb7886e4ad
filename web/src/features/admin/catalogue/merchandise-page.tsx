import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
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
import { MERCHANDISE_CATEGORY_NAMES, MerchandiseForm } from './merchandise-form';
import { SortableList } from './sortable-list';
import { UnsavedChangesPrompt } from '../shared/unsaved-changes';

type SortColumn = (typeof ADMIN_MERCHANDISE_SORTS)[number];

/** Drag to order: every item not archived, in the shop's order. */
function ReorderMerchandise({ onDone }: { onDone: () => void }) {
  useLanguage();
  const all = useAdminPage<AdminMerchandisePage>(
    withQuery(ADMIN_MERCHANDISE_URL, { sort: 'sortOrder', pageSize: 100 }),
  );
  const [order, setOrder] = useState<AdminMerchandiseItem[] | null>(null);
  const reorder = useCatalogueMutation(
    ADMIN_MERCHANDISE_URL,
    (ids: number[]) => saveOrder(ADMIN_MERCHANDISE_URL, ids),
    { success: () => m.adminCatalogue_merchandise_orderSaved() },
  );
  const shown = order ?? all.data?.items ?? [];
  return (
    <Stack>
      <SortableList
        items={shown}
        label={(item) => item.name}
        onReorder={(ids) => {
          const byId = new Map(shown.map((item) => [item.id, item]));
          setOrder(ids.map((id) => byId.get(id)!));
          reorder.mutate(ids, { onError: () => setOrder(null) });
        }}
        render={(item) => (
          <Group justify="space-between">
            <Text size="sm">{item.name}</Text>
            <Text size="sm" c="dimmed">
              {MERCHANDISE_CATEGORY_NAMES[item.category]()}
            </Text>
          </Group>
        )}
      />
      <Group justify="flex-end">
        <Button onClick={onDone}>{m.adminCatalogue_merchandise_done()}</Button>
      </Group>
    </Stack>
  );
}

export default function MerchandisePage() {
  useLanguage();
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
    onAvailableChange: (item, available) => bulk.mutate({ ids: [item.id], available }),
  });

  return (
    <Stack>
      <UnsavedChangesPrompt dirty={editor.unsaved} />
      <Group justify="space-between">
        <Title order={2}>{m.adminCatalogue_merchandise_title()}</Title>
        <Group>
          <Button variant="light" onClick={() => setReordering(true)}>
            {m.adminCatalogue_merchandise_reorder()}
          </Button>
          <Button onClick={editor.add}>{m.adminCatalogue_merchandise_addItem()}</Button>
        </Group>
      </Group>
      <Group align="flex-end">
        <CatalogueSearch value={table.search} onChange={table.searchFor} />
        <SegmentedControl
          value={archived}
          onChange={withFirstPage((v: string) => setArchived(v as typeof archived))}
          data={[
            { value: 'current', label: m.adminCatalogue_merchandise_inShop() },
            { value: 'archived', label: m.adminCatalogue_archived() },
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
        noRecordsText={m.adminCatalogue_merchandise_noMatch()}
        columns={[
          columns.image,
          { accessor: 'sortOrder', title: '#', sortable: true, width: 60 },
          columns.name,
          {
            accessor: 'category',
            title: m.adminCatalogue_category(),
            sortable: true,
            render: (item) => MERCHANDISE_CATEGORY_NAMES[item.category](),
          },
          columns.price,
          columns.onSale,
          columns.actions,
        ]}
      />
      <ItemEditorDialog
        editor={editor}
        addTitle={m.adminCatalogue_merchandise_addTitle()}
        editTitle={(item) => m.adminCatalogue_merchandise_editNamed({ name: item.name })}
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
        title={m.adminCatalogue_merchandise_reorder()}
        size="lg"
      >
        {reordering && <ReorderMerchandise onDone={() => setReordering(false)} />}
      </Modal>
    </Stack>
  );
}
