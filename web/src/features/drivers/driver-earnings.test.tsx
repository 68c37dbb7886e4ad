import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARNINGS_RULE, formatEuros, type DeliveredJob } from '@shop/contracts';
import { mockApi } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import DriverEarningsPage from './driver-earnings-page';
import DriverHistoryPage from './driver-history-page';

afterEach(() => vi.unstubAllGlobals());

const delivery = (over: Partial<DeliveredJob>): DeliveredJob => ({
  orderId: 1042,
  customerName: 'Sofia Romano',
  streetAddress: 'Damrak 1',
  pickedUpAt: '2026-11-25T17:40:00.000Z',
  deliveredAt: '2026-11-25T17:55:00.000Z',
  proof: 'code',
  baseCents: 250,
  feeShareCents: 125,
  tipCents: 200,
  totalCents: 575,
  distanceMeters: 1840,
  distanceSource: 'track',
  ...over,
});

const euros = (cents: number) => formatEuros(cents / 100);

describe('driver earnings and history', () => {
  it('shows today, this week and each delivery with its tip and distance', async () => {
    const totals = (deliveries: number, totalCents: number) => ({
      deliveries,
      baseCents: 250 * deliveries,
      feeShareCents: 125 * deliveries,
      tipCents: 200,
      totalCents,
      distanceMeters: 2500,
    });
    mockApi({
      'GET /api/driver/earnings': {
        body: {
          today: totals(1, 575),
          week: totals(2, 950),
          deliveries: [
            delivery({}),
            delivery({ orderId: 1001, tipCents: 0, totalCents: 375, distanceSource: 'estimate' }),
          ],
          rule: { ...EARNINGS_RULE },
        },
      },
    });
    renderWithProviders(<DriverEarningsPage />, { route: '/driver/earnings' });
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText(euros(575))).toBeInTheDocument();
    expect(within(today).getByText(/1 delivery · 2\.5 km/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'This week' })).getByText(euros(950)),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `Per delivery you earn ${euros(250)}, plus 50% of the delivery fee and 100% of the tip.`,
      ),
    ).toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'Delivery #1042' });
    expect(within(first).getByText(`incl. tip ${euros(200)}`)).toBeInTheDocument();
    expect(within(first).getByText(/1\.8 km/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Delivery #1001' })).getByText(/\(estimated\)/),
    ).toBeInTheDocument();
  });

  it('lists delivered orders, and says so when there are none yet', async () => {
    mockApi({ 'GET /api/driver/deliveries': { body: { deliveries: [] } } });
    renderWithProviders(<DriverHistoryPage />, { route: '/driver/orders' });
    expect(await screen.findByText('No deliveries yet.')).toBeInTheDocument();
  });
});
