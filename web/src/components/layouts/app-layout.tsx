import { useRef } from 'react';
import { Box, Flex } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useOrderMode } from '@/features/order-mode/use-order-mode';
import { Footer } from './footer';
import { Header } from './header';
import { useShellVisibility } from './route-handle';
import { useRouteFocus } from './use-route-focus';

/**
 * The shop's frame: a skip link, sticky header, the page, footer; a route may hide either bar.
 * A move to another page focuses its main heading.
 */
export function AppLayout() {
  const shell = useShellVisibility();
  const { atBar } = useOrderMode();
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <Flex direction="column" mih="100vh">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      {shell.header && <Header atBar={atBar} />}
      <Box
        component="main"
        id="main-content"
        ref={main}
        tabIndex={-1}
        data-focus-target=""
        style={{ flex: 1 }}
      >
        <Outlet />
      </Box>
      {shell.footer && <Footer atBar={atBar} />}
      <ScrollRestoration />
    </Flex>
  );
}
