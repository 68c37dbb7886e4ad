import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOut, userAnswer } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const pathOf = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('route guards', () => {
  it('shows a centred spinner while the signed-in user is still loading', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderApp('/checkout');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it.each([
    ['/admin/orders', '/admin/login'],
    ['/admin', '/admin/login'],
    ['/driver/orders', '/driver/login'],
    ['/driverdashboardnow', '/driver/login'],
    ['/checkout?step=2', '/auth'],
    ['/customer/orders', '/auth'],
    ['/profile', '/auth'],
  ])('when signed out, %s redirects to %s and remembers the target', async (target, login) => {
    mockApi({ 'GET /api/user': signedOut });
    const { router } = renderApp(target);
    await waitFor(() => expect(router.state.location.pathname).toBe(login));
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe(target);
  });

  it('after signing in on /auth, the customer returns to the remembered page', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/login': {
        body: { ...userAnswer('customer').body, token: 'secret', message: 'Login successful' },
      },
    });
    const { router, user } = renderApp('/checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    await user.type(await screen.findByLabelText('Username'), 'maria');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(pathOf(router)).toBe('/checkout'));
    expect(await screen.findByRole('heading', { name: 'Delivery Address' })).toBeInTheDocument();
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows Access Denied with the role and the required role to a customer on a driver page', async () => {
    mockApi({ 'GET /api/user': userAnswer('customer') });
    renderApp('/driverdashboardnow');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to access this page.')).toBeInTheDocument();
    expect(screen.getByText('Your role: customer')).toBeInTheDocument();
    expect(screen.getByText('Required role: driver')).toBeInTheDocument();
  });

  it('shows Access Denied listing admin and staff to a customer on the back office', async () => {
    mockApi({ 'GET /api/user': userAnswer('customer') });
    renderApp('/admin/orders');
    expect(await screen.findByText('Required roles: admin, staff')).toBeInTheDocument();
    expect(screen.getByText('Your role: customer')).toBeInTheDocument();
  });

  it('names only admin to a customer on an admin-only section', async () => {
    mockApi({ 'GET /api/user': userAnswer('customer') });
    renderApp('/admin/zones');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Your role: customer')).toBeInTheDocument();
    expect(screen.getByText('Required role: admin')).toBeInTheDocument();
    expect(screen.queryByText(/Required roles/)).not.toBeInTheDocument();
  });

  it('shows Access Denied to staff on an admin-only section before the back office loads', async () => {
    mockApi({ 'GET /api/user': userAnswer('staff') });
    renderApp('/admin/zones');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Your role: staff')).toBeInTheDocument();
    expect(screen.getByText('Required role: admin')).toBeInTheDocument();
    // The refusal comes from the guard in front of the bundle, not the section inside it.
    expect(screen.queryByText('Italieno Admin')).not.toBeInTheDocument();
  });

  it('lets staff into a section open to staff', async () => {
    mockApi({ 'GET /api/user': userAnswer('staff') });
    renderApp('/admin/orders');
    expect(await screen.findByText('Italieno Admin')).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });

  it('renders the page for an allowed role', async () => {
    mockApi({ 'GET /api/user': userAnswer('driver') });
    renderApp('/driverdashboardnow');
    expect(await screen.findByRole('heading', { name: 'Driver Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });

  it.each(['/customer/orders', '/orders'])(
    'lets any signed-in role through to %s, which only needs a login',
    async (path) => {
      mockApi({
        'GET /api/user': userAnswer('driver'),
        'GET /api/orders': { body: { orders: [] } },
      });
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
      expect(await screen.findByText('No Current Orders')).toBeInTheDocument();
    },
  );

  it('forwards /driver and /driver/dashboard to /driverdashboardnow', async () => {
    mockApi({ 'GET /api/user': userAnswer('driver') });
    const { router } = renderApp('/driver/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/driverdashboardnow'));
  });
});

describe('not found', () => {
  it('shows 404 Page Not Found for an unknown path', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/no-such-page');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });

  it('shows 404 Page Not Found for an unknown back-office path', async () => {
    mockApi({ 'GET /api/user': userAnswer('admin') });
    renderApp('/admin/no-such-section');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });
});
