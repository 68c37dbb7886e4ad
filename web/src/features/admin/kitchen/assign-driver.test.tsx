import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DispatchDriver, Order } from '@shop/contracts';
import { acceptedOrder, kitchenApi, renderBoard } from '@/testing/kitchen-board';
import { barOrder, foodOrder } from '@/testing/order-fixtures';

afterEach(() => vi.unstubAllGlobals());

const rider = (over: Partial<DispatchDriver>): DispatchDriver => ({
  id: 1,
  name: 'Luca Bianchi',
  phone: '+31 6 1234 5678',
  vehicleType: 'e-bike',
  online: true,
  isActive: true,
  lastSeenAt: null,
  openJobs: 0,
  distanceMeters: 300,
  ...over,
});

const drivers = [
  rider({ id: 1, name: 'Luca Bianchi', openJobs: 1 }),
  rider({ id: 2, name: 'Sara Conti' }),
  rider({ id: 3, name: 'Piet Koster', online: false }),
];

const card = (id: number) => screen.getByRole('article', { name: `Order #${id}` });

describe('assigning a driver on the kitchen board', () => {
  it('lists approved drivers, lets staff pick an online one and shows them on the card', async () => {
    const ready: Order = { ...acceptedOrder(foodOrder({ id: 3 })), status: 'ready' };
    const { calls } = kitchenApi(
      [ready, { ...acceptedOrder(barOrder({ id: 4 })), status: 'ready' }],
      {
        routes: {
          'GET /api/dispatch/drivers': { body: { drivers } },
          'POST /api/orders/3/assign': (body) => ({
            body: {
              order: {
                ...ready,
                driver: {
                  id: (body as { driverId: number }).driverId,
                  name: 'Sara Conti',
                  phone: '+31 6 8765 4321',
                  vehicleType: 'scooter',
                  currentLocation: null,
                  lastSeenAt: null,
                },
              },
            },
          }),
        },
      },
    );
    const { user } = renderBoard();
    await screen.findByRole('article', { name: 'Order #3' });
    // A bar order is handed over at the bar: no driver.
    expect(within(card(4)).queryByRole('button', { name: 'Assign driver' })).toBeNull();
    expect(within(card(3)).getByLabelText('Assigned driver')).toHaveTextContent('No driver yet');

    await user.click(within(card(3)).getByRole('button', { name: 'Assign driver' }));
    const assign = within(card(3)).getByRole('button', { name: 'Assign' });
    expect(assign).toBeDisabled();
    const select = within(card(3)).getByRole('combobox', { name: 'Driver' });
    const offline = await within(select).findByRole('option', { name: /Piet Koster · offline/ });
    expect(offline).toBeDisabled();
    expect(
      within(select).getByRole('option', { name: 'Luca Bianchi · online · 1 open' }),
    ).toBeEnabled();
    await user.selectOptions(select, 'Sara Conti · online · free');
    await user.click(assign);

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/api/orders/3/assign',
        body: { driverId: 2 },
      }),
    );
    expect(await within(card(3)).findByText('Sara Conti')).toBeInTheDocument();
    expect(within(card(3)).getByRole('button', { name: 'Change driver' })).toBeInTheDocument();
  });

  it('shows the server’s refusal when the driver went offline meanwhile', async () => {
    const ready: Order = { ...acceptedOrder(foodOrder({ id: 3 })), status: 'ready' };
    kitchenApi([ready], {
      routes: {
        'GET /api/dispatch/drivers': { body: { drivers } },
        'POST /api/orders/3/assign': {
          status: 409,
          body: { type: 'conflict', message: 'Sara Conti is offline' },
        },
      },
    });
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Assign driver' }));
    const select = within(card(3)).getByRole('combobox', { name: 'Driver' });
    await within(select).findByRole('option', { name: 'Sara Conti · online · free' });
    await user.selectOptions(select, 'Sara Conti · online · free');
    await user.click(within(card(3)).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Sara Conti is offline')).toBeInTheDocument();
    expect(within(card(3)).getByLabelText('Assigned driver')).toHaveTextContent('No driver yet');
  });
});

describe('automatic offers on the kitchen board', () => {
  it('lets an admin switch them on; staff do not see the switch', async () => {
    const { calls } = kitchenApi([foodOrder()], {
      role: 'admin',
      routes: {
        'GET /api/dispatch/settings': { body: { autoOfferReadyOrders: false } },
        'PUT /api/dispatch/settings': (body) => ({ body }),
      },
    });
    const { user, unmount } = renderBoard();
    const toggle = await screen.findByRole('switch', { name: 'Offer ready orders to drivers' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ autoOfferReadyOrders: true });
    unmount();

    kitchenApi([foodOrder()], {
      routes: { 'GET /api/dispatch/settings': { body: { autoOfferReadyOrders: false } } },
    });
    renderBoard();
    await screen.findByRole('article', { name: 'Order #12' });
    expect(screen.queryByRole('switch', { name: 'Offer ready orders to drivers' })).toBeNull();
  });
});
