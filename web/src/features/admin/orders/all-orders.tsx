import { useTranslation } from '@/i18n/react';
import 'mantine-datatable/styles.layer.css';
import { useState } from 'react';
import { Badge, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useNavigate } from 'react-router-dom';
import { OrderKind, OrderStatus, type AdminOrderRow } from '@shop/contracts';
import { useAdminLabels } from '../admin-labels';
import { STATUS_COLORS, euros, when } from '../back-office-format';
import { ordersQuery, type OrderFilters } from './api';
import { DaySpanFields, type DaySpan } from '../shared/day-span-fields';
import { usePaging } from '../shared/use-paging';
import { LoadError } from '../shared/load-error';

const SORTABLE = ['id', 'createdAt', 'customerName', 'total', 'status'] as const;
type SortColumn = (typeof SORTABLE)[number];

/** Every food order, searched, filtered, sorted and paged on the server. */
export function AllOrders() {
  const navigate = useNavigate();
  const { t } = useTranslation('admin');
  const labels = useAdminLabels();
  const statusOptions = OrderStatus.options.map((s) => ({ value: s, label: labels.status(s) }));
  const kindOptions = OrderKind.options.map((k) => ({ value: k, label: labels.kind(k) }));
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [kind, setKind] = useState<OrderKind | null>(null);
  const [barId, setBarId] = useState<string | null>(null);
  const [span, setSpan] = useState<DaySpan>({ from: '', to: '' });
  const paging = usePaging();
  const reset = paging.withFirstPage;
  const [sort, setSort] = useState<DataTableSortStatus<AdminOrderRow>>({
    columnAccessor: 'createdAt',
    direction: 'desc',
  });
  const [search] = useDebouncedValue(q, 300);
  const column = sort.columnAccessor === 'totalCents' ? 'total' : String(sort.columnAccessor);
  const filters: OrderFilters = {
    ...(search ? { q: search } : {}),
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(barId ? { barId: Number(barId) } : {}),
    ...(span.from ? { from: span.from } : {}),
    ...(span.to ? { to: span.to } : {}),
    sort: (SORTABLE as readonly string[]).includes(column) ? (column as SortColumn) : 'createdAt',
    dir: sort.direction,
    page: paging.page,
    pageSize: paging.pageSize,
  };
  const query = useQuery(ordersQuery(filters));
  const { data, error } = query;

  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }}>
        <TextInput
          label={t('orders.search')}
          placeholder={t('orders.searchPlaceholder')}
          value={q}
          onChange={(e) => reset(setQ)(e.currentTarget.value)}
        />
        <Select
          label={t('orders.status')}
          data={statusOptions}
          value={status}
          onChange={(v) => reset(setStatus)(v as OrderStatus | null)}
          clearable
        />
        <Select
          label={t('orders.kind')}
          data={kindOptions}
          value={kind}
          onChange={(v) => reset(setKind)(v as OrderKind | null)}
          clearable
        />
        <Select
          label={t('orders.bar')}
          data={(data?.bars ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          value={barId}
          onChange={reset(setBarId)}
          clearable
        />
        <DaySpanFields
          labels={{ from: t('orders.from'), to: t('orders.to') }}
          span={span}
          onChange={reset(setSpan)}
        />
      </SimpleGrid>
      <LoadError error={error} />
      <DataTable
        withTableBorder
        highlightOnHover
        minHeight={200}
        {...paging.tableProps(query)}
        sortStatus={sort}
        onSortStatusChange={reset(setSort)}
        onRowClick={({ record }) => void navigate(`/admin/orders/${record.id}`)}
        noRecordsText={t('orders.noMatch')}
        columns={[
          { accessor: 'id', title: t('orders.order'), sortable: true, render: (r) => `#${r.id}` },
          {
            accessor: 'createdAt',
            title: t('orders.placed'),
            sortable: true,
            render: (r) => when(r.createdAt),
          },
          {
            accessor: 'customerName',
            title: t('orders.customer'),
            sortable: true,
            render: (r) => (
              <div>
                <Text size="sm">{r.customerName}</Text>
                <Text size="xs" c="dimmed">
                  {r.customerEmail}
                </Text>
              </div>
            ),
          },
          {
            accessor: 'kind',
            title: t('orders.kind'),
            render: (r) =>
              r.barName
                ? t('orders.kindAtBar', { kind: labels.kind(r.kind), bar: r.barName })
                : labels.kind(r.kind),
          },
          {
            accessor: 'status',
            title: t('orders.status'),
            sortable: true,
            render: (r) => (
              <Badge color={STATUS_COLORS[r.status]} variant="light">
                {labels.status(r.status)}
              </Badge>
            ),
          },
          {
            accessor: 'paymentStatus',
            title: t('orders.payment'),
            render: (r) => labels.payment(r.paymentStatus),
          },
          {
            accessor: 'totalCents',
            title: t('orders.total'),
            sortable: true,
            textAlign: 'right',
            render: (r) => euros(r.totalCents),
          },
        ]}
      />
    </Stack>
  );
}
