import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRIVER_TEXTS, type DriverJob, type DriverJobs, type JobOffer } from '@shop/contracts';
import { mockApi } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import DriverDashboardPage from './driver-dashboard-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const serverTime = new Date('2026-11-25T18:00:00.000Z');

const job = (over: Partial<DriverJob> = {}): DriverJob => ({
  orderId: 1042,
  status: 'ready',
  customerName: 'Sofia Romano',
  customerPhone: '+31 6 1234 5678',
  address: {
    streetAddress: 'Damrak 1',
    city: 'Amsterdam',
    zipCode: '1012 LG',
    additionalInfo: null,
  },
  destination: { lat: 52.3755, lng: 4.8958 },
  items: [{ name: 'Panino Porchetta', quantity: 2 }],
  notes: 'Ring twice',
  paymentMethod: 'card',
  total: 22.5,
  tip: 2,
  readyBy: null,
  estimatedDelivery: null,
  assignedAt: serverTime.toISOString(),
  pickedUpAt: null,
  deliveredAt: null,
  ...over,
});

/** An offer made just now that runs out in `secondsLeft` (the page counts it on today's clock). */
const offer = (secondsLeft: number): JobOffer => ({
  id: 77,
  orderId: 1042,
  offeredAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + secondsLeft * 1000).toISOString(),
  distanceMeters: 820,
  job: job(),
});

/** The dashboard's answer, with the server's clock `ahead` ms ahead of this phone's. */
const jobs = (over: Partial<DriverJobs> = {}, ahead = 0): DriverJobs => ({
  online: true,
  isActive: true,
  current: null,
  offers: [],
  assigned: [],
  kitchen: { lat: 52.3806, lng: 4.8886 },
  serverTime: new Date(Date.now() + ahead).toISOString(),
  ...over,
});

const render = () => renderWithProviders(<DriverDashboardPage />, { route: '/driverdashboardnow' });

describe('driver dashboard', () => {
  it('tells a driver awaiting approval so, without a shift switch or jobs', async () => {
    mockApi({ 'GET /api/driver/jobs': { body: jobs({ isActive: false, online: false }) } });
    render();
    expect(await screen.findByText(DRIVER_TEXTS.inactive)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Online' })).toBeNull();
  });

  it('goes online with the switch', async () => {
    let online = false;
    const { calls } = mockApi({
      'GET /api/driver/jobs': () => ({ body: jobs({ online }) }),
      'PUT /api/driver/availability': (body) => {
        online = (body as { online: boolean }).online;
        return { body: { online, onlineSince: serverTime.toISOString() } };
      },
    });
    const { user } = render();
    const toggle = await screen.findByRole('switch', { name: 'Online' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Offline')).toBeInTheDocument();
    await user.click(toggle);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ online: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Online' })).toBeChecked());
    expect(screen.getByText('You receive job offers')).toBeInTheDocument();
  });

  it('counts an offer down on the server’s clock and reads the jobs again when it runs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const offerFor = {
      ...offer(0),
      expiresAt: new Date(Date.now() + 5_000 + 45_000).toISOString(),
    };
    const { calls } = mockApi({
      // The server runs 5 s ahead of the phone: 45 s left by its clock.
      'GET /api/driver/jobs': () => ({ body: jobs({ offers: [offerFor] }, 5_000) }),
    });
    render();
    const card = await screen.findByRole('article', { name: 'Offer for order #1042' });
    expect(within(card).getByLabelText('Time left')).toHaveTextContent(/^4[45]s$/);
    expect(within(card).getByText('Damrak 1, Amsterdam')).toBeInTheDocument();
    expect(within(card).getByText('0.8 km from the kitchen')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(within(card).getByLabelText('Time left')).toHaveTextContent(/^3[45]s$/);
    const reads = calls.filter((c) => c.path === '/api/driver/jobs').length;
    await act(() => vi.advanceTimersByTimeAsync(36_000));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/driver/jobs').length).toBeGreaterThan(reads),
    );
  });

  it('accepts an offer, picks the order up and delivers it with the customer’s code', async () => {
    let state = jobs({ offers: [offer(50)] });
    const { calls } = mockApi({
      'GET /api/driver/jobs': () => ({ body: state }),
      'POST /api/driver/offers/77/accept': () => {
        state = jobs({ current: job() });
        return { body: state };
      },
      'POST /api/driver/jobs/1042/pick-up': () => {
        state = jobs({ current: job({ status: 'in_transit' }) });
        return { body: state };
      },
      'POST /api/driver/jobs/1042/deliver': (body) => {
        if ((body as { code: string }).code !== '4821') {
          return { status: 422, body: { type: 'unprocessable', message: DRIVER_TEXTS.wrongCode } };
        }
        state = jobs();
        return { body: state };
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));

    const current = await screen.findByRole('region', { name: 'Current job' });
    expect(within(current).getByText('Sofia Romano')).toBeInTheDocument();
    expect(within(current).getByRole('link', { name: 'Call the customer' })).toHaveAttribute(
      'href',
      'tel:+31612345678',
    );
    expect(within(current).getByRole('link', { name: /Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=52.3755%2C4.8958',
    );
    expect(within(current).getByRole('link', { name: /Apple Maps/ })).toHaveAttribute(
      'href',
      'https://maps.apple.com/?daddr=52.3755%2C4.8958',
    );
    expect(within(current).getByRole('link', { name: /Other map app/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^geo:52\.3755,4\.8958\?q=/),
    );

    await user.click(within(current).getByRole('button', { name: 'Picked up' }));
    await user.click(await within(current).findByRole('button', { name: 'Delivered' }));
    const pins = within(current).getAllByRole('textbox');
    await user.click(pins[0]!);
    await user.keyboard('1111');
    await user.click(within(current).getByRole('button', { name: 'Confirm delivery' }));
    expect(await within(current).findByRole('alert')).toHaveTextContent(DRIVER_TEXTS.wrongCode);

    await user.click(within(current).getAllByRole('textbox')[0]!);
    await user.keyboard('4821');
    await user.click(within(current).getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Current job' })).toBeNull());
    expect(
      calls.filter((c) => c.path === '/api/driver/jobs/1042/deliver').map((c) => c.body),
    ).toEqual([{ code: '1111' }, { code: '4821' }]);
  });

  it('without a network, says the delivery is not confirmed yet and keeps the code for the next try', async () => {
    let network = false;
    mockApi({
      'GET /api/driver/jobs': () => ({ body: jobs({ current: job({ status: 'in_transit' }) }) }),
      'POST /api/driver/jobs/1042/deliver': () => {
        if (!network) throw new TypeError('Failed to fetch');
        return { body: jobs() };
      },
    });
    const { user } = render();
    const current = await screen.findByRole('region', { name: 'Current job' });
    await user.click(within(current).getByRole('button', { name: 'Delivered' }));
    await user.click(within(current).getAllByRole('textbox')[0]!);
    await user.keyboard('4821');
    await user.click(within(current).getByRole('button', { name: 'Confirm delivery' }));

    expect(await within(current).findByRole('alert')).toHaveTextContent(
      'No network: the delivery is not confirmed yet.',
    );
    expect(
      within(current)
        .getAllByRole('textbox')
        .map((pin) => (pin as HTMLInputElement).value),
    ).toEqual(['4', '8', '2', '1']);

    network = true;
    await user.click(within(current).getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Current job' })).toBeNull());
  });

  it('delivers with a photo from the rear camera when the customer cannot be reached', async () => {
    let state = jobs({ current: job({ status: 'in_transit' }) });
    const { calls } = mockApi({
      'GET /api/driver/jobs': () => ({ body: state }),
      'POST /api/driver/jobs/1042/deliver-photo': () => {
        state = jobs();
        return { body: state };
      },
    });
    const { user } = render();
    const current = await screen.findByRole('region', { name: 'Current job' });
    await user.click(within(current).getByRole('button', { name: 'Delivered' }));
    await user.click(within(current).getByRole('button', { name: 'Customer not reachable' }));
    const input = within(current).getByLabelText('Delivery photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'door.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(input, photo);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Current job' })).toBeNull());
    const sent = calls.find((c) => c.path === '/api/driver/jobs/1042/deliver-photo')!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('content-type')).toBe('image/jpeg');
  });
});
