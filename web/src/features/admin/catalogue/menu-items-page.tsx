import { useCallback, useState } from 'react';
import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Switch,
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
  withQuery,
  changeMenuItem,
  saveMenuItem,
} from './api';
import { BulkAvailabilityBar, catalogueColumns, useTableTexts } from './catalogue-table';
import { MenuItemForm } from './menu-item-form';
import { UnsavedChangesPrompt, mayDiscard } from '../shared/unsaved-changes';

/** Shorter pages than the other lists': each row has a photo. */
const MENU_PAGE_SIZES = [10, 20, 50];
type SortColumn = (typeof ADMIN_MENU_SORTS)[number];

/** The editor: closed, a new dish, or an existing one. */
type Editing = { item: AdminMenuItem | null } | null;

export default function MenuItemsPage() {
  const { t } = useTranslation('admin');
  const tableTexts = useTableTexts();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [view, setView] = useState<'all' | 'on' | 'off' | 'archived'>('all');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [sort, setSort] = useState<DataTableSortStatus<AdminMenuItem>>({
    columnAccessor: 'name',
    direction: 'asc',
  });
  const [selected, setSelected] = useState<AdminMenuItem[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [dirty, setDirty] = useState(false);

  const url = withQuery(ADMIN_MENU_URL, {
    search: debounced.trim() || undefined,
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
  const save = useCatalogueMutation(
    ADMIN_MENU_URL,
    ({ id, values }: { id: number | null; values: MenuItemInput }) => saveMenuItem(id, values),
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

  const resetPage =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
      setSelected([]);
    };

  const columns = catalogueColumns<AdminMenuItem>({
    onEdit: (item) => setEditing({ item }),
    onDelete: (id) => remove.mutate(id),
  });

  return (
    <Stack>
      <UnsavedChangesPrompt dirty={editing !== null && dirty} />
      <Group justify="space-between">
        <Title order={2}>{t('menuItems.title')}</Title>
        <Button onClick={() => setEditing({ item: null })}>{t('menuItems.addDish')}</Button>
      </Group>

      <Group align="flex-end" wrap="wrap">
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
        <Select
          label={t('catalogue.category')}
          placeholder={t('menuItems.allCategories')}
          clearable
          data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={categoryId}
          onChange={resetPage(setCategoryId)}
          w={{ base: '100%', sm: 200 }}
        />
        <SegmentedControl
          value={view}
          onChange={resetPage((v: string) => setView(v as typeof view))}
          data={[
            { value: 'all', label: t('menuItems.all') },
            { value: 'on', label: t('catalogue.onSale') },
            { value: 'off', label: t('menuItems.soldOut') },
            { value: 'archived', label: t('catalogue.archived') },
          ]}
        />
      </Group>

      <BulkAvailabilityBar selected={selected} bulk={bulk} onDone={() => setSelected([])} />

      <DataTable<AdminMenuItem>
        {...tableTexts}
        withTableBorder
        striped
        minHeight={200}
        fetching={list.isFetching}
        records={list.data?.items ?? []}
        totalRecords={list.data?.total ?? 0}
        recordsPerPage={pageSize}
        page={page}
        onPageChange={setPage}
        recordsPerPageOptions={MENU_PAGE_SIZES}
        recordsPerPageLabel={t('catalogue.recordsPerPage')}
        onRecordsPerPageChange={resetPage(setPageSize)}
        sortStatus={sort}
        onSortStatusChange={resetPage(setSort)}
        selectedRecords={view === 'archived' ? undefined : selected}
        onSelectedRecordsChange={view === 'archived' ? undefined : setSelected}
        noRecordsText={t('menuItems.noMatch')}
        columns={[
          columns.image,
          columns.name,
          {
            accessor: 'category',
            title: t('catalogue.category'),
            sortable: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (item) => categoryName.get(item.categoryId) ?? '',
          },
          {
            accessor: 'price',
            title: t('catalogue.price'),
            sortable: true,
            textAlign: 'right',
            render: (item) => formatEuros(item.price),
          },
          {
            accessor: 'available',
            title: t('catalogue.onSale'),
            sortable: true,
            render: (item) => (
              <Switch
                aria-label={t('catalogue.onSaleNamed', { name: item.name })}
                checked={item.available}
                disabled={item.archived}
                onChange={(e) =>
                  toggle.mutate({ id: item.id, change: { available: e.currentTarget.checked } })
                }
              />
            ),
          },
          {
            accessor: 'featured',
            title: t('catalogue.featured'),
            sortable: true,
            render: (item) => (
              <Switch
                aria-label={t('catalogue.featuredNamed', { name: item.name })}
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

      <Modal
        opened={editing !== null}
        onClose={close}
        title={
          editing?.item
            ? t('menuItems.editNamed', { name: editing.item.name })
            : t('menuItems.addTitle')
        }
        size="xl"
        fullScreen={window.matchMedia?.('(max-width: 40em)').matches ?? false}
      >
        {editing && categories.data && (
          <MenuItemForm
            item={editing.item}
            categories={categories.data}
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
    </Stack>
  );
}
