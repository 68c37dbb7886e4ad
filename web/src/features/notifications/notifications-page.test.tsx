import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RealtimeContext } from '@/lib/realtime-context';
import type { RealtimeStatus } from '@/lib/realtime';
import { mockApi, signedOut, userAnswer, type MockAnswer } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import NotificationsPage from './notifications-page';

afterEach(() => vi.unstubAllGlobals());

function renderPage(
  user: MockAnswer,
  status: RealtimeStatus = 'connected',
  send: MockAnswer = { status: 201, body: {} },
) {
  const api = mockApi({
    'GET /api/user': user,
    'GET /api/notifications': { body: { notifications: [], unread: 0 } },
    'POST /api/send-notification': send,
  });
  const view = renderWithProviders(
    <RealtimeContext value={{ status, subscribe: () => () => {}, followOrder: () => () => {} }}>
      <NotificationsPage />
    </RealtimeContext>,
    { route: '/notifications' },
  );
  return { ...view, api };
}

const indicator = () => screen.getByRole('status', { name: 'Connection status' });

describe('notifications page', () => {
  it.each([
    ['connected', 'Connected'],
    ['connecting', 'Connecting'],
    ['disconnected', 'Disconnected'],
    ['error', 'Connection error'],
  ] as const)('shows a %s connection as %s', async (status, label) => {
    renderPage(userAnswer('customer'), status);
    await screen.findByText('0 unread');
    expect(indicator()).toHaveTextContent(label);
  });

  it('sends a test notification for order 123, status preparing, by default', async () => {
    const { user, api } = renderPage(userAnswer('customer'));
    await screen.findByText('0 unread');
    expect(screen.getByRole('textbox', { name: 'Order ID' })).toHaveValue('123');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('preparing');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['received', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled']);
    await user.click(screen.getByRole('option', { name: 'ready' }));

    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.click(screen.getByRole('textbox', { name: 'Title' }));
    await user.paste('Your pizza is ready');
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/send-notification')?.body).toEqual({
        notification: {
          type: 'order_status_update',
          title: 'Your pizza is ready',
          message: 'This is a test notification.',
          orderId: 123,
          status: 'ready',
        },
        role: 'customer',
      }),
    );
  });

  it('a failed send is only logged: no message on the page', async () => {
    const { user, api } = renderPage(userAnswer('customer'), 'connected', {
      status: 500,
      body: { type: 'unknown_error', message: 'Something went wrong' },
    });
    await screen.findByText('0 unread');
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    await vi.waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/send-notification')).toBe(true),
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send Notification' })).toBeEnabled(),
    );
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the bell with its unread count to a signed-in user', async () => {
    renderPage(userAnswer('customer'));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
  });

  it('a guest sees the connection as disconnected and a hint to sign in', async () => {
    const { api } = renderPage(signedOut, 'connected');
    expect(await screen.findByText('Sign in to get notifications')).toBeVisible();
    expect(indicator()).toHaveTextContent('Disconnected');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('button', { name: 'Send Notification' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/notifications')).toBe(false);
  });
});
