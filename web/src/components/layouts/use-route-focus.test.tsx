import { useEffect, useRef, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { Link, Outlet, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { useRouteFocus } from './use-route-focus';

function Frame() {
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <>
      <nav>
        <Link to="/menu">Menu</Link>
        <Link to="/slow">Slow</Link>
      </nav>
      <main ref={main}>
        <Outlet />
      </main>
    </>
  );
}

/** A page whose heading comes with its data, a moment after the page itself. */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Track Order</h1> : <p>Loading…</p>;
}

const routes: RouteObject[] = [
  {
    element: <Frame />,
    children: [
      { path: '/', element: <h1>Italian street food</h1> },
      { path: '/menu', element: <h1>Our Menu</h1> },
      { path: '/slow', element: <SlowPage /> },
    ],
  },
];

describe('focus after a route change', () => {
  it('leaves focus alone on the first load', () => {
    renderApp('/', routes);
    expect(document.activeElement).toBe(document.body);
  });

  it('puts focus on the new page’s main heading, as a page load would start there', async () => {
    const { user } = renderApp('/', routes);
    await user.click(screen.getByRole('link', { name: 'Menu' }));
    const heading = await screen.findByRole('heading', { name: 'Our Menu' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('waits for the heading of a page that is still loading', async () => {
    const { user } = renderApp('/', routes);
    await user.click(screen.getByRole('link', { name: 'Slow' }));
    const heading = await screen.findByRole('heading', { name: 'Track Order' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
