import { Badge, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import {
  IconCurrentLocation,
  IconLogin,
  IconLogout,
  IconReceipt,
  IconShoppingCart,
  IconUserPlus,
} from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Link } from 'react-router-dom';
import type { User } from '@shop/contracts';
import { preloadAdminArea } from '@/features/admin';
import { accountLinks, dashboardLink, mainLinks } from './nav-links';
import { UserAvatar } from './user-avatar';
import { useSignOut } from './use-sign-out';

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  user: User | null | undefined;
  atBar: boolean;
  cartCount: number;
}

/** The slide-in navigation below the sm breakpoint, mirroring the header (fetched on demand). */
export function MobileMenu({ opened, onClose, user, atBar, cartCount }: MobileMenuProps) {
  const onLogout = useSignOut(user?.role);
  const dashboard = user ? dashboardLink(user.role) : null;
  useLanguage();
  const link = (to: string, label: string, icon?: React.ReactNode) => (
    <NavLink key={to} component={Link} to={to} label={label} leftSection={icon} onClick={onClose} />
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={m.common_nav_menu()}
    >
      <Stack gap={4}>
        {user && (
          <Group wrap="nowrap" mb="sm">
            <UserAvatar user={user} />
            <div>
              <Text fw={600}>{user.username}</Text>
              {user.email && (
                <Text size="sm" c="dimmed">
                  {user.email}
                </Text>
              )}
            </div>
          </Group>
        )}
        {mainLinks(atBar).map((item) => link(item.to, item.label()))}
        {!atBar && link('/merchandise', m.common_nav_shopMerch())}
        <NavLink
          component={Link}
          to="/cart"
          label={m.common_nav_cart()}
          leftSection={<IconShoppingCart size={18} />}
          rightSection={<Badge size="sm">{cartCount}</Badge>}
          onClick={onClose}
        />
        <Divider my="xs" />
        {user ? (
          <>
            {accountLinks().map((item) =>
              link(
                item.to,
                item.label(),
                item.to === '/customer/orders' ? <IconReceipt size={18} /> : undefined,
              ),
            )}
            {link(
              '/customer/location-verification',
              m.common_nav_myLocation(),
              <IconCurrentLocation size={18} />,
            )}
            {dashboard && (
              <NavLink
                component={Link}
                to={dashboard.to}
                label={dashboard.label()}
                onClick={onClose}
                onMouseEnter={dashboard.to === '/admin' ? preloadAdminArea : undefined}
                onTouchStart={dashboard.to === '/admin' ? preloadAdminArea : undefined}
              />
            )}
            <NavLink
              component="button"
              label={m.common_nav_logout()}
              leftSection={<IconLogout size={18} />}
              onClick={() => {
                onClose();
                onLogout();
              }}
            />
          </>
        ) : (
          <>
            {link('/auth/login', m.common_nav_login(), <IconLogin size={18} />)}
            {link('/auth/register', m.common_nav_register(), <IconUserPlus size={18} />)}
          </>
        )}
      </Stack>
    </Drawer>
  );
}
