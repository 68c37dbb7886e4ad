import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { DriverJob } from '@shop/contracts';
import { renderWithProviders } from '@/testing/test-utils';
import { JobDetails } from './job-card';

const job = (paymentMethod: string): DriverJob => ({
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
  destination: null,
  items: [{ name: 'Panino Porchetta', quantity: 2 }],
  notes: null,
  paymentMethod,
  total: 22.5,
  tip: 0,
  readyBy: null,
  estimatedDelivery: null,
  assignedAt: null,
  pickedUpAt: null,
  deliveredAt: null,
});

describe('a driver’s job: paid online or collected at the door', () => {
  it.each([
    ['card', 'Credit/Debit Card'],
    ['ideal', 'iDEAL | Wero'],
    ['bancontact', 'Bancontact'],
  ])('%s is paid already: the driver sees %s and collects nothing', (method, label) => {
    renderWithProviders(<JobDetails job={job(method)} />);
    expect(screen.getByText(label)).toBeVisible();
    expect(screen.queryByText(/^Collect/)).not.toBeInTheDocument();
  });

  it('anything else is collected at the door', () => {
    renderWithProviders(<JobDetails job={job('cash')} />);
    expect(screen.getByText('Collect € 22,50')).toBeVisible();
  });
});
