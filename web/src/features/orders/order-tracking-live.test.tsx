import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { estimateFromPosition, type Order } from '@shop/contracts';
import type { MapPoint } from '@/features/map/delivery-map-props';
import { applyServerMessage } from '@/features/realtime/apply-server-message';
import { RealtimeContext } from '@/lib/realtime-context';
import { mockApi, userAnswer, type MockAnswer } from '@/testing/mock-endpoints';
import { foodOrder } from '@/testing/order-fixtures';
import { renderWithProviders } from '@/testing/test-utils';
import { formatTime } from './order-format';
import OrderTrackingPage from './order-tracking-page';
import { DRIVER_COLOUR, STALE_DRIVER_COLOUR } from './tracking-map';

// jsdom cannot draw WebGL: the map lists the places it would show, with where they stand.
vi.mock('@/features/map/delivery-map', () => ({
  DeliveryMap: ({ points = [] }: { points?: MapPoint[] }) => (
    <ul aria-label="Places on the map">
      {points.map((p) => (
        <li key={p.id} data-lat={p.position.lat} data-lng={p.position.lng} data-color={p.color}>
          {p.label}
        </li>
      ))}
    </ul>
  ),
}));

// The marker jumps to each fix here (prefers-reduced-motion); the glide has its own test.
beforeEach(() =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })),
);
afterEach(() => vi.unstubAllGlobals());

const DOOR = { lat: 52.361, lng: 4.871 }; // the fixture's delivery address
const secondsAgo = (s: number) => new Date(Date.now() - s * 1000).toISOString();

const luca = (overrides: Partial<NonNullable<Order['driver']>> = {}) => ({
  id: 4,
  name: 'Luca',
  phone: '+31 6 1234 5678',
  vehicleType: 'bike' as const,
  currentLocation: { lat: 52.372, lng: 4.89 },
  lastSeenAt: secondsAgo(3),
  ...overrides,
});

const onItsWay = (overrides: Partial<Order> = {}) =>
  foodOrder({
    status: 'in_transit',
    driver: luca(),
    deliveryCode: '4821',
    statusHistory: [
      ...foodOrder().statusHistory,
      { status: 'ready', move: 'ready', at: '2026-03-14T18:52:00.000Z', note: null },
      { status: 'in_transit', move: 'pick-up', at: '2026-03-14T18:55:00.000Z', note: null },
    ],
    ...overrides,
  });

function renderTracking(order: MockAnswer | (() => MockAnswer)) {
  mockApi({
    'GET /api/user': userAnswer('customer') as MockAnswer,
    'GET /api/orders/12': order,
    'GET /api/settings': {
      body: { address: 'Damrak 1, 1012 LG Amsterdam', phone: '', email: '', openingHours: '{}' },
    },
    'POST /api/geo/geocode': { body: { coordinates: { lat: 52.376, lng: 4.896 } } },
  });
  return renderWithProviders(
    <RealtimeContext
      value={{ status: 'connected', subscribe: () => () => {}, followOrder: () => () => {} }}
    >
      <OrderTrackingPage />
    </RealtimeContext>,
    { route: '/order/12', path: '/order/:id' },
  );
}

const driverMarker = async () => {
  const map = within(await screen.findByRole('list', { name: 'Places on the map' }));
  return map.getByText(/^Driver Luca/);
};

const position = (lat: number, lng: number, at = Date.now()) =>
  ({
    type: 'driver-position',
    topic: 'order/12',
    driverId: 4,
    lat,
    lng,
    accuracy: 8,
    heading: 200,
    speed: 4,
    at,
  }) as const;

describe('tracking page, live driver', () => {
  it('shows the driver’s name, vehicle, phone and Contact Driver', async () => {
    renderTracking({ body: { order: onItsWay({ driver: luca({ vehicleType: 'e-bike' }) }) } });
    const card = within(await screen.findByRole('region', { name: 'Your driver' }));
    expect(card.getByLabelText('Driver')).toHaveTextContent('Luca');
    expect(card.getByLabelText('Vehicle')).toHaveTextContent('E-bike');
    expect(card.getByLabelText('Phone')).toHaveTextContent('+31 6 1234 5678');
    expect(card.getByRole('link', { name: 'Contact Driver' })).toHaveAttribute(
      'href',
      'tel:+31612345678',
    );
  });

  it('moves the marker and the estimate on each driver-position message for the order', async () => {
    const { queryClient } = renderTracking({ body: { order: onItsWay() } });
    const marker = await driverMarker();
    expect(marker).toHaveAttribute('data-lat', '52.372');
    const before = screen.getByLabelText('Estimate').textContent;

    const at = Date.now();
    applyServerMessage(queryClient, position(52.364, 4.875, at));
    await vi.waitFor(async () =>
      expect(await driverMarker()).toHaveAttribute('data-lat', '52.364'),
    );
    expect(await driverMarker()).toHaveAttribute('data-lng', '4.875');
    const expected = estimateFromPosition({
      from: { lat: 52.364, lng: 4.875 },
      to: DOOR,
      vehicleType: 'bike',
      now: new Date(at),
    });
    expect(screen.getByLabelText('Estimate')).toHaveTextContent(
      `Expected around ${formatTime(expected)}`,
    );
    expect(screen.getByLabelText('Estimate').textContent).not.toBe(before);
  });

  it('replaces a kitchen estimate that has passed once the first position arrives', async () => {
    const past = new Date(Date.now() - 10 * 60_000);
    const { queryClient } = renderTracking({
      body: {
        order: onItsWay({
          estimatedDelivery: past.toISOString(),
          driver: luca({ currentLocation: null, lastSeenAt: null }),
        }),
      },
    });
    expect(await screen.findByLabelText('Estimate')).toHaveTextContent(
      `Expected around ${formatTime(past)}`,
    );
    const at = Date.now();
    applyServerMessage(queryClient, position(52.364, 4.875, at));
    const fresh = estimateFromPosition({
      from: { lat: 52.364, lng: 4.875 },
      to: DOOR,
      vehicleType: 'bike',
      now: new Date(at),
    });
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Estimate')).toHaveTextContent(
        `Expected around ${formatTime(fresh)}`,
      ),
    );
    expect(screen.getByText(/^in about \d+ minutes?$/)).toBeVisible();
  });

  it('before pick-up keeps the kitchen’s estimate while the driver moves', async () => {
    const estimate = new Date(Date.now() + 25 * 60_000);
    const { queryClient } = renderTracking({
      body: {
        order: onItsWay({
          status: 'ready',
          estimatedDelivery: estimate.toISOString(),
          statusHistory: onItsWay().statusHistory.slice(0, 3),
        }),
      },
    });
    await driverMarker();
    applyServerMessage(queryClient, position(52.364, 4.875));
    await vi.waitFor(async () =>
      expect(await driverMarker()).toHaveAttribute('data-lat', '52.364'),
    );
    expect(screen.getByLabelText('Estimate')).toHaveTextContent(
      `Expected around ${formatTime(estimate)}`,
    );
  });

  it('a silent driver shows as stale, greyed with when they were last seen; a fresh fix brings them back', async () => {
    const { queryClient } = renderTracking({
      body: { order: onItsWay({ driver: luca({ lastSeenAt: secondsAgo(200) }) }) },
    });
    const card = within(await screen.findByRole('region', { name: 'Your driver' }));
    expect(card.getByLabelText('Driver position')).toHaveTextContent(/^Last seen 3 min ago/);
    const marker = await driverMarker();
    expect(marker).toHaveTextContent('Driver Luca (last seen 3 min ago)');
    expect(marker).toHaveAttribute('data-color', STALE_DRIVER_COLOUR);

    applyServerMessage(queryClient, position(52.364, 4.875));
    await vi.waitFor(() =>
      expect(card.queryByLabelText('Driver position')).not.toBeInTheDocument(),
    );
    expect(await driverMarker()).toHaveTextContent(/^Driver Luca$/);
    expect(await driverMarker()).toHaveAttribute('data-color', DRIVER_COLOUR);
  });

  it('turns stale on its own when the fixes stop, not frozen silently', async () => {
    // The clock is the test's: the page is seen fresh however slowly it renders, and then
    // the last fix turns 60 s old without another message arriving.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      renderTracking({
        body: { order: onItsWay({ driver: luca({ lastSeenAt: secondsAgo(30) }) }) },
      });
      const card = within(await screen.findByRole('region', { name: 'Your driver' }));
      expect(card.queryByLabelText('Driver position')).not.toBeInTheDocument();
      expect(await driverMarker()).toHaveAttribute('data-color', DRIVER_COLOUR);

      await act(() => vi.advanceTimersByTimeAsync(31_000));
      expect(await card.findByLabelText('Driver position')).toHaveTextContent(
        /^Last seen 1 min ago/,
      );
      expect(await driverMarker()).toHaveAttribute('data-color', STALE_DRIVER_COLOUR);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the delivery code while the order is on its way, labelled for screen readers', async () => {
    renderTracking({ body: { order: onItsWay() } });
    const code = await screen.findByRole('region', { name: 'Delivery code' });
    expect(code).toHaveTextContent('Your delivery code: 4821');
    expect(code).toHaveTextContent('4 8 2 1');
    expect(code).toHaveTextContent('Give it to your driver at the door.');
  });

  it('no delivery code before a driver has the job, nor after delivery', async () => {
    const { unmount } = renderTracking({
      body: {
        order: onItsWay({
          status: 'preparing',
          driver: null,
          statusHistory: foodOrder().statusHistory,
        }),
      },
    });
    await screen.findByLabelText('Estimate');
    expect(screen.queryByRole('region', { name: 'Delivery code' })).not.toBeInTheDocument();
    unmount();

    renderTracking({
      body: {
        order: onItsWay({
          status: 'delivered',
          deliveredAt: '2026-03-14T19:09:00.000Z',
          statusHistory: [
            ...onItsWay().statusHistory,
            { status: 'delivered', move: 'deliver', at: '2026-03-14T19:09:00.000Z', note: null },
          ],
        }),
      },
    });
    expect(await screen.findByLabelText('Estimate')).toHaveTextContent(/^Delivered at/);
    expect(screen.queryByRole('region', { name: 'Delivery code' })).not.toBeInTheDocument();
  });

  it('an order-driver message reads the order again: the new driver appears', async () => {
    let order = onItsWay({
      status: 'ready',
      driver: null,
      statusHistory: onItsWay().statusHistory.slice(0, 3),
    });
    const { queryClient } = renderTracking(() => ({ body: { order } }));
    await screen.findByLabelText('Estimate');
    expect(screen.queryByRole('region', { name: 'Your driver' })).not.toBeInTheDocument();

    order = { ...order, driver: luca() };
    applyServerMessage(queryClient, {
      type: 'order-driver',
      topic: 'order/12',
      orderId: 12,
      driverId: 4,
    });
    const card = within(await screen.findByRole('region', { name: 'Your driver' }));
    expect(card.getByLabelText('Driver')).toHaveTextContent('Luca');
    expect(await screen.findByRole('region', { name: 'Delivery code' })).toHaveTextContent('4821');
  });
});
