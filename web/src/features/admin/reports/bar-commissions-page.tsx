import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useState } from 'react';
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
  useLanguage();
  const [range, setRange] = useState<[string | null, string | null]>([thisMonth, thisMonth]);
  const from = monthOf(range[0]);
  const to = monthOf(range[1]);
  const url = barCommissionsUrl(from, to);
  const report = useQuery(barCommissionsQuery(url));
  const rows = report.data?.rows.map((r) => ({ ...r, id: `${r.month}-${r.barId}` })) ?? [];

  return (
    <ReportLayout
      title={m.adminReports_commissions_title()}
      help={m.adminReports_commissions_help()}
      pickers={
        <MonthPickerInput
          type="range"
          label={m.adminReports_commissions_months()}
          value={range}
          onChange={(value) => setRange(value as [string | null, string | null])}
          maxDate={thisMonth}
          valueFormat="MM-YYYY"
          miw={200}
        />
      }
      url={url}
      csvLabel={m.adminReports_commissions_csv()}
      error={report.error}
    >
      <DataTable
        withTableBorder
        striped
        minHeight={150}
        fetching={report.isFetching}
        records={rows}
        noRecordsText={m.adminReports_commissions_none()}
        columns={[
          { accessor: 'month', title: m.adminReports_commissions_month() },
          { accessor: 'barName', title: m.adminReports_commissions_bar() },
          {
            accessor: 'commissionBps',
            title: m.adminReports_commissions_commission(),
            textAlign: 'right',
            render: (r) => percent(r.commissionBps / 100, { min: 2, max: 2 }),
          },
          { accessor: 'orders', title: m.adminReports_commissions_orders(), textAlign: 'right' },
          {
            accessor: 'refundedOrders',
            title: m.adminReports_commissions_refunded(),
            textAlign: 'right',
          },
          {
            accessor: 'turnoverCents',
            title: m.adminReports_commissions_turnover(),
            textAlign: 'right',
            render: (r) => euros(r.turnoverCents),
          },
          {
            accessor: 'commissionCents',
            title: m.adminReports_commissions_owed(),
            textAlign: 'right',
            render: (r) => euros(r.commissionCents),
          },
        ]}
      />
      {report.data && (
        <Text fw={700}>
          {m.adminReports_commissions_total({
            count: report.data.totals.orders,
            turnover: euros(report.data.totals.turnoverCents),
            owed: euros(report.data.totals.commissionCents),
          })}
        </Text>
      )}
    </ReportLayout>
  );
}
