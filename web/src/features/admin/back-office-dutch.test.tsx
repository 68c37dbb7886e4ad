import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { loadMessages } from '@/i18n/messages';
import { FakeAudioContext } from '@/testing/fake-audio-context';
import { acceptedOrder, kitchenApi, renderBoard } from '@/testing/kitchen-board';
import { mockApi, userAnswer } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';
import { foodOrder } from '@/testing/order-fixtures';

beforeEach(async () => {
  FakeAudioContext.reset();
  FakeAudioContext.startRunning = true;
  vi.stubGlobal('AudioContext', FakeAudioContext);
  await changeLanguage('nl');
  await loadMessages('nl');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('the back office in Dutch', () => {
  it('shows the kitchen board’s columns, cards and moves in Dutch', async () => {
    kitchenApi([foodOrder({ id: 1 }), acceptedOrder(foodOrder({ id: 2 }))]);
    renderBoard();

    const fresh = within(await screen.findByRole('region', { name: 'Nieuw' }));
    const card = within(fresh.getByRole('article', { name: 'Bestelling #1' }));
    expect(card.getByText('Accepteren · minuten bereidingstijd')).toBeVisible();
    expect(card.getByRole('button', { name: 'Accepteren met 15 minuten' })).toBeVisible();
    expect(card.getByText(/^Betaald · /)).toBeVisible();

    const preparing = within(screen.getByRole('region', { name: 'In bereiding' }));
    const accepted = within(preparing.getByRole('article', { name: 'Bestelling #2' }));
    expect(accepted.getByRole('button', { name: 'Klaar melden' })).toBeVisible();
    expect(accepted.getByText(/^Klaar om \d\d:\d\d \(20 min\)$/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Vandaag afgerond' })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Printen bij accepteren' })).toBeInTheDocument();
  });

  it('says after Klaar melden when the order became ready', async () => {
    kitchenApi([acceptedOrder(foodOrder({ id: 2 }))]);
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Klaar melden' }));
    const ready = within(await screen.findByRole('region', { name: 'Klaar' }));
    const card = within(await ready.findByRole('article', { name: 'Bestelling #2' }));
    expect(card.getByText(/^Klaar gemeld \d\d:\d\d$/)).toBeVisible();
    expect(card.queryByText(/^Klaar om/)).not.toBeInTheDocument();
  });
});

describe('the back office’s paged tables in Dutch', { timeout: 60_000 }, () => {
  const customer = {
    id: 5,
    username: 'ottavia',
    email: 'ottavia@example.com',
    name: 'Ottavia Quercia',
    phone: null,
    role: 'customer' as const,
    createdAt: '2026-11-01T10:00:00.000Z',
    orders: 3,
    lastOrderAt: '2026-11-25T11:00:00.000Z',
  };
  const order = {
    id: 1042,
    createdAt: '2026-11-25T11:00:00.000Z',
    customerName: 'Ottavia Quercia',
    customerEmail: 'ottavia@example.com',
    kind: 'delivery' as const,
    deliveryType: 'delivery' as const,
    barName: null,
    status: 'preparing' as const,
    paymentStatus: 'paid' as const,
    totalCents: 2950,
  };

  it.each([
    ['/admin/orders?view=all', 'Ottavia Quercia'],
    ['/admin/customers', 'ottavia'],
    ['/admin/audit-log', 'order.refund-requested'],
  ])('%s names its paging in Dutch', async (route, shown) => {
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/orders': { body: { rows: [order], total: 60, bars: [] } },
      'GET /api/admin/customers': { body: { rows: [customer], total: 60 } },
      'GET /api/admin/audit-log': {
        body: {
          rows: [
            {
              id: 1,
              at: '2026-11-25T11:00:00.000Z',
              actorId: 3,
              actorName: 'marco',
              actorRole: 'staff',
              section: 'orders',
              action: 'order.refund-requested',
              entityType: 'order',
              entityId: '1042',
              before: null,
              after: null,
            },
          ],
          total: 60,
        },
      },
    });
    renderApp(route);
    expect((await screen.findAllByText(shown, {}, { timeout: 15_000 })).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Vorige pagina' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volgende pagina' })).toBeInTheDocument();
    expect(screen.getByText('Rijen per pagina')).toBeInTheDocument();
    expect(screen.queryByText(/Records per page|Previous page|Next page/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Previous page|Next page/ })).toBeNull();
  });
});

describe('the ordering switches in Dutch', () => {
  it('say in Dutch that a switch was not changed', async () => {
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/ordering-status': {
        body: {
          masterEnabled: true,
          foodOrderingEnabled: true,
          barOrderingEnabled: true,
          merchandiseOrderingEnabled: true,
        },
      },
      'PUT /api/admin/ordering-status': {
        status: 500,
        body: {
          type: 'unknown_error',
          message: 'Something went wrong on our side. Please try again.',
        },
      },
    });
    const { user } = renderApp('/admin/overview');
    await user.click(
      await screen.findByRole('switch', { name: 'Online bestellen' }, { timeout: 15_000 }),
    );
    expect(await screen.findByText('De bestelstatus kon niet worden gewijzigd')).toBeVisible();
    expect(screen.queryByText(/Could not change|went wrong/)).toBeNull();
  });
});
