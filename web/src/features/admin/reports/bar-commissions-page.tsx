import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { DataTable } from 'mantine-datatable';
import type { BarCommissionReport } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { formatCents } from '@/lib/money';
import { csvUrl, shopToday } from './report-dates';
import '@mantine/dates/styles.css';
import 'mantine-datatable/styles.css';

const monthOf = (value: string | null) => (value ? value.slice(0, 7) : null);

export default function BarCommissionsPage() {
  const thisMonth = `${shopToday().slice(0, 7)}-01`;
  const [range, setRange] = useState<[string | null, string | null]>([thisMonth, thisMonth]);
  const from = monthOf(range[0]);
  const to = monthOf(range[1]);
  const url = from && to ? `/api/admin/bar-commissions?from=${from}&to=${to}` : null;
  const report = useQuery({
    queryKey: [url],
    queryFn: () => api.get<BarCommissionReport>(url!),
    enabled: url !== null,
  });
  const rows = report.data?.rows.map((r) => ({ ...r, id: `${r.month}-${r.barId}` })) ?? [];

  return (
    <Stack>
      <Title order={2}>Bar Commissions</Title>
      <Text c="dimmed" size="sm">
        Per bar and Amsterdam month: paid orders, their food and drinks (VAT included, without the
        service fee) less refunds made that month, and the commission owed, rounded to the cent once
        per bar and month.
      </Text>
      <Group align="end">
        <MonthPickerInput
          type="range"
          label="Months"
          value={range}
          onChange={(value) => setRange(value as [string | null, string | null])}
          maxDate={thisMonth}
          valueFormat="MM-YYYY"
          miw={200}
        />
        <Button
          component="a"
          href={url ? csvUrl(url) : undefined}
          download
          variant="light"
          disabled={!url}
        >
          Download CSV
        </Button>
      </Group>
      {report.isError && <Alert color="red">{report.error.message}</Alert>}
      <DataTable
        withTableBorder
        striped
        minHeight={150}
        fetching={report.isFetching}
        records={rows}
        noRecordsText="No bar orders in these months"
        columns={[
          { accessor: 'month', title: 'Month' },
          { accessor: 'barName', title: 'Bar' },
          {
            accessor: 'commissionBps',
            title: 'Commission',
            textAlign: 'right',
            render: (r) => `${(r.commissionBps / 100).toFixed(2).replace('.', ',')} %`,
          },
          { accessor: 'orders', title: 'Orders', textAlign: 'right' },
          { accessor: 'refundedOrders', title: 'Refunded', textAlign: 'right' },
          {
            accessor: 'turnoverCents',
            title: 'Turnover',
            textAlign: 'right',
            render: (r) => formatCents(r.turnoverCents),
          },
          {
            accessor: 'commissionCents',
            title: 'Commission owed',
            textAlign: 'right',
            render: (r) => formatCents(r.commissionCents),
          },
        ]}
      />
      {report.data && (
        <Text fw={700}>
          Total: {report.data.totals.orders} orders, turnover{' '}
          {formatCents(report.data.totals.turnoverCents)}, commission owed{' '}
          {formatCents(report.data.totals.commissionCents)}
        </Text>
      )}
    </Stack>
  );
}
