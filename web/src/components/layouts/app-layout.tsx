import { Suspense } from 'react';
import { Box, Flex } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useOrderMode } from '@/features/order-mode/use-order-mode';
import { Footer } from './footer';
import { CenteredLoader } from '@/components/feedback/centered-loader';
import { Header } from './header';
import { useShellVisibility } from './route-handle';

/** The shop's frame: sticky header, the page, footer; a route may hide either bar. */
export function AppLayout() {
  const shell = useShellVisibility();
  const { atBar } = useOrderMode();
  return (
    <Flex direction="column" mih="100vh">
      {shell.header && <Header atBar={atBar} />}
      <Box component="main" style={{ flex: 1 }}>
        {/* Pages are fetched when first shown (app/routes): the frame stays while one loads. */}
        <Suspense fallback={<CenteredLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      {shell.footer && <Footer atBar={atBar} />}
      <ScrollRestoration />
    </Flex>
  );
}
