import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOut, userAnswer } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

async function submit(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Username'), 'maria');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('admin login', () => {
  it('requires a username', async () => {
    mockApi({ 'GET /api/user': signedOut });
    const { user } = renderApp('/admin/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
  });

  it('tells a non-admin account its role when the api refuses it', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/admin/login': {
        status: 403,
        body: {
          type: 'forbidden',
          message: 'You do not have admin privileges. Your role: customer',
        },
      },
    });
    const { router, user } = renderApp('/admin/login');
    await submit(user);
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(
      screen.getByText('You do not have admin privileges. Your role: customer'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('says "Invalid username or password" when the api sends no message', async () => {
    mockApi({ 'GET /api/user': signedOut, 'POST /api/admin/login': { status: 401 } });
    const { user } = renderApp('/admin/login');
    await submit(user);
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
  });

  it('opens the back office after a successful login', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/admin/login': {
        body: { ...userAnswer('staff').body, token: 'secret', message: 'Login successful' },
      },
      'GET /api/ordering-status': {
        body: {
          masterEnabled: true,
          foodOrderingEnabled: true,
          barOrderingEnabled: false,
          merchandiseOrderingEnabled: true,
        },
      },
    });
    const { router, user } = renderApp('/admin/login');
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Bar QR ordering' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Online ordering' })).toBeChecked();
  });
});
