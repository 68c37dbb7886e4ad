import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveredJob, DriverJob, DriverJobs } from '@shop/contracts';
import { mockApi } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import { OTHER_ZONES, onDeviceInZone } from '@/testing/time-zone';
import DriverDashboardPage from './driver-dashboard-page';
import DriverHistoryPage from './driver-history-page';

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
  // 18:20 UTC is 19:20 in Amsterdam in November.
  readyBy: '2026-11-25T18:20:00.000Z',
  estimatedDelivery: null,
  assignedAt: '2026-11-25T18:00:00.000Z',
  pickedUpAt: null,
  deliveredAt: null,
};

const jobs: DriverJobs = {
  online: true,
  isActive: true,
  current: job,
  offers: [],
  assigned: [],
  kitchen: { lat: 52.3806, lng: 4.8886 },
  serverTime: new Date().toISOString(),
};

const delivered: DeliveredJob = {
  orderId: 1001,
  customerName: 'Sofia Romano',
  streetAddress: 'Damrak 1',
  pickedUpAt: '2026-11-25T23:10:00.000Z',
  // Half past midnight on the 26th in Amsterdam.
  deliveredAt: '2026-11-25T23:30:00.000Z',
  proof: 'code',
  baseCents: 250,
  feeShareCents: 125,
  tipCents: 0,
  totalCents: 375,
  distanceMeters: 1840,
  distanceSource: 'track',
};

describe.each(OTHER_ZONES)('the driver portal on a phone set to %s', (zone) => {
  onDeviceInZone(zone);

  it('says when the kitchen will be ready on Amsterdam’s clock', async () => {
    mockApi({ 'GET /api/driver/jobs': { body: jobs } });
    renderWithProviders(<DriverDashboardPage />, { route: '/driverdashboardnow' });
    const current = await screen.findByRole('region', { name: 'Current job' });
    expect(
      within(current).getByText('The kitchen is still preparing it (ready by 19:20).'),
    ).toBeVisible();
  });

  it('dates a delivery on Amsterdam’s calendar', async () => {
    mockApi({ 'GET /api/driver/deliveries': { body: { deliveries: [delivered] } } });
    renderWithProviders(<DriverHistoryPage />, { route: '/driver/orders' });
    const row = await screen.findByRole('article', { name: 'Delivery #1001' });
    expect(within(row).getByText(/^Nov 26, 2026 00:30 · /)).toBeVisible();
  });
});
