import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DriverJob, DriverJobs } from '@shop/contracts';
import { changeLanguage } from '@/i18n';
import { loadMessages } from '@/i18n/messages';
import { mockApi } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import DriverDashboardPage from './driver-dashboard-page';
import DriverEarningsPage from './driver-earnings-page';

beforeEach(async () => {
  await changeLanguage('nl');
  await loadMessages('nl');
});
afterEach(() => changeLanguage('en'));

const job: DriverJob = {
  orderId: 1042,
  status: 'preparing',
  customerName: 'Sofia Romano',
  customerPhone: '+31 6 1234 5678',
  address: {
    streetAddress: 'Damrak 1',
    city: 'Amsterdam',
    zipCode: '1012 LG',
    additionalInfo: null,
  },
  destination: null,
  items: [{ name: 'Panino Porchetta', quantity: 2 }],
  notes: null,
  paymentMethod: 'cash',
  total: 22.5,
  tip: 0,
  readyBy: '2026-11-25T18:20:00.000Z',
  estimatedDelivery: null,
  assignedAt: '2026-11-25T18:00:00.000Z',
  pickedUpAt: null,
  deliveredAt: null,
};

const jobs = (over: Partial<DriverJobs>): DriverJobs => ({
  online: true,
  isActive: true,
  current: null,
  offers: [],
  assigned: [],
  kitchen: { lat: 52.3806, lng: 4.8886 },
  serverTime: new Date().toISOString(),
  ...over,
});

describe('the driver portal in Dutch', () => {
  it('shows the shift, an offer and the current job in Dutch', async () => {
    mockApi({
      'GET /api/driver/jobs': {
        body: jobs({
          current: job,
          offers: [
            {
              id: 77,
              orderId: 1043,
              offeredAt: new Date().toISOString(),
              expiresAt: new Date(Date.now() + 45_000).toISOString(),
              distanceMeters: 820,
              job: { ...job, orderId: 1043, paymentMethod: 'card' },
            },
          ],
        }),
      },
    });
    renderWithProviders(<DriverDashboardPage />, { route: '/driverdashboardnow' });

    expect(await screen.findByRole('heading', { name: 'Bezorgersdashboard' })).toBeVisible();
    expect(await screen.findByText('Je krijgt ritaanbiedingen')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Verdiensten' })).toBeVisible();

    const offer = screen.getByRole('article', { name: 'Aanbieding voor bestelling #1043' });
    expect(within(offer).getByText('0,8 km van de keuken')).toBeVisible();
    expect(within(offer).getByRole('button', { name: 'Accepteren' })).toBeVisible();
    expect(within(offer).getByText('Creditcard/betaalpas')).toBeVisible();

    const current = screen.getByRole('region', { name: 'Huidige rit' });
    expect(within(current).getByText('Wordt bereid')).toBeVisible();
    expect(within(current).getByText('Innen: € 22,50')).toBeVisible();
    expect(within(current).getByRole('link', { name: 'Bel de klant' })).toBeVisible();
  });

  it('counts earnings in Dutch, with the money in the spec’s format', async () => {
    const totals = {
      deliveries: 2,
      distanceMeters: 4300,
      baseCents: 700,
      feeShareCents: 150,
      tipCents: 200,
      totalCents: 1050,
    };
    mockApi({
      'GET /api/driver/earnings': {
        body: {
          today: totals,
          week: { ...totals, deliveries: 1 },
          rule: { basePerDeliveryCents: 350, feeSharePercent: 50, tipPercent: 100 },
          deliveries: [],
        },
      },
    });
    renderWithProviders(<DriverEarningsPage />, { route: '/driver/earnings' });

    const today = await screen.findByRole('region', { name: 'Vandaag' });
    expect(within(today).getByText('2 bezorgingen · 4,3 km')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Deze week' })).getByText(/^1 bezorging ·/),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Per bezorging verdien je € 3,50, plus 50% van de bezorgkosten en 100% van de fooi.',
      ),
    ).toBeVisible();
  });
});
