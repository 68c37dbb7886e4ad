import type { ReactElement, ReactNode } from 'react';
import { Accordion, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { theme } from '@/app/theme';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/notify';
import { createQueryClient } from '@/lib/query-client';

// jsdom never ends a CSS transition, so an opened accordion panel would stay collapsed.
const testTheme = mergeThemeOverrides(theme, {
  components: { Accordion: Accordion.extend({ defaultProps: { transitionDuration: 0 } }) },
});

interface Options {
  /** The URL the page is rendered at. */
  route?: string;
  /** The route pattern the page is mounted on, e.g. '/bar/:slug'; the route's path by default. */
  path?: string;
  /** The history state the page is opened with (what `navigate(…, { state })` hands over). */
  state?: unknown;
  queryClient?: QueryClient;
}

/**
 * Renders a page with the app's providers: Mantine (test env: no transitions, no portals),
 * toasts, a fresh query client with the app's defaults and a memory router. Any other path
 * the page navigates to renders a marker reading "Navigated to <path>" (and "With query ?…").
 */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  const route = options.route ?? '/';
  const path = options.path ?? route.split('?')[0] ?? '/';
  const [pathname = '/', search] = route.split('?');
  const entry =
    options.state === undefined
      ? route
      : { pathname, search: search ? `?${search}` : '', state: options.state };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={testTheme} env="test">
      <Notifications limit={1} autoClose={TOAST_AUTO_CLOSE_MS} />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path={path} element={children} />
            <Route path="*" element={<NavigatedTo />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
  const user = userEvent.setup({ delay: null });
  return { user, queryClient, ...render(ui, { wrapper }) };
}

function NavigatedTo() {
  const location = useLocation();
  return (
    <>
      <p>Navigated to {location.pathname}</p>
      {location.search && <p>With query {location.search}</p>}
    </>
  );
}
