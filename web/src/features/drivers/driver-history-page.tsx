import { Alert, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatEuros, type DeliveredJob } from '@shop/contracts';
import { formatDateTime } from '@/features/orders/order-format';
import { driverDeliveriesQuery } from './jobs/api';
import { DriverPortalNav } from './driver-portal-nav';

export const formatKm = (metres: number | null) =>
  metres === null ? '—' : `${(metres / 1000).toFixed(1)} km`;

export function DeliveredJobRow({ job }: { job: DeliveredJob }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={`Delivery #${job.orderId}`}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0}>
          <Text fw={700}>
            #{job.orderId} · {job.streetAddress}
          </Text>
          <Text fz="sm" c="dimmed">
            {formatDateTime(job.deliveredAt)} · {formatKm(job.distanceMeters)}
            {job.distanceSource === 'estimate' ? ' (estimated)' : ''}
            {job.proof === 'photo' ? ' · photo' : ''}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={700}>{formatEuros(job.totalCents / 100)}</Text>
          {job.tipCents > 0 && (
            <Text fz="sm" c="dimmed">
              incl. tip {formatEuros(job.tipCents / 100)}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** /driver/orders: the driver's delivered jobs, newest first. */
export default function DriverHistoryPage() {
  const { data, error, isPending } = useQuery(driverDeliveriesQuery);
  return (
    <Container size={520} px="sm" py="md">
      <Stack gap="md">
        <DriverPortalNav />
        <Title order={1} fz={28}>
          Delivered orders
        </Title>
        {isPending && <Loader aria-label="Loading deliveries" />}
        {error && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        {data?.deliveries.length === 0 && <Text c="dimmed">No deliveries yet.</Text>}
        {data?.deliveries.map((job) => (
          <DeliveredJobRow key={job.orderId} job={job} />
        ))}
      </Stack>
    </Container>
  );
}
