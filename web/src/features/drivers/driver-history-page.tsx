import { useTranslation } from '@/i18n/react';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { driverDeliveriesQuery } from './jobs/api';
import { DeliveredJobRow } from './delivered-job-row';
import { DriverPortalScreen } from './driver-portal-screen';
import './portal-styles';

/** /driver/orders: the driver's delivered jobs, newest first. */
export default function DriverHistoryPage() {
  const { data, error, isPending } = useQuery(driverDeliveriesQuery);
  const { t } = useTranslation('portal');
  return (
    <DriverPortalScreen
      title={t('history.title')}
      loadingLabel={t('history.loading')}
      isPending={isPending}
      error={error}
    >
      {data?.deliveries.length === 0 && <Text c="dimmed">{t('history.none')}</Text>}
      {data?.deliveries.map((job) => (
        <DeliveredJobRow key={job.orderId} job={job} />
      ))}
    </DriverPortalScreen>
  );
}
