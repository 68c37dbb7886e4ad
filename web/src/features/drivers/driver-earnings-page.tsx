import { useTranslation } from '@/i18n/react';
import { Alert, Card, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatEuros, type EarningsTotals } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { driverEarningsQuery } from './jobs/api';
import { DeliveredJobRow } from './driver-history-page';
import { formatKm } from './portal-format';
import { DriverPortalNav } from './driver-portal-nav';
import './portal-styles';

const euros = (cents: number) => formatEuros(cents / 100);

function Totals({ title, totals }: { title: string; totals: EarningsTotals }) {
  const { t } = useTranslation('portal');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Text fw={600}>{title}</Text>
      <Text fz={32} fw={800}>
        {euros(totals.totalCents)}
      </Text>
      <Text fz="sm" c="dimmed">
        {t('earnings.deliveries', { count: totals.deliveries })} · {formatKm(totals.distanceMeters)}
      </Text>
      <Text fz="sm" c="dimmed">
        {t('earnings.parts', {
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
  const { t } = useTranslation('portal');
  return (
    <Container size={520} px="sm" py="md">
      <Stack gap="md">
        <DriverPortalNav />
        <Title order={1} fz={28}>
          {t('earnings.title')}
        </Title>
        {isPending && <Loader role="progressbar" aria-label={t('earnings.loading')} />}
        {error && (
          <Alert color="red" role="alert">
            {localizeMessage(error.message)}
          </Alert>
        )}
        {data && (
          <>
            <SimpleGrid cols={2} spacing="sm">
              <Totals title={t('earnings.today')} totals={data.today} />
              <Totals title={t('earnings.week')} totals={data.week} />
            </SimpleGrid>
            <Text fz="sm" c="dimmed">
              {t('earnings.rule', {
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
      </Stack>
    </Container>
  );
}
