import { Alert, Card, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatEuros, type EarningsTotals } from '@shop/contracts';
import { driverEarningsQuery } from './jobs/api';
import { DeliveredJobRow, formatKm } from './driver-history-page';
import { DriverPortalNav } from './driver-portal-nav';

const euros = (cents: number) => formatEuros(cents / 100);

function Totals({ title, totals }: { title: string; totals: EarningsTotals }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Text fw={600}>{title}</Text>
      <Text fz={32} fw={800}>
        {euros(totals.totalCents)}
      </Text>
      <Text fz="sm" c="dimmed">
        {totals.deliveries} {totals.deliveries === 1 ? 'delivery' : 'deliveries'} ·{' '}
        {formatKm(totals.distanceMeters)}
      </Text>
      <Text fz="sm" c="dimmed">
        Base {euros(totals.baseCents)} · Fee share {euros(totals.feeShareCents)} · Tips{' '}
        {euros(totals.tipCents)}
      </Text>
    </Card>
  );
}

/** /driver/earnings: today, this week, and each delivery of the week. */
export default function DriverEarningsPage() {
  const { data, error, isPending } = useQuery(driverEarningsQuery);
  return (
    <Container size={520} px="sm" py="md">
      <Stack gap="md">
        <DriverPortalNav />
        <Title order={1} fz={28}>
          Earnings
        </Title>
        {isPending && <Loader aria-label="Loading earnings" />}
        {error && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        {data && (
          <>
            <SimpleGrid cols={2} spacing="sm">
              <Totals title="Today" totals={data.today} />
              <Totals title="This week" totals={data.week} />
            </SimpleGrid>
            <Text fz="sm" c="dimmed">
              Per delivery you earn {euros(data.rule.basePerDeliveryCents)}, plus{' '}
              {data.rule.feeSharePercent}% of the delivery fee and {data.rule.tipPercent}% of the
              tip.
            </Text>
            {data.deliveries.map((job) => (
              <DeliveredJobRow key={job.orderId} job={job} />
            ))}
          </>
        )}
      </Stack>
    </Container>
  );
}
