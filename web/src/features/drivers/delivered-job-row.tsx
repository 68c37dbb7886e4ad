import { Card, Group, Stack, Text } from '@mantine/core';
import { formatEuros, type DeliveredJob } from '@shop/contracts';
import { useTranslation } from '@/i18n/react';
import { formatDayTime, formatKm } from './portal-format';

/** One delivered job: where and when, how far, and what the driver earned with it. */
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
