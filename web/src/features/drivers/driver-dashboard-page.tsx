import { Button } from '@mantine/core';
import { NotAvailablePage } from '@/components/feedback/not-available-page';
import { useDriverLogout } from './use-driver-logout';

/** /driverdashboardnow (and /driver/earnings): the portal's entry, with the driver's logout. */
export default function DriverDashboardPage() {
  const { logout, isPending } = useDriverLogout();
  return (
    <NotAvailablePage name="Driver Dashboard">
      <Button mt="md" variant="light" onClick={logout} loading={isPending}>
        Logout
      </Button>
    </NotAvailablePage>
  );
}
