import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOut, userAnswer } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const driverSession = {
  body: {
    token: 'secret',
    user: userAnswer('driver', 'luca').body,
    driver: {
      id: 3,
      userId: 7,
      fullName: 'Luca Rossi',
      phone: '',
      vehicleType: 'bike',
      licensePlate: '',
      licenseNumber: '',
      isActive: true,
      agreementAccepted: true,
      agreementDate: null,
    },
  },
};

async function fillLogin(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Username'), 'luca');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('driver login', () => {
  it('shows the server message when the account is not a driver', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/driver/login': {
        status: 403,
        body: { type: 'forbidden', message: 'This account is not a driver account' },
      },
    });
    const { user } = renderApp('/driver/login');
    await fillLogin(user);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('This account is not a driver account')).toBeInTheDocument();
  });

  it('says "Invalid credentials" when a failure carries no message', async () => {
    mockApi({ 'GET /api/user': signedOut, 'POST /api/driver/login': { status: 401 } });
    const { user } = renderApp('/driver/login');
    await fillLogin(user);
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
  });

  it('verifies the session, then opens the driver dashboard', async () => {
    const { calls } = mockApi({
      'GET /api/user': signedOut,
      'POST /api/driver/login': driverSession,
      'GET /api/driver/me': driverSession,
    });
    const { router, user } = renderApp('/driver/login');
    await fillLogin(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/driverdashboardnow'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /api/driver/me');
    expect(await screen.findByRole('heading', { name: 'Driver Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('driver logout', () => {
  it('logs out locally even when the server fails', async () => {
    mockApi({
      'GET /api/user': userAnswer('driver'),
      'POST /api/driver/logout': { status: 500, body: { type: 'unknown_error', message: 'Oops' } },
    });
    const { router, user } = renderApp('/driverdashboardnow');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout partially successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/driver/login'));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('says goodbye after a normal logout', async () => {
    mockApi({
      'GET /api/user': userAnswer('driver'),
      'POST /api/driver/logout': { body: { message: 'Logged out' } },
    });
    const { user } = renderApp('/driverdashboardnow');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout successful')).toBeInTheDocument();
    expect(screen.getByText("You've been logged out of your account")).toBeInTheDocument();
  });
});
