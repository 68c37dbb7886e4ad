import { MantineProvider, mergeThemeOverrides, Popover } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { appRoutes } from '@/app/routes';
import { theme } from '@/app/theme';
import { createQueryClient } from '@/lib/query-client';

// jsdom lays nothing out, so floating elements would count as detached and stay hidden.
const testTheme = mergeThemeOverrides(theme, {
  components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) },
});

/** Renders the app (or given routes) at `path` with the real providers, minus the socket. */
export function renderApp(path: string, routes: RouteObject[] = appRoutes) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <MantineProvider theme={testTheme}>
      <Notifications limit={1} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient, user };
}
