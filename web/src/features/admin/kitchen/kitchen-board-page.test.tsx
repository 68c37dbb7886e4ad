import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '@/features/orders/order-format';
import { FakeAudioContext } from '@/testing/fake-audio-context';
import { acceptedOrder, kitchenApi, renderBoard } from '@/testing/kitchen-board';
import { barOrder, foodOrder } from '@/testing/order-fixtures';
import { OTHER_ZONES, onDeviceInZone } from '@/testing/time-zone';
import { PRINT_ON_ACCEPT_KEY } from './kitchen-board-page';

beforeEach(() => {
  FakeAudioContext.reset();
  FakeAudioContext.startRunning = true;
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const column = (name: string) => screen.getByRole('region', { name });
const card = (id: number) => screen.getByRole('article', { name: `Order #${id}` });
const buttonNames = (id: number) =>
  within(card(id))
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);

const delivered = foodOrder({
  id: 5,
  status: 'delivered',
  acceptedAt: '2026-03-14T18:32:00.000Z',
  deliveredAt: '2026-03-14T19:10:00.000Z',
});
const cancelled = foodOrder({
  id: 6,
  status: 'cancelled',
  paymentStatus: 'refunded',
  cancellationReason: 'Out of bread',
  statusHistory: [
    ...foodOrder().statusHistory,
    { status: 'cancelled', move: 'cancel', at: '2026-03-14T19:20:00.000Z', note: 'Out of bread' },
  ],
  refund: {
    status: 'succeeded',
    amount: 40.43,
    requestedAt: '2026-03-14T18:40:00.000Z',
    refundedAt: '2026-03-14T18:41:00.000Z',
  },
});

describe('kitchen board columns', () => {
  it('puts every order in its column and leaves unpaid orders out', async () => {
    kitchenApi([
      foodOrder({ id: 1 }),
      acceptedOrder(foodOrder({ id: 2 })),
      { ...acceptedOrder(barOrder({ id: 3 })), status: 'ready' },
      { ...acceptedOrder(foodOrder({ id: 4 })), status: 'in_transit' },
      delivered,
      cancelled,
      foodOrder({ id: 7, status: 'pending', paymentStatus: 'unpaid' }),
    ]);
    renderBoard();
    await screen.findByRole('article', { name: 'Order #1' });
    const ids = (name: string) =>
      within(column(name))
        .queryAllByRole('article')
        .map((a) => a.getAttribute('aria-label'));
    expect(ids('New')).toEqual(['Order #1']);
    expect(ids('Preparing')).toEqual(['Order #2']);
    expect(ids('Ready')).toEqual(['Order #3']);
    expect(ids('Out for delivery')).toEqual(['Order #4']);
    // Done today: the latest first (cancelled 19:20, delivered 19:10).
    expect(ids('Done today')).toEqual(['Order #6', 'Order #5']);
    expect(screen.queryByRole('article', { name: 'Order #7' })).not.toBeInTheDocument();
    expect(within(card(6)).getByText('Out of bread')).toBeInTheDocument();
    expect(within(card(6)).getByText('Refunded')).toBeInTheDocument();
  });

  it('shows on a card what the kitchen needs: lines, choices, notes, where, option, payment', async () => {
    const express = foodOrder({
      id: 1,
      deliveryOption: 'express',
      orderNotes: 'No onions please',
    });
    const scheduled = acceptedOrder(
      foodOrder({
        id: 2,
        deliveryOption: 'scheduled',
        scheduledDeliveryTime: '2026-03-14T20:00:00.000Z',
      }),
    );
    kitchenApi([express, scheduled, barOrder({ id: 3 })], {
      routes: {
        'GET /api/geo/zones': { body: { zones: [{ id: 2, name: 'Oud-West' }] } },
      },
    });
    renderBoard();
    const first = await screen.findByRole('article', { name: 'Order #1' });
    expect(within(first).getByText('2 × Panino Caprese')).toBeInTheDocument();
    expect(within(first).getByText('Extra mozzarella')).toBeInTheDocument();
    expect(within(first).getByText('Sandwich: Panino Porchetta')).toBeInTheDocument();
    expect(within(first).getByText('Drink: Beer')).toBeInTheDocument();
    expect(within(first).getByText('Sauce: Aioli')).toBeInTheDocument();
    expect(within(first).getByLabelText('Notes')).toHaveTextContent('No onions please');
    expect(within(first).getByText('Express')).toBeInTheDocument();
    expect(within(first).getByText('Paid · Credit/Debit Card')).toBeInTheDocument();
    expect(await within(first).findByText('Overtoom 100 · Oud-West')).toBeInTheDocument();

    const second = card(2);
    const at = (iso: string) => formatTime(new Date(iso));
    expect(
      within(second).getByText(`Scheduled ${at('2026-03-14T20:00:00.000Z')}`),
    ).toBeInTheDocument();
    expect(within(second).getByLabelText('Estimate')).toHaveTextContent(
      `Ready by ${at(scheduled.readyBy)} (20 min)`,
    );

    expect(within(card(3)).getByText('Pickup at Bar Fiorella')).toBeInTheDocument();
  });

  describe.each(OTHER_ZONES)('on a tablet set to %s', (zone) => {
    onDeviceInZone(zone);

    it('gives every time on Amsterdam’s clock', async () => {
      const ready = {
        ...acceptedOrder(foodOrder({ id: 2, estimatedDelivery: '2026-03-14T19:15:00.000Z' })),
        status: 'ready' as const,
      };
      ready.statusHistory.push({
        status: 'ready',
        move: 'ready',
        at: '2026-03-14T18:49:00.000Z',
        note: null,
      });
      kitchenApi([
        ready,
        foodOrder({
          id: 1,
          deliveryOption: 'scheduled',
          scheduledDeliveryTime: '2026-03-14T20:00:00.000Z',
        }),
      ]);
      renderBoard();
      const first = await screen.findByRole('article', { name: 'Order #1' });
      expect(within(first).getByText('Scheduled 21:00')).toBeInTheDocument();
      expect(within(card(2)).getByLabelText('Estimate')).toHaveTextContent(
        /^Marked ready 19:49Delivery 20:15$/,
      );
    });
  });

  it('times an order on the server’s clock, not the tablet’s', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-14T18:00:00.000Z'), shouldAdvanceTime: true });
    // The tablet is 33 minutes behind: on the server the order is 3 minutes old.
    kitchenApi([foodOrder({ createdAt: '2026-03-14T18:30:00.000Z' })], {
      serverAhead: 33 * 60_000,
    });
    renderBoard();
    const order = await screen.findByRole('article', { name: 'Order #12' });
    expect(within(order).getByLabelText('Age')).toHaveTextContent(/^3:0\d$/);
  });
});

describe('kitchen board alert timers', () => {
  it('marks an order too long in its column in colour and words, ticking without a new read', async () => {
    // Only the date is the test's: the board is seen before the limit however slowly it first
    // renders, and its own one-second tick (a real timer) notices each minute passing.
    vi.useFakeTimers({ now: new Date('2026-03-14T18:51:00.000Z'), toFake: ['Date'] });
    // Accepted at 18:32 with a 20-minute limit on Preparing: overdue from 18:52.
    const api = kitchenApi([acceptedOrder(foodOrder({ id: 2 })), foodOrder({ id: 1 })], {
      alertMinutes: { new: 30, preparing: 20, ready: 10, out: 45 },
    });
    renderBoard();
    const order = await screen.findByRole('article', { name: 'Order #2' });
    expect(within(order).queryByLabelText('Overdue')).not.toBeInTheDocument();
    const reads = api.boardReads();

    vi.setSystemTime(new Date('2026-03-14T18:52:01.000Z'));
    expect(await within(card(2)).findByLabelText('Overdue')).toHaveTextContent(
      '20 min in Preparing',
    );
    expect(card(2)).toHaveStyle({ borderWidth: '4px' });
    // Order 1 has waited 21 minutes in New, under its 30-minute limit.
    expect(within(card(1)).queryByLabelText('Overdue')).not.toBeInTheDocument();
    expect(api.boardReads()).toBe(reads);

    vi.setSystemTime(new Date('2026-03-14T18:53:01.000Z'));
    await waitFor(() =>
      expect(within(card(2)).getByLabelText('Overdue')).toHaveTextContent('21 min in Preparing'),
    );
  });
});

describe('kitchen board buttons', () => {
  it('offers only the moves the order lifecycle allows the kitchen now', async () => {
    kitchenApi([
      foodOrder({ id: 1 }),
      acceptedOrder(foodOrder({ id: 2 })),
      { ...acceptedOrder(foodOrder({ id: 3 })), status: 'ready' },
      { ...acceptedOrder(barOrder({ id: 4 })), status: 'ready' },
      { ...acceptedOrder(foodOrder({ id: 8 })), status: 'in_transit' },
      delivered,
    ]);
    renderBoard();
    await screen.findByRole('article', { name: 'Order #1' });
    expect(buttonNames(1)).toEqual([
      'Accept with 10 minutes',
      'Accept with 15 minutes',
      'Accept with 20 minutes',
      'Accept with 30 minutes',
      'Accept with 45 minutes',
      'Cancel',
    ]);
    // Accepted delivery orders get a driver before they leave.
    expect(buttonNames(2)).toEqual([
      'Add 5 minutes',
      'Add 10 minutes',
      'Mark ready',
      'Assign driver',
      'Cancel',
    ]);
    expect(buttonNames(3)).toEqual(['Out for delivery', 'Assign driver', 'Cancel']);
    // A bar order is handed over at the bar: ready, then picked up.
    expect(buttonNames(4)).toEqual(['Picked up', 'Cancel']);
    // On its way: delivered, and no longer cancelled.
    expect(buttonNames(8)).toEqual(['Delivered']);
    expect(buttonNames(5)).toEqual([]);
    expect(within(card(2)).getByRole('link', { name: 'Print' })).toHaveAttribute(
      'href',
      '/print-order?id=2',
    );
  });

  it('accepts with the chosen preparation time and moves the card to Preparing', async () => {
    const { calls } = kitchenApi([foodOrder()]);
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Accept with 20 minutes' }));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/orders/12/status',
      body: { status: 'preparing', prepMinutes: 20 },
    });
    await waitFor(() =>
      expect(within(column('Preparing')).getByRole('article')).toHaveAccessibleName('Order #12'),
    );
    expect(within(column('New')).queryByRole('article')).not.toBeInTheDocument();
  });

  it('adds 5 or 10 minutes to an accepted order', async () => {
    const order = acceptedOrder(foodOrder());
    const { calls } = kitchenApi([order], {
      routes: {
        'POST /api/orders/12/delay': { body: { order: { ...order, prepMinutes: 30 } } },
      },
    });
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Add 10 minutes' }));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/orders/12/delay',
      body: { minutes: 10 },
    });
    expect(await within(card(12)).findByText(/\(30 min\)/)).toBeInTheDocument();
  });

  it('sends ready, out for delivery and delivered as the order moves on', async () => {
    const { calls } = kitchenApi([acceptedOrder(foodOrder())]);
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Mark ready' }));
    await user.click(
      await within(column('Ready')).findByRole('button', { name: 'Out for delivery' }),
    );
    await user.click(
      await within(column('Out for delivery')).findByRole('button', { name: 'Delivered' }),
    );
    await waitFor(() => expect(within(column('Done today')).getByRole('article')).toBeVisible());
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { status: 'ready' },
      { status: 'in_transit' },
      { status: 'delivered' },
    ]);
  });

  it('once marked ready, says when it became ready instead of when it was expected', async () => {
    kitchenApi([acceptedOrder(foodOrder())]);
    const { user } = renderBoard();
    const estimate = within(await screen.findByRole('article', { name: 'Order #12' }));
    expect(estimate.getByLabelText('Estimate')).toHaveTextContent(/Ready by \d\d:\d\d \(20 min\)/);

    vi.useFakeTimers({ now: new Date('2026-03-14T18:49:00.000Z'), toFake: ['Date'] });
    await user.click(screen.getByRole('button', { name: 'Mark ready' }));
    const ready = await within(column('Ready')).findByRole('article', { name: 'Order #12' });
    expect(within(ready).getByLabelText('Estimate')).toHaveTextContent(
      /^Marked ready \d\d:\d\dDelivery \d\d:\d\d$/,
    );
    expect(within(ready).queryByText(/Ready by/)).not.toBeInTheDocument();
  });

  it('cancels only with a reason', async () => {
    const { calls } = kitchenApi([foodOrder()]);
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #12' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText('Give a reason for the cancellation')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Out of bread');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      status: 'cancelled',
      reason: 'Out of bread',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel order #12' })).not.toBeInTheDocument(),
    );
    expect(within(column('Done today')).getByText('Out of bread')).toBeInTheDocument();
  });

  it('shows the server’s message when a stale board’s move is refused, and reads the board again', async () => {
    const api = kitchenApi([foodOrder()], {
      routes: {
        'PATCH /api/orders/12/status': {
          status: 409,
          body: { type: 'conflict', message: 'Order #12 has already been accepted' },
        },
      },
    });
    const { user } = renderBoard();
    await screen.findByRole('article', { name: 'Order #12' });
    // Another tablet accepted it a moment ago.
    api.setOrders([acceptedOrder(foodOrder())]);
    await user.click(screen.getByRole('button', { name: 'Accept with 15 minutes' }));
    expect(await screen.findByText('Order #12 has already been accepted')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(column('Preparing')).getByRole('article')).toHaveAccessibleName('Order #12'),
    );
    expect(api.boardReads()).toBe(2);
  });

  it('opens the receipt on accept when Print on accept is on, and remembers the setting', async () => {
    kitchenApi([foodOrder()]);
    const tab = { location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderBoard();
    await user.click(await screen.findByRole('switch', { name: 'Print on accept' }));
    expect(localStorage.getItem(PRINT_ON_ACCEPT_KEY)).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Accept with 10 minutes' }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith('/print-order?id=12'));
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('prints nothing on accept while the setting is off', async () => {
    kitchenApi([foodOrder()]);
    const open = vi.spyOn(window, 'open');
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Accept with 10 minutes' }));
    await waitFor(() => expect(within(column('Preparing')).getByRole('article')).toBeVisible());
    expect(open).not.toHaveBeenCalled();
  });
});
