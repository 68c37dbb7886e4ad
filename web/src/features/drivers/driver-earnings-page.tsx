import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatEuros, type EarningsTotals } from '@shop/contracts';
import { driverEarningsQuery } from './jobs/api';
import { DeliveredJobRow } from './delivered-job-row';
import { formatKm } from './portal-format';
import { DriverPortalScreen } from './driver-portal-screen';
import './portal-styles';

const euros = (cents: number) => formatEuros(cents / 100);

function Totals({ title, totals }: { title: string; totals: EarningsTotals }) {
  useLanguage();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Text fw={600}>{title}</Text>
      <Text fz={32} fw={800}>
        {euros(totals.totalCents)}
      </Text>
      <Text fz="sm" c="dimmed">
        {m.portal_earnings_deliveries({ count: totals.deliveries })} ·{' '}
        {formatKm(totals.distanceMeters)}
      </Text>
      <Text fz="sm" c="dimmed">
        {m.portal_earnings_parts({
          base: euros(totals.baseCents),
          feeShare: euros(totals.feeShareCents),
          tips: euros(totals.tipCents),
        })}
      </Text>
    </Card>
  );
}

/** /driver/earnings: today, this week, and each delivery of the week. */
export default function DriverEarningsPage() {
  const { data, error, isPending } = useQuery(driverEarningsQuery);
  useLanguage();
  return (
    <DriverPortalScreen
      title={m.portal_earnings_title()}
      loadingLabel={m.portal_earnings_loading()}
      isPending={isPending}
      error={error}
    >
      {data && (
        <>
          <SimpleGrid cols={2} spacing="sm">
            <Totals title={m.portal_earnings_today()} totals={data.today} />
            <Totals title={m.portal_earnings_week()} totals={data.week} />
          </SimpleGrid>
          <Text fz="sm" c="dimmed">
            {m.portal_earnings_rule({
              base: euros(data.rule.basePerDeliveryCents),
              feeShare: data.rule.feeSharePercent,
              tip: data.rule.tipPercent,
            })}
          </Text>
          {data.deliveries.map((job) => (
            <DeliveredJobRow key={job.orderId} job={job} />
          ))}
        </>
      )}
    </DriverPortalScreen>
  );
}
