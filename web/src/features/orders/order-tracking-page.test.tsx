import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Order } from '@shop/contracts';
import { applyServerMessage } from '@/features/realtime/apply-server-message';
import { RealtimeContext } from '@/lib/realtime-context';
import { mockApi, signedOut, userAnswer, type MockAnswer } from '@/testing/mock-endpoints';
import { barOrder, foodOrder } from '@/testing/order-fixtures';
import { renderWithProviders } from '@/testing/test-utils';
import { formatTime } from './order-format';
import OrderTrackingPage from './order-tracking-page';

// jsdom cannot draw WebGL: the map lists the places it would show.
vi.mock('@/features/map/delivery-map', () => ({
  DeliveryMap: ({ points = [] }: { points?: { id: string; label: string }[] }) => (
    <ul aria-label="Places on the map">
      {points.map((p) => (
        <li key={p.id}>{p.label}</li>
      ))}
    </ul>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

const minutesFromNow = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 + 10_000).toISOString();

const restaurant = {
  'GET /api/settings': {
    body: { address: 'Damrak 1, 1012 LG Amsterdam', phone: '', email: '', openingHours: '{}' },
  },
  'POST /api/geo/geocode': { body: { coordinates: { lat: 52.376, lng: 4.896 } } },
};

function renderTracking(
  order: MockAnswer | (() => MockAnswer),
  { route = '/order/12', user = userAnswer('customer') as MockAnswer } = {},
) {
  const api = mockApi({ 'GET /api/user': user, 'GET /api/orders/12': order, ...restaurant });
  const followOrder = vi.fn(() => () => {});
  const view = renderWithProviders(
    <RealtimeContext value={{ status: 'connected', subscribe: () => () => {}, followOrder }}>
      <OrderTrackingPage />
    </RealtimeContext>,
    { route, path: '/order/:id' },
  );
  return { ...view, api, followOrder };
}

const steps = () =>
  within(screen.getByRole('list', { name: 'Order progress' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const accepted = (overrides: Partial<Order> = {}) =>
  foodOrder({
    acceptedAt: '2026-03-14T18:33:00.000Z',
    prepMinutes: 20,
    statusHistory: [
      ...foodOrder().statusHistory,
      { status: 'preparing', move: 'accept', at: '2026-03-14T18:33:00.000Z', note: '20 minutes' },
    ],
    ...overrides,
  });

const time = (iso: string) => formatTime(new Date(iso));

describe('tracking page', () => {
  it('shows the timeline with times, the estimate in words, lines, totals and the address', async () => {
    const estimate = minutesFromNow(25);
    renderTracking({ body: { order: accepted({ estimatedDelivery: estimate }) } });

    expect(await screen.findByLabelText('Estimate')).toHaveTextContent(
      `Expected around ${time(estimate)}`,
    );
    expect(screen.getByText('in about 25 minutes')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Order status' })).getByText('Preparing'),
    ).toBeVisible();
    expect(steps()).toEqual([
      expect.stringMatching(new RegExp(`^Order placed.*${time('2026-03-14T18:30:00.000Z')}$`)),
      expect.stringMatching(new RegExp(`^Paid.*${time('2026-03-14T18:31:00.000Z')}$`)),
      expect.stringMatching(
        new RegExp(
          `^Accepted by the kitchenPreparation time: 20 minutes.*${time('2026-03-14T18:33:00.000Z')}$`,
        ),
      ),
      'Ready',
      'Out for delivery',
      'Delivered',
    ]);
    const lines = within(screen.getByRole('group', { name: 'Order total' }));
    expect(lines.getByText('2 × Panino Caprese')).toBeVisible();
    expect(lines.getByLabelText('Total')).toHaveTextContent('€ 40,43');
    expect(lines.getByLabelText('VAT included (21 %)')).toHaveTextContent('€ 0,86');
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent(
      'Overtoom 100',
    );
    const map = within(await screen.findByRole('list', { name: 'Places on the map' }));
    expect(map.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Italieno',
      'Delivery address',
    ]);
  });

  it('a bar order says where to pick it up, with no map', async () => {
    renderTracking({
      body: {
        order: barOrder({
          status: 'ready',
          statusHistory: [
            ...foodOrder().statusHistory,
            { status: 'ready', move: 'ready', at: '2026-03-14T18:50:00.000Z', note: null },
          ],
        }),
      },
    });
    expect(await screen.findByLabelText('Estimate')).toHaveTextContent(
      'Ready for pickup at Bar Fiorella',
    );
    expect(steps()[2]).toMatch(/^Ready for pickup at Bar Fiorella/);
    expect(screen.getByRole('region', { name: 'Pickup' })).toHaveTextContent(
      'Pickup at Bar Fiorella',
    );
    expect(screen.queryByRole('list', { name: 'Places on the map' })).not.toBeInTheDocument();
  });

  it('shows the driver with Contact Driver and the position while on its way', async () => {
    const driver = {
      id: 1,
      name: 'Luca',
      phone: '+31 6 1234 5678',
      vehicleType: 'bike' as const,
      currentLocation: { lat: 52.37, lng: 4.88 },
      lastSeenAt: null,
    };
    renderTracking({ body: { order: accepted({ status: 'in_transit', driver }) } });
    const card = within(await screen.findByRole('region', { name: 'Your driver' }));
    expect(card.getByLabelText('Driver')).toHaveTextContent('Luca');
    expect(card.getByRole('link', { name: 'Contact Driver' })).toHaveAttribute(
      'href',
      'tel:+31612345678',
    );
    const map = within(await screen.findByRole('list', { name: 'Places on the map' }));
    expect(map.getByText('Driver Luca')).toBeVisible();
  });

  it('after delivery keeps the timeline but shows no position and no driver', async () => {
    const driver = {
      id: 1,
      name: 'Luca',
      phone: '+31 6 1234 5678',
      vehicleType: 'bike' as const,
      currentLocation: { lat: 52.37, lng: 4.88 },
      lastSeenAt: null,
    };
    const deliveredAt = '2026-03-14T19:09:00.000Z';
    renderTracking({
      body: {
        order: accepted({
          status: 'delivered',
          deliveredAt,
          driver,
          statusHistory: [
            ...accepted().statusHistory,
            { status: 'ready', move: 'ready', at: '2026-03-14T18:52:00.000Z', note: null },
            { status: 'in_transit', move: 'pick-up', at: '2026-03-14T18:55:00.000Z', note: null },
            { status: 'delivered', move: 'deliver', at: deliveredAt, note: null },
          ],
        }),
      },
    });
    expect(await screen.findByLabelText('Estimate')).toHaveTextContent(/^Delivered at /);
    expect(steps()).toHaveLength(6);
    expect(steps().at(-1)).toMatch(/^Delivered/);
    expect(screen.queryByRole('list', { name: 'Places on the map' })).not.toBeInTheDocument();
    expect(screen.queryByText('Driver Luca')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your driver' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Loading map')).not.toBeInTheDocument();
  });

  it('a cancelled order shows its reason and the refund', async () => {
    renderTracking({
      body: {
        order: foodOrder({
          status: 'cancelled',
          paymentStatus: 'refunded',
          cancellationReason: 'Out of mozzarella',
          refund: {
            status: 'succeeded',
            amount: 40.43,
            requestedAt: '2026-03-14T18:40:00.000Z',
            refundedAt: '2026-03-14T18:41:00.000Z',
          },
          statusHistory: [
            ...foodOrder().statusHistory,
            {
              status: 'cancelled',
              move: 'cancel',
              at: '2026-03-14T18:40:00.000Z',
              note: 'Out of mozzarella',
            },
          ],
        }),
      },
    });
    expect(await screen.findByLabelText('Estimate')).toHaveTextContent('This order was cancelled');
    expect(steps().slice(2)).toEqual([
      expect.stringMatching(/^CancelledReason: Out of mozzarella/),
      expect.stringMatching(/^Refunded€ 40,43 refunded to your card/),
    ]);
  });

  it('follows the order live and reads it again when its estimate moves', async () => {
    let estimate = minutesFromNow(25);
    const { queryClient, followOrder } = renderTracking(() => ({
      body: { order: accepted({ estimatedDelivery: estimate }) },
    }));
    expect(await screen.findByLabelText('Estimate')).toHaveTextContent(time(estimate));
    expect(followOrder).toHaveBeenCalledWith(12, null);

    estimate = minutesFromNow(35);
    applyServerMessage(queryClient, {
      type: 'order-estimate',
      topic: 'order/12',
      orderId: 12,
      estimatedDelivery: estimate,
      readyBy: null,
    });
    expect(await screen.findByText('in about 35 minutes')).toBeVisible();
    expect(screen.getByLabelText('Estimate')).toHaveTextContent(time(estimate));
  });

  it('reads the order again when its status moves', async () => {
    let order = accepted();
    const { queryClient } = renderTracking(() => ({ body: { order } }));
    await screen.findByRole('list', { name: 'Order progress' });
    expect(steps()[3]).toBe('Ready');

    order = accepted({
      status: 'ready',
      statusHistory: [
        ...accepted().statusHistory,
        { status: 'ready', move: 'ready', at: '2026-03-14T18:52:00.000Z', note: null },
      ],
    });
    applyServerMessage(queryClient, {
      type: 'order-status',
      topic: 'order/12',
      orderId: 12,
      status: 'ready',
      paymentStatus: 'paid',
      move: 'ready',
    });
    await vi.waitFor(() => expect(steps()[3]).toMatch(/^Ready.+/));
    expect(
      within(screen.getByRole('region', { name: 'Order status' })).getByText('Ready'),
    ).toBeVisible();
  });

  it('a guest opens it with the signed link: the token goes to the api and the live ticket', async () => {
    const { api, followOrder } = renderTracking(
      { body: { order: accepted() } },
      { route: '/order/12?t=signed.link-token', user: signedOut },
    );
    await screen.findByRole('list', { name: 'Order progress' });
    const urls = api.fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/orders/12?t=signed.link-token');
    expect(followOrder).toHaveBeenCalledWith(12, 'signed.link-token');
    // A guest has no order list and no receipt page; Refresh Status stays.
    expect(screen.queryByRole('link', { name: 'View All Orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Print Receipt' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Status' })).toBeVisible();
  });

  it.each([
    ['a changed or expired link', '/order/12?t=changed', 404],
    ['no link and not signed in', '/order/12', 401],
    ['someone else’s order', '/order/12', 403],
  ])('%s shows the 404 text', async (_case, route, status) => {
    const { followOrder } = renderTracking(
      { status, body: { type: 'not_found', message: 'Order not found' } },
      { route, user: signedOut },
    );
    expect(await screen.findByText('404 Page Not Found')).toBeVisible();
    expect(screen.queryByText('Track Order')).not.toBeInTheDocument();
    expect(followOrder).not.toHaveBeenCalled();
  });

  it('an order number that is not one shows the 404 text', async () => {
    renderTracking({ body: { order: foodOrder() } }, { route: '/order/abc' });
    expect(await screen.findByText('404 Page Not Found')).toBeVisible();
  });

  it('says what the spec says when the order cannot be loaded for another reason', async () => {
    renderTracking({ status: 500, body: { type: 'unknown_error', message: 'Boom' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading order details');
  });
});
