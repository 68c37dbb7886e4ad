import { useTranslation } from '@/i18n/react';
import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { toEuros, type DashboardDay } from '@shop/contracts';

/** Revenue per day; loaded apart so the dashboard's switches never wait for the chart library. */
export default function DaysChart({ days }: { days: DashboardDay[] }) {
  const { t } = useTranslation('admin');
  return (
    <BarChart
      h={260}
      data={days.map((d) => ({ date: d.date.slice(5), revenue: toEuros(d.revenueCents) }))}
      dataKey="date"
      series={[{ name: 'revenue', label: t('dashboard.revenue'), color: 'red.6' }]}
      valueFormatter={(v) => `€ ${v.toFixed(2)}`}
      withLegend
    />
  );
}
