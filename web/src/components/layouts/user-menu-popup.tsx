import { Menu, UnstyledButton } from '@mantine/core';
import { IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Link } from 'react-router-dom';
import type { User } from '@shop/contracts';
import { useOpenedAfterMount } from '@/components/overlays/lazy-overlay';
import { preloadAdminArea } from '@/features/admin';
import { accountLinks, dashboardLink } from './nav-links';
import { UserAvatar } from './user-avatar';

/** The account menu itself, fetched on its first open (user-menu.tsx) and open as it arrives. */
export default function UserMenuPopup({ user, onLogout }: { user: User; onLogout: () => void }) {
  const dashboard = dashboardLink(user.role);
  useLanguage();
  const { target, opened, setOpened } = useOpenedAfterMount<HTMLButtonElement>();
  return (
    <Menu position="bottom-end" width={200} withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <UnstyledButton
          ref={target}
          aria-label={m.common_nav_accountMenuOf({ name: user.username })}
        >
          <UserAvatar user={user} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.username}</Menu.Label>
        {accountLinks().map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label()}
          </Menu.Item>
        ))}
        {dashboard && (
          <Menu.Item
            component={Link}
            to={dashboard.to}
            leftSection={<IconLayoutDashboard size={16} />}
            onMouseEnter={dashboard.to === '/admin' ? preloadAdminArea : undefined}
            onFocus={dashboard.to === '/admin' ? preloadAdminArea : undefined}
          >
            {dashboard.label()}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={onLogout}>
          {m.common_nav_logout()}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
