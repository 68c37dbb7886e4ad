import { Suspense, useRef } from 'react';
import { Box, Center, Flex, Loader } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { KeepOrderMode, useAtBar } from '@/features/cart';
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
  const atBar = useAtBar();
  const main = useRef<HTMLElement>(null);
  useLanguage();
  useRouteFocus(main);
  return (
    <Flex direction="column" mih="100vh">
      <a className="skip-link" href="#main-content">
        {m.common_nav_skipToContent()}
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
        {/* Pages are fetched when first shown (app/routes): the frame stays while one loads. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      {shell.footer && <Footer atBar={atBar} />}
      <ScrollRestoration />
      <KeepOrderMode />
    </Flex>
  );
}

/**
 * A page's place while its code arrives: a screen high, so the footer waits below the fold
 * instead of jumping down when the page appears (layout shift).
 */
function PageLoading() {
  useLanguage();
  return (
    <Center mih="100vh" role="status" aria-label={m.common_status_loading()}>
      <Loader />
    </Center>
  );
}
