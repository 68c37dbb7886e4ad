import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { formatEuros, toEuros, type DashboardDay } from '@shop/contracts';
import { formatDayMonth } from '@/i18n/format';

/** Revenue per day; loaded apart so the dashboard's switches never wait for the chart library. */
export default function DaysChart({ days }: { days: DashboardDay[] }) {
  useLanguage();
  return (
    <BarChart
      h={260}
      data={days.map((d) => ({ date: formatDayMonth(d.date), revenue: toEuros(d.revenueCents) }))}
      dataKey="date"
      series={[{ name: 'revenue', label: m.adminDashboard_revenue(), color: 'red.6' }]}
      // The shop's money format on the axis and in the tooltip: € 220,00 in both languages.
      valueFormatter={(v) => formatEuros(v)}
      withLegend
    />
  );
}
