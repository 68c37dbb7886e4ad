import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { Alert, Container } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { userQuery, useUser } from '@/features/auth';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { keepLoadedCodeForOffline } from '@/pwa/keep-for-offline';
import { installAs } from '@/pwa/manifest-link';
import { driverJobsQuery } from './jobs/api';
import { LocationSharingContext, useLocationSharing } from './location/location-streamer';
import { useOnline } from './offline/driver-portal-guard';
import { savePortal } from './offline/portal-store';
import './portal-styles';

/**
 * Around every page of the driver portal: shares the driver's position while they are on shift
 * or on a job, whichever portal page is open (the dashboard shows the card).
 */
export function DriverPortalLayout() {
  useLanguage();
  const queryClient = useQueryClient();
  const { data } = useQuery(driverJobsQuery);
  const { data: user } = useUser();
  const online = useOnline();
  const onJob = Boolean(data?.current);
  const active = Boolean(data?.isActive && (data.online || onJob));
  const sharing = useLocationSharing({ active, onJob, driverId: user?.id ?? null });
  // Installed from here, the phone gets the portal's app; its code is kept for a tunnel.
  useEffect(() => installAs('driver'), []);
  useEffect(() => keepLoadedCodeForOffline(), []);
  // The driver and their jobs as last read, for a reload without a network.
  useEffect(() => {
    if (online && user?.role === 'driver' && data) void savePortal(user, data);
  }, [online, user, data]);
  // Back from a tunnel: what the kept copy showed is read again.
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    void queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: driverJobsQuery.queryKey });
  }, [online, queryClient]);
  const waiting = sharing.stream.pending;
  return (
    <LocationSharingContext value={sharing}>
      {!online && (
        <Container size={520} px="sm" pt="md">
          <Alert color="orange" icon={<IconWifiOff aria-hidden />} role="status">
            {m.portal_location_networkOffline()}
            {waiting > 0 && <> {m.portal_location_waiting({ count: waiting })}</>}
          </Alert>
        </Container>
      )}
      <Outlet />
    </LocationSharingContext>
  );
}
