import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
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

export default function TaxReportsPage() {
  const today = shopToday();
  const { t } = useTranslation('admin');
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
      title={t('taxReports.title')}
      help={t('taxReports.help')}
      pickers={
        <>
          <SegmentedControl
            aria-label={t('taxReports.period')}
            value={choice}
            onChange={choose}
            data={CHOICES.map((value) => ({ value, label: t(`taxReports.presets.${value}`) }))}
          />
          <DatePickerInput
            type="range"
            label={t('taxReports.dates')}
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
      csvLabel={t('taxReports.csv')}
      error={report.error}
    >
      <DataTable
        withTableBorder
        striped
        minHeight={150}
        fetching={report.isFetching}
        records={lines}
        noRecordsText={t('taxReports.none')}
        columns={[
          {
            accessor: 'ratePercent',
            title: t('taxReports.rate'),
            render: (l) => `${l.ratePercent} %`,
          },
          {
            accessor: 'category',
            title: t('taxReports.category'),
            render: (l) => t(`taxReports.categories.${l.category}`),
          },
          {
            accessor: 'salesGrossCents',
            title: t('taxReports.sales'),
            textAlign: 'right',
            render: (l) => money(l.salesGrossCents),
          },
          {
            accessor: 'refundsGrossCents',
            title: t('taxReports.refunds'),
            textAlign: 'right',
            render: (l) => money(-l.refundsGrossCents),
          },
          {
            accessor: 'grossCents',
            title: t('taxReports.gross'),
            textAlign: 'right',
            render: (l) => money(l.grossCents),
          },
          {
            accessor: 'vatCents',
            title: t('taxReports.vat'),
            textAlign: 'right',
            render: (l) => money(l.vatCents),
          },
          {
            accessor: 'netCents',
            title: t('taxReports.net'),
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
                {t('taxReports.rateLine', {
                  rate: r.ratePercent,
                  gross: money(r.grossCents),
                  vat: money(r.vatCents),
                  net: money(r.netCents),
                })}
              </Text>
            ))}
            <Text fw={700}>
              {t('taxReports.total', {
                gross: money(report.data.totals.grossCents),
                vat: money(report.data.totals.vatCents),
                net: money(report.data.totals.netCents),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {[
                t('taxReports.paidOrders', {
                  count: report.data.paidOrders,
                  amount: money(report.data.paidTotalCents),
                }),
                t('taxReports.refundCount', {
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
