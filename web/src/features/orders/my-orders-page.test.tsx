import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { estimateFromPosition, type Order } from '@shop/contracts';
import { cartStore } from '@/features/cart/cart-store';
import { applyServerMessage } from '@/features/realtime/apply-server-message';
import { menuItem } from '@/testing/fixtures';
import { mockApi, type MockAnswer } from '@/testing/mock-endpoints';
import { barOrder, foodOrder } from '@/testing/order-fixtures';
import { renderWithProviders } from '@/testing/test-utils';
import MyOrdersPage from './my-orders-page';
import { estimatedDeliveryText, formatTime } from './order-format';

function renderPage(answer: MockAnswer | ((body: unknown) => MockAnswer), more = {}) {
  const api = mockApi({ 'GET /api/orders': answer, ...more });
  return { ...renderWithProviders(<MyOrdersPage />, { route: '/customer/orders' }), api };
}

const listOf = (...orders: Order[]): MockAnswer => ({ body: { orders } });
const card = (id: number) => within(screen.getByRole('article', { name: `Order #${id}` }));

beforeEach(() => cartStore.clear());
afterEach(() => vi.unstubAllGlobals());

describe('my orders', () => {
  it('lists orders on their way under Current Orders and past ones under Order History', async () => {
    const { user } = renderPage(
      listOf(
        foodOrder({ id: 31, status: 'in_transit' }),
        foodOrder({ id: 30, status: 'pending', paymentStatus: 'unpaid' }),
        foodOrder({ id: 21, status: 'delivered' }),
        foodOrder({ id: 20, status: 'cancelled', paymentStatus: 'refunded' }),
      ),
    );

    expect(await screen.findByRole('tab', { name: 'Current Orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Order #31',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Order History' }));
    const history = screen.getByRole('tabpanel', { name: 'Order History' });
    const past = within(history).getAllByRole('button', { name: /^Order #/ });
    expect(past.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Order #21.*€ 40,43Delivered$/),
      expect.stringMatching(/^Order #20.*€ 40,43Cancelled$/),
    ]);
    // The unpaid order was left behind at checkout: it shows in neither tab.
    expect(screen.queryByText(/Order #30/)).not.toBeInTheDocument();
  });

  it('shows a current order: status, Track Order, lines, totals, address and estimate', async () => {
    const order = foodOrder({ id: 12, status: 'pending' });
    renderPage(listOf(order));

    await screen.findByRole('article', { name: 'Order #12' });
    expect(card(12).getByText('Pending')).toBeVisible();
    expect(card(12).getByRole('link', { name: 'Track Order' })).toHaveAttribute(
      'href',
      '/order/12',
    );
    const lines = within(card(12).getByRole('group', { name: 'Order total' }));
    expect(lines.getByText('2 × Panino Caprese')).toBeVisible();
    expect(lines.getByText('Extra mozzarella')).toBeVisible();
    expect(lines.getByText('Drink: Beer')).toBeVisible();
    expect(lines.getByLabelText('Subtotal')).toHaveTextContent('€ 35,00');
    expect(lines.getByLabelText('Delivery fee')).toHaveTextContent('€ 3,50');
    expect(lines.getByLabelText('Service fee')).toHaveTextContent('€ 1,93');
    expect(lines.getByLabelText('Total')).toHaveTextContent('€ 40,43');
    expect(card(12).getByLabelText('Delivery address')).toHaveTextContent(
      'Overtoom 1001054 HK AmsterdamNetherlands',
    );
    expect(card(12).getByLabelText('Estimated delivery')).toHaveTextContent(
      estimatedDeliveryText(order),
    );
  });

  it.each([
    ['pending', 'Pending'],
    ['preparing', 'Preparing'],
    ['ready', 'Ready'],
    ['in_transit', 'In Transit'],
    ['on_hold', 'on_hold'],
  ])('labels a %s order %s', async (status, label) => {
    renderPage(listOf(foodOrder({ id: 12, status: status as Order['status'] })));
    await screen.findByRole('article', { name: 'Order #12' });
    expect(card(12).getByText(label)).toBeVisible();
  });

  it('shows the bar to pick up at for a bar order, and no delivery fee', async () => {
    renderPage(listOf(barOrder({ id: 14 })));
    await screen.findByRole('article', { name: 'Order #14' });
    expect(card(14).getByLabelText('Pickup')).toHaveTextContent('Pickup at Bar Fiorella');
    expect(card(14).queryByLabelText('Delivery address')).not.toBeInTheDocument();
    expect(card(14).queryByLabelText('Delivery fee')).not.toBeInTheDocument();
    expect(card(14).getByLabelText('Estimated pickup')).toBeVisible();
  });

  it('shows the driver with a call button once one is assigned, and nothing before', async () => {
    renderPage(
      listOf(
        foodOrder({
          id: 12,
          status: 'in_transit',
          driver: {
            id: 1,
            name: 'Luca',
            phone: '+31 6 1234 5678',
            vehicleType: 'bike',
            currentLocation: null,
            lastSeenAt: null,
          },
        }),
        foodOrder({ id: 11 }),
      ),
    );
    await screen.findByRole('article', { name: 'Order #12' });
    expect(card(12).getByLabelText('Driver')).toHaveTextContent('Luca');
    expect(card(12).getByLabelText('Vehicle')).toHaveTextContent('Bike');
    expect(card(12).getByLabelText('Phone')).toHaveTextContent('+31 6 1234 5678');
    expect(card(12).getByRole('link', { name: 'Contact Driver' })).toHaveAttribute(
      'href',
      'tel:+31612345678',
    );
    expect(card(11).queryByLabelText('Driver')).not.toBeInTheDocument();
    expect(card(11).queryByRole('link', { name: 'Contact Driver' })).not.toBeInTheDocument();
  });

  it('an order on its way estimates its arrival from the driver’s last position', async () => {
    const seen = new Date();
    const order = foodOrder({
      id: 12,
      status: 'in_transit',
      estimatedDelivery: new Date(seen.getTime() - 5 * 60_000).toISOString(),
      driver: {
        id: 1,
        name: 'Luca',
        phone: '+31 6 1234 5678',
        vehicleType: 'scooter',
        currentLocation: { lat: 52.372, lng: 4.89 },
        lastSeenAt: seen.toISOString(),
      },
    });
    renderPage(listOf(order));
    await screen.findByRole('article', { name: 'Order #12' });
    const expected = estimateFromPosition({
      from: { lat: 52.372, lng: 4.89 },
      to: { lat: 52.361, lng: 4.871 },
      vehicleType: 'scooter',
      now: seen,
    });
    // Within the minute the page renders in: the kitchen's passed estimate is not shown.
    const shown = card(12).getByLabelText('Estimated delivery').textContent;
    expect([formatTime(expected), formatTime(new Date(expected.getTime() + 60_000))]).toContain(
      shown,
    );
  });

  it('says No Current Orders and No Order History, each with Browse Menu', async () => {
    const { user } = renderPage(listOf());
    expect(await screen.findByText('No Current Orders')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Menu' })).toHaveAttribute('href', '/menu');

    await user.click(screen.getByRole('tab', { name: 'Order History' }));
    expect(await screen.findByText('No Order History')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Menu' })).toHaveAttribute('href', '/menu');
  });

  it('offers Refresh Page when the orders cannot be loaded', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { user } = renderPage({
      status: 500,
      body: { type: 'unknown_error', message: 'Something went wrong' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops! Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reads the list again when a status change of one of the orders is heard', async () => {
    let status: Order['status'] = 'preparing';
    const { queryClient } = renderPage(() => listOf(foodOrder({ id: 12, status })));
    await screen.findByRole('article', { name: 'Order #12' });
    expect(card(12).getByText('Preparing')).toBeVisible();

    status = 'in_transit';
    applyServerMessage(queryClient, {
      type: 'order-status',
      topic: 'user/7',
      orderId: 12,
      status: 'in_transit',
      paymentStatus: 'paid',
    });
    expect(await card(12).findByText('In Transit')).toBeVisible();
  });

  it('shows a moved estimate and each status move live', async () => {
    let order = foodOrder({
      id: 12,
      status: 'preparing',
      estimatedDelivery: '2026-03-14T19:15:00.000Z',
    });
    const { queryClient } = renderPage(() => listOf(order));
    await screen.findByRole('article', { name: 'Order #12' });

    order = { ...order, estimatedDelivery: '2026-03-14T19:35:00.000Z' };
    applyServerMessage(queryClient, {
      type: 'order-estimate',
      topic: 'user/7',
      orderId: 12,
      estimatedDelivery: '2026-03-14T19:35:00.000Z',
      readyBy: null,
    });
    await vi.waitFor(() =>
      expect(card(12).getByLabelText('Estimated delivery')).toHaveTextContent(
        estimatedDeliveryText(order),
      ),
    );

    for (const [status, label] of [
      ['ready', 'Ready'],
      ['in_transit', 'In Transit'],
    ] as const) {
      order = { ...order, status };
      applyServerMessage(queryClient, {
        type: 'order-status',
        topic: 'user/7',
        orderId: 12,
        status,
        paymentStatus: 'paid',
      });
      expect(await card(12).findByText(label)).toBeVisible();
    }

    // Delivered: it moves to Order History.
    order = { ...order, status: 'delivered' };
    applyServerMessage(queryClient, {
      type: 'order-status',
      topic: 'user/7',
      orderId: 12,
      status: 'delivered',
      paymentStatus: 'paid',
    });
    expect(await screen.findByText('No Current Orders')).toBeVisible();
  });
});

describe('reorder', () => {
  const caprese = menuItem({
    id: 7,
    name: 'Panino Caprese',
    price: 10.25,
    options: [{ id: 3, name: 'Extras', value: 'Extra mozzarella', priceAdd: 1.25 }],
  });
  const combo = menuItem({ id: 20, name: 'Combo Panino', price: 12.5, isComboMeal: true });
  const comboChoices = {
    'GET /api/combo/sandwiches': { body: [{ id: 1, name: 'Panino Porchetta' }] },
    'GET /api/combo/drinks': { body: [{ id: 2, name: 'Beer', price: 1 }] },
    'GET /api/combo/sauces': { body: [{ id: 1, name: 'Aioli' }] },
  };
  const delivered = (items: Order['items']) => foodOrder({ id: 21, status: 'delivered', items });
  const [capreseLine, comboLine] = foodOrder().items as [Order['items'][0], Order['items'][0]];
  const tiramisu = { ...capreseLine, id: 3, menuItemId: 99, name: 'Tiramisù', options: [] };

  async function openPastOrder(user: ReturnType<typeof renderPage>['user']) {
    await user.click(await screen.findByRole('tab', { name: 'Order History' }));
    await user.click(screen.getByRole('button', { name: /^Order #21/ }));
  }

  it('puts the items back into the cart at today’s prices, skips what is gone and opens the cart', async () => {
    cartStore.add({
      id: 7,
      name: 'Panino Caprese',
      price: 10.25,
      selectedOptions: [{ id: 3, name: 'Extras', value: 'Extra mozzarella', priceAdd: 1.25 }],
    });
    const { user } = renderPage(listOf(delivered([capreseLine, comboLine, tiramisu])), {
      'GET /api/menu': { body: { items: [caprese, combo], featuredItems: [] } },
      ...comboChoices,
    });
    await openPastOrder(user);
    await user.click(screen.getByRole('button', { name: 'Reorder' }));

    expect(await screen.findByText('Navigated to /cart')).toBeVisible();
    expect(screen.getByText('Tiramisù is no longer available.')).toBeVisible();
    expect(
      cartStore.getItems().map(({ id, price, quantity, selectedOptions, comboSelections }) => ({
        id,
        price,
        quantity,
        options: selectedOptions?.map((o) => o.id),
        comboSelections,
      })),
    ).toEqual([
      // The line already in the cart grows by the order's two.
      { id: 7, price: 10.25, quantity: 3, options: [3], comboSelections: undefined },
      {
        id: 20,
        price: 13.5, // 12,50 plus the Beer surcharge
        quantity: 1,
        options: undefined,
        comboSelections: '{"sandwich":"Panino Porchetta","drink":"Beer","sauce":"Aioli"}',
      },
    ]);
  });

  it('stays on the page when nothing of the order can be had any more', async () => {
    const { user } = renderPage(listOf(delivered([tiramisu])), {
      'GET /api/menu': { body: { items: [caprese], featuredItems: [] } },
    });
    await openPastOrder(user);
    await user.click(screen.getByRole('button', { name: 'Reorder' }));

    expect(await screen.findByText('Nothing could be added')).toBeVisible();
    expect(screen.getByText('Tiramisù is no longer available.')).toBeVisible();
    expect(cartStore.getItems()).toEqual([]);
    expect(screen.queryByText('Navigated to /cart')).not.toBeInTheDocument();
  });

  it('offers View Details of a past order', async () => {
    const { user } = renderPage(listOf(delivered([capreseLine])));
    await openPastOrder(user);
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/order/21');
    expect(
      within(screen.getByRole('tabpanel', { name: 'Order History' })).getByText(
        '2 × Panino Caprese',
      ),
    ).toBeVisible();
  });
});
