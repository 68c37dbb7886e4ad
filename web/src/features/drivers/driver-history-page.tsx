import { useTranslation } from '@/i18n/react';
import { Alert, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatEuros, type DeliveredJob } from '@shop/contracts';
import { formatDayTime, formatKm } from './portal-format';
import { localizeMessage } from '@/i18n/messages';
import { driverDeliveriesQuery } from './jobs/api';
import { DriverPortalNav } from './driver-portal-nav';
import './portal-styles';

export function DeliveredJobRow({ job }: { job: DeliveredJob }) {
  const { t } = useTranslation('portal');
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={t('history.delivery', { id: job.orderId })}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0}>
          <Text fw={700}>
            #{job.orderId} · {job.streetAddress}
          </Text>
          <Text fz="sm" c="dimmed">
            {formatDayTime(job.deliveredAt)} · {formatKm(job.distanceMeters)}
            {job.distanceSource === 'estimate' ? t('history.estimated') : ''}
            {job.proof === 'photo' ? t('history.photo') : ''}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={700}>{formatEuros(job.totalCents / 100)}</Text>
          {job.tipCents > 0 && (
            <Text fz="sm" c="dimmed">
              {t('history.inclTip', { amount: formatEuros(job.tipCents / 100) })}
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
  const { t } = useTranslation('portal');
  return (
    <Container size={520} px="sm" py="md">
      <Stack gap="md">
        <DriverPortalNav />
        <Title order={1} fz={28}>
          {t('history.title')}
        </Title>
        {isPending && <Loader role="progressbar" aria-label={t('history.loading')} />}
        {error && (
          <Alert color="red" role="alert">
            {localizeMessage(error.message)}
          </Alert>
        )}
        {data?.deliveries.length === 0 && <Text c="dimmed">{t('history.none')}</Text>}
        {data?.deliveries.map((job) => (
          <DeliveredJobRow key={job.orderId} job={job} />
        ))}
      </Stack>
    </Container>
  );
}
