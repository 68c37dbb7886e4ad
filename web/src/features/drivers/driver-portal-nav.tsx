import { useTranslation } from '@/i18n/react';
import { Button, Group } from '@mantine/core';
import { NavLink, useLocation } from 'react-router-dom';
import { useDriverLogout } from './use-driver-logout';

const LINKS = [
  { to: '/driverdashboardnow', label: 'jobs' },
  { to: '/driver/orders', label: 'history' },
  { to: '/driver/earnings', label: 'earnings' },
  { to: '/driver/profile', label: 'profile' },
] as const;

/** The portal's screens and logout, as thumb-sized tabs. */
export function DriverPortalNav() {
  const { logout, isPending } = useDriverLogout();
  const { pathname } = useLocation();
  const { t } = useTranslation('portal');
  return (
    <Group component="nav" aria-label={t('nav.label')} grow gap={6} wrap="nowrap">
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
          {t(`nav.${link.label}`)}
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
        {t('nav.logout')}
      </Button>
    </Group>
  );
}
