import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { driverDeliveriesQuery } from './jobs/api';
import { DeliveredJobRow } from './delivered-job-row';
import { DriverPortalScreen } from './driver-portal-screen';
import './portal-styles';

/** /driver/orders: the driver's delivered jobs, newest first. */
export default function DriverHistoryPage() {
  const { data, error, isPending } = useQuery(driverDeliveriesQuery);
  useLanguage();
  return (
    <DriverPortalScreen
      title={m.portal_history_title()}
      loadingLabel={m.portal_history_loading()}
      isPending={isPending}
      error={error}
    >
      {data?.deliveries.length === 0 && <Text c="dimmed">{m.portal_history_none()}</Text>}
      {data?.deliveries.map((job) => (
        <DeliveredJobRow key={job.orderId} job={job} />
      ))}
    </DriverPortalScreen>
  );
}
