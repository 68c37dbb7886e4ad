import { Card, Group, Stack, Text } from '@mantine/core';
import { formatEuros, type DeliveredJob } from '@shop/contracts';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { formatDayTime, formatKm } from './portal-format';

/** One delivered job: where and when, how far, and what the driver earned with it. */
export function DeliveredJobRow({ job }: { job: DeliveredJob }) {
  useLanguage();
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={m.portal_history_delivery({ id: job.orderId })}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0}>
          <Text fw={700}>
            #{job.orderId} · {job.streetAddress}
          </Text>
          <Text fz="sm" c="dimmed">
            {formatDayTime(job.deliveredAt)} · {formatKm(job.distanceMeters)}
            {job.distanceSource === 'estimate' ? m.portal_history_estimated() : ''}
            {job.proof === 'photo' ? m.portal_history_photo() : ''}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={700}>{formatEuros(job.totalCents / 100)}</Text>
          {job.tipCents > 0 && (
            <Text fz="sm" c="dimmed">
              {m.portal_history_inclTip({ amount: formatEuros(job.tipCents / 100) })}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
