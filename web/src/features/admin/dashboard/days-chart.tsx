import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { toEuros, type DashboardDay } from '@shop/contracts';

/** Revenue per day; loaded apart so the dashboard's switches never wait for the chart library. */
export default function DaysChart({ days }: { days: DashboardDay[] }) {
  return (
    <BarChart
      h={260}
      data={days.map((d) => ({ date: d.date.slice(5), Revenue: toEuros(d.revenueCents) }))}
      dataKey="date"
      series={[{ name: 'Revenue', color: 'red.6' }]}
      valueFormatter={(v) => `€ ${v.toFixed(2)}`}
      withLegend
    />
  );
}
