import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRIVER_ON_JOB, type AdminDriver, type DriverReport } from '@shop/contracts';
import { mockApi, userAnswer } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const applicant: AdminDriver = {
  id: 3,
  userId: 30,
  fullName: 'Luca Verdi',
  phone: '+31 6 11111111',
  vehicleType: 'bike',
  licensePlate: '',
  licenseNumber: '',
  isActive: false,
  agreementAccepted: true,
  agreementDate: '2026-11-20T09:00:00.000Z',
  username: 'luca',
  email: 'luca@example.com',
  isOnline: false,
  createdAt: '2026-11-20T09:00:00.000Z',
  agreement: {
    version: '2026-10',
    hash: 'abc123',
    signedAt: '2026-11-20T09:00:00.000Z',
    signerName: 'Luca Verdi',
    checkboxes: {},
    signatureSvg: '<svg xmlns="http://www.w3.org/2000/svg"><path d="M1 1 L5 5"/></svg>',
    ip: '203.0.113.7',
    userAgent: 'Firefox',
    current: true,
  },
};

const report: DriverReport = {
  driverId: 3,
  fullName: 'Luca Verdi',
  from: '2026-11-01',
  to: '2026-11-25',
  groupBy: 'day',
  rows: [
    {
      period: '2026-11-10',
      deliveries: 2,
      distanceMeters: 5400,
      shiftMinutes: 270,
      baseCents: 500,
      feeShareCents: 450,
      tipCents: 150,
      earningsCents: 1100,
    },
  ],
  totals: {
    deliveries: 2,
    distanceMeters: 5400,
    shiftMinutes: 270,
    baseCents: 500,
    feeShareCents: 450,
    tipCents: 150,
    earningsCents: 1100,
  },
  deliveries: [],
};

describe('drivers page', () => {
  it('activates an applicant and opens their agreement evidence and report', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/drivers': { body: { drivers: [applicant] } },
      'PATCH /api/admin/drivers/3': { body: { ...applicant, isActive: true } },
      'GET /api/admin/drivers/3/report': { body: report },
    });
    const { user } = renderApp('/admin/drivers');
    const cell = await screen.findByRole('cell', { name: 'Luca Verdi' }, { timeout: 20_000 });
    const row = cell.closest('tr')!;
    expect(within(row).getByText('Applicant / inactive')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Driver activated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ isActive: true });

    await user.click(cell);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('IP address: 203.0.113.7')).toBeInTheDocument();
    expect(
      within(drawer).getByRole('img', { name: 'Signature of Luca Verdi' }),
    ).toBeInTheDocument();
    expect(await within(drawer).findByRole('cell', { name: '4 h 30 min' })).toBeInTheDocument();
    // English writes a decimal point, as the back office's other numbers in English.
    expect(within(drawer).getAllByRole('cell', { name: '5.4 km' })).not.toHaveLength(0);
    expect(within(drawer).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toMatch(
      /^\/api\/admin\/drivers\/3\/report\?from=.*&groupBy=day&format=csv$/,
    );
  });

  it('says why a driver on a job is not deactivated', async () => {
    const message = `${DRIVER_ON_JOB} (order #1042)`;
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/drivers': { body: { drivers: [{ ...applicant, isActive: true }] } },
      'PATCH /api/admin/drivers/3': { status: 409, body: { type: 'conflict', message } },
    });
    const { user } = renderApp('/admin/drivers');
    await user.click(
      await screen.findByRole('button', { name: 'Deactivate' }, { timeout: 20_000 }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
