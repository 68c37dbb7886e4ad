import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { Notification } from '@shop/contracts';
import { formatDate, formatTime } from '@/features/orders/order-format';
import { applyServerMessage } from '@/features/realtime/apply-server-message';
import { mockApi } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import { NotificationBell } from './notification-bell';

afterEach(() => vi.unstubAllGlobals());

let nextId = 0;
const note = (overrides: Partial<Notification> = {}): Notification => ({
  id: `n${++nextId}`,
  type: 'order_status_update',
  title: 'Order #12 is being prepared',
  message: 'Expected around 19:45',
  orderId: 12,
  status: 'preparing',
  estimatedDeliveryTime: null,
  timestamp: '2026-03-14T18:40:00.000Z',
  read: false,
  ...overrides,
});

function renderBell(notifications: Notification[]) {
  let list = notifications;
  const api = mockApi({
    'GET /api/notifications': () => ({
      body: { notifications: list, unread: list.filter((n) => !n.read).length },
    }),
    'PATCH /api/notifications/a/read': () => {
      list = list.map((n) => (n.id === 'a' ? { ...n, read: true } : n));
      return { body: { notification: list.find((n) => n.id === 'a') } };
    },
    'POST /api/notifications/read-all': () => {
      list = list.map((n) => ({ ...n, read: true }));
      return { body: { changed: 2 } };
    },
    'DELETE /api/notifications': () => {
      list = [];
      return { body: { changed: 3 } };
    },
  });
  const view = renderWithProviders(<NotificationBell />);
  const setServerList = (next: Notification[]) => (list = next);
  return { ...view, api, setServerList };
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const rows = () =>
  within(screen.getByRole('list', { name: 'Notification list' })).getAllByRole('button');

/** Opens the popover, whose code arrives on the first click. */
async function openBell(user: ReturnType<typeof renderBell>['user']) {
  await user.click(bell());
  await screen.findByRole('button', { name: 'Mark all read' });
}

const three = () => [
  note({ id: 'a', title: 'Order #12 is being prepared' }),
  note({ id: 'b', title: 'Order #12 is ready', timestamp: '2026-03-14T18:55:00.000Z' }),
  note({ id: 'c', title: 'Order #11 was delivered', read: true }),
];

describe('notification bell', () => {
  it('shows the unread count and lists the notifications with date and time', async () => {
    const { user } = renderBell(three());
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    await openBell(user);
    expect(rows().map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Unread: Order #12 is being prepared/),
      expect.stringMatching(/^Unread: Order #12 is ready/),
      expect.stringMatching(/^Order #11 was delivered/),
    ]);
    const at = new Date('2026-03-14T18:40:00.000Z');
    expect(rows()[0]).toHaveTextContent(`${formatDate(at)} ${formatTime(at)}`);
    expect(formatDate(at)).toMatch(/^Mar 1[45], 2026$/);
  });

  it('a click marks one read', async () => {
    const { user, api } = renderBell(three());
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await openBell(user);
    await user.click(rows()[0]!);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    expect(
      api.calls.some((c) => c.method === 'PATCH' && c.path === '/api/notifications/a/read'),
    ).toBe(true);
    expect(rows()[0]).not.toHaveTextContent('Unread');
    // Clicking a read one asks nothing more.
    await user.click(rows()[2]!);
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('Mark all read clears the badge; Clear all empties the list', async () => {
    const { user, api } = renderBell(three());
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await openBell(user);
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(
      api.calls.some((c) => c.method === 'POST' && c.path === '/api/notifications/read-all'),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('No notifications')).toBeVisible();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/notifications')).toBe(
      true,
    );
  });

  it('lists at most 50', async () => {
    const { user } = renderBell(Array.from({ length: 60 }, () => note({ read: true })));
    await vi.waitFor(() => expect(bell()).toBeVisible());
    await openBell(user);
    expect(await screen.findByRole('list', { name: 'Notification list' })).toBeVisible();
    expect(rows()).toHaveLength(50);
  });

  it('a pushed notification raises the badge and shows one toast at a time', async () => {
    const { queryClient } = renderBell(three());
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const push = (n: Notification) =>
      act(() =>
        applyServerMessage(queryClient, { type: 'notification', topic: 'user/7', notification: n }),
      );
    push(note({ id: 'd', title: 'Order #12 is out for delivery', message: 'Luca is on his way' }));
    expect(await screen.findByText('Luca is on his way')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();

    push(note({ id: 'e', title: 'Order #12 was delivered', message: 'Buon appetito!' }));
    expect(await screen.findByText('Buon appetito!')).toBeVisible();
    await vi.waitFor(() =>
      expect(screen.queryByText('Luca is on his way')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeVisible();
  });

  it('follows what another tab of the same browser did', async () => {
    const { setServerList } = renderBell(three());
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    setServerList(three().map((n) => ({ ...n, read: true })));
    const otherTab = new BroadcastChannel('italieno-notifications');
    otherTab.postMessage('changed');
    otherTab.close();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
  });
});
