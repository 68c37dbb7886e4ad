import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import type * as LoaderModule from './load-admin-area';

// The bundle download is replaced; everything else in the loader module stays real.
const loadAdminArea = vi.hoisted(() => vi.fn());
vi.mock('./load-admin-area', async (importOriginal) => ({
  ...(await importOriginal<typeof LoaderModule>()),
  loadAdminArea,
}));

type Loader = typeof LoaderModule;

/**
 * React.lazy keeps its first outcome, so each test takes a fresh copy of the area (and of the
 * loader module, whose AdminLoadError the area recognises).
 */
async function renderArea(download: (loader: Loader) => ReturnType<Loader['loadAdminArea']>) {
  vi.resetModules();
  const loader = await import('./load-admin-area');
  loadAdminArea.mockImplementation(() => download(loader));
  const { AdminArea } = await import('./admin-area');
  return renderWithProviders(<AdminArea />, { route: '/admin' });
}

beforeEach(() => {
  loadAdminArea.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('lazily loaded back office', () => {
  it('shows Loading Admin Panel / Please wait... while the bundle downloads', async () => {
    await renderArea(() => new Promise(() => {}));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Loading Admin Panel');
    expect(status).toHaveTextContent('Please wait...');
  });

  it('shows the back office once it has arrived', async () => {
    await renderArea(() => Promise.resolve({ default: () => <h1>Back office</h1> }));
    expect(await screen.findByRole('heading', { name: 'Back office' })).toBeInTheDocument();
    expect(screen.queryByText('Loading Admin Panel')).not.toBeInTheDocument();
  });

  it('says Loading Error / Please refresh the page when the download fails, and reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { user } = await renderArea(({ AdminLoadError }) =>
      Promise.reject(new AdminLoadError(new TypeError('Failed to fetch'))),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Loading Error');
    expect(alert).toHaveTextContent('Please refresh the page');
    expect(screen.queryByText('Loading Admin Panel')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
