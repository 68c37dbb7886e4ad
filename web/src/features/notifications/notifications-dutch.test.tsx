import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { notificationEnglish, notificationText, type Notification } from '@shop/contracts';
import { applyServerMessage } from '@/features/realtime/apply-server-message';
import { RealtimeContext } from '@/lib/realtime-context';
import { mockApi, signedOut, userAnswer, type MockAnswer } from '@/testing/mock-endpoints';
import { inDutch } from '@/testing/in-dutch';
import { renderWithProviders } from '@/testing/test-utils';
import NotificationsPage from './notifications-page';

inDutch();
afterEach(() => vi.unstubAllGlobals());

type Texts = NonNullable<Notification['texts']>;

// As the workers store them: in English, and by the codes of their texts.
const stored = (id: string, texts: Texts, read = false): Notification => ({
  id,
  type: 'order_status_update',
  title: notificationEnglish(texts.title),
  message: notificationEnglish(texts.message),
  texts,
  orderId: 1001,
  status: 'preparing',
  estimatedDeliveryTime: null,
  timestamp: '2026-03-14T18:40:00.000Z',
  read,
});

function renderPage(user: MockAnswer = userAnswer('customer'), notifications: Notification[] = []) {
  mockApi({
    'GET /api/user': user,
    'GET /api/notifications': {
      body: { notifications, unread: notifications.filter((n) => !n.read).length },
    },
  });
  return renderWithProviders(
    <RealtimeContext
      value={{ status: 'connecting', subscribe: () => () => {}, followOrder: () => () => {} }}
    >
      <NotificationsPage />
    </RealtimeContext>,
    { route: '/notifications' },
  );
}

describe('the notifications in Dutch', () => {
  it('shows the page, the connection and the test sender in Dutch', async () => {
    renderPage();

    expect(await screen.findByText('0 ongelezen')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Status van de verbinding' })).toHaveTextContent(
      'Verbinden',
    );
    const sender = within(screen.getByRole('form', { name: 'Stuur een testmelding' }));
    expect(sender.getByRole('textbox', { name: 'Titel' })).toHaveValue('Testmelding');
    expect(sender.getByRole('textbox', { name: 'Bericht' })).toHaveValue('Dit is een testmelding.');
    expect(sender.getByRole('textbox', { name: 'Bestelnummer' })).toHaveValue('123');
    expect(sender.getByRole('button', { name: 'Melding versturen' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(/Connection|unread|Send Notification/);
  });

  it('asks a guest in Dutch to sign in', async () => {
    renderPage(signedOut);

    expect(await screen.findByText('Log in om meldingen te krijgen')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/auth');
  });

  it('shows the stored notifications in Dutch in the bell and in a toast', async () => {
    const { user, queryClient } = renderPage(userAnswer('customer'), [
      stored('a', {
        title: notificationText('order_accepted', { order: 1001 }),
        message: notificationText('accepted_delivery', { prepMinutes: 20, at: '19:45' }),
      }),
      stored(
        'b',
        {
          title: notificationText('order_delivered', { order: 1000 }),
          message: notificationText('delivered_thanks'),
        },
        true,
      ),
      // One someone typed has no codes: it is shown as typed.
      {
        ...stored('t', {
          title: notificationText('order_paid', { order: 1 }),
          message: notificationText('paid_thanks'),
        }),
        title: 'Proefje',
        message: 'Typed by the kitchen',
        texts: undefined,
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Meldingen, 2 ongelezen' }));
    const rows = within(await screen.findByRole('list', { name: 'Lijst met meldingen' }))
      .getAllByRole('button')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringMatching(
        /^Ongelezen: Bestelling #1001 is aangenomenKlaar over ongeveer 20 minuten; verwacht om 19:45\.14 mrt 2026/,
      ),
      expect.stringMatching(
        /^Bestelling #1000 is bezorgdBuon appetito! Bedankt voor je bestelling bij Italieno\./,
      ),
      expect.stringMatching(/^Ongelezen: ProefjeTyped by the kitchen/),
    ]);

    act(() =>
      applyServerMessage(queryClient, {
        type: 'notification',
        topic: 'user/7',
        notification: stored('c', {
          title: notificationText('order_on_its_way', { order: 1001 }),
          message: notificationText('on_its_way', { at: '19:45' }),
        }),
      }),
    );
    const toast = within(await screen.findByRole('alert'));
    expect(toast.getByText('Bestelling #1001 is onderweg')).toBeVisible();
    expect(toast.getByText('Verwacht om 19:45.')).toBeVisible();
    expect(screen.queryByText(/Order #1001|Expected at/)).toBeNull();
  });
});
