import { Button, Group } from '@mantine/core';
import { NavLink } from 'react-router-dom';
import { useDriverLogout } from './use-driver-logout';

const LINKS = [
  { to: '/driverdashboardnow', label: 'Jobs' },
  { to: '/driver/orders', label: 'History' },
  { to: '/driver/earnings', label: 'Earnings' },
  { to: '/driver/profile', label: 'Profile' },
] as const;

/** The portal's screens and logout, as thumb-sized tabs. */
export function DriverPortalNav() {
  const { logout, isPending } = useDriverLogout();
  return (
    <Group component="nav" aria-label="Driver portal" grow gap={6} wrap="nowrap">
      {LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end style={{ textDecoration: 'none' }}>
          {({ isActive }) => (
            <Button fullWidth size="md" fz="sm" variant={isActive ? 'filled' : 'light'} px={2}>
              {link.label}
            </Button>
          )}
        </NavLink>
      ))}
      <Button
        size="md"
        fz="sm"
        variant="subtle"
        color="gray"
        px={2}
        onClick={logout}
        loading={isPending}
      >
        Logout
      </Button>
    </Group>
  );
}
