import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOut, userAnswer } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';
import { changeLanguage } from '@/i18n';

afterEach(() => vi.unstubAllGlobals());

const loginAnswer = (role: 'customer' | 'admin' | 'staff' | 'driver') => ({
  body: { ...userAnswer(role).body, token: 'secret', message: 'Login successful' },
});

async function submitLogin(
  user: ReturnType<typeof renderApp>['user'],
  username = 'maria',
  password = 'secret1',
) {
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

async function toast(title: string) {
  const alert = await screen.findByText(title);
  return alert.closest('[role="alert"]') ?? alert.parentElement!;
}

describe('login form', () => {
  it('shows the spec texts for a too short username and password', async () => {
    const { calls } = mockApi({ 'GET /api/user': signedOut });
    const { user } = renderApp('/auth');
    await submitLogin(user, 'ab', '12345');
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/login')).toBe(false);
  });

  it('marks the refused fields invalid, describes them with the error and focuses the first', async () => {
    mockApi({ 'GET /api/user': signedOut });
    const { user } = renderApp('/auth');
    await submitLogin(user, 'ab', '12345');
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Username must be at least 3 characters');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
  });

  it.each([401, 400])(
    'maps a %s answer to "Username or password not recognized"',
    async (status) => {
      mockApi({
        'GET /api/user': signedOut,
        'POST /api/login': { status, body: { type: 'unauthorized', message: 'Invalid login' } },
      });
      const { user } = renderApp('/auth/login');
      await submitLogin(user);
      const shown = await toast('Login failed');
      expect(
        within(shown as HTMLElement).getByText(
          'Username or password not recognized. Please try again.',
        ),
      ).toBeInTheDocument();
    },
  );

  it('says in Dutch that the username or password was not recognized', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/login': { status: 401, body: { type: 'unauthorized', message: 'Invalid login' } },
    });
    await changeLanguage('nl');
    try {
      const { user } = renderApp('/auth/login');
      await user.type(await screen.findByLabelText('Gebruikersnaam'), 'maria');
      await user.type(screen.getByLabelText('Wachtwoord'), 'secret1');
      await user.click(screen.getByRole('button', { name: 'Inloggen' }));
      const shown = await toast('Inloggen mislukt');
      expect(
        within(shown as HTMLElement).getByText(
          'Gebruikersnaam of wachtwoord niet herkend. Probeer het opnieuw.',
        ),
      ).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });

  it('shows the server message for other failures', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/login': {
        status: 429,
        body: { type: 'rate_limited', message: 'Too many failed attempts. Try again later.' },
      },
    });
    const { user } = renderApp('/auth');
    await submitLogin(user);
    await toast('Login failed');
    expect(screen.getByText('Too many failed attempts. Try again later.')).toBeInTheDocument();
  });

  it('shows "Could not log in" when the server cannot be reached', async () => {
    const { fetchMock } = mockApi({ 'GET /api/user': signedOut });
    const { user } = renderApp('/auth');
    await screen.findByLabelText('Username');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await submitLogin(user);
    await toast('Login failed');
    expect(screen.getByText('Could not log in. Please try again.')).toBeInTheDocument();
  });

  it.each([
    ['customer', '/'],
    ['admin', '/admin'],
    ['staff', '/admin'],
    ['driver', '/driverdashboardnow'],
  ] as const)('welcomes a %s back and sends them to %s', async (role, landing) => {
    mockApi({ 'GET /api/user': signedOut, 'POST /api/login': loginAnswer(role) });
    const { router, user } = renderApp('/auth');
    await submitLogin(user);
    await toast('Login successful');
    expect(screen.getByText('Welcome back, maria!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
  });
});

describe('register form', () => {
  it("says Passwords don't match under the confirmation", async () => {
    const { calls } = mockApi({ 'GET /api/user': signedOut });
    const { user } = renderApp('/auth/register');
    await user.type(await screen.findByLabelText('Username'), 'maria');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/register')).toBe(false);
  });

  it('registers a customer without sending the confirmation, then welcomes them', async () => {
    const { calls } = mockApi({
      'GET /api/user': signedOut,
      'POST /api/register': { status: 201, body: loginAnswer('customer').body },
    });
    const { router, user } = renderApp('/auth/register');
    await user.type(await screen.findByLabelText('Username'), 'maria');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await toast('Registration successful');
    expect(screen.getByText('Welcome, maria!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/register')?.body).toEqual({
      username: 'maria',
      password: 'secret1',
      role: 'customer',
      language: 'en',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a taken username in friendlier words', async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/register': {
        status: 409,
        body: { type: 'conflict', message: 'Username already exists' },
      },
    });
    const { user } = renderApp('/auth/register');
    await user.type(await screen.findByLabelText('Username'), 'maria');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await toast('Registration failed');
    expect(
      screen.getByText('This username is already taken. Please choose a different username.'),
    ).toBeInTheDocument();
  });

  it('switches between the tabs by link', async () => {
    mockApi({ 'GET /api/user': signedOut });
    const { router, user } = renderApp('/auth');
    await user.click(await screen.findByRole('link', { name: 'Register' }));
    expect(router.state.location.pathname).toBe('/auth/register');
    expect(await screen.findByLabelText('Confirm Password')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});

describe('auth page for a signed-in user', () => {
  it.each([
    ['admin', '/admin'],
    ['staff', '/admin'],
    ['customer', '/'],
    ['driver', '/driverdashboardnow'],
  ] as const)('sends a signed-in %s on to %s', async (role, landing) => {
    mockApi({ 'GET /api/user': userAnswer(role) });
    const { router } = renderApp('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
  });
});
