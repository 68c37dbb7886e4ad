import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useState } from 'react';
import { Button, Group, SegmentedControl, Select, Stack, Switch, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import '@mantine/dropzone/styles.layer.css';
import {
  type ADMIN_MENU_SORTS,
  type AdminMenuItem,
  type AdminMenuPage,
  type MenuItemInput,
} from '@shop/contracts';
import {
  ADMIN_MENU_URL,
  useAdminCategories,
  useAdminPage,
  useBulkAvailability,
  useCatalogueMutation,
  useDeleteItem,
  useSaveItem,
  withQuery,
  changeMenuItem,
  saveMenuItem,
} from './api';
import {
  BulkAvailabilityBar,
  CatalogueSearch,
  catalogueColumns,
  useCatalogueList,
} from './catalogue-table';
import { ItemEditorDialog, useItemEditor } from './item-editor';
import { MenuItemForm } from './menu-item-form';
import { UnsavedChangesPrompt } from '../shared/unsaved-changes';

/** Shorter pages than the other lists': each row has a photo. */
const MENU_PAGE_SIZES = [10, 20, 50];
type SortColumn = (typeof ADMIN_MENU_SORTS)[number];

export default function MenuItemsPage() {
  useLanguage();
  const table = useCatalogueList<AdminMenuItem>({ columnAccessor: 'name', direction: 'asc' });
  const { page, sort, setSort, setSelected, withFirstPage } = table;
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [view, setView] = useState<'all' | 'on' | 'off' | 'archived'>('all');
  const [pageSize, setPageSize] = useState(20);

  const url = withQuery(ADMIN_MENU_URL, {
    search: table.searchQuery,
    categoryId: categoryId ?? undefined,
    available: view === 'on' ? 'true' : view === 'off' ? 'false' : undefined,
    archived: view === 'archived' ? 'true' : undefined,
    sort: sort.columnAccessor as SortColumn,
    dir: sort.direction,
    page,
    pageSize,
  });
  const list = useAdminPage<AdminMenuPage>(url);
  const categories = useAdminCategories();
  const categoryName = new Map((categories.data ?? []).map((c) => [c.id, c.name]));

  const bulk = useBulkAvailability(ADMIN_MENU_URL);
  const remove = useDeleteItem(ADMIN_MENU_URL);
  const toggle = useCatalogueMutation(
    ADMIN_MENU_URL,
    ({ id, change }: { id: number; change: { available?: boolean; featured?: boolean } }) =>
      changeMenuItem(id, change),
  );
  const save = useSaveItem(ADMIN_MENU_URL, saveMenuItem);
  const editor = useItemEditor<AdminMenuItem, MenuItemInput>(save.mutateAsync);

  const columns = catalogueColumns<AdminMenuItem>({
    onEdit: editor.edit,
    onDelete: (id) => remove.mutate(id),
    onAvailableChange: (item, available) => toggle.mutate({ id: item.id, change: { available } }),
  });

  return (
    <Stack>
      <UnsavedChangesPrompt dirty={editor.unsaved} />
      <Group justify="space-between">
        <Title order={2}>{m.adminCatalogue_menuItems_title()}</Title>
        <Button onClick={editor.add}>{m.adminCatalogue_menuItems_addDish()}</Button>
      </Group>

      <Group align="flex-end" wrap="wrap">
        <CatalogueSearch value={table.search} onChange={table.searchFor} />
        <Select
          label={m.adminCatalogue_category()}
          placeholder={m.adminCatalogue_menuItems_allCategories()}
          clearable
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={categoryId}
          onChange={withFirstPage(setCategoryId)}
          w={{ base: '100%', sm: 200 }}
        />
        <SegmentedControl
          value={view}
          onChange={withFirstPage((v: string) => setView(v as typeof view))}
          data={[
            { value: 'all', label: m.adminCatalogue_menuItems_all() },
            { value: 'on', label: m.adminCatalogue_onSale() },
            { value: 'off', label: m.adminCatalogue_menuItems_soldOut() },
            { value: 'archived', label: m.adminCatalogue_archived() },
          ]}
        />
      </Group>

      <BulkAvailabilityBar selected={table.selected} bulk={bulk} onDone={() => setSelected([])} />

      <DataTable<AdminMenuItem>
        {...table.tableProps({ list, archivedShown: view === 'archived' })}
        recordsPerPage={pageSize}
        recordsPerPageOptions={MENU_PAGE_SIZES}
        recordsPerPageLabel={m.adminShared_pagination_recordsPerPage()}
        onRecordsPerPageChange={withFirstPage(setPageSize)}
        onSortStatusChange={withFirstPage(setSort)}
        noRecordsText={m.adminCatalogue_menuItems_noMatch()}
        columns={[
          columns.image,
          columns.name,
          {
            accessor: 'category',
            title: m.adminCatalogue_category(),
            sortable: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (item) => categoryName.get(item.categoryId) ?? '',
          },
          columns.price,
          columns.onSale,
          {
            accessor: 'featured',
            title: m.adminCatalogue_featured(),
            sortable: true,
            render: (item) => (
              <Switch
                aria-label={m.adminCatalogue_featuredNamed({ name: item.name })}
                checked={item.featured}
                disabled={item.archived}
                onChange={(e) =>
                  toggle.mutate({ id: item.id, change: { featured: e.currentTarget.checked } })
                }
              />
            ),
          },
          columns.actions,
        ]}
      />

      <ItemEditorDialog
        editor={editor}
        addTitle={m.adminCatalogue_menuItems_addTitle()}
        editTitle={(item) => m.adminCatalogue_menuItems_editNamed({ name: item.name })}
        size="xl"
        fullScreen={window.matchMedia?.('(max-width: 40em)').matches ?? false}
      >
        {(item) =>
          categories.data && (
            <MenuItemForm
              item={item}
              categories={categories.data}
              onDirtyChange={editor.setDirty}
              onCancel={editor.close}
              onSubmit={editor.submit}
            />
          )
        }
      </ItemEditorDialog>
    </Stack>
  );
}
