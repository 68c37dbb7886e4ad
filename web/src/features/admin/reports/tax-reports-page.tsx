import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { DataTable } from 'mantine-datatable';
import type { TaxReportLine } from '@shop/contracts';
import { euros as money } from '../back-office-format';
import { taxReportUrl, taxReportQuery } from './api';
import { presetRange, shopToday, type RangePreset } from './report-dates';
import { ReportLayout } from './report-layout';
import '@mantine/dates/styles.layer.css';
import 'mantine-datatable/styles.layer.css';

type Choice = RangePreset | 'range';
const CHOICES: Choice[] = ['day', 'week', 'month', 'last-month', 'range'];
const CHOICE_NAMES: Record<Choice, () => string> = {
  day: m.adminReports_taxReports_presets_day,
  week: m.adminReports_taxReports_presets_week,
  month: m.adminReports_taxReports_presets_month,
  'last-month': m.adminReports_taxReports_presets_lastMonth,
  range: m.adminReports_taxReports_presets_range,
};
const CATEGORY_NAMES: Record<TaxReportLine['category'], () => string> = {
  food: m.adminReports_taxReports_categories_food,
  drinks: m.adminReports_taxReports_categories_drinks,
  fees: m.adminReports_taxReports_categories_fees,
  merchandise: m.adminReports_taxReports_categories_merchandise,
  shipping: m.adminReports_taxReports_categories_shipping,
};

export default function TaxReportsPage() {
  const today = shopToday();
  useLanguage();
  const [choice, setChoice] = useState<Choice>('month');
  const [range, setRange] = useState<[string | null, string | null]>(presetRange('month', today));
  const [from, to] = range;
  const url = taxReportUrl(from, to);
  const report = useQuery(taxReportQuery(url));

  const choose = (value: string) => {
    setChoice(value as Choice);
    if (value !== 'range') setRange(presetRange(value as RangePreset, today));
  };
  const lines: (TaxReportLine & { id: string })[] =
    report.data?.rates.flatMap((r) =>
      r.lines.map((l) => ({ ...l, id: `${l.ratePercent}-${l.category}` })),
    ) ?? [];

  return (
    <ReportLayout
      title={m.adminReports_taxReports_title()}
      help={m.adminReports_taxReports_help()}
      pickers={
        <>
          <SegmentedControl
            aria-label={m.adminReports_taxReports_period()}
            value={choice}
            onChange={choose}
            data={CHOICES.map((value) => ({ value, label: CHOICE_NAMES[value]() }))}
          />
          <DatePickerInput
            type="range"
            label={m.adminReports_taxReports_dates()}
            value={range}
            onChange={(value) => {
              setChoice('range');
              setRange(value as [string | null, string | null]);
            }}
            maxDate={today}
            valueFormat="DD-MM-YYYY"
            miw={240}
          />
        </>
      }
      url={url}
      csvLabel={m.adminReports_taxReports_csv()}
      error={report.error}
    >
      <DataTable
        withTableBorder
        striped
        minHeight={150}
        fetching={report.isFetching}
        records={lines}
        noRecordsText={m.adminReports_taxReports_none()}
        columns={[
          {
            accessor: 'ratePercent',
            title: m.adminReports_taxReports_rate(),
            render: (l) => `${l.ratePercent} %`,
          },
          {
            accessor: 'category',
            title: m.adminReports_taxReports_category(),
            render: (l) => CATEGORY_NAMES[l.category](),
          },
          {
            accessor: 'salesGrossCents',
            title: m.adminReports_taxReports_sales(),
            textAlign: 'right',
            render: (l) => money(l.salesGrossCents),
          },
          {
            accessor: 'refundsGrossCents',
            title: m.adminReports_taxReports_refunds(),
            textAlign: 'right',
            render: (l) => money(-l.refundsGrossCents),
          },
          {
            accessor: 'grossCents',
            title: m.adminReports_taxReports_gross(),
            textAlign: 'right',
            render: (l) => money(l.grossCents),
          },
          {
            accessor: 'vatCents',
            title: m.adminReports_taxReports_vat(),
            textAlign: 'right',
            render: (l) => money(l.vatCents),
          },
          {
            accessor: 'netCents',
            title: m.adminReports_taxReports_net(),
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
                {m.adminReports_taxReports_rateLine({
                  rate: r.ratePercent,
                  gross: money(r.grossCents),
                  vat: money(r.vatCents),
                  net: money(r.netCents),
                })}
              </Text>
            ))}
            <Text fw={700}>
              {m.adminReports_taxReports_total({
                gross: money(report.data.totals.grossCents),
                vat: money(report.data.totals.vatCents),
                net: money(report.data.totals.netCents),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {[
                m.adminReports_taxReports_paidOrders({
                  count: report.data.paidOrders,
                  amount: money(report.data.paidTotalCents),
                }),
                m.adminReports_taxReports_refundCount({
                  count: report.data.refunds,
                  amount: money(report.data.refundedTotalCents),
                }),
              ].join(', ')}
            </Text>
          </Stack>
        </Paper>
      )}
    </ReportLayout>
  );
}
