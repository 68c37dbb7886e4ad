import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
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
  useLanguage();
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
          label={m.adminOrders_search()}
          placeholder={m.adminOrders_searchPlaceholder()}
          value={q}
          onChange={(e) => reset(setQ)(e.currentTarget.value)}
        />
        <Select
          label={m.adminOrders_status()}
          data={statusOptions}
          value={status}
          onChange={(v) => reset(setStatus)(v as OrderStatus | null)}
          clearable
        />
        <Select
          label={m.adminOrders_kind()}
          data={kindOptions}
          value={kind}
          onChange={(v) => reset(setKind)(v as OrderKind | null)}
          clearable
        />
        <Select
          label={m.adminOrders_bar()}
          data={(data?.bars ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          value={barId}
          onChange={reset(setBarId)}
          clearable
        />
        <DaySpanFields
          labels={{ from: m.adminOrders_from(), to: m.adminOrders_to() }}
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
        noRecordsText={m.adminOrders_noMatch()}
        columns={[
          {
            accessor: 'id',
            title: m.adminOrders_order(),
            sortable: true,
            render: (r) => `#${r.id}`,
          },
          {
            accessor: 'createdAt',
            title: m.adminOrders_placed(),
            sortable: true,
            render: (r) => when(r.createdAt),
          },
          {
            accessor: 'customerName',
            title: m.adminOrders_customer(),
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
            title: m.adminOrders_kind(),
            render: (r) =>
              r.barName
                ? m.adminOrders_kindAtBar({ kind: labels.kind(r.kind), bar: r.barName })
                : labels.kind(r.kind),
          },
          {
            accessor: 'status',
            title: m.adminOrders_status(),
            sortable: true,
            render: (r) => (
              <Badge color={STATUS_COLORS[r.status]} variant="light">
                {labels.status(r.status)}
              </Badge>
            ),
          },
          {
            accessor: 'paymentStatus',
            title: m.adminOrders_payment(),
            render: (r) => labels.payment(r.paymentStatus),
          },
          {
            accessor: 'totalCents',
            title: m.adminOrders_total(),
            sortable: true,
            textAlign: 'right',
            render: (r) => euros(r.totalCents),
          },
        ]}
      />
    </Stack>
  );
}
