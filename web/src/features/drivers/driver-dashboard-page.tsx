import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Alert, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { driverJobsQuery, useSetAvailability } from './jobs/api';
import { AssignedJobRow, CurrentJobCard } from './jobs/job-card';
import { OfferCard } from './jobs/offer-card';
import { DriverPortalScreen } from './driver-portal-screen';
import { PortalLocationCard } from './location/location-streamer';
import { PushOptIn } from '@/pwa/push-opt-in';
import './portal-styles';

/**
 * /driverdashboardnow: the shift switch, offers with their countdown, the job under way and the
 * jobs assigned next. Phone-first: one column, the thumb's buttons at full width. Kept current
 * by the live connection ('driver-jobs' messages read it again).
 */
export default function DriverDashboardPage() {
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery(driverJobsQuery);
  const shift = useSetAvailability();
  const clockOffsetMs = data ? Date.parse(data.serverTime) - Date.now() : 0;
  const online = shift.isPending ? shift.variables : (data?.online ?? false);
  useLanguage();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: driverJobsQuery.queryKey });

  return (
    <DriverPortalScreen
      title={m.portal_dashboard_title()}
      loadingLabel={m.portal_dashboard_loading()}
      isPending={isPending}
      error={error}
    >
      {data && !data.isActive && (
        <Alert color="yellow" title={m.portal_dashboard_awaiting()} role="status">
          {m.portal_dashboard_inactive()}
        </Alert>
      )}
      {data?.isActive && (
        <Stack gap="xs">
          <Group
            justify="space-between"
            p="md"
            bg={online ? 'green.0' : 'gray.1'}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Stack gap={0}>
              <Text fz="xl" fw={700}>
                {online ? m.portal_dashboard_online() : m.portal_dashboard_offline()}
              </Text>
              <Text fz="sm" c="dimmed">
                {online ? m.portal_dashboard_receiving() : m.portal_dashboard_notOnline()}
              </Text>
            </Stack>
            <Switch
              size="xl"
              color="green"
              aria-label={m.portal_dashboard_online()}
              checked={online}
              disabled={shift.isPending}
              onChange={(event) => shift.mutate(event.currentTarget.checked)}
            />
          </Group>
          <PortalLocationCard />
        </Stack>
      )}
      {data?.offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} clockOffsetMs={clockOffsetMs} onExpire={refetch} />
      ))}
      {data?.current && <CurrentJobCard key={data.current.orderId} job={data.current} />}
      {data && data.assigned.length > 0 && (
        <Stack gap="xs" component="section" aria-label={m.portal_dashboard_assigned()}>
          <Title order={2} fz="lg">
            {m.portal_dashboard_next()}
          </Title>
          {data.assigned.map((job) => (
            <AssignedJobRow key={job.orderId} job={job} />
          ))}
        </Stack>
      )}
      {data?.isActive && !data.current && data.offers.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {online ? m.portal_dashboard_noJobs() : m.portal_dashboard_goOnline()}
        </Text>
      )}
      {data?.isActive && <PushOptIn topic="driver" />}
    </DriverPortalScreen>
  );
}
