import { Outlet } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { driverJobsQuery } from './jobs/api';
import { LocationSharingContext, useLocationSharing } from './location/location-streamer';
import './portal-styles';

/**
 * Around every page of the driver portal: shares the driver's position while they are on shift
 * or on a job, whichever portal page is open (the dashboard shows the card).
 */
export function DriverPortalLayout() {
  const { data } = useQuery(driverJobsQuery);
  const onJob = Boolean(data?.current);
  const active = Boolean(data?.isActive && (data.online || onJob));
  const sharing = useLocationSharing({ active, onJob });
  return (
    <LocationSharingContext value={sharing}>
      <Outlet />
    </LocationSharingContext>
  );
}
