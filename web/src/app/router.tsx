import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from './routes';

/**
 * `painted`: the app hydrates a page the server painted (src/first-paint). The router then
 * leaves the scroll position alone on its first render, as for any page the server rendered:
 * a customer who scrolled the painted menu stays where they are when the app takes over.
 */
export function AppRouter({ painted = false }: { painted?: boolean }) {
  const [router] = useState(() =>
    createBrowserRouter(appRoutes, painted ? { hydrationData: {} } : undefined),
  );
  return <RouterProvider router={router} />;
}
