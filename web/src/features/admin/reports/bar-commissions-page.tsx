import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useQuery } from '@tanstack/react-query';
import { Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { DataTable } from 'mantine-datatable';
import { euros, percent } from '../back-office-format';
import { barCommissionsUrl, barCommissionsQuery } from './api';
import { shopToday } from './report-dates';
import { ReportLayout } from './report-layout';
import '@mantine/dates/styles.layer.css';
import 'mantine-datatable/styles.layer.css';

const monthOf = (value: string | null) => (value ? value.slice(0, 7) : null);

export default function BarCommissionsPage() {
  const thisMonth = `${shopToday().slice(0, 7)}-01`;
  const { t } = useTranslation('admin');
  const [range, setRange] = useState<[string | null, string | null]>([thisMonth, thisMonth]);
  const from = monthOf(range[0]);
  const to = monthOf(range[1]);
  const url = barCommissionsUrl(from, to);
  const report = useQuery(barCommissionsQuery(url));
  const rows = report.data?.rows.map((r) => ({ ...r, id: `${r.month}-${r.barId}` })) ?? [];

  return (
    <ReportLayout
      title={t('commissions.title')}
      help={t('commissions.help')}
      pickers={
        <MonthPickerInput
          type="range"
          label={t('commissions.months')}
          value={range}
          onChange={(value) => setRange(value as [string | null, string | null])}
          maxDate={thisMonth}
          valueFormat="MM-YYYY"
          miw={200}
        />
      }
      url={url}
      csvLabel={t('commissions.csv')}
      error={report.error}
    >
      <DataTable
        withTableBorder
        striped
        minHeight={150}
        fetching={report.isFetching}
        records={rows}
        noRecordsText={t('commissions.none')}
        columns={[
          { accessor: 'month', title: t('commissions.month') },
          { accessor: 'barName', title: t('commissions.bar') },
          {
            accessor: 'commissionBps',
            title: t('commissions.commission'),
            textAlign: 'right',
            render: (r) => percent(r.commissionBps / 100, { min: 2, max: 2 }),
          },
          { accessor: 'orders', title: t('commissions.orders'), textAlign: 'right' },
          { accessor: 'refundedOrders', title: t('commissions.refunded'), textAlign: 'right' },
          {
            accessor: 'turnoverCents',
            title: t('commissions.turnover'),
            textAlign: 'right',
            render: (r) => euros(r.turnoverCents),
          },
          {
            accessor: 'commissionCents',
            title: t('commissions.owed'),
            textAlign: 'right',
            render: (r) => euros(r.commissionCents),
          },
        ]}
      />
      {report.data && (
        <Text fw={700}>
          {t('commissions.total', {
            count: report.data.totals.orders,
            turnover: euros(report.data.totals.turnoverCents),
            owed: euros(report.data.totals.commissionCents),
          })}
        </Text>
      )}
    </ReportLayout>
  );
}
