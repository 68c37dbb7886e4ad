import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useRef } from 'react';
import { AppShell, Burger, Button, Group, NavLink, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useUser, useLogout } from '@/features/auth';
import { LanguageSwitch } from '@/features/language';
import { useRoleName } from './admin-labels';
import { navSectionsFor } from './admin-sections';
import { useTableSortWords } from './shared/table-sort-words';

/** The back office's own frame: a section list (what the role may open) and the page. */
export function AdminLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const { data: user } = useUser();
  const { logout, isPending } = useLogout();
  useLanguage();
  const roleName = useRoleName();
  const main = useRef<HTMLElement>(null);
  useTableSortWords(main);
  const sections = user ? navSectionsFor(user.role) : [];
  const current = pathname === '/admin/overview' ? '/admin' : pathname.replace(/\/$/, '');

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={m.adminShared_shell_menu()}
            />
            <Title order={4}>{m.adminShared_shell_title()}</Title>
          </Group>
          <Group wrap="nowrap" gap="sm">
            <LanguageSwitch />
            <Button component={Link} to="/" variant="subtle" visibleFrom="xs">
              {m.adminShared_shell_viewShop()}
            </Button>
            {user && (
              <Text size="sm" c="dimmed" visibleFrom="sm">
                {m.adminShared_shell_userRole({
                  username: user.username,
                  role: roleName(user.role),
                })}
              </Text>
            )}
            <Button
              variant="light"
              leftSection={<IconLogout size={16} />}
              loading={isPending}
              onClick={() => logout('/admin/login')}
            >
              {m.adminShared_shell_logout()}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <AppShell.Section grow component={ScrollArea}>
          {sections.map(({ path, label, icon: Icon }) => {
            const href = path ? `/admin/${path}` : '/admin';
            return (
              <NavLink
                key={href}
                component={Link}
                to={href}
                label={label()}
                leftSection={<Icon size={18} />}
                active={current === href}
                onClick={close}
              />
            );
          })}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main ref={main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
