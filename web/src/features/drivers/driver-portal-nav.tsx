import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Button, Group } from '@mantine/core';
import { NavLink, useLocation } from 'react-router-dom';
import { useDriverLogout } from './use-driver-logout';

const LINKS = [
  { to: '/driverdashboardnow', label: m.portal_nav_jobs },
  { to: '/driver/orders', label: m.portal_nav_history },
  { to: '/driver/earnings', label: m.portal_nav_earnings },
  { to: '/driver/profile', label: m.portal_nav_profile },
] as const;

/** The portal's screens and logout, as thumb-sized tabs. */
export function DriverPortalNav() {
  const { logout, isPending } = useDriverLogout();
  const { pathname } = useLocation();
  useLanguage();
  return (
    <Group component="nav" aria-label={m.portal_nav_label()} grow gap={6} wrap="nowrap">
      {LINKS.map((link) => (
        // One link styled as a button: a button inside a link would be two tab stops.
        <Button
          key={link.to}
          component={NavLink}
          to={link.to}
          end
          fullWidth
          size="md"
          fz="sm"
          variant={pathname === link.to ? 'filled' : 'light'}
          px={2}
        >
          {link.label()}
        </Button>
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
        {m.portal_nav_logout()}
      </Button>
    </Group>
  );
}
