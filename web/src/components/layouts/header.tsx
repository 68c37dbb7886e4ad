import { Suspense, lazy } from 'react';
import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Link, useLocation } from 'react-router-dom';
import { useUser } from '@/features/auth';
import { useCartBadgeCount } from '@/features/cart';
import { LanguageSwitch } from '@/features/language';
import { CartButton } from './cart-button';
import { Logo } from './logo';
import { mainLinks } from './nav-links';
import { lazyDialog } from '@/components/overlays/lazy-overlay';

// The drawer is fetched when the burger is first reached, not with the first load.
const mobileMenu = lazyDialog(() => import('./mobile-menu').then((m) => m.MobileMenu));

// What only a signed-in visitor sees, fetched once /api/user names them (signed-in-controls.tsx).
const signedIn = () => import('./signed-in-controls');
const NotificationBell = lazy(() => signedIn().then((m) => ({ default: m.NotificationBell })));
const UserMenu = lazy(() => signedIn().then((m) => ({ default: m.UserMenu })));
const ProfileLanguage = lazy(() => signedIn().then((m) => ({ default: m.ProfileLanguage })));

export function Header({ atBar }: { atBar: boolean }) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerWanted, wantDrawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const { data: user } = useUser();
  const cartCount = useCartBadgeCount();
  useLanguage();

  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <Group component="nav" gap={4} visibleFrom="sm" aria-label={m.common_nav_mainLabel()}>
            {mainLinks(atBar).map((item) => (
              <Button
                key={item.to}
                component={Link}
                to={item.to}
                variant={pathname === item.to ? 'light' : 'subtle'}
              >
                {item.label()}
              </Button>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {!atBar && (
              <Button component={Link} to="/merchandise" variant="outline" visibleFrom="sm">
                {m.common_nav_shopMerch()}
              </Button>
            )}
            <LanguageSwitch />
            {user && (
              <Suspense fallback={null}>
                <NotificationBell />
                <ProfileLanguage />
              </Suspense>
            )}
            <CartButton count={cartCount} />
            <Box visibleFrom="sm">
              {user ? (
                <Suspense fallback={<Box w={38} h={38} />}>
                  <UserMenu user={user} />
                </Suspense>
              ) : (
                <Button component={Link} to="/auth">
                  {m.common_nav_signIn()}
                </Button>
              )}
            </Box>
            <Burger
              opened={drawerOpened}
              onClick={() => {
                wantDrawer.open();
                drawer.toggle();
              }}
              onPointerEnter={mobileMenu.preload}
              onFocus={mobileMenu.preload}
              onTouchStart={mobileMenu.preload}
              hiddenFrom="sm"
              aria-label={m.common_nav_openNavigation()}
            />
          </Group>
        </Group>
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <mobileMenu.Dialog
            opened={drawerOpened}
            onClose={drawer.close}
            user={user}
            atBar={atBar}
            cartCount={cartCount}
          />
        </Suspense>
      )}
    </Box>
  );
}
