import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { DataTable } from 'mantine-datatable';
import { TAX_CATEGORY_LABELS, type TaxReport, type TaxReportLine } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { formatCents } from '@/lib/money';
import { csvUrl, presetRange, shopToday, type RangePreset } from './report-dates';
import '@mantine/dates/styles.css';
import 'mantine-datatable/styles.css';

type Choice = RangePreset | 'range';

const money = (cents: number) => formatCents(cents);

export default function TaxReportsPage() {
  const today = shopToday();
  const [choice, setChoice] = useState<Choice>('month');
  const [range, setRange] = useState<[string | null, string | null]>(presetRange('month', today));
  const [from, to] = range;
  const url = from && to ? `/api/admin/tax-reports?from=${from}&to=${to}` : null;
  const report = useQuery({
    queryKey: [url],
    queryFn: () => api.get<TaxReport>(url!),
    enabled: url !== null,
  });

  const choose = (value: string) => {
    setChoice(value as Choice);
    if (value !== 'range') setRange(presetRange(value as RangePreset, today));
  };
  const lines: (TaxReportLine & { id: string })[] =
    report.data?.rates.flatMap((r) =>
      r.lines.map((l) => ({ ...l, id: `${l.ratePercent}-${l.category}` })),
    ) ?? [];

  return (
    <Stack>
      <Title order={2}>Tax Reports</Title>
      <Text c="dimmed" size="sm">
        VAT per rate for Amsterdam days. Sales count on the day they were paid, refunds on the day
        they were made. Delivery, express and service fees follow the food: 9 %.
      </Text>
      <Group align="end" wrap="wrap">
        <SegmentedControl
          aria-label="Period"
          value={choice}
          onChange={choose}
          data={[
            { value: 'day', label: 'Today' },
            { value: 'week', label: 'This week' },
            { value: 'month', label: 'This month' },
            { value: 'last-month', label: 'Last month' },
            { value: 'range', label: 'Range' },
          ]}
        />
        <DatePickerInput
          type="range"
          label="Dates"
          value={range}
          onChange={(value) => {
            setChoice('range');
            setRange(value as [string | null, string | null]);
          }}
          maxDate={today}
          valueFormat="DD-MM-YYYY"
          miw={240}
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
        records={lines}
        noRecordsText="No sales or refunds in this period"
        columns={[
          { accessor: 'ratePercent', title: 'VAT rate', render: (l) => `${l.ratePercent} %` },
          {
            accessor: 'category',
            title: 'Category',
            render: (l) => TAX_CATEGORY_LABELS[l.category],
          },
          {
            accessor: 'salesGrossCents',
            title: 'Sales',
            textAlign: 'right',
            render: (l) => money(l.salesGrossCents),
          },
          {
            accessor: 'refundsGrossCents',
            title: 'Refunds',
            textAlign: 'right',
            render: (l) => money(-l.refundsGrossCents),
          },
          {
            accessor: 'grossCents',
            title: 'Gross',
            textAlign: 'right',
            render: (l) => money(l.grossCents),
          },
          {
            accessor: 'vatCents',
            title: 'VAT',
            textAlign: 'right',
            render: (l) => money(l.vatCents),
          },
          {
            accessor: 'netCents',
            title: 'Net',
            textAlign: 'right',
            render: (l) => money(l.netCents),
          },
        ]}
      />
      {report.data && (
        <Paper withBorder p="md">
          <Stack gap={4}>
            {report.data.rates.map((r) => (
              <Text key={r.ratePercent}>
                {r.ratePercent} %: gross {money(r.grossCents)}, VAT {money(r.vatCents)}, net{' '}
                {money(r.netCents)}
              </Text>
            ))}
            <Text fw={700}>
              Total: gross {money(report.data.totals.grossCents)}, VAT{' '}
              {money(report.data.totals.vatCents)}, net {money(report.data.totals.netCents)}
            </Text>
            <Text size="sm" c="dimmed">
              {report.data.paidOrders} paid orders ({money(report.data.paidTotalCents)}),{' '}
              {report.data.refunds} refunds ({money(report.data.refundedTotalCents)})
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
